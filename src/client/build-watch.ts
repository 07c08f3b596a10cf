import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';

/**
 * New build detection. The build writes /build-info.json (served uncached);
 * on every client-side navigation the page asks for it, and when a newer build
 * is live the navigation becomes a full page load, once per new build (never a loop).
 */
const current = String(siteConfig.customFields?.buildId ?? '');
const reloadedKey = 'reloaded-for-build';

const buildWatch: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname || !current) return;
    fetch('/build-info.json', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ buildId?: string }>) : undefined))
      .then((info) => {
        if (!info?.buildId || info.buildId === current) return;
        if (sessionStorage.getItem(reloadedKey) === info.buildId) return;
        sessionStorage.setItem(reloadedKey, info.buildId);
        window.location.assign(`${location.pathname}${location.search}${location.hash}`);
      })
      .catch(() => undefined);
  },
};

export default buildWatch;
