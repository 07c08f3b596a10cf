/** The audit's HTML report: tables and inline SVG bar charts, no scripts. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Bytes as KB with one decimal, as the report's tables write them. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function barChart(
  title: string,
  rows: Array<{ label: string; value: number }>,
  unit: string,
  limit?: number,
): string {
  const max = Math.max(limit ?? 0, ...rows.map((row) => row.value), 1);
  const height = rows.length * 26 + 40;
  const bars = rows
    .map((row, i) => {
      const width = (row.value / max) * 520;
      const over = limit !== undefined && row.value > limit;
      return `<text x="0" y="${i * 26 + 34}" font-size="12">${escapeHtml(row.label)}</text>
<rect x="230" y="${i * 26 + 22}" width="${width.toFixed(1)}" height="16" fill="${over ? '#a12d2d' : '#977b4c'}"/>
<text x="${(236 + width).toFixed(1)}" y="${i * 26 + 34}" font-size="12">${row.value.toFixed(unit === 'KB' ? 1 : 0)} ${unit}</text>`;
    })
    .join('\n');
  const limitLine =
    limit === undefined
      ? ''
      : `<line x1="${230 + (limit / max) * 520}" x2="${230 + (limit / max) * 520}" y1="16" y2="${height - 8}" stroke="#0a2133" stroke-dasharray="4 3"/>`;
  return `<figure><figcaption>${escapeHtml(title)}</figcaption><svg role="img" aria-label="${escapeHtml(title)}" width="860" height="${height}" font-family="sans-serif">${bars}${limitLine}</svg></figure>`;
}

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  return `<table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

export function page(title: string, sections: Array<{ heading: string; body: string }>, failures: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:980px;color:#1c2b36}h1{color:#0a2133}
table{border-collapse:collapse;margin:1rem 0;font-size:14px}th,td{border:1px solid #ddd;padding:4px 8px;text-align:left}
th{background:#f6f1e8}.ok{color:#2f6b3d}.fail{color:#a12d2d}figcaption{font-weight:600;margin-top:1rem}</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p class="${failures.length ? 'fail' : 'ok'}">${failures.length ? `${failures.length} target(s) missed:` : 'Every target met.'}</p>
${failures.length ? `<ul>${failures.map((f) => `<li class="fail">${escapeHtml(f)}</li>`).join('')}</ul>` : ''}
${sections.map((s) => `<h2>${escapeHtml(s.heading)}</h2>${s.body}`).join('\n')}
</body></html>`;
}
