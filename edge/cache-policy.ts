/** Cache-Control for a path of the built site; CloudFront's behaviours mirror it. */
export function cacheControlFor(uri: string): string {
  // Always asked anew: how open tabs learn of a new build, and the service worker's updates.
  if (uri === '/build-info.json' || uri === '/sw.js') return 'no-cache';
  if (uri.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (uri.endsWith('.html') || uri.endsWith('/')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}
