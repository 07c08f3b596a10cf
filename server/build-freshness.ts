import { buildDir, repoRoot as rootDir, routingFunctionFile } from '../common/paths';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Written last by the build (postbuild): its time is the build's. */
const stampFile = routingFunctionFile;

/**
 * What a build is made from: a change to any of these makes the build stale. Of scripts/, only the
 * postbuild and what it imports (the owner's CLI, the audit, the test runner are not build inputs).
 */
const sources = [
  'src',
  'common',
  'blog',
  'i18n',
  'static',
  'photos',
  'edge',
  'scripts/postbuild.ts',
  'scripts/service-worker.ts',
  'scripts/sitemap.ts',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true })) {
    newest = Math.max(newest, statSync(path.join(target, String(entry))).mtimeMs);
  }
  return newest;
}

/** Why the build must be (re)made, or undefined when it is current. */
export function buildStaleness(): string | undefined {
  if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(path.join(buildDir, 'it', 'index.html'))) {
    return 'no build yet';
  }
  if (!existsSync(stampFile)) return 'the edge function was never generated';
  const builtAt = statSync(stampFile).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(rootDir, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}
