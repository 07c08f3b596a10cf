import {
  chunkNamesOf,
  inlineScriptHashes,
  routePathOf,
  routeScripts,
  webFontOf,
  withFontPreload,
  withRouteScripts,
} from './route-chunks';

const blogList = {
  __comp: 'a6aa9e1f',
  __context: { plugin: '36994c47' },
  items: [{ content: 'f12c5663' }, { content: 'f25ff93a' }],
};
const files = {
  a6aa9e1f: ['assets/js/3118.js', 'assets/js/a6aa9e1f.js', 'assets/css/styles.css'],
  '36994c47': ['assets/js/36994c47.js'],
  f12c5663: ['assets/js/blog-excerpts.js', 'assets/js/f12c5663.js'],
  f25ff93a: ['assets/js/blog-excerpts.js', 'assets/js/f25ff93a.js'],
};

describe('route chunks', () => {
  it('finds every chunk name of a route, however nested', () => {
    expect(chunkNamesOf(blogList).sort()).toEqual(['36994c47', 'a6aa9e1f', 'f12c5663', 'f25ff93a']);
  });

  it('reads the route path off its key', () => {
    expect(routePathOf('/blogbook/-46c')).toBe('/blogbook/');
    expect(routePathOf('/it/-e5f')).toBe('/it/');
  });

  it('lists each script file once, without stylesheets or what the page loads already', () => {
    expect(routeScripts(blogList, files, new Set(['assets/js/36994c47.js']))).toEqual([
      'assets/js/3118.js',
      'assets/js/a6aa9e1f.js',
      'assets/js/blog-excerpts.js',
      'assets/js/f12c5663.js',
      'assets/js/f25ff93a.js',
    ]);
  });

  it('fails the build on a chunk the bundler did not report', () => {
    expect(() => routeScripts({ __comp: 'nope' }, files, new Set())).toThrow('No files known for chunk "nope"');
  });

  const page =
    '<head><link rel=preload as=script fetchpriority=low data-boot href=/it/assets/js/runtime~main.js />' +
    '<link rel=preload as=script fetchpriority=low data-boot href=/it/assets/js/main.js />' +
    '<script data-chunks="">boot()</script></head>';

  it("writes the route's chunks into the boot script, not the entry scripts again", () => {
    let seen: string[] = [];
    const html = withRouteScripts(page, '/it/', (existing) => {
      seen = [...existing];
      return ['assets/js/a.js', 'assets/js/b.js'];
    });
    expect(seen).toEqual(['assets/js/runtime~main.js', 'assets/js/main.js']);
    expect(html).toContain('<script data-chunks="/it/assets/js/a.js /it/assets/js/b.js">boot()</script>');
  });

  it('refuses a page without the boot script', () => {
    expect(() => withRouteScripts('<head></head>', '/', () => [])).toThrow('no boot script');
  });
});

describe('the font preload', () => {
  const assets = [
    'assets/css/styles.1234.css',
    'assets/fonts/hanken-grotesk-latin-wght-normal-442fd9.woff2',
    'assets/js/main.abcd.js',
  ];

  it('names the one variable latin font the bundler emitted', () => {
    expect(webFontOf(assets)).toBe('assets/fonts/hanken-grotesk-latin-wght-normal-442fd9.woff2');
    expect(() => webFontOf(['assets/js/main.js'])).toThrow('found 0');
  });

  it('goes first in the head, once, not fetched until boot.js asks for it', () => {
    const html = '<!doctype html><html><head><meta charset=UTF-8></head><body></body></html>';
    const once = withFontPreload(html, '/assets/fonts/f.woff2');
    expect(once).toContain(
      '<head><link rel=preload href=/assets/fonts/f.woff2 as=font type=font/woff2 crossorigin media="not all" data-font><meta',
    );
    expect(withFontPreload(once, '/assets/fonts/f.woff2')).toBe(once);
  });
});

describe('the CSP hashes', () => {
  it('hash every inline script as written, and no JSON-LD or external script', () => {
    const html =
      '<script data-chunks="/a.js">boot()</script><script src=/main.js></script>' +
      '<script type=application/ld+json>{"@type":"Thing"}</script><script>theme()</script>';
    expect(inlineScriptHashes(html, (body) => body.toUpperCase())).toEqual(['sha256-BOOT()', 'sha256-THEME()']);
  });
});
