import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validateBlogPosts, type PostToValidate } from './validatePosts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'blogbook-'));
mkdirSync(path.join(siteDir, 'i18n/it/docusaurus-plugin-content-blog'), { recursive: true });
writeFileSync(path.join(siteDir, 'i18n/it/docusaurus-plugin-content-blog/2015-10-barcolana.md'), '');

function post(
  overrides: Partial<PostToValidate['metadata']> = {},
  frontMatter: Record<string, unknown> = {},
): PostToValidate {
  return {
    metadata: {
      source: '@site/blog/2015-10-barcolana.md',
      permalink: '/blogbook/2015-10-barcolana/',
      date: new Date('2015-10-11'),
      hasTruncateMarker: true,
      frontMatter: {
        title: 'Barcolana 2015',
        subtitle: 'Two thousand sails',
        description: 'The race report.',
        readMore: 'Read the race report',
        illustration: 'regatta',
        ...frontMatter,
      },
      ...overrides,
    },
  };
}

describe('blogbook content validation', () => {
  it('accepts a complete post with its Italian translation', () => {
    expect(() => validateBlogPosts([post()], { siteDir })).not.toThrow();
  });

  it('rejects a post without subtitle, naming the file', () => {
    expect(() => validateBlogPosts([post({}, { subtitle: '  ' })], { siteDir })).toThrow(
      /blog\/2015-10-barcolana\.md: front matter "subtitle" is missing or empty/,
    );
  });

  it('rejects missing title, button text, excerpt and illustration all at once', () => {
    const run = () =>
      validateBlogPosts(
        [post({ hasTruncateMarker: false }, { title: undefined, readMore: '', illustration: 'photo' })],
        {
          siteDir,
        },
      );
    expect(run).toThrow(/4 problem\(s\)/);
    expect(run).toThrow(/"title"/);
    expect(run).toThrow(/"readMore"/);
    expect(run).toThrow(/excerpt is missing/);
    expect(run).toThrow(/"illustration" must be one of/);
  });

  it('rejects a post whose Italian counterpart is missing', () => {
    const orphan = post({
      source: '@site/blog/2016-06-argentario.md',
      permalink: '/blogbook/2016-06-argentario/',
      date: new Date('2016-06-10'),
    });
    expect(() => validateBlogPosts([orphan], { siteDir })).toThrow(
      'blog/2016-06-argentario.md: its translation i18n/it/docusaurus-plugin-content-blog/2016-06-argentario.md is missing',
    );
  });

  it('rejects a slug that is not YYYY-MM-source or does not match the date', () => {
    expect(() => validateBlogPosts([post({ permalink: '/blogbook/barcolana/' })], { siteDir })).toThrow(
      /not of the form/,
    );
    expect(() => validateBlogPosts([post({ date: new Date('2015-11-02') })], { siteDir })).toThrow(
      /date 2015-11 does not match/,
    );
  });
});
