import vm from 'node:vm';
import { renderServiceWorker } from './service-worker';

/** Runs the generated worker in a sandbox and reports which requests it answers itself. */
function answeredBy(pathname: string): boolean {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: 'https://www.libeccio-charter.example' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  const caches = { match: () => Promise.resolve(undefined), open: () => Promise.resolve({ put: () => undefined }) };
  const fetch = () => new Promise(() => undefined); // never settles: only who answers matters here
  vm.runInNewContext(renderServiceWorker('test', ['/']), { self, URL, caches, fetch });
  let answered = false;
  listeners.fetch!({
    request: { method: 'GET', url: `https://www.libeccio-charter.example${pathname}` },
    respondWith: () => (answered = true),
  });
  return answered;
}

describe('the offline service worker', () => {
  it('never answers the live availability (or any API path) itself, so no cached copy is ever used', () => {
    expect(answeredBy('/api/availability')).toBe(false);
    expect(answeredBy('/api/availability.ics')).toBe(false);
    expect(answeredBy('/api/availability.ics?lang=it')).toBe(false);
  });

  it('answers pages and hashed assets (offline reading)', () => {
    expect(answeredBy('/join-us/')).toBe(true);
    expect(answeredBy('/assets/js/main.0123abcd.js')).toBe(true);
  });
});
