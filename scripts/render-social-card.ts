/**
 * Renders the illustrated social card of each language, static/img/social-card-{en,it}.png
 * (1200x630, the og:image while the hero slot has no photograph), from the built home page's hero
 * illustration and the home page's hero copy. Once the owner places a hero photograph, the build
 * writes the card from it (src/plugins/photos/socialCard.ts). Rerun after changing either:
 *   npx tsx scripts/render-social-card.ts
 */
import { brand } from '../common/brand';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/support/browser';
import { home as homeCopy } from '../src/data/copy/home';
import { locales, socialCardPath } from '../common/locales';

const root = path.join(__dirname, '..');

async function main() {
  const home = readFileSync(path.join(root, 'build/index.html'), 'utf8');
  const art = /<svg class=art[\s\S]*?<\/svg>/.exec(home)?.[0];
  if (!art) throw new Error('Build the site first: no hero illustration in build/index.html');
  const font = path.join(
    root,
    'node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-normal.woff2',
  );
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const locale of locales) {
    const html = `<!doctype html><html lang="${locale}"><head><style>
    @font-face { font-family: H; src: url(data:font/woff2;base64,${readFileSync(font).toString('base64')}); font-weight: 100 900; }
    body { margin: 0; width: 1200px; height: 630px; position: relative; font-family: H, sans-serif; }
    svg { position: absolute; inset: 0; width: 1200px; height: 630px; }
    .shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgb(10 33 51 / .85), rgb(10 33 51 / 0) 65%); }
    .text { position: absolute; left: 72px; bottom: 84px; color: #fff; }
    .eyebrow { color: ${brand.goldLight}; letter-spacing: .2em; font-size: 19px; font-weight: 600; text-transform: uppercase; }
    h1 { font-weight: 300; font-size: 64px; line-height: 1.08; margin: 18px 0 0; max-width: 600px; text-wrap: balance; }
  </style></head><body>${art}<div class="shade"></div><div class="text">
    <div class="eyebrow">${homeCopy.hero.eyebrow[locale]}</div><h1>${homeCopy.hero.title[locale]}</h1></div></body></html>`;
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(root, 'static', socialCardPath(locale));
    await page.screenshot({ path: file });
    console.log(`${path.relative(root, file)} written`);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
