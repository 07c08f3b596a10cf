import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ownerEmail from '../functions/domain/ownerEmail';
import * as messages from '../src/contracts/messages';
import * as a11y from '../src/data/copy/a11y';
import * as feeds from '../src/data/copy/feeds';
import * as forms from '../src/data/copy/forms';
import * as home from '../src/data/copy/home';
import * as pages from '../src/data/copy/pages';
import * as yacht from '../src/data/copy/yacht';
import * as images from '../src/data/images';
import * as itinerary from '../src/data/itinerary';
import * as season from '../src/data/season';
import * as site from '../src/data/site';
import * as specs from '../src/data/yacht';

const root = path.join(__dirname, '..');

function collectLocalized(value: unknown, out: Set<string>) {
  if (Array.isArray(value)) {
    value.forEach((item) => collectLocalized(item, out));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.it === 'string') {
      if (record.en !== record.it) out.add(record.en);
      return;
    }
    Object.values(record).forEach((item) => collectLocalized(item, out));
  }
}

/**
 * English text that must never show on an Italian page: every English half of
 * the typed content that differs from its Italian half, the English menu and
 * footer labels, the English blog titles and subtitles, and the theme's own
 * English strings.
 */
export function englishOnlyStrings(): string[] {
  const out = new Set<string>();
  for (const module of [
    home,
    pages,
    yacht,
    forms,
    a11y,
    feeds,
    messages,
    ownerEmail,
    images,
    itinerary,
    season,
    site,
    specs,
  ]) {
    collectLocalized(module, out);
  }

  for (const file of ['navbar.json', 'footer.json']) {
    const translations = JSON.parse(
      readFileSync(path.join(root, 'i18n/it/docusaurus-theme-classic', file), 'utf8'),
    ) as Record<string, { message: string }>;
    for (const [key, { message }] of Object.entries(translations)) {
      const english = key.replace(/^(item\.label|link\.item\.label|link\.title)\./, '');
      if (english !== key && english !== message) out.add(english);
    }
  }

  for (const file of readdirSync(path.join(root, 'blog'))) {
    const source = readFileSync(path.join(root, 'blog', file), 'utf8');
    for (const key of ['title', 'subtitle', 'readMore']) {
      const match = new RegExp(`^${key}: "?(.+?)"?$`, 'm').exec(source);
      if (match?.[1]) out.add(match[1]);
    }
  }

  for (const theme of [
    'Skip to main content',
    'Read more',
    'Newer post',
    'Older post',
    'Toggle navigation bar',
    'Back to main menu',
    'Recent posts',
    'On this page',
    'Scroll back to top',
    'Blog post page navigation',
    'opens in new tab',
    'Close',
    'Page Not Found',
    // react-toastify's and react-calendar's own labels
    'Notifications Alt+T',
    'notification timer',
    'RSS Feed',
    'Atom Feed',
  ]) {
    out.add(theme);
  }
  // Single words shared by both languages' running text are not evidence of a leak.
  return [...out].filter((text) => text.includes(' ') || text.length > 12);
}
