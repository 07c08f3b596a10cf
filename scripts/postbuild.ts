/**
 * Runs after `docusaurus build`: writes what needs both locales' pages and
 * Docusaurus does not make. (Each page's own start-up, the font preload and
 * the inline-script hashes are src/plugins/page-start's.)
 * - dist/edge/routing.js: the CloudFront routing function with the route table
 * - dist/edge/security-headers.json: the headers, the CSP allowing the inline
 *   scripts both locales' builds reported (src/plugins/page-start)
 * - build/sitemap.xml (both languages, hreflang alternates; not the noindex pages) and build/robots.txt
 * - build/sw.js: the offline-reading service worker, precaching the brochure
 */
import { brochurePaths, inEveryLocale } from '../common/pages';
import { buildDir } from '../common/paths';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../common/facts/site';
import { collectRoutes, renderRoutingFunction } from '../edge/routes';
import { edgeDistDir, routingFunctionFile, securityHeadersFile } from '../common/paths';
import { securityHeaders } from '../edge/security-headers';
import { readCspHashes } from '../src/plugins/page-start';
import { locales } from '../common/locales';
import { renderServiceWorker } from './service-worker';
import { isNoindex, renderSitemap } from './sitemap';

/** The brochure pages of both languages and the files they need to render. */
async function offlinePrecache(): Promise<string[]> {
  const pages = brochurePaths.flatMap(inEveryLocale);
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

async function main() {
  const started = Date.now();
  const routes = await collectRoutes(buildDir);
  await rm(edgeDistDir, { recursive: true, force: true });
  await mkdir(edgeDistDir, { recursive: true });
  const routing = await renderRoutingFunction(routes);
  await writeFile(routingFunctionFile, routing);
  const hashes = await readCspHashes(locales);
  await writeFile(securityHeadersFile, `${JSON.stringify(securityHeaders(hashes), null, 2)}\n`);
  const indexed: string[] = [];
  for (const route of routes) {
    if (!isNoindex(await readFile(path.join(buildDir, route, 'index.html'), 'utf8'))) indexed.push(route);
  }
  await writeFile(path.join(buildDir, 'sitemap.xml'), renderSitemap(indexed, site.url));
  const buildInfo = JSON.parse(await readFile(path.join(buildDir, 'build-info.json'), 'utf8')) as { buildId: string };
  await writeFile(path.join(buildDir, 'sw.js'), renderServiceWorker(buildInfo.buildId, await offlinePrecache()));
  await writeFile(path.join(buildDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  console.log(
    `[postbuild] ${routes.length} routes; routing function ${Buffer.byteLength(routing)} bytes; ` +
      `${hashes.length} inline script hash(es); done in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
