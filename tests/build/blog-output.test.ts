import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../common/facts/site';
import { feedCopy } from '../../src/data/copy/feeds';
import { fill, localePrefix, locales } from '../../common/locales';
import { buildDir } from '../../common/paths';
import { postsOf } from '../support/posts';

const built = (route: string, file = 'index.html') => readFileSync(path.join(buildDir, route, file), 'utf8');

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

describe.each(locales)('the blogbook build in %s', (locale) => {
  const list = `${localePrefix(locale)}/blogbook/`;
  const posts = postsOf(locale);

  it("titles the feeds, and every page's links to them, in the page's language", () => {
    const title = `${site.yachtName}: Blogbook`;
    const description = fill(feedCopy.description[locale], { yacht: site.yachtName });
    expect(built(list, 'rss.xml')).toContain(`<title>${title}</title>`);
    expect(built(list, 'rss.xml')).toContain(`<description>${description}</description>`);
    expect(built(list, 'atom.xml')).toContain(`<subtitle>${description}</subtitle>`);
    for (const route of [`${localePrefix(locale)}/`, list]) {
      const links = [...built(route).matchAll(/<link rel=alternate type=application\/(rss|atom)\+xml [^>]*>/g)].map(
        (match) => match[0],
      );
      expect(links).toHaveLength(2);
      expect(links.join('\n')).toContain(`title="${fill(feedCopy.link.rss[locale], { title })}"`);
      expect(links.join('\n')).toContain(`href=${list}rss.xml`);
      expect(links.join('\n')).not.toContain('Feed"');
    }
  });

  it('publishes RSS and Atom feeds with all seventeen posts', () => {
    const rss = built(list, 'rss.xml');
    const atom = built(list, 'atom.xml');
    expect(rss.match(/<item>/g)).toHaveLength(17);
    expect(atom.match(/<entry>/g)).toHaveLength(17);
    for (const post of posts) {
      expect(rss).toContain(`${site.url}${list}${post.slug}/`);
      expect(atom).toContain(`${site.url}${list}${post.slug}/`);
    }
  });

  it('describes the list as a Blog and each article as a BlogPosting in structured data', () => {
    const listData = jsonLd(built(list));
    expect(listData.some((data) => data['@type'] === 'Blog')).toBe(true);
    for (const post of posts) {
      const article = jsonLd(built(`${list}${post.slug}/`)).find((data) => data['@type'] === 'BlogPosting');
      expect(article).toMatchObject({
        headline: post.title,
        url: `${site.url}${list}${post.slug}/`,
        inLanguage: locale,
      });
    }
  });
});
