import { formatDate, localePrefix, locales } from '../../common/locales';
import { blogCopy } from '../../src/data/copy/pages';
import { postsOf } from '../support/posts';
import { expect, hydrated, test } from '../support/fixtures';

test.use({ siteOptions: {} });

for (const locale of locales)
  test.describe(`the blogbook in ${locale}`, () => {
    const posts = postsOf(locale);
    const list = `${localePrefix(locale)}/blogbook/`;

    test('has the seventeen posts, 2014-08 to 2020-04', () => {
      expect(posts).toHaveLength(17);
      const slugs = posts.map((post) => post.slug).sort();
      expect(slugs[0]).toMatch(/^2014-08-/);
      expect(slugs.at(-1)).toMatch(/^2020-04-/);
      for (const known of [
        '2014-08-doublexworld',
        '2015-10-barcolana',
        '2017-06-velafestival',
        '2020-04-sailuniverse',
      ]) {
        expect(slugs).toContain(known);
      }
    });

    test('lists every post newest first with title, subtitle, excerpt and its own read-more button', async ({
      page,
      site,
    }) => {
      await page.goto(site.origin + list);
      const items = await page.locator('.blog-list article').evaluateAll((articles) =>
        articles.map((article) => ({
          title: article.querySelector('h2')?.textContent?.trim(),
          href: article.querySelector('h2 a')?.getAttribute('href'),
          subtitle: article.querySelector('.blog-subtitle')?.textContent?.trim(),
          excerpt: article.querySelector('.markdown')?.textContent?.trim() ?? '',
          button: article.querySelector('footer a.button')?.firstChild?.textContent?.trim(),
          buttonName: article.querySelector('footer a.button')?.textContent?.trim(),
          buttonHref: article.querySelector('footer a.button')?.getAttribute('href'),
        })),
      );
      const expected = [...posts].sort((a, b) => b.date.localeCompare(a.date));
      expect(items).toHaveLength(17);
      items.forEach((item, index) => {
        const post = expected[index]!;
        expect(item).toMatchObject({
          title: post.title,
          href: `${list}${post.slug}/`,
          subtitle: post.subtitle,
          button: post.readMore,
          // Its accessible name names the article too (visually hidden text).
          buttonName: `${post.readMore}: ${post.title}`,
          buttonHref: `${list}${post.slug}/`,
        });
        expect(item.excerpt.split(/\s+/).length).toBeGreaterThanOrEqual(15);
      });
    });

    test('opens every article with its subtitle, its date in the language’s format, and a back link to this list', async ({
      page,
      site,
    }) => {
      for (const post of posts) {
        const response = await page.goto(`${site.origin}${list}${post.slug}/`);
        expect(response?.status()).toBe(200);
        expect(await page.locator('h1').textContent()).toBe(post.title);
        expect(await page.locator('article .blog-subtitle').textContent()).toBe(post.subtitle);
        expect(await page.locator('article time').textContent()).toBe(formatDate(post.date, locale));
        const back = page.locator('a.blog-back-link');
        expect((await back.textContent())?.replace('← ', '')).toBe(blogCopy.back[locale]);
        expect(await back.getAttribute('href')).toBe(list);
        expect(await page.locator('.pagination-nav a').count()).toBeGreaterThanOrEqual(1);
      }
      // Following the back link from the last article lands on the list.
      await hydrated(page);
      await Promise.all([page.waitForURL(site.origin + list), page.click('a.blog-back-link')]);
      await page.waitForSelector(`h1:text-is("${blogCopy.title[locale]}")`);
      expect(await page.locator('.blog-list article').count()).toBe(17);
    });
  });
