/**
 * Prints what a visitor's browser downloads for a page: every JS, CSS, font and
 * image file the page loads until the network is idle, raw and gzip-compressed.
 * Usage: npx tsx scripts/page-weight.ts [/path/ ...]   (default: both home pages)
 * Needs a build (npm run build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/browser';
import { startLocalSite } from '../tests/e2e/local-site';
import { buildDir } from '../server/build-freshness';

type Kind = 'js' | 'css' | 'font' | 'image' | 'html' | 'other';
const kindOf = (file: string): Kind => {
  const ext = path.extname(file);
  if (ext === '.js') return 'js';
  if (ext === '.css') return 'css';
  if (['.woff2', '.woff'].includes(ext)) return 'font';
  if (['.svg', '.png', '.jpg', '.webp', '.avif'].includes(ext)) return 'image';
  if (ext === '.html') return 'html';
  return 'other';
};

async function main() {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/it/'];
  const local = await startLocalSite();
  const browser = await launchBrowser();
  for (const pathname of pages) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const files = new Set<string>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== local.origin) return;
      files.add(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
    });
    await page.goto(local.origin + pathname, { waitUntil: 'networkidle' });
    await page.close();
    const totals = new Map<Kind, { count: number; raw: number; gzip: number }>();
    for (const file of files) {
      const body = readFileSync(path.join(buildDir, decodeURIComponent(file)));
      const kind = kindOf(file);
      const entry = totals.get(kind) ?? { count: 0, raw: 0, gzip: 0 };
      entry.count += 1;
      entry.raw += body.length;
      entry.gzip += gzipSync(body, { level: 9 }).length;
      totals.set(kind, entry);
    }
    console.log(`\n${pathname}`);
    for (const [kind, { count, raw, gzip }] of [...totals].sort()) {
      console.log(
        `  ${kind.padEnd(6)} ${String(count).padStart(2)} file(s)  ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`,
      );
    }
  }
  await browser.close();
  await local.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
