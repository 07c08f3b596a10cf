/**
 * The brand palette, once. TypeScript users (the SVG art, the PDF, the e-mails, the social card, the
 * theme colour) import it; src/css/custom.css declares the same values as `--brand-*` custom
 * properties, and common/brand.test.ts fails if the two part.
 */
export const brand = {
  /** The spec's primary: fills, borders, large text on navy. */
  gold: '#977b4c',
  /** The deeper gold of small text and buttons on light backgrounds (AA contrast). */
  goldDeep: '#7a6238',
  goldLight: '#c9b48f',
  navy: '#0a2133',
  navy2: '#12324b',
  sand: '#f6f1e8',
  /** Body text. */
  ink: '#1c2b36',
  muted: '#4f5d68',
} as const;

export type BrandColour = keyof typeof brand;

/** The CSS custom property of a colour: goldLight → --brand-gold-light. */
export function brandCssVar(name: BrandColour): string {
  return `--brand-${name
    .replace(/([A-Z])/g, '-$1')
    .replace(/(\d)/g, '-$1')
    .toLowerCase()}`;
}
