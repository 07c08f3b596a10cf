/**
 * Which script files a page's route needs, and the HTML edits of the
 * page-start plugin (route chunks, font preload) and the hashes the CSP needs.
 * Docusaurus lists only the entry scripts in each page (with Rspack its
 * SSR manifest does not map the route's modules), so the runtime discovers
 * the route's chunks while main.js runs and fetches them one round trip
 * later, inserting a script element per chunk inside main.js's task.
 */

/** `routesChunkNames.json`: route key ("/blogbook/-46c") → nested chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/** Every chunk name in a route's entry, however deeply nested (`items[].content`...). */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (Array.isArray(entry)) return entry.flatMap(chunkNamesOf);
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/** The route's path: its key without the "-hash" Docusaurus appends. */
export function routePathOf(key: string): string {
  return key.replace(/-[0-9a-f]{3}$/, '');
}

/**
 * The script files (relative to the build's base URL) of a route, in a stable
 * order, shared chunks once, leaving out those the page already loads.
 */
export function routeScripts(
  entry: unknown,
  filesOfChunk: Record<string, string[]>,
  alreadyLoaded: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  for (const name of chunkNamesOf(entry)) {
    const chunkFiles = filesOfChunk[name];
    if (!chunkFiles) throw new Error(`No files known for chunk "${name}"`);
    for (const file of chunkFiles) if (file.endsWith('.js') && !alreadyLoaded.has(file)) files.add(file);
  }
  return [...files];
}

const bootLink = /<link rel=["']?preload["']? as=["']?script["']?[^>]*data-boot[^>]*href=["']?([^"' >]+)["']?[^>]*>/g;
const bootScript = /<script data-chunks(?:=(?:""|''))?>/;

/**
 * Writes the route's chunks into the boot script's `data-chunks` (see
 * boot.js), leaving out the entry scripts the page lists already.
 */
export function withRouteScripts(html: string, baseUrl: string, scripts: (existing: Set<string>) => string[]): string {
  const existing = new Set([...html.matchAll(bootLink)].map((match) => match[1]!.slice(baseUrl.length)));
  if (!existing.size || !bootScript.test(html)) {
    throw new Error('The page has no boot script (see boot.js)');
  }
  const chunks = scripts(existing).map((file) => `${baseUrl}${file}`);
  return html.replace(bootScript, `<script data-chunks="${chunks.join(' ')}">`);
}

/**
 * The web font, first in the head, for the boot script: a preload whose media
 * never matches (`media="not all"`), so nothing fetches it before the page has
 * painted in the metric-matched fallback (src/css/custom.css); boot.js then
 * requests it (`link[data-font]`). The first paint, and the largest, never
 * wait for it. `font` is the file the bundler emitted, from its own asset list.
 */
export function withFontPreload(html: string, fontUrl: string): string {
  if (html.includes('as=font')) return html;
  if (!html.includes('<head>')) throw new Error('The page has no <head> to preload its font in');
  return html.replace(
    '<head>',
    `<head><link rel=preload href=${fontUrl} as=font type=font/woff2 crossorigin media="not all" data-font>`,
  );
}

/** The one emitted file of the body text's variable font, from the bundler's asset names. */
export function webFontOf(assetNames: readonly string[]): string {
  const fonts = assetNames.filter((name) => /(^|\/)hanken-grotesk-latin-wght-normal[^/]*\.woff2$/.test(name));
  if (fonts.length !== 1)
    throw new Error(`Expected one latin variable web font among the assets, found ${fonts.length}`);
  return fonts[0]!;
}

/**
 * The CSP `script-src` hashes of a page's inline scripts, as written (after
 * the HTML minifier): the boot script, and the theme's own. JSON-LD is data,
 * not script, and needs none.
 */
export function inlineScriptHashes(html: string, sha256: (body: string) => string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    const isJsonLd = /type=["']?application\/ld\+json/.test(match[0]);
    if (body.trim() && !isJsonLd) hashes.push(`sha256-${sha256(body)}`);
  }
  return hashes;
}
