/** Cache-Control for a path of the built site; CloudFront's behaviours mirror it. */
export function cacheControlFor(uri: string): string {
  // Always asked anew: how open tabs learn of a new build, and the service worker's updates.
  if (uri === '/build-info.json' || uri === '/sw.js') return 'no-cache';
  // Hashed by the bundler, under /assets/ and each locale's /it/assets/.
  if (/^\/(?:[a-z]{2}\/)?assets\//.test(uri)) return 'public, max-age=31536000, immutable';
  if (uri.endsWith('.html') || uri.endsWith('/')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}
