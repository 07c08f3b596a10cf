import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as messages from '../../common/contracts/messages';
import { mailKinds } from '../../functions/mailKinds';

const root = path.join(__dirname, '..', '..');

/**
 * The registry of visible strings: every module under src/data (the site's
 * content and copy, wherever it renders: pages, components, PDF, feeds, social
 * card) and under common/facts and common/contracts (the facts and messages the
 * back end renders too), and the copy of every kind of e-mail the site sends
 * (each feature's kinds, assembled in functions/mailKinds.ts). A new copy module
 * in those folders, or a new e-mail kind, is in it without being listed here.
 */
function copyModules(): unknown[] {
  const data = [path.join('src', 'data'), path.join('common', 'facts'), path.join('common', 'contracts')].flatMap(
    (dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        .map((file) => require(path.join(root, dir, file)) as unknown),
  );
  const emails = Object.values(mailKinds).map((kind) => kind.copy);
  return [...data, messages, ...emails];
}

function collectLocalized(value: unknown, out: Set<string>) {
  if (Array.isArray(value)) {
    value.forEach((item) => collectLocalized(item, out));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.it === 'string') {
      // A lone function word (" of ") is no sign of English: proper names carry it ("Spirit of Tradition").
      if (record.en !== record.it && record.en.trim().length > 3) out.add(record.en);
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
  for (const module of copyModules()) collectLocalized(module, out);

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
