/**
 * After every client-side navigation, a visually hidden live region says
 * "Navigated to {page title or first heading}" (Docusaurus has no announcer).
 */
import type { ClientModule } from '@docusaurus/types';
import { navigationAnnouncement as message } from '../data/copy/ui';
import { fill } from '../../common/locales';
import { pageLocale } from './locale';

function region(): HTMLElement {
  let element = document.getElementById('route-announcer');
  if (!element) {
    element = document.createElement('div');
    element.id = 'route-announcer';
    element.className = 'sr-only';
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'assertive');
    element.setAttribute('aria-atomic', 'true');
    document.body.appendChild(element);
  }
  return element;
}

function pageName(): string {
  // The theme appends " | Libeccio" to titles; the announcement wants the page's own name.
  const title = document.title.replace(/\s+\|\s+[^|]+$/, '').trim();
  return title || document.querySelector('h1')?.textContent?.trim() || document.title;
}

const announcer: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    // The head (title) is updated by react-helmet just after the route renders.
    window.setTimeout(() => {
      region().textContent = fill(message[pageLocale()], { title: pageName() });
    }, 100);
  },
};

export default announcer;
