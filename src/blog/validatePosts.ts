import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ArtName } from '../data/images';

/** The blogbook's own front matter, on top of Docusaurus's. */
export interface BlogbookFrontMatter {
  title: string;
  subtitle: string;
  description: string;
  /** Text of the list page's read-more button. */
  readMore: string;
  illustration: ArtName;
}

export const postIllustrations: readonly ArtName[] = ['regatta', 'harbour', 'festival', 'press', 'shipyard', 'coast'];

/** The subset of Docusaurus's BlogPost this check reads. */
export interface PostToValidate {
  metadata: {
    source: string;
    permalink: string;
    date: Date | string;
    hasTruncateMarker: boolean;
    frontMatter: Record<string, unknown>;
  };
}

export interface ValidateOptions {
  siteDir: string;
  /** Folders (relative to siteDir) that must hold a translation of every post. */
  translationDirs?: readonly string[];
}

const requiredText = ['title', 'subtitle', 'description', 'readMore'] as const;
const slugPattern = /^(\d{4})-(\d{2})-[a-z0-9]+$/;

/**
 * Fails the build when a post lacks a part the blogbook shows, naming the file.
 * Called from the blog plugin's `processBlogPosts` for every locale.
 */
export function validateBlogPosts(posts: readonly PostToValidate[], options: ValidateOptions): void {
  const translationDirs = options.translationDirs ?? ['i18n/it/docusaurus-plugin-content-blog'];
  const problems: string[] = [];

  for (const { metadata } of posts) {
    const file = metadata.source.replace(/^@site\//, '');
    const fm = metadata.frontMatter;
    const fail = (message: string) => problems.push(`${file}: ${message}`);

    for (const key of requiredText) {
      const value = fm[key];
      if (typeof value !== 'string' || value.trim() === '') fail(`front matter "${key}" is missing or empty`);
    }
    if (!postIllustrations.includes(fm.illustration as ArtName)) {
      fail(`front matter "illustration" must be one of ${postIllustrations.join(', ')}`);
    }
    if (!metadata.hasTruncateMarker) fail('the excerpt is missing: end it with the line {/* truncate */}');

    const slug = metadata.permalink.split('/').filter(Boolean).pop() ?? '';
    const slugMatch = slugPattern.exec(slug);
    if (!slugMatch) {
      fail(`slug "${slug}" is not of the form YYYY-MM-source`);
    } else {
      const date = new Date(metadata.date).toISOString().slice(0, 7);
      if (date !== `${slugMatch[1]}-${slugMatch[2]}`) fail(`date ${date} does not match the slug's month`);
    }

    if (file.startsWith('blog/')) {
      const name = path.basename(file);
      for (const dir of translationDirs) {
        if (!existsSync(path.join(options.siteDir, dir, name))) fail(`its translation ${dir}/${name} is missing`);
      }
    }
  }

  if (problems.length > 0) {
    throw new Error(`The blogbook has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}
