/**
 * The fallback faces metric-matched to Hanken Grotesk: the page paints its
 * text at first paint in a local Arial (or Roboto, Android's face) scaled and
 * spaced like Hanken Grotesk, and the brand face replaces it when it arrives
 * without moving a line (src/css/custom.css; README "How a page starts").
 *
 *   npx tsx scripts/font-fallback.ts   prints the @font-face rules custom.css holds
 *
 * The metrics are @capsizecss/metrics', read from the fonts' own files
 * (unitsPerEm, hhea/OS/2 ascent, descent, line gap, and xWidthAvg: the
 * average advance of a text's characters weighted by how often they occur).
 * Its Hanken Grotesk is Google Fonts' static family; the variable latin woff2
 * the site ships (@fontsource-variable/hanken-grotesk 5.3.0), unpacked by
 * @capsizecss/unpack 4.0.1, has the same: unitsPerEm 1000, ascent 1000,
 * descent -303, line gap 0, xWidthAvg 450 at its default weight 400.
 *
 * The method is the one of Next.js's and fontaine's fallbacks: size-adjust
 * makes the fallback's average character as wide as Hanken Grotesk's, and the
 * overrides give its line box Hanken Grotesk's ascent and descent (divided by
 * size-adjust, which scales them too). Weights below 550 use the fallback's
 * regular face against Hanken Grotesk 400 (its 300 and 500 differ by under
 * 1 %); 550 and up its bold face against Hanken Grotesk 700.
 */
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import hanken from '@capsizecss/metrics/hankenGrotesk';
import hankenBold from '@capsizecss/metrics/hankenGrotesk/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** The families custom.css names after 'Hanken Grotesk', in this order. */
export const fallbackFamilies = ['Hanken Grotesk Fallback', 'Hanken Grotesk Fallback Roboto'] as const;

// As prettier writes them: 2 decimals, a zero as 0%.
const percent = (value: number) => (value === 0 ? '0%' : `${(value * 100).toFixed(2)}%`);

/** size-adjust and the overrides that make `fallback` take the room `font` takes. */
export function overrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}

const faces = [
  {
    family: fallbackFamilies[0],
    weight: '100 549',
    // Arial's metric twins: Helvetica (macOS, iOS), Liberation Sans and Arimo (Linux).
    src: ["local('Arial')", "local('ArialMT')", "local('Helvetica')", "local('Liberation Sans')", "local('Arimo')"],
    font: hanken,
    fallback: arial,
  },
  {
    family: fallbackFamilies[0],
    weight: '550 900',
    src: [
      "local('Arial Bold')",
      "local('Arial-BoldMT')",
      "local('Helvetica Bold')",
      "local('Liberation Sans Bold')",
      "local('Arimo Bold')",
    ],
    font: hankenBold,
    fallback: arialBold,
  },
  {
    family: fallbackFamilies[1],
    weight: '100 549',
    src: ["local('Roboto')", "local('Roboto Regular')", "local('Roboto-Regular')"],
    font: hanken,
    fallback: roboto,
  },
  {
    family: fallbackFamilies[1],
    weight: '550 900',
    src: ["local('Roboto Bold')", "local('Roboto-Bold')"],
    font: hankenBold,
    fallback: robotoBold,
  },
];

/** The @font-face rules, as custom.css writes them. */
export function fallbackCss(): string {
  return faces
    .map(({ family, weight, src, font, fallback }) => {
      const o = overrides(font, fallback);
      return [
        '@font-face {',
        `  font-family: '${family}';`,
        `  font-weight: ${weight};`,
        `  src: ${src.join(', ')};`,
        `  size-adjust: ${o.sizeAdjust};`,
        `  ascent-override: ${o.ascentOverride};`,
        `  descent-override: ${o.descentOverride};`,
        `  line-gap-override: ${o.lineGapOverride};`,
        '}',
      ].join('\n');
    })
    .join('\n\n');
}

if (require.main === module) console.log(fallbackCss());
