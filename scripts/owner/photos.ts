/**
 * `npm run owner -- photos add|list|remove`: the photo library (photos/, or $PHOTOS_DIR). A camera
 * file goes in upright (EXIF orientation applied), in sRGB, with every metadata block stripped (EXIF,
 * GPS, XMP, IPTC, maker notes) and at most 2400 px on its long edge; the original is never copied.
 * Every check runs on every file before anything is written: a refusal changes nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  masterLongEdge,
  photoSchema,
  photoSlots,
  slotMinimumWidth,
  type Photo,
  type PhotoSlot,
} from '../../src/contracts/photos';
import { inOrder, masterFile, photosDir, readManifest, writeManifest } from '../../src/plugins/photos/library';
import type { Io } from './cli';
import { OwnerError } from './errors';
import { table } from './table';

export const photosUsage = `Photographs (the site shows them after \`npm run build\` / \`npm run deploy\`):
  photos add <file|folder> [--slot NAME] [--alt-en TEXT --alt-it TEXT] [--caption-en TEXT --caption-it TEXT]
                                          adds camera files (JPEG, PNG, WebP, TIFF): upright, sRGB, every
                                          metadata block (GPS included) removed, at most ${masterLongEdge} px;
                                          alt texts asked for on a terminal when not given
                                          NAME: ${photoSlots.join(' | ')} (none: the gallery only)
  photos list                             the photographs in gallery order: name, slot, size, alt text
  photos remove <name>                    takes a photograph out of the site and the library
`;

const accepted = new Set(['.jpg', '.jpeg', '.png', '.webp', '.tif', '.tiff']);
const heic = new Set(['.heic', '.heif', '.hif']);

interface Options {
  json: boolean;
  slot?: string;
  altEn?: string;
  altIt?: string;
  captionEn?: string;
  captionIt?: string;
}

/** Runs `photos <action> ...`; `argv` is what follows `photos`. */
export async function photosCommand(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const { values, positionals } = parse(argv);
  if (values.help) {
    io.out(photosUsage);
    return 0;
  }
  const [action, ...args] = positionals;
  const options: Options = {
    json: Boolean(values.json),
    slot: values.slot,
    altEn: values['alt-en'],
    altIt: values['alt-it'],
    captionEn: values['caption-en'],
    captionIt: values['caption-it'],
  };
  const dir = photosDir(env);
  const adding = ['slot', 'alt-en', 'alt-it', 'caption-en', 'caption-it'].filter((key) => key in values);
  if (action !== 'add' && adding.length) throw new OwnerError(`--${adding[0]} goes only with \`photos add\`.`);
  switch (action) {
    case 'add':
      if (args.length !== 1)
        throw new OwnerError('photos add takes one file or folder: npm run owner -- photos add <file|folder>');
      return add(args[0]!, options, dir, io);
    case 'list':
      if (args.length) throw new OwnerError('photos list takes no arguments: npm run owner -- photos list [--json]');
      return list(dir, options.json, io);
    case 'remove':
      if (args.length !== 1)
        throw new OwnerError(
          'photos remove takes one name: npm run owner -- photos remove <name> (photos list shows them)',
        );
      return remove(args[0]!, dir, options.json, io);
    default:
      throw new OwnerError('photos takes add, list or remove: npm run owner -- photos add <file|folder> (see --help).');
  }
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        slot: { type: 'string' },
        'alt-en': { type: 'string' },
        'alt-it': { type: 'string' },
        'caption-en': { type: 'string' },
        'caption-it': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new OwnerError(
      `${(error as Error).message.split(/\.\s/)[0]!.replace(/\.$/, '')}: see npm run owner -- --help.`,
    );
  }
}

interface Prepared {
  file: string;
  photo: Photo;
  master: Buffer;
}

async function add(target: string, options: Options, dir: string, io: Io): Promise<number> {
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

function summary(photo: Photo) {
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

async function list(dir: string, json: boolean, io: Io): Promise<number> {
  const photos = inOrder((await readManifest(dir)).photos);
  if (json) io.out(JSON.stringify(photos.map(summary), null, 2));
  else if (photos.length === 0) io.out('No photographs yet: npm run owner -- photos add <file|folder>.');
  else
    for (const line of table(
      ['Name', 'Slot', 'Size', 'Alt text (English)', 'Caption (English)'],
      photos.map((photo) => [
        photo.name,
        photo.slot ?? 'gallery',
        `${photo.width}×${photo.height}`,
        photo.alt.en,
        photo.caption?.en ?? '',
      ]),
    ))
      io.out(line);
  return 0;
}

async function remove(name: string, dir: string, json: boolean, io: Io): Promise<number> {
  const manifest = await readManifest(dir);
  const photo = manifest.photos.find((entry) => entry.name === name);
  if (!photo) throw new OwnerError(`No photograph is called "${name}": npm run owner -- photos list shows the names.`);
  await writeManifest(dir, { photos: manifest.photos.filter((entry) => entry !== photo) });
  await rm(masterFile(dir, name), { force: true });
  if (json) io.out(JSON.stringify({ removed: summary(photo) }, null, 2));
  else
    io.out(
      `Removed "${name}"${photo.slot ? `: the ${photo.slot} slot shows its illustration again` : ''}. The site changes at the next build.`,
    );
  return 0;
}
