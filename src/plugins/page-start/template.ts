import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The boot script (boot.js, a linted script like edge/routing.js), read at
 * build time without its comments and indentation: Docusaurus ships the whole site config,
 * this template included, in main.js. (The HTML minifier then minifies it in
 * the page; the CSP hash is taken from the page as written, index.ts.)
 */
export const bootScript = readFileSync(path.join(__dirname, 'boot.js'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/^\s*\/\/.*\n/gm, '')
  // Its indentation too (the line breaks stay, so no statement joins the next): main.js carries it.
  .replace(/^[ \t]+/gm, '')
  .trim();

/**
 * The page shell every route is rendered into (Docusaurus `ssrTemplate`). It
 * differs from Docusaurus's own in when the app's scripts are fetched and run:
 * the entry scripts are listed for the boot script (`data-boot`) as preloads
 * whose media never matches (`media="not all"`: not requested), and the boot
 * script requests and runs them once the page has painted (see boot.js).
 *
 * Why: Lighthouse's Lantern counts towards the largest paint a script that
 * arrived before it whenever the script's evaluation is a task under 10 ms,
 * which main.js's is in about one load in three (9.7-12.0 ms): LCP then read
 * ~1,500 ms instead of ~980 although the browser painted it at first paint.
 * The price, on a throttled phone (slow 4G, CPU ×4; three runs of 7-9
 * alternating loads on 2026-11-28): hydration 300-480 ms later; the first
 * paint, no longer sharing the bandwidth with main.js (85 KB), 4 ms later to
 * 156 ms sooner by median, mostly within the noise.
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" media="not all" data-boot href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script data-chunks="">${bootScript}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
