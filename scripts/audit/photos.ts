/**
 * `npm run audit -- --photos`: the site with a 24-megapixel camera file in every slot and a gallery
 * of 40, all generated here (tests/support/camera-files.ts; no photograph is committed). It times
 * `photos add` of the 40 files, a build that encodes them all (cold cache), and a rebuild with none
 * changed; then measures the home page as a phone sees it: Lighthouse mobile (median of --runs, 3),
 * the image bytes above the fold at 375 px and the hero's, CLS, the home page's JS (gzip), and
 * checks that the yacht page loads no lightbox code before a tap. Writes audit-report/photos.json.
 * It leaves build/ holding the test photographs and marks it stale, so the next build (npm test,
 * npm run audit, npm start) rebuilds the real site.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { routingFunctionFile } from '../../common/paths';
import { launchBrowser } from '../../tests/support/browser';
import { writeCameraFile } from '../../tests/support/camera-files';
import { startLocalSite } from '../../tests/support/local-site';
import { repoRoot } from '../../common/paths';
import { runOwner } from '../../owner/cli';
import { pageLoads } from './browser-checks';
import { lighthouseRun, medianRun, type LighthouseRun } from './lighthouse';
import { targets } from './targets';

const slots = ['hero', 'sailing', 'interior', 'deck', 'islands', 'compass'] as const;
const galleryCount = 40 - slots.length;
/** The bars for the photo build. */
const photoTargets = {
  /**
   * Issue 20's bar for the home page with a photograph as its largest paint. The site-wide 1 s
   * (targets.ts) is for pages whose largest paint is text (LCP = FCP); a photo's LCP is its request's
   * end, which Lantern simulates on the local HTTP/1.1 server as a new connection in slow start
   * (150 ms round trips): the 828 px hero AVIF (33 KB) needs two congestion windows.
   */
  lcpMs: 1500,
  aboveFoldImageBytes: 150 * 1024,
  heroBytes: 60 * 1024,
  cls: 0.01,
  buildSeconds: 300,
  rebuildSeconds: 10,
};

export async function photoAudit(args: readonly string[]): Promise<number> {
  const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
  const work = await mkdtemp(path.join(os.tmpdir(), 'photo-audit-'));
  const env = { ...process.env, PHOTOS_DIR: path.join(work, 'library'), PHOTOS_CACHE_DIR: path.join(work, 'cache') };
  const figures: Record<string, number | string | boolean> = {};
  const failures: string[] = [];
  try {
    console.log(
      '[audit:photos] writing 40 camera files of 24 MP (6000×4000, EXIF + GPS; one portrait stored sideways)...',
    );
    const camera = path.join(work, 'camera');
    const files: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const portrait = i === slots.length + 1;
      files.push(
        await writeCameraFile(path.join(camera, i < slots.length ? slots[i]! : 'gallery', `IMG_${2001 + i}.JPG`), {
          seed: i + 1,
          ...(portrait ? { width: 4000, height: 6000, orientation: 6 as const } : {}),
        }),
      );
    }
    console.log('[audit:photos] npm run owner -- photos add ... (40 files)');
    const started = Date.now();
    const owner = async (...argv: string[]) => {
      const err: string[] = [];
      const code = await runOwner(argv, env, { out: () => undefined, err: (line) => err.push(line) });
      if (code !== 0) throw new Error(`photos ${argv.join(' ')}: ${err.join(' ')}`);
    };
    for (const [i, slot] of slots.entries()) {
      await owner(
        'photos',
        'add',
        files[i]!,
        '--slot',
        slot,
        '--alt-en',
        `Test photograph ${i + 1}`,
        '--alt-it',
        `Fotografia di prova ${i + 1}`,
      );
    }
    await owner(
      'photos',
      'add',
      path.join(camera, 'gallery'),
      '--alt-en',
      'Test photograph',
      '--alt-it',
      'Fotografia di prova',
      '--caption-en',
      'A caption',
      '--caption-it',
      'Una didascalia',
    );
    figures.photosAddSeconds = seconds(started);
    console.log(`[audit:photos] photos add: ${figures.photosAddSeconds} s`);

    const build = (label: string) => {
      console.log(`[audit:photos] npm run build (${label})...`);
      const begun = Date.now();
      const result = spawnSync('npm', ['run', 'build'], {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
      const step = [...result.stdout.matchAll(/\[photos\] .*\(([\d.]+) s\)/g)].map((match) => Number(match[1]));
      return { total: seconds(begun), photos: step.reduce((sum, value) => sum + value, 0) };
    };
    const cold = build(`encodes ${slots.length + galleryCount} photographs`);
    figures.buildSeconds = cold.total;
    figures.encodeSeconds = cold.photos;
    console.log(`[audit:photos] build: ${cold.total} s, of which encoding ${cold.photos} s`);
    const warm = build('none changed');
    figures.rebuildSeconds = warm.total;
    figures.rebuildPhotoStepSeconds = warm.photos;
    console.log(`[audit:photos] rebuild: ${warm.total} s, of which the photo step ${warm.photos} s`);

    Object.assign(figures, await measure(runs, failures));
  } finally {
    // build/ now shows the test photographs: make the next build rebuild the real site.
    await rm(routingFunctionFile, { force: true });
    await rm(work, { recursive: true, force: true });
  }
  return report(figures, failures);
}

/** `--photos --measure-only`: the measurements alone, on the photo build already in build/. */
export async function measurePhotoBuild(args: readonly string[]): Promise<number> {
  const failures: string[] = [];
  const figures = await measure(Number(args[args.indexOf('--runs') + 1] || 3) || 3, failures);
  return report(figures, failures);
}

async function measure(runs: number, failures: string[]) {
  const figures: Record<string, number | string | boolean> = {};
  const site = await startLocalSite();
  {
    const browser = await launchBrowser();
    try {
      for (const locale of ['/', '/it/']) {
        const page = await (
          await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 })
        ).newPage();
        await page.goto(site.origin + locale, { waitUntil: 'load' });
        await page.waitForTimeout(1000);
        // A string, not a function: tsx's name helpers do not exist in the page.
        const seen = (await page.evaluate(`(() => {
          const size = (url) => performance.getEntriesByName(url)[0]?.encodedBodySize ?? 0;
          const images = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect();
            return img.currentSrc && box.bottom > 0 && box.top < innerHeight;
          });
          const hero = document.querySelector('img[fetchpriority=high]');
          return {
            aboveFold: images.reduce((sum, img) => sum + size(img.currentSrc), 0),
            hero: hero ? size(hero.currentSrc) : 0,
            heroSrc: hero?.currentSrc ?? '',
            heroLazy: hero?.loading === 'lazy',
          };
        })()`)) as { aboveFold: number; hero: number; heroSrc: string; heroLazy: boolean };
        await page.context().close();
        const key = locale === '/' ? 'en' : 'it';
        figures[`aboveFoldImageKB_${key}`] = kb(seen.aboveFold);
        figures[`heroKB_${key}`] = kb(seen.hero);
        figures[`heroFile_${key}`] = seen.heroSrc.replace(site.origin, '');
        if (seen.aboveFold > photoTargets.aboveFoldImageBytes)
          failures.push(`${locale}: ${kb(seen.aboveFold)} KB of images above the fold`);
        if (!seen.hero || seen.hero > photoTargets.heroBytes || seen.heroLazy)
          failures.push(`${locale}: hero ${kb(seen.hero)} KB${seen.heroLazy ? ', lazy' : ''}`);
      }
      const { bytes, shipped } = await pageLoads(browser, site.origin, ['/', '/it/', '/the-yacht/']);
      figures.homeJsGzipKB = kb(Math.max(bytes['/']!.js.gzip, bytes['/it/']!.js.gzip));
      figures.yachtJsGzipKB = kb(bytes['/the-yacht/']!.js.gzip);
      if (Math.max(bytes['/']!.js.gzip, bytes['/it/']!.js.gzip) > targets.homeJsGzipBytes)
        failures.push('home JS over budget');
      void shipped;
      const yacht = await browser.newPage();
      const scripts: Array<Promise<string>> = [];
      yacht.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });
      await yacht.goto(`${site.origin}/the-yacht/`, { waitUntil: 'load' });
      await yacht.waitForSelector('html[data-has-hydrated="true"]');
      await yacht.waitForTimeout(1000);
      figures.lightboxInInitialJs = (await Promise.all(scripts)).some((text) => text.includes('pswp__'));
      if (figures.lightboxInInitialJs) failures.push('the yacht page loads the lightbox before a tap');
      await yacht.close();
      await browser.close();

      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(`${site.origin}/`, 'mobile'));
      const median = medianRun(results);
      Object.assign(figures, {
        lcpMs: median.lcpMs,
        cls: median.clsScore,
        performance: median.performance,
        tbtMs: median.tbtMs,
      });
      if (median.lcpMs > photoTargets.lcpMs) failures.push(`LCP ${median.lcpMs} ms > ${photoTargets.lcpMs} ms`);
      if (median.clsScore > photoTargets.cls) failures.push(`CLS ${median.clsScore}`);
      if (median.performance < targets.lighthouse.mobilePerformance) failures.push(`performance ${median.performance}`);
    } finally {
      await site.close();
    }
  }
  return figures;
}

async function report(figures: Record<string, number | string | boolean>, failures: string[]): Promise<number> {
  if (Number(figures.buildSeconds) > photoTargets.buildSeconds)
    failures.push(`build of 40 photographs ${figures.buildSeconds} s`);
  if (Number(figures.rebuildPhotoStepSeconds) > photoTargets.rebuildSeconds)
    failures.push(`rebuild photo step ${figures.rebuildPhotoStepSeconds} s`);
  await mkdir(path.join(repoRoot, 'audit-report'), { recursive: true });
  await writeFile(
    path.join(repoRoot, 'audit-report', 'photos.json'),
    `${JSON.stringify({ figures, failures }, null, 2)}\n`,
  );
  console.log('[audit:photos] figures (24 MP camera files in every slot, 40 photographs):');
  for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${value}`);
  console.log(failures.length ? `[audit:photos] missed: ${failures.join('; ')}` : '[audit:photos] every target met');
  return failures.length ? 1 : 0;
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
