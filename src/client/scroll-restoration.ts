import type { ClientModule } from '@docusaurus/types';

/**
 * Scroll position saved per history entry and restored on back/forward
 * (Docusaurus scrolls to the top on every navigation); hash links scroll their
 * target into view, also on first load.
 */
const storageKey = 'scroll-positions';
let popped = false;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function save(key: string, y: number) {
  const all = positions();
  all[key] = y;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(all));
  } catch {
    // Storage full or disabled: restoration is a nicety.
  }
}

const entryKey = (location: { key?: string; pathname: string }) => location.key ?? `path:${location.pathname}`;

/**
 * Runs `scroll` with every block of the page laid out: blocks below the first screen are skipped
 * until the reader nears them (content-visibility, src/css/custom.css) and count as an estimated
 * height, so a saved position or an anchor's place would be off by the estimates' error. Once laid
 * out, they keep their real height; the page goes back to skipping what is out of view after two
 * frames.
 */
function withEverythingLaidOut(scroll: () => void) {
  const root = document.documentElement;
  root.setAttribute('data-layout-all', '');
  scroll();
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute('data-layout-all')));
}

function scrollToHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) withEverythingLaidOut(() => target.scrollIntoView({ behavior: 'instant' }));
}

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => (popped = true));
  // A page opened at an anchor (every invitation to charter opens /join-us/#availability): the browser's
  // own jump lands where the skipped blocks' estimated heights put it, often screens away. Scrolled again
  // once loaded, every block laid out. The scripts run after first paint (src/plugins/page-start/boot.js),
  // which on a fast load can be after the load event: then at once.
  const atAnchor = () => {
    if (window.location.hash) scrollToHash(window.location.hash);
  };
  if (document.readyState === 'complete') window.setTimeout(atAnchor);
  else window.addEventListener('load', atAnchor, { once: true });
}

const scrollRestoration: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    // Leaving previousLocation: remember where the reader was.
    if (previousLocation) save(entryKey(previousLocation), window.scrollY);
  },
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation) return;
    if (popped) {
      popped = false;
      const y = positions()[entryKey(location)];
      if (y !== undefined) withEverythingLaidOut(() => window.scrollTo({ top: y, behavior: 'instant' }));
      return;
    }
    if (location.hash) scrollToHash(location.hash);
  },
};

export default scrollRestoration;
