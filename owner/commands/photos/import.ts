/**
 * `npm run owner -- photos add` (commands/photos.ts): the photo library (photos/, or $PHOTOS_DIR). A camera
 * file goes in upright (EXIF orientation applied), in sRGB, with every metadata block stripped (EXIF,
 * GPS, XMP, IPTC, maker notes) and at most 2400 px on its long edge; the original is never copied.
 * Every check runs on every file before anything is written: a refusal changes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  masterLongEdge,
  photoSchema,
  photoSlots,
  slotMinimumWidth,
  type Photo,
  type PhotoSlot,
} from '../../../common/contracts/photos';
import { masterFile, readManifest, writeManifest } from '../../../common/photoLibrary';
import { OwnerError, type Io } from '../../context';

const accepted = new Set(['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff']);
const heic = new Set(['.heic', '.heif', '.hif']);

export interface AddOptions {
  json: boolean;
  slot?: string;
  altEn?: string;
  altIt?: string;
  captionEn?: string;
  captionIt?: string;
}

interface Prepared {
  file: string;
  photo: Photo;
  master: Buffer;
}

export async function addPhotos(target: string, options: AddOptions, dir: string, io: Io): Promise<number> {
  const files = await cameraFiles(target);
  if (options.slot !== undefined && !(photoSlots as readonly string[]).includes(options.slot)) {
    throw new OwnerError(
      `--slot "${options.slot}" is not a slot: use ${photoSlots.join(', ')} (or leave it out for the gallery).`,
    );
  }
  const slot = options.slot as PhotoSlot | undefined;
  if (slot && files.length > 1)
    throw new OwnerError(`--slot ${slot} names one photograph: add one file, not a folder of ${files.length}.`);
  if (Boolean(options.captionEn) !== Boolean(options.captionIt)) {
    throw new OwnerError('A caption needs both languages: give --caption-en and --caption-it, or neither.');
  }
  const manifest = await readManifest(dir);
  if (slot) {
    const holder = manifest.photos.find((photo) => photo.slot === slot);
    if (holder)
      throw new OwnerError(`The ${slot} slot already shows "${holder.name}": photos remove ${holder.name} first.`);
  }
  const names = new Set(manifest.photos.map((photo) => photo.name));
  const hashes = new Map(manifest.photos.map((photo) => [photo.hash, photo.name]));
  let order = Math.max(-1, ...manifest.photos.map((photo) => photo.order)) + 1;
  const prepared: Prepared[] = [];
  for (const file of files) {
    const { master, width, height } = await makeMaster(file);
    const minimum = slotMinimumWidth[slot ?? 'gallery'];
    const measured = slot ? width : Math.max(width, height);
    if (measured < minimum) {
      throw new OwnerError(
        `${path.basename(file)} is ${width}×${height} px: ${slot ? `the ${slot} slot needs at least ${minimum} px wide` : `the gallery needs at least ${minimum} px on the long edge`} (use the camera's original, not a copy from a messaging app).`,
      );
    }
    const hash = createHash('sha256').update(master).digest('hex').slice(0, 16);
    const twin = hashes.get(hash);
    if (twin) throw new OwnerError(`${path.basename(file)} is already in the library as "${twin}": nothing added.`);
    hashes.set(hash, path.basename(file));
    const name = uniqueName(path.basename(file, path.extname(file)), names);
    names.add(name);
    const alt = {
      en: await text(options.altEn, 'English', 'alt', file, io),
      it: await text(options.altIt, 'Italian', 'alt', file, io),
    };
    const caption =
      options.captionEn && options.captionIt ? { en: options.captionEn, it: options.captionIt } : undefined;
    const parsed = photoSchema.safeParse({
      name,
      hash,
      width,
      height,
      ...(await placeholder(master)),
      alt,
      ...(caption ? { caption } : {}),
      ...(slot ? { slot } : {}),
      order: order++,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new OwnerError(`${path.basename(file)}: ${issue.path.join('.')}: ${issue.message}.`);
    }
    prepared.push({ file, photo: parsed.data, master });
  }
  // Everything checked: now write the masters, then the manifest (the build reads only the manifest).
  await mkdir(path.join(dir, 'masters'), { recursive: true });
  const written: string[] = [];
  try {
    for (const { photo, master } of prepared) {
      await writeFile(masterFile(dir, photo.name), master);
      written.push(masterFile(dir, photo.name));
    }
    await writeManifest(dir, { photos: [...manifest.photos, ...prepared.map(({ photo }) => photo)] });
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  if (options.json) {
    io.out(JSON.stringify({ added: prepared.map(({ file, photo }) => ({ file, ...summary(photo) })) }, null, 2));
  } else {
    for (const { file, photo } of prepared) {
      io.out(
        `Added ${path.basename(file)} as "${photo.name}" (${photo.width}×${photo.height} px${photo.slot ? `, ${photo.slot} slot` : ''}; metadata and GPS removed).`,
      );
    }
    io.out('The site shows them after the next build: npm run build (or npm run deploy).');
  }
  return 0;
}

/** The accepted files of a folder (sorted by name), or the one file; HEIC and unknown types refused. */
async function cameraFiles(target: string): Promise<string[]> {
  if (!existsSync(target)) throw new OwnerError(`${target} does not exist: give a camera file or a folder of them.`);
  const files = statSync(target).isDirectory()
    ? (await readdir(target))
        .sort()
        .map((name) => path.join(target, name))
        .filter((file) => statSync(file).isFile())
    : [target];
  const picked: string[] = [];
  for (const file of files) {
    const ext = path.extname(file).toLowerCase();
    if (heic.has(ext)) {
      throw new OwnerError(
        `${path.basename(file)} is HEIC, which browsers cannot show: convert it to JPEG first (macOS: sips -s format jpeg ${path.basename(file)} --out photo.jpg; iPhone: Settings > Camera > Formats > Most Compatible).`,
      );
    }
    if (accepted.has(ext)) picked.push(file);
    else if (files.length === 1)
      throw new OwnerError(`${path.basename(file)} is not a JPEG, PNG, WebP or TIFF photograph.`);
  }
  if (picked.length === 0) throw new OwnerError(`${target} holds no JPEG, PNG, WebP or TIFF photograph.`);
  return picked;
}

/**
 * Decodes the whole file (a truncated or corrupt one is refused), turns it upright, converts it to
 * sRGB and encodes a metadata-free JPEG master. sharp writes no metadata unless asked (withMetadata,
 * keepExif, ...): none is asked for here.
 */
async function makeMaster(file: string): Promise<{ master: Buffer; width: number; height: number }> {
  try {
    const { format } = await sharp(file).metadata();
    if (format === 'heif')
      throw new OwnerError(
        `${path.basename(file)} is HEIC inside: convert it to JPEG first (macOS: sips -s format jpeg FILE --out photo.jpg).`,
      );
    const { data, info } = await sharp(file, { failOn: 'truncated' })
      .autoOrient()
      .resize({ width: masterLongEdge, height: masterLongEdge, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { master: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof OwnerError) throw error;
    throw new OwnerError(
      `${path.basename(file)} cannot be read as a photograph (corrupt or cut short): copy it from the camera again.`,
    );
  }
}

/** A 20 px blurred WebP (a data: URI of a few hundred bytes) and the dominant colour. */
async function placeholder(master: Buffer): Promise<{ placeholder: string; color: string }> {
  const tiny = await sharp(master)
    .resize({ width: 20, height: 20, fit: 'inside' })
    .blur(0.6)
    .webp({ quality: 45 })
    .toBuffer();
  const { dominant } = await sharp(master).resize({ width: 64 }).stats();
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return {
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

async function text(given: string | undefined, language: string, kind: 'alt', file: string, io: Io): Promise<string> {
  const value =
    given?.trim() ||
    (io.ask && process.stdin.isTTY
      ? (
          await io.ask(
            `${language} alt text for ${path.basename(file)} (what the photo shows, for people who cannot see it): `,
          )
        ).trim()
      : '');
  if (!value) {
    throw new OwnerError(
      `${path.basename(file)} needs an alt text in ${language} (--${kind}-${language === 'English' ? 'en' : 'it'} "..."): no photo goes on the site without one in both languages.`,
    );
  }
  return value;
}

function uniqueName(stem: string, taken: ReadonlySet<string>): string {
  const base =
    stem
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'photo';
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
  return name;
}

export function summary(photo: Photo) {
  return {
    name: photo.name,
    slot: photo.slot ?? null,
    order: photo.order,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    caption: photo.caption ?? null,
  };
}
