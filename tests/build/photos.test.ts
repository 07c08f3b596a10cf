/**
 * Photographs from camera file to page: three 24-megapixel JPEGs made here (EXIF with GPS, one
 * portrait stored sideways, orientation 6) go through `photos add` and an Italian-only build into a
 * folder of its own (PHOTOS_DIR and PHOTOS_CACHE_DIR point at temp folders; the repo's photos/ and
 * build/ are untouched). About a minute and a half on two cores: one locale, three photographs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { pageStartDistDir, repoRoot, routingFunctionFile, securityHeadersFile } from '../../common/paths';
import { runOwner } from '../../owner/cli';
import { loadRoutingFunction } from '../../server/edge';
import { createSiteServer } from '../../server/site-server';
import { galleryCopy } from '../../src/data/copy/gallery';
import { socialCardPath } from '../../common/locales';
import { heroCover } from '../../src/plugins/photos/cover';
import { launchTestBrowser } from '../support/browser';
import { writeCameraFile } from '../support/camera-files';

const alt = {
  hero: { en: 'Libeccio under sail off Lipari', it: 'Libeccio a vela al largo di Lipari' },
  mast: { en: 'Looking up the main mast', it: "Lo sguardo lungo l'albero di maestra" },
  cabin: { en: 'The owner’s cabin', it: 'La cabina armatoriale' },
};

let work: string;
let site: string;
let server: ReturnType<typeof createSiteServer>;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'photos-build-'));
  const env = { ...process.env, PHOTOS_DIR: path.join(work, 'library'), PHOTOS_CACHE_DIR: path.join(work, 'cache') };
  const camera = path.join(work, 'camera');
  const hero = await writeCameraFile(path.join(camera, 'IMG_0001.JPG'), { seed: 1 });
  const mast = await writeCameraFile(path.join(camera, 'IMG_0002.JPG'), { width: 4000, height: 6000, orientation: 6, seed: 2 });
  const cabin = await writeCameraFile(path.join(camera, 'IMG_0003.JPG'), { seed: 3 });
  for (const [file, extra, text] of [
    [hero, ['--slot', 'hero'], alt.hero],
    [mast, ['--caption-en', 'Up the mast', '--caption-it', "Lungo l'albero"], alt.mast],
    [cabin, ['--slot', 'interior'], alt.cabin],
  ] as const) {
    const err: string[] = [];
    const code = await runOwner(['photos', 'add', file, '--alt-en', text.en, '--alt-it', text.it, ...extra], env, {
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(err).toEqual([]);
    expect(code).toBe(0);
  }
  // Built alone, a locale is served from the root (Docusaurus drops the /it/ prefix): Italian pages at /.
  // The Italian build writes its CSP hashes where the real build's postbuild reads them: keep the real ones.
  const hashes = path.join(pageStartDistDir, 'csp-hashes.it.json');
  const saved = path.join(work, 'csp-hashes.it.json');
  if (existsSync(hashes)) await copyFile(hashes, saved);
  site = path.join(work, 'site');
  const build = spawnSync('npx', ['docusaurus', 'build', '--locale', 'it', '--out-dir', site], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
  if (existsSync(saved)) await copyFile(saved, hashes);
  if (build.status !== 0) throw new Error(`the photo build failed:\n${build.stdout}\n${build.stderr}`);
  server = createSiteServer({
    buildDir: site,
    routing: loadRoutingFunction(routingFunctionFile),
    securityHeaders: JSON.parse(readFileSync(securityHeadersFile, 'utf8')) as Record<string, string>,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchTestBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
  await rm(work, { recursive: true, force: true });
});

const html = (route: string) => readFileSync(path.join(site, route, 'index.html'), 'utf8');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

test('no image in the build carries EXIF, XMP, IPTC or GPS, and no master or camera file is copied', async () => {
  const images = files(site).filter((file) => /\.(jpe?g|png|webp|avif|tiff?)$/i.test(file));
  const photos = images.filter((file) => file.includes(`${path.sep}img${path.sep}photos${path.sep}`));
  // Two landscapes at 480…2400 px and the portrait at 480…1600, in three formats each.
  expect(photos).toHaveLength((5 + 5 + 4) * 3);
  for (const file of images) {
    const meta = await sharp(file).metadata();
    expect({ file, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
    expect(readFileSync(file).includes('TestCam')).toBe(false);
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(2400);
  }
  expect(files(site).some((file) => /masters|IMG_000\d/i.test(file))).toBe(false);
});

test('the social card (og:image) is the hero photograph in the build, the illustrated one stays in static/', async () => {
  const card = path.join(site, socialCardPath('it'));
  expect(html('')).toContain(`content=https://www.libeccio-charter.example${socialCardPath('it')}`);
  expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
  expect(readFileSync(card).equals(readFileSync(path.join(repoRoot, 'static', socialCardPath('it'))))).toBe(false);
  // Right of the shade (it fades out at 65 % of the width) the card is the photograph itself (stats()
  // reads its input, not the extract: hence the buffer in between).
  const right = async (image: Buffer | string) =>
    (
      await sharp(await sharp(image).extract({ left: 800, top: 0, width: 400, height: 630 }).toBuffer()).stats()
    ).channels
      .slice(0, 3)
      .map((c) => c.mean);
  const photo = await right((await heroCover(1200, 630, path.join(work, 'library')))!);
  (await right(card)).forEach((mean, i) => expect(Math.abs(mean - photo[i]!)).toBeLessThan(4));
});

test('the portrait shot stored sideways comes out portrait, sky at the top', async () => {
  const portrait = readdirSync(path.join(site, 'img', 'photos')).find((name) => /^img-0002\.\w+\.1600\.jpg$/.test(name));
  expect(portrait).toBeDefined();
  const file = path.join(site, 'img', 'photos', portrait!);
  const meta = await sharp(file).metadata();
  expect([meta.width, meta.height]).toEqual([1600, 2400]);
  const { data } = await sharp(file).resize(10, 15).raw().toBuffer({ resolveWithObject: true });
  const blueness = (row: number) => data[row * 30 + 17]! - data[row * 30 + 15]!;
  expect(blueness(0)).toBeGreaterThan(60);
  expect(blueness(14)).toBeLessThan(blueness(0) - 20);
});

test('every <img> has width, height and an Italian alt; the hero is fetched first, the rest lazily', () => {
  for (const route of ['', 'the-yacht']) {
    const imgs = [...html(route).matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) {
      expect(img).toMatch(/ width="?\d+/);
      expect(img).toMatch(/ height="?\d+/);
      expect(img).toMatch(/ alt=/);
    }
  }
  const home = html('');
  const hero = [...home.matchAll(/<img [^>]*>/g)].map((match) => match[0]).find((img) => img.includes('/img/photos/'))!;
  expect(hero).toContain(alt.hero.it);
  expect(hero).toMatch(/fetchpriority="?high/);
  expect(hero).not.toMatch(/loading="?lazy/);
  expect(home).toMatch(/<source type="?image\/avif"? srcset="[^"]*img-0001\.\w+\.828\.avif 828w/);
  const yacht = html('the-yacht');
  expect(yacht).toContain(`alt="${alt.cabin.it}"`);
  expect(yacht).not.toContain(alt.cabin.en);
  for (const img of [...yacht.matchAll(/<img [^>]*\/img\/photos\/[^>]*>/g)].map((match) => match[0])) {
    expect(img).toMatch(/loading="?lazy/);
  }
});

test('the gallery opens the large photograph with JavaScript off; with it, the lightbox loads on the first tap, in Italian', async () => {
  const off = await browser.newContext({ javaScriptEnabled: false });
  const page = await off.newPage();
  await page.goto(`${origin}/the-yacht/`);
  await expect(page.locator('#photographs figcaption').allTextContents()).resolves.toEqual(["Lungo l'albero"]);
  const [response] = await Promise.all([page.waitForNavigation(), page.locator('#photographs a').first().click()]);
  expect(response?.headers()['content-type']).toBe('image/jpeg');
  expect(page.url()).toMatch(/\/img\/photos\/img-0001\.\w+\.2400\.jpg$/);
  await off.close();

  const on = await browser.newPage();
  const scripts: Array<Promise<string>> = [];
  on.on('response', (answer) => {
    if (answer.url().endsWith('.js')) scripts.push(answer.text().catch(() => ''));
  });
  await on.goto(`${origin}/the-yacht/`);
  await on.waitForSelector('html[data-has-hydrated="true"]');
  await on.waitForTimeout(500);
  const initial = await Promise.all(scripts);
  expect(initial.length).toBeGreaterThan(0);
  expect(initial.filter((text) => text.includes('pswp__'))).toEqual([]);
  await on.locator('#photographs a').nth(1).click();
  const dialog = on.locator('.pswp');
  await dialog.waitFor();
  expect(await dialog.getAttribute('aria-label')).toBe(galleryCopy.lightbox.label.it);
  expect(await on.locator('.pswp__button--close').getAttribute('title')).toBe(galleryCopy.lightbox.close.it);
  expect(on.url()).toBe(`${origin}/the-yacht/`);
  // Once its opening animation has run, Esc closes it (PhotoSwipe's keyboard handling), as a keyboard user would.
  await on.waitForTimeout(1_000);
  await on.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Back closes it and stays on the page, where the reader was (a phone's Back, issue 42); Forward opens nothing.
  await on.locator('#photographs a').nth(1).click();
  await dialog.waitFor();
  await on.waitForTimeout(1_000);
  const scrolled = await on.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await on.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(on.url()).toBe(`${origin}/the-yacht/`);
  await on.goForward();
  await on.waitForTimeout(500);
  expect(await on.locator('.pswp').count()).toBe(0);
  expect(await on.evaluate(() => window.scrollY)).toBe(scrolled);
  await on.close();
});
