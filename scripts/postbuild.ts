/**
 * Runs after `docusaurus build` (both locales): writes what the build implies
 * but Docusaurus does not make.
 * - dist/edge/routing.js: the CloudFront routing function with the route table
 * - dist/edge/security-headers.json: the headers, CSP hashing the inline scripts
 * - build/sitemap.xml (both languages, hreflang alternates) and build/robots.txt
 * - build/sw.js: the offline-reading service worker, precaching the brochure
 * - a <link rel=preload> for the web font in every page's head: the font is
 *   then fetched with the HTML, not after the CSS (LCP on phones)
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site, thirdParty } from '../src/data/site';
import {
  collectRoutes,
  edgeDistDir,
  renderRoutingFunction,
  routingFunctionFile,
  securityHeadersFile,
} from '../edge/routes';
import { securityHeaders } from '../edge/security-headers';
import { renderServiceWorker } from './service-worker';
import { renderSitemap } from './sitemap';

const buildDir = path.join(__dirname, '..', 'build');

async function inlineScriptHashes(): Promise<string[]> {
  const hashes = new Set<string>();
  const files = (await readdir(buildDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      const isJsonLd = /type=["']?application\/ld\+json/.test(match[0]);
      if (body.trim() && !isJsonLd) hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** The brochure pages of both languages and the files they need to render. */
async function offlinePrecache(): Promise<string[]> {
  const pages = ['/', '/the-yacht/', '/join-us/', '/contact/', '/blogbook/'].flatMap((page) => [page, `/it${page}`]);
  const files = new Set<string>(['/img/logo.svg']);
  for (const page of pages) {
    const html = await readFile(path.join(buildDir, page, 'index.html'), 'utf8');
    for (const match of html.matchAll(/<link[^>]+rel="?stylesheet"?[^>]+href="?([^" >]+)/g)) files.add(match[1]!);
  }
  for (const font of await readdir(path.join(buildDir, 'assets', 'fonts')).catch(() => [])) {
    files.add(`/assets/fonts/${font}`);
  }
  return [...pages, ...files];
}

/** Adds a preload of the stylesheet's web font to every page: its hashed URL is known only now. */
async function preloadFonts(): Promise<number> {
  let pages = 0;
  const files = (await readdir(buildDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  const fontOfCss = new Map<string, string | undefined>();
  for (const file of files) {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    const css = /<link[^>]+rel="?stylesheet"?[^>]+href="?([^" >]+)/.exec(html)?.[1];
    if (!css || html.includes('as=font')) continue;
    if (!fontOfCss.has(css)) {
      const text = await readFile(path.join(buildDir, css), 'utf8');
      const font = /url\((\/[^)]*hanken-grotesk-latin-wght[^)]*\.woff2)\)/.exec(text)?.[1];
      fontOfCss.set(css, font);
    }
    const font = fontOfCss.get(css);
    if (!font) continue;
    const tag = `<link rel=preload href=${font} as=font type=font/woff2 crossorigin>`;
    await writeFile(path.join(buildDir, file), html.replace('<head>', `<head>${tag}`));
    pages += 1;
  }
  return pages;
}

async function main() {
  const started = Date.now();
  const preloaded = await preloadFonts();
  const routes = await collectRoutes(buildDir);
  await rm(edgeDistDir, { recursive: true, force: true });
  await mkdir(edgeDistDir, { recursive: true });
  const routing = await renderRoutingFunction(routes, thirdParty.allowedHosts);
  await writeFile(routingFunctionFile, routing);
  const hashes = await inlineScriptHashes();
  await writeFile(securityHeadersFile, `${JSON.stringify(securityHeaders(hashes), null, 2)}\n`);
  await writeFile(path.join(buildDir, 'sitemap.xml'), renderSitemap(routes, site.url));
  const buildInfo = JSON.parse(await readFile(path.join(buildDir, 'build-info.json'), 'utf8')) as { buildId: string };
  await writeFile(path.join(buildDir, 'sw.js'), renderServiceWorker(buildInfo.buildId, await offlinePrecache()));
  await writeFile(path.join(buildDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  console.log(
    `[postbuild] ${routes.length} routes; routing function ${Buffer.byteLength(routing)} bytes; ` +
      `${hashes.length} inline script hash(es); font preloaded in ${preloaded} pages; done in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
