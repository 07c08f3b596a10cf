/**
 * Chunk loading, hardened: a failed chunk is retried up to 3 times with a short
 * backoff. If it still fails during a navigation, Docusaurus then does a full
 * load of the target path; if it fails on the initial load, the page stays
 * server-rendered and the console says why.
 */
declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> };

export const chunkRetries = 3;

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined') {
  const load = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => {
    const attempt = (retriesLeft: number): Promise<unknown> =>
      load(chunkId).catch((error: unknown) => {
        if (retriesLeft === 0) throw error;
        return new Promise((resolve) => window.setTimeout(resolve, 250 * (chunkRetries - retriesLeft + 1))).then(() =>
          attempt(retriesLeft - 1),
        );
      });
    return attempt(chunkRetries);
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
