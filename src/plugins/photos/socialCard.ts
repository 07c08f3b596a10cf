import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { brand } from '../../../common/brand';
import { home } from '../../data/copy/home';
import type { Locale } from '../../../common/locales';

const require = createRequire(__filename);

/** The card's size: what Facebook, LinkedIn and X show full width. */
export const socialCardSize = { width: 1200, height: 630 } as const;

const left = 72;
const titleSize = 64;
const titleWidth = 600;
const eyebrowSize = 22;

function face(weight: 300 | 600): fontkit.Font {
  const font = fontkit.openSync(
    require.resolve(`@fontsource/hanken-grotesk/files/hanken-grotesk-latin-${weight}-normal.woff`),
  );
  if (!('layout' in font)) throw new Error('social card: the brand font file is a collection');
  return font;
}

/** `text` set in `font` at `size` px as one SVG path, its baseline at `y`, starting at `x`. */
function textPath(font: fontkit.Font, text: string, size: number, x: number, y: number, tracking = 0): string {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const path = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    if (path) parts.push(path);
    pen += position.xAdvance * scale + tracking;
  });
  return parts.join('');
}

/** The words of `text` in lines no wider than `width` px at `size`. */
function wrap(font: fontkit.Font, text: string, size: number, width: number): string[] {
  const measure = (line: string) => (font.layout(line).advanceWidth * size) / font.unitsPerEm;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Like text-wrap: balance: as many lines as `wrap` gives at `width`, each as even as the words allow. */
function balance(font: fontkit.Font, text: string, size: number, width: number): string[] {
  const count = wrap(font, text, size, width).length;
  let narrowest = width;
  for (let tried = width - 8; tried > 0 && wrap(font, text, size, tried).length === count; tried -= 8)
    narrowest = tried;
  return wrap(font, text, size, narrowest);
}

/**
 * The social card of `locale` (the og:image) from the hero photograph `cover` (a JPEG or PNG at
 * 1200×630): the photo under a navy shade on the left, the home page's eyebrow and title set in the brand
 * face as outlines, so the card needs no browser and no installed font. PNG, no metadata.
 */
export async function socialCard(locale: Locale, cover: Buffer): Promise<Buffer> {
  const { width, height } = socialCardSize;
  const light = face(300);
  const semibold = face(600);
  const lines = balance(light, home.hero.title[locale], titleSize, titleWidth);
  const lineHeight = titleSize * 1.08;
  const lastBaseline = height - 84 - titleSize * 0.25;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const eyebrow = home.hero.eyebrow[locale].toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${brand.navy}" stop-opacity="0.85"/>
    <stop offset="0.65" stop-color="${brand.navy}" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <path fill="${brand.goldLight}" d="${textPath(semibold, eyebrow, eyebrowSize, left, firstBaseline - titleSize - 18, eyebrowSize * 0.3)}"/>
  <path fill="#ffffff" d="${lines.map((line, i) => textPath(light, line, titleSize, left, firstBaseline + i * lineHeight)).join('')}"/>
</svg>`;
  return sharp(cover)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}
