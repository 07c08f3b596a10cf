import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brand, brandCssVar, type BrandColour } from './brand';

const css = readFileSync(path.join(__dirname, '..', 'src', 'css', 'custom.css'), 'utf8');

describe('the brand palette', () => {
  it.each(Object.keys(brand) as BrandColour[])(
    'declares %s in custom.css with the value common/brand.ts gives',
    (name) => {
      const declared = new RegExp(`${brandCssVar(name)}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
      expect(declared?.toLowerCase()).toBe(brand[name]);
    },
  );

  it('uses the custom properties, not the literal colours, everywhere else in custom.css', () => {
    const rules = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .filter((line) => !line.trim().startsWith('--brand-'));
    const literal = new RegExp(Object.values(brand).join('|'), 'i');
    expect(rules.filter((line) => literal.test(line))).toEqual([]);
  });
});
