/**
 * Offline reading: a service worker at /sw.js, registered only when the reader
 * asks for it (the footer's "read offline" control, or ?offline=1, remembered)
 * and only over HTTPS or on localhost. Turning it off unregisters it.
 */
const storageKey = 'offline-reading';

export function offlineSupported(): boolean {
  const secure =
    window.location.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
  return secure && 'serviceWorker' in navigator;
}

export function offlineWanted(): boolean {
  try {
    return localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

export async function setOffline(on: boolean): Promise<void> {
  try {
    localStorage.setItem(storageKey, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (!offlineSupported()) return;
  if (on) {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } else {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
}

if (typeof window !== 'undefined') {
  const asked = new URLSearchParams(window.location.search).get('offline');
  if (asked === '1' || asked === '0') void setOffline(asked === '1');
  else if (offlineWanted()) void setOffline(true);
}

export default {};
