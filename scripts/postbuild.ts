/**
 * Runs after `docusaurus build` (both locales): writes what the build implies
 * but Docusaurus does not make.
 * - dist/edge/routing.js: the CloudFront routing function with the route table
 * - dist/edge/security-headers.json: the headers, CSP hashing the inline scripts
 * - build/sitemap.xml (both languages, hreflang alternates) and build/robots.txt
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../src/data/site';
import {
  collectRoutes,
  edgeDistDir,
  renderRoutingFunction,
  routingFunctionFile,
  securityHeadersFile,
} from '../edge/routes';
import { securityHeaders } from '../edge/security-headers';
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

async function main() {
  const started = Date.now();
  const routes = await collectRoutes(buildDir);
  await rm(edgeDistDir, { recursive: true, force: true });
  await mkdir(edgeDistDir, { recursive: true });
  const routing = await renderRoutingFunction(routes);
  await writeFile(routingFunctionFile, routing);
  const hashes = await inlineScriptHashes();
  await writeFile(securityHeadersFile, `${JSON.stringify(securityHeaders(hashes), null, 2)}\n`);
  await writeFile(path.join(buildDir, 'sitemap.xml'), renderSitemap(routes, site.url));
  await writeFile(path.join(buildDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  console.log(
    `[postbuild] ${routes.length} routes; routing function ${Buffer.byteLength(routing)} bytes; ` +
      `${hashes.length} inline script hash(es); sitemap written in ${Date.now() - started} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
