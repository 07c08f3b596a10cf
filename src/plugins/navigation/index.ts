import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const client = (name: string) => path.join(__dirname, '..', '..', 'client', name);

/**
 * How moving around the site behaves (the spec's "Page behaviour"): client
 * modules for the announcer, scroll restoration, prefetch policy, new-build
 * detection, chunk retries and offline reading; the theme's 200 ms progress
 * bar swapped for one that waits 1000 ms; Prism left out (no code on the
 * site); tslib in the browser cut to its one helper used; /build-info.json written at build.
 */
export default function navigationPlugin(context: LoadContext): Plugin {
  const buildId = String(context.siteConfig.customFields?.buildId ?? '');
  return {
    name: 'navigation',
    getClientModules() {
      return [
        client('initial-path.ts'),
        client('prefetch-policy.ts'),
        client('chunk-retry.ts'),
        client('announcer.ts'),
        client('scroll-restoration.ts'),
        client('build-watch.ts'),
        client('offline.ts'),
      ];
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            // The browser's tslib: the one helper it calls (tslib-helpers.ts), not the whole library.
            ...(isServer ? {} : { tslib$: client('tslib-helpers.ts') }),
            [`${require.resolve('@docusaurus/theme-classic/lib/nprogress').replace(/\.js$/, '')}$`]:
              client('progress.ts'),
            // No code blocks on this site: keep Prism and its grammars out of every page.
            [`${require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '')}$`]:
              client('no-prism.ts'),
          },
        },
      };
    },
    async postBuild({ outDir }) {
      // One file for the whole site, at the root (the default locale's outDir).
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await writeFile(path.join(outDir, 'build-info.json'), `${JSON.stringify({ buildId })}\n`);
    },
  };
}
