import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor } from '../../edge/cache-policy';
import { planUploads } from '../lib/upload-plan';

/** A small build tree with every kind of file, including a directory that mixes classes. */
function fixture(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'upload-plan-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

describe('planUploads', () => {
  const files = [
    'index.html',
    '404.html',
    'sw.js',
    'build-info.json',
    'robots.txt',
    'assets/js/main.1a2b.js',
    'assets/css/styles.3c4d.css',
    'contact/index.html',
    'it/index.html',
    'it/404.html',
    'it/img/logo.svg',
    'img/logo.svg',
  ];
  const plan = planUploads(fixture(files));

  it('makes one upload per Cache-Control value, longest-lived first', () => {
    const values = [...new Set(files.map((file) => cacheControlFor(`/${file}`)))];
    expect(plan.map((group) => group.cacheControl).sort()).toEqual(values.sort());
    expect(plan[0]!.cacheControl).toBe(cacheControlFor('/assets/x.js'));
    expect(plan.map((group) => group.cacheControl).indexOf(cacheControlFor('/img/x.svg'))).toBeLessThan(
      plan.map((group) => group.cacheControl).indexOf(cacheControlFor('/index.html')),
    );
  });

  it('uses extensions or whole directories whose files all share the class, single files elsewhere', () => {
    const byClass = Object.fromEntries(plan.map((group) => [group.cacheControl, group.include]));
    expect(byClass[cacheControlFor('/assets/x.js')]).toEqual(['*.css', 'assets/*']);
    expect(byClass[cacheControlFor('/index.html')]).toEqual(['*.html']);
    expect(byClass[cacheControlFor('/img/x.svg')]).toEqual(['*.svg', '*.txt']);
    // .js is both hashed (assets/) and no-cache (sw.js): sw.js goes by name.
    expect(byClass['no-cache']).toEqual(['*.json', 'sw.js']);
  });

  it('names each upload after its Cache-Control value', () => {
    expect(plan.find((group) => group.cacheControl === 'public, max-age=31536000, immutable')?.id).toBe(
      'PublicMaxAge31536000Immutable',
    );
  });

  it('refuses a file name aws-cli would read as a pattern', () => {
    expect(() => planUploads(fixture(['index.html', 'img/[draft].png']))).toThrow('build/img/[draft].png');
  });
});
