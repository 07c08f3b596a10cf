/**
 * Build-time derivatives: each master becomes AVIF, WebP and JPEG at the width ladder
 * (src/lib/photos.ts). Files are named by the master's content hash and kept in a cache folder, so a
 * rebuild encodes only photos that changed; the build copies them into build/img/photos/.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Photo } from '../../contracts/photos';
import { photoFileName, photoFormats, photoWidths, type PhotoFormat } from '../../lib/photos';
import { masterFile } from './library';

/**
 * Encoder settings. AVIF keeps full chroma (4:4:4) at effort 2 (here
 * effort 4 took 5x longer at 2400 px for ~10 % fewer bytes: 40 photos must build within minutes on
 * two cores); JPEG through mozjpeg. Bump
 * `encoderVersion` when a setting changes so the cache re-encodes.
 */
const encoderVersion = 'v2';
const encode: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:4:4' }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 74, mozjpeg: true }),
};

export interface DeriveResult {
  encoded: number;
  cached: number;
  ms: number;
}

const cacheName = (photo: Photo, width: number, format: PhotoFormat) =>
  `${encoderVersion}.${photoFileName(photo, width, format)}`;

/** Encodes every derivative missing from `cacheDir`, two photos at a time. */
export async function deriveAll(photos: readonly Photo[], libraryDir: string, cacheDir: string): Promise<DeriveResult> {
  const started = Date.now();
  await mkdir(cacheDir, { recursive: true });
  let encoded = 0;
  let cached = 0;
  const queue = [...photos];
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const missing = photoWidths(photo).flatMap((width) =>
        photoFormats
          .filter((format) => !existsSync(path.join(cacheDir, cacheName(photo!, width, format))))
          .map((format) => ({ width, format })),
      );
      cached += photoWidths(photo).length * photoFormats.length - missing.length;
      if (missing.length === 0) continue;
      const master = masterFile(libraryDir, photo.name);
      if (!existsSync(master)) throw new Error(`photos: ${master} is missing (named in the manifest)`);
      const source = sharp(master);
      for (const { width, format } of missing) {
        const target = path.join(cacheDir, cacheName(photo, width, format));
        const temp = `${target}.${process.pid}.tmp`;
        // No withMetadata()/keep*(): sharp writes no EXIF, XMP, IPTC or ICC block.
        await encode[format](source.clone().resize({ width })).toFile(temp);
        await rename(temp, target);
        encoded += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { encoded, cached, ms: Date.now() - started };
}

/** Copies every photo's derivatives from the cache into `<siteRoot>/img/photos/`. */
export async function publish(photos: readonly Photo[], cacheDir: string, siteRoot: string): Promise<number> {
  const target = path.join(siteRoot, 'img', 'photos');
  await mkdir(target, { recursive: true });
  const present = new Set(await readdir(target));
  let copied = 0;
  for (const photo of photos) {
    for (const width of photoWidths(photo)) {
      for (const format of photoFormats) {
        const name = photoFileName(photo, width, format);
        if (present.has(name)) continue;
        await copyFile(path.join(cacheDir, cacheName(photo, width, format)), path.join(target, name));
        copied += 1;
      }
    }
  }
  return copied;
}
