import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fallbackCss, overrides } from './font-fallback';

const customCss = readFileSync(path.join(__dirname, '..', 'src', 'css', 'custom.css'), 'utf8');
const squeeze = (css: string) => css.replace(/\s+/g, ' ');

describe('the metric-matched fallback of Hanken Grotesk', () => {
  it('is in custom.css exactly as scripts/font-fallback.ts computes it from the fonts’ metrics', () => {
    expect(squeeze(customCss)).toContain(squeeze(fallbackCss()));
  });

  it('makes Arial as wide as Hanken Grotesk on average and gives it Hanken Grotesk’s line box', () => {
    // Hanken Grotesk: 1000 units per em, ascent 1000, descent -303, xWidthAvg 450; Arial: 2048, xWidthAvg 913.
    const font = { ascent: 1000, descent: -303, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 450 };
    const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
    expect(overrides(font, arial)).toEqual({
      sizeAdjust: '100.94%',
      ascentOverride: '99.07%',
      descentOverride: '30.02%',
      lineGapOverride: '0%',
    });
  });

  it('is what the page falls back to, and the brand face joins only once the page has painted', () => {
    expect(customCss).toMatch(/--font-fallbacks:\s*'Hanken Grotesk Fallback', 'Hanken Grotesk Fallback Roboto',/);
    expect(customCss).toContain('--ifm-font-family-base: var(--font-fallbacks);');
    expect(customCss).toMatch(
      /html\[data-web-font\] \{\s*--ifm-font-family-base: 'Hanken Grotesk', var\(--font-fallbacks\);/,
    );
    expect(customCss).toContain('font-display: swap;');
  });
});
