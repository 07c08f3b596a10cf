import { masterLongEdge, photoSlots } from '../../../common/contracts/photos';
import { inOrder, masterFile, photosDir, readManifest, writeManifest } from '../../../common/photoLibrary';
import { rm } from 'node:fs/promises';
import { defineCommand } from '../../command';
import { OwnerError, type Io } from '../../context';
import { addPhotos, summary } from './import';
import { table } from '../../textTable';

const addOnly = ['slot', 'alt-en', 'alt-it', 'caption-en', 'caption-it'] as const;

export const photos = defineCommand({
  name: 'photos',
  summary: 'add, list or remove the site’s photographs (this computer’s photos/ library)',
  forms: [
    {
      usage: 'add <file|folder> [--slot NAME] [--alt-en TEXT --alt-it TEXT] [--caption-en TEXT --caption-it TEXT]',
      text: `adds camera files (JPEG, PNG, WebP, TIFF): upright, sRGB, every
metadata block (GPS included) removed, at most ${masterLongEdge} px;
alt texts asked for on a terminal when not given
NAME: ${photoSlots.join(' | ')} (none: the gallery only)`,
    },
    { usage: 'list', text: 'the photographs in gallery order: name, slot, size, alt text' },
    { usage: 'remove <name>', text: 'takes a photograph out of the site and the library' },
  ],
  arguments: {
    '<file|folder>': 'a camera file, or a folder: every JPEG, PNG, WebP or TIFF in it, by name',
    '<name>': 'a photograph’s name, as `photos list` shows it',
  },
  options: {
    slot: {
      type: 'string',
      value: 'NAME',
      description: `with add: ${photoSlots.join(' | ')} (none: the gallery only)`,
    },
    'alt-en': { type: 'string', value: 'TEXT', description: 'with add: what the photo shows, in English' },
    'alt-it': { type: 'string', value: 'TEXT', description: 'with add: what the photo shows, in Italian' },
    'caption-en': { type: 'string', value: 'TEXT', description: 'with add: a caption in English (with --caption-it)' },
    'caption-it': { type: 'string', value: 'TEXT', description: 'with add: a caption in Italian (with --caption-en)' },
  },
  examples: [
    'npm run owner -- photos add ~/Pictures/libeccio/DSC_0412.JPG --slot hero --alt-en "Libeccio under full sail" --alt-it "Libeccio a vele spiegate"',
    'npm run owner -- photos add ~/Pictures/libeccio/gallery',
    'npm run owner -- photos list',
    'npm run owner -- photos remove dsc-0412',
  ],
  needs: [],
  notes: ['The site shows the change after the next build: `npm run build` (or `npm run deploy`).'],
  async run({ args, values, json, io, env }) {
    const [action, ...rest] = args;
    const dir = photosDir(env);
    const adding = addOnly.filter((key) => values[key] !== undefined);
    if (action !== 'add' && adding.length) throw new OwnerError(`--${adding[0]} goes only with \`photos add\`.`);
    switch (action) {
      case 'add':
        if (rest.length !== 1)
          throw new OwnerError('photos add takes one file or folder: npm run owner -- photos add <file|folder>');
        return addPhotos(
          rest[0]!,
          {
            json,
            slot: values.slot,
            altEn: values['alt-en'],
            altIt: values['alt-it'],
            captionEn: values['caption-en'],
            captionIt: values['caption-it'],
          },
          dir,
          io,
        );
      case 'list':
        if (rest.length) throw new OwnerError('photos list takes no arguments: npm run owner -- photos list [--json]');
        return list(dir, json, io);
      case 'remove':
        if (rest.length !== 1)
          throw new OwnerError(
            'photos remove takes one name: npm run owner -- photos remove <name> (photos list shows them)',
          );
        return remove(rest[0]!, dir, json, io);
      default:
        throw new OwnerError(
          'photos takes add, list or remove: npm run owner -- photos add <file|folder> (see --help).',
        );
    }
  },
});

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
