import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { masterFile, photosDir, readManifest } from '../../../common/photoLibrary';

/**
 * The hero photograph cropped to `width`×`height` as a metadata-free JPEG (the itinerary PDF's
 * cover, the social card), or undefined while the owner has placed none in the hero slot.
 */
export async function heroCover(width: number, height: number, dir = photosDir()): Promise<Buffer | undefined> {
  const hero = (await readManifest(dir)).photos.find((photo) => photo.slot === 'hero');
  if (!hero || !existsSync(masterFile(dir, hero.name))) return undefined;
  return sharp(masterFile(dir, hero.name))
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
