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
import type { Photo } from '../../../common/contracts/photos';
import { photoFileName, photoFormats, photoWidths, type PhotoFormat } from '../../lib/photos';
import { masterFile } from '../../../common/photoLibrary';

/**
 * Encoder settings. AVIF keeps full chroma (4:4:4) at effort 0 (libaom's fastest speed): measured on a
 * 24-MP camera file's 2400 px master, effort 2 took 3.7x the CPU at 2400 px and 3x at 1600 px for the
 * same bytes (222 vs 229 KB), and effort 4 five times effort 2 for ~10 % fewer; 40 photos must build
 * within minutes on two shared cores. JPEG through mozjpeg. Bump `encoderVersion` when a setting
 * changes so the cache re-encodes.
 */
const encoderVersion = 'v3';
const encode: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0, chromaSubsampling: '4:4:4' }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 74, mozjpeg: true }),
};

interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The master decoded once into pixels, and each width resized once from them (not 15 decodes a photo). */
async function decode(master: string): Promise<Pixels> {
  const { data, info } = await sharp(master).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}
const pixelsOf = ({ data, info }: Pixels) => sharp(data, { raw: info });
async function resized(pixels: Pixels, width: number): Promise<Pixels> {
  if (width === pixels.info.width) return pixels;
  const { data, info } = await pixelsOf(pixels).resize({ width }).raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

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
      const pixels = await decode(master);
      for (const width of photoWidths(photo)) {
        const formats = missing.filter((item) => item.width === width).map((item) => item.format);
        if (formats.length === 0) continue;
        const sized = await resized(pixels, width);
        for (const format of formats) {
          const target = path.join(cacheDir, cacheName(photo, width, format));
          const temp = `${target}.${process.pid}.tmp`;
          // No withMetadata()/keep*(): sharp writes no EXIF, XMP, IPTC or ICC block.
          await encode[format](pixelsOf(sized)).toFile(temp);
          await rename(temp, target);
          encoded += 1;
        }
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
