import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from '../../edge/cache-policy';

/** One upload of part of build/: the files whose path edge/cache-policy.ts gives `cacheControl`. */
export interface UploadGroup {
  /** Stable construct id, derived from the Cache-Control value. */
  readonly id: string;
  readonly cacheControl: string;
  /** aws-cli `s3 sync --include` patterns (after `--exclude '*'`): whole directories where possible. */
  readonly include: readonly string[];
}

/**
 * Splits build/ into one upload per Cache-Control value of edge/cache-policy.ts, so every S3
 * object carries the header the local server sends for its path; new special cases there are
 * followed without touching infra. Ordered by how long clients may keep a file, longest first:
 * hashed assets, then files, then pages, then the `no-cache` files that tell open tabs and the
 * service worker about a new build, so nothing announces or references what is not uploaded yet.
 */
export function planUploads(buildDir: string): UploadGroup[] {
  const keys = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const unsafe = keys.find((key) => /[*?[\]\\]/.test(key));
  if (unsafe) throw new Error(`build/${unsafe}: a name with glob characters cannot be uploaded by pattern`);

  const classOf = (key: string) => cacheControlFor(`/${key}`);
  // Every Cache-Control value found under each directory.
  const classesUnder = new Map<string, Set<string>>();
  for (const key of keys) {
    const parts = key.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/');
      classesUnder.set(dir, (classesUnder.get(dir) ?? new Set()).add(classOf(key)));
    }
  }
  // Every Cache-Control value found for each file extension.
  const extensionOf = (key: string) => /\.([A-Za-z0-9]+)$/.exec(key.slice(key.lastIndexOf('/') + 1))?.[1];
  const classesOfExtension = new Map<string, Set<string>>();
  for (const key of keys) {
    const extension = extensionOf(key);
    if (extension)
      classesOfExtension.set(extension, (classesOfExtension.get(extension) ?? new Set()).add(classOf(key)));
  }
  // `*.ext` when every file with that extension shares the class (`*` crosses `/` in aws-cli
  // filters), else the shortest directory whose files all share it, else the key itself. A
  // pattern of one group therefore never matches a file of another.
  const patternFor = (key: string) => {
    const extension = extensionOf(key);
    if (extension && classesOfExtension.get(extension)!.size === 1) return `*.${extension}`;
    const parts = key.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/');
      if (classesUnder.get(dir)!.size === 1) return `${dir}/*`;
    }
    return key;
  };

  const patterns = new Map<string, Set<string>>();
  for (const key of keys) {
    const cacheControl = classOf(key);
    patterns.set(cacheControl, (patterns.get(cacheControl) ?? new Set()).add(patternFor(key)));
  }
  return [...patterns]
    .map(([cacheControl, include]) => ({ id: idFor(cacheControl), cacheControl, include: [...include].sort() }))
    .sort((a, b) => keepFor(b.cacheControl) - keepFor(a.cacheControl));
}

/** Seconds a client may reuse a response without asking; `no-cache` ranks below max-age=0. */
function keepFor(cacheControl: string): number {
  if (/\bno-(cache|store)\b/.test(cacheControl)) return -1;
  return Number(/\bmax-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
}

function idFor(cacheControl: string): string {
  return cacheControl
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}
