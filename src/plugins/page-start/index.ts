import { pageStartDistDir } from '../../../common/paths';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler, Module } from 'webpack';
import { assertCoreEntry } from './core-entry';
import {
  inlineScriptHashes,
  routePathOf,
  routeScripts,
  webFontOf,
  withFontPreload,
  withRouteScripts,
  type RoutesChunkNames,
} from './route-chunks';

export { ssrTemplate } from './template';

/** Where each locale's build leaves the CSP hashes of its pages' inline scripts, for scripts/postbuild.ts. */
export function cspHashesFile(locale: string): string {
  return path.join(pageStartDistDir, `csp-hashes.${locale}.json`);
}

/** The CSP hashes both locales' builds reported: scripts/postbuild.ts reads these. */
export async function readCspHashes(locales: readonly string[]): Promise<string[]> {
  const all = new Set<string>();
  for (const locale of locales) {
    const file = cspHashesFile(locale);
    const hashes = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as string[];
    if (!hashes.length) throw new Error(`page-start: no CSP hashes in ${file}; was ${locale} built?`);
    for (const hash of hashes) all.add(hash);
  }
  return [...all].sort();
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('base64');

/** The HTML file of a route path: "/x/" → x/index.html, "/404.html" → 404.html. */
const htmlFileOf = (outDir: string, routePath: string, baseUrl: string) => {
  const relative = routePath.slice(baseUrl.length);
  return path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
};

/**
 * How a page starts, in one place (with template.ts and boot.js):
 * - the HTML shell (`ssrTemplate`, set in docusaurus.config.ts) and its inline
 *   boot script, which runs the app's scripts once the page has painted;
 * - every page lists its route's chunks next to the entry scripts, so they
 *   download in parallel with main.js and are installed before it runs,
 *   instead of being discovered by main.js and fetched a round trip later;
 * - the blogbook list's 17 excerpts are one chunk, not 17;
 * - the client's entry (entry.ts) evaluates main.js's modules in three tasks;
 * - the web font is listed first in every page's head (named from the
 *   bundler's own asset list) for the boot script, which requests it once
 *   the page has painted in the metric-matched fallback (LCP = FCP);
 * - the hashes of every inline script as written, for the CSP
 *   (dist/page-start/, read by scripts/postbuild.ts).
 */
export default function pageStartPlugin(context: LoadContext): Plugin {
  let filesOfChunk: Record<string, string[]> | undefined;
  let assetNames: string[] = [];
  return {
    name: 'page-start',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Replaces core's whole client entry (not public API): only while it is the one file entry.ts runs last.
      assertCoreEntry(config.entry);
      return {
        entry: path.join(__dirname, 'entry.ts'),
        optimization: {
          splitChunks: {
            cacheGroups: {
              blogExcerpts: {
                test: (module: Module) => 'resource' in module && String(module.resource).includes('?truncated=true'),
                name: 'blog-excerpts',
                chunks: 'async',
                priority: 60,
                enforce: true,
              },
            },
          },
        },
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('page-start', (stats) => {
                const json = stats.toJson({ all: false, chunkGroups: true, assets: true });
                filesOfChunk = Object.fromEntries(
                  Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
                    name,
                    (group.assets ?? []).map((asset) => asset.name),
                  ]),
                );
                assetNames = (json.assets ?? []).map((asset) => asset.name);
              });
            },
          },
        ],
      };
    },
    async postBuild({ outDir, routesPaths }) {
      if (!filesOfChunk) throw new Error('page-start: the client build reported no chunks');
      const known = filesOfChunk;
      const { baseUrl } = context;
      const font = `${baseUrl}${webFontOf(assetNames)}`;
      const chunksOfRoute = new Map<string, unknown>();
      const routes = JSON.parse(
        await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as RoutesChunkNames;
      for (const [key, entry] of Object.entries(routes)) chunksOfRoute.set(routePathOf(key), entry);

      const hashes = new Set<string>();
      for (const routePath of new Set(routesPaths)) {
        if (!routePath.startsWith(baseUrl) || !(routePath.endsWith('/') || routePath.endsWith('.html'))) continue;
        const file = htmlFileOf(outDir, routePath, baseUrl);
        let html = await readFile(file, 'utf8');
        const entry = chunksOfRoute.get(routePath);
        if (routePath.endsWith('/') && entry !== undefined) {
          html = withRouteScripts(html, baseUrl, (existing) => routeScripts(entry, known, existing));
        }
        html = withFontPreload(html, font);
        for (const hash of inlineScriptHashes(html, sha256)) hashes.add(hash);
        await writeFile(file, html);
      }
      const hashFile = cspHashesFile(context.i18n.currentLocale);
      await mkdir(path.dirname(hashFile), { recursive: true });
      await writeFile(hashFile, `${JSON.stringify([...hashes].sort(), null, 2)}\n`);
    },
  };
}
