import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler, Module } from 'webpack';
import { routePathOf, routeScripts, withRouteScripts, type RoutesChunkNames } from './route-chunks';

/**
 * What scripts a page runs, and when (with src/ssr/template.ts):
 * - every page lists its route's chunks next to the entry scripts, so they
 *   download in parallel with main.js and are installed before it runs,
 *   instead of being discovered by main.js and fetched a round trip later;
 * - the blogbook list's 17 excerpts are one chunk, not 17.
 */
export default function pageScriptsPlugin(context: LoadContext): Plugin {
  let filesOfChunk: Record<string, string[]> | undefined;
  return {
    name: 'page-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
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
              compiler.hooks.done.tap('page-scripts', (stats) => {
                const groups = stats.toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
                filesOfChunk = Object.fromEntries(
                  Object.entries(groups).map(([name, group]) => [
                    name,
                    (group.assets ?? []).map((asset) => asset.name),
                  ]),
                );
              });
            },
          },
        ],
      };
    },
    async postBuild({ outDir }) {
      if (!filesOfChunk) throw new Error('page-scripts: the client build reported no chunks');
      const known = filesOfChunk;
      const { baseUrl } = context;
      const routes = JSON.parse(
        await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as RoutesChunkNames;
      for (const [key, entry] of Object.entries(routes)) {
        const routePath = routePathOf(key);
        if (!routePath.startsWith(baseUrl) || !routePath.endsWith('/')) continue;
        const file = path.join(outDir, routePath.slice(baseUrl.length), 'index.html');
        const html = await readFile(file, 'utf8');
        await writeFile(
          file,
          withRouteScripts(html, baseUrl, (existing) => routeScripts(entry, known, existing)),
        );
      }
    },
  };
}
