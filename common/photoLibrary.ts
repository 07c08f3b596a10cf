/**
 * The photo library on disk: a folder holding manifest.json and masters/. The repo's own is photos/;
 * PHOTOS_DIR points the owner command and the build at another (the tests' and the audit's generated
 * camera files). Node only: read by the build plugin and by `npm run owner -- photos`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { photoManifestSchema, type PhotoManifest } from './contracts/photos';

const repoRoot = path.join(__dirname, '..');

export function photosDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PHOTOS_DIR ? path.resolve(env.PHOTOS_DIR) : path.join(repoRoot, 'photos');
}

/** Where derivatives are kept between builds, named by content (ignored by git with node_modules). */
export function photosCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PHOTOS_CACHE_DIR
    ? path.resolve(env.PHOTOS_CACHE_DIR)
    : path.join(repoRoot, 'node_modules', '.cache', 'photos');
}

export const manifestFile = (dir: string) => path.join(dir, 'manifest.json');
export const masterFile = (dir: string, name: string) => path.join(dir, 'masters', `${name}.jpg`);

export class ManifestError extends Error {}

/** The manifest, validated; an empty one when the folder has none yet. */
export async function readManifest(dir: string): Promise<PhotoManifest> {
  const file = manifestFile(dir);
  if (!existsSync(file)) return { photos: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(`${file} is not JSON (${(error as Error).message}): restore it from git.`);
  }
  const parsed = photoManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ManifestError(`${file}: ${issue.path.join('.')}: ${issue.message}. Restore it from git.`);
  }
  return parsed.data;
}

/** Writes the manifest atomically (a half-written manifest would break the build). */
export async function writeManifest(dir: string, manifest: PhotoManifest): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = manifestFile(dir);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(photoManifestSchema.parse(manifest), null, 2)}\n`);
  await rename(temp, file);
}

/** The gallery's order: the owner's, then by name. */
export function inOrder<T extends { order: number; name: string }>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
