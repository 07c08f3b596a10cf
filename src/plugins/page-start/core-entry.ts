import { realpathSync } from 'node:fs';
import path from 'node:path';

/** Core's client entry, which entry.ts runs last (Docusaurus 3.10.2: the whole of core's client `entry`). */
export const coreClientEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

const realPath = (file: string) => {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
};

/**
 * page-start's configureWebpack replaces core's client `entry` with entry.ts, which runs core's
 * clientEntry.js last. That is right only while core's entry is that one file: anything else (an
 * array with a hot-reload client, an object, another file) the replacement would drop without a word.
 * So the build stops here, saying what to check. `entry` is the `config.entry` configureWebpack receives.
 */
export function assertCoreEntry(entry: unknown, expected: string = coreClientEntry): void {
  if (typeof entry === 'string' && realPath(entry) === realPath(expected)) return;
  throw new Error(
    [
      `page-start: Docusaurus's client webpack entry is not what src/plugins/page-start/entry.ts replaces.`,
      `  expected: the single path ${expected}`,
      `  received: config.entry = ${JSON.stringify(entry)}`,
      `configureWebpack (src/plugins/page-start/index.ts) receives core's current config: inspect config.entry there`,
      `(core builds it in @docusaurus/core/lib/webpack/client.js) and make entry.ts import, last, whatever it now`,
      `holds, or drop the entry override (the page then starts in one task, as Docusaurus's own).`,
    ].join('\n'),
  );
}
