/**
 * Chunk loading, hardened: a failed chunk is retried up to 3 times with a short
 * backoff. If it still fails during a navigation, Docusaurus then does a full
 * load of the target path; if it fails on the initial load, the page stays
 * server-rendered and the console says why.
 *
 * And split: before hydration, a chunk counts as loaded one task later. The
 * route's chunks are installed before main.js runs (boot.js), so without this
 * the route's modules would be evaluated in main.js's own task, right after
 * it: on the blogbook list (17 excerpts) one task of about 32 ms on this
 * machine, 130 ms on Lighthouse's phone. main.js and the route's modules then
 * run as two tasks, and the browser can answer a tap between them.
 */
declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> };

export const chunkRetries = 3;

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined') {
  const load = __webpack_require__.e;
  // A task of its own, not throttled in a hidden tab as a timeout would be.
  const nextTask = () =>
    new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  const hydrated = () => document.documentElement.getAttribute('data-has-hydrated') === 'true';
  __webpack_require__.e = (chunkId) => {
    const attempt = (retriesLeft: number): Promise<unknown> =>
      load(chunkId).catch((error: unknown) => {
        if (retriesLeft === 0) throw error;
        return new Promise((resolve) => window.setTimeout(resolve, 250 * (chunkRetries - retriesLeft + 1))).then(() =>
          attempt(retriesLeft - 1),
        );
      });
    const loaded = attempt(chunkRetries);
    return hydrated() ? loaded : loaded.then((value) => nextTask().then(() => value));
  };

  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    const reason = event.reason as { name?: string } | undefined;
    if (!hydrated && reason?.name === 'ChunkLoadError') {
      console.error(`page resources for ${window.location.pathname} not found. Not rendering React`);
      event.preventDefault();
    }
  });
}

export default {};
