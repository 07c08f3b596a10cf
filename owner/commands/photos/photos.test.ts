import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeCameraFile } from '../../../tests/support/camera-files';
import { runOwner } from '../../cli';

/** `npm run owner -- photos ...` in this process, on a library of its own (PHOTOS_DIR). */
async function photos(library: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOwner(
    ['photos', ...argv],
    { ...process.env, PHOTOS_DIR: library },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err };
}

const alts = ['--alt-en', 'The saloon', '--alt-it', 'Il salone'];

describe('photos add/list/remove (camera files made here, up to 2550 px; the build test uses 24 MP ones)', () => {
  let dir: string;
  let library: string;
  let camera: string;
  let sideways: string;
  const snapshot = () =>
    existsSync(path.join(library, 'manifest.json'))
      ? readFileSync(path.join(library, 'manifest.json'), 'utf8') + readdirSync(path.join(library, 'masters')).join()
      : 'none';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'photos-cli-'));
    library = path.join(dir, 'library');
    camera = await writeCameraFile(path.join(dir, 'camera', 'DSC_0001.JPG'), { width: 1800, height: 1200, seed: 2 });
    sideways = await writeCameraFile(path.join(dir, 'phone', 'IMG_0002.JPG'), {
      width: 1700,
      height: 2550,
      orientation: 6,
      seed: 3,
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('a camera file goes in upright, without metadata, at most 2400 px, with both alt texts', async () => {
    const raw = await sharp(sideways).metadata();
    expect([raw.width, raw.height, raw.orientation]).toEqual([2550, 1700, 6]);
    expect(raw.exif?.toString('latin1')).toContain('TestCam');

    const added = await photos(library, 'add', sideways, ...alts, '--json');
    expect(added.err).toEqual([]);
    const [photo] = (JSON.parse(added.out) as { added: Array<{ name: string; width: number; height: number }> }).added;
    expect(photo).toMatchObject({ name: 'img-0002', width: 1600, height: 2400 });
    const master = path.join(library, 'masters', 'img-0002.jpg');
    const meta = await sharp(master).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 2400]);
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
    });
    // The sky of the scene is at the top: turned the right way, not just the right shape.
    const { data } = await sharp(master).resize(10, 15).raw().toBuffer({ resolveWithObject: true });
    const blueness = (row: number) => data[row * 30 + 15 + 2]! - data[row * 30 + 15]!;
    expect(blueness(0)).toBeGreaterThan(60);
    expect(blueness(14)).toBeLessThan(blueness(0) - 20);

    const list = await photos(library, 'list', '--json');
    expect(JSON.parse(list.out)).toEqual([
      expect.objectContaining({ name: 'img-0002', slot: null, alt: { en: 'The saloon', it: 'Il salone' } }),
    ]);
  });

  test('refusals are one line, exit 1 and change nothing', async () => {
    const before = snapshot();
    const heic = path.join(dir, 'IMG_0003.HEIC');
    await writeFile(heic, 'not really');
    const truncated = path.join(dir, 'cut.jpg');
    await writeFile(truncated, readFileSync(camera).subarray(0, 200_000));
    const small = await writeCameraFile(path.join(dir, 'small.jpg'), { width: 1400, height: 900 });
    const folder = path.join(dir, 'two');
    await writeCameraFile(path.join(folder, 'a.jpg'), { width: 600, height: 400, seed: 4 });
    await writeCameraFile(path.join(folder, 'b.jpg'), { width: 600, height: 400, seed: 5 });
    const cases: Array<[string[], RegExp]> = [
      [['add', heic, ...alts], /HEIC.*convert it to JPEG/],
      [['add', truncated, ...alts], /cut\.jpg cannot be read as a photograph/],
      [['add', small, '--slot', 'hero', ...alts], /hero slot needs at least 1600 px/],
      [['add', sideways, ...alts], /already in the library as "img-0002"/],
      [['add', camera, '--alt-en', 'Deck'], /needs an alt text in Italian/],
      [['add', camera, ...alts, '--caption-en', 'Only English'], /caption needs both languages/],
      [['add', camera, ...alts, '--slot', 'galley'], /"galley" is not a slot/],
      [['add', folder, ...alts, '--slot', 'interior'], /names one photograph: add one file, not a folder of 2/],
      [['remove', 'nothing-here'], /No photograph is called "nothing-here"/],
      [['list', '--slot', 'hero'], /--slot goes only with `photos add`/],
    ];
    for (const [argv, message] of cases) {
      const result = await photos(library, ...argv);
      expect({ argv, code: result.code, lines: result.err.length }).toEqual({ argv, code: 1, lines: 1 });
      expect(result.err[0]).toMatch(message);
    }
    expect(snapshot()).toBe(before);
  });

  test('a slot takes one photograph; remove gives the slot back', async () => {
    const added = await photos(
      library,
      'add',
      camera,
      '--slot',
      'deck',
      '--alt-en',
      'The deck',
      '--alt-it',
      'Il ponte',
    );
    expect(added.code).toBe(0);
    expect(added.out).toMatch(
      /Added DSC_0001\.JPG as "dsc-0001" \(1800×1200 px, deck slot; metadata and GPS removed\)/,
    );
    const other = await writeCameraFile(path.join(dir, 'other.jpg'), { width: 600, height: 400, seed: 9 });
    const taken = await photos(library, 'add', other, '--slot', 'deck', ...alts);
    expect(taken.err).toEqual(['The deck slot already shows "dsc-0001": photos remove dsc-0001 first.']);
    const removed = await photos(library, 'remove', 'dsc-0001');
    expect(removed.out).toMatch(/the deck slot shows its illustration again/);
    expect(existsSync(path.join(library, 'masters', 'dsc-0001.jpg'))).toBe(false);
    expect((await photos(library, 'list')).out).not.toContain('dsc-0001');
  });
});
