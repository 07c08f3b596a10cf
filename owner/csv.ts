/**
 * RFC 4180 CSV for a spreadsheet: every field quoted (quotes doubled), CRLF after every record,
 * UTF-8 with a byte-order mark (without it Excel reads UTF-8 as the system's code page and
 * "Zoë" becomes "ZoÃ«"). A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first) gets a leading apostrophe, the usual guard against CSV formula injection: these fields
 * are typed by visitors.
 */
export const byteOrderMark = '\ufeff';

const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file: BOM, the header row, then one record per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (row: readonly string[]) => `${row.map(csvField).join(',')}\r\n`;
  return byteOrderMark + line(header) + rows.map(line).join('');
}
