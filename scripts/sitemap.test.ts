import { isNoindex, renderSitemap } from './sitemap';

describe('isNoindex', () => {
  it.each([
    '<meta name="robots" content="noindex" data-rh="true">',
    '<meta data-rh=true name=robots content=noindex>',
    "<meta content='noindex, nofollow' name='robots'>",
  ])('is true for %s', (tag) => {
    expect(isNoindex(`<head><meta charset=utf-8>${tag}</head>`)).toBe(true);
  });

  it.each([
    '<meta name="robots" content="index, follow">',
    '<meta name="description" content="noindex is not a robots tag here">',
    '<meta name="robotsx" content="noindex">',
    '<p>name="robots" content="noindex"</p>',
  ])('is false for %s', (html) => {
    expect(isNoindex(html)).toBe(false);
  });
});

describe('renderSitemap', () => {
  it('lists each route with its other language and x-default', () => {
    const xml = renderSitemap(['/privacy/', '/it/privacy/'], 'https://example.org');
    expect(xml).toContain('<loc>https://example.org/it/privacy/</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://example.org/privacy/"');
  });
});
