import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Locale } from '../../common/locales';

export interface PostSource {
  slug: string;
  title: string;
  subtitle: string;
  readMore: string;
  date: string;
}

const dirs: Record<Locale, string> = {
  en: path.join(__dirname, '..', '..', 'blog'),
  it: path.join(__dirname, '..', '..', 'i18n', 'it', 'docusaurus-plugin-content-blog'),
};

/** The blogbook posts of a language, read from their Markdown front matter. */
export function postsOf(locale: Locale): PostSource[] {
  return readdirSync(dirs[locale])
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const { data } = matter(readFileSync(path.join(dirs[locale], file), 'utf8'));
      return {
        slug: String(data.slug),
        title: String(data.title),
        subtitle: String(data.subtitle),
        readMore: String(data.readMore),
        date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date),
      };
    });
}
