import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The boot script (boot.js, a linted script like edge/routing.js), read at
 * build time without its comments: Docusaurus ships the whole site config,
 * this template included, in main.js. (The HTML minifier then minifies it in
 * the page; the CSP hash is taken from the page as written, index.ts.)
 */
export const bootScript = readFileSync(path.join(__dirname, 'boot.js'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/^\s*\/\/.*\n/gm, '')
  .trim();

/**
 * The page shell every route is rendered into (Docusaurus `ssrTemplate`). It
 * differs from Docusaurus's own in when the app's scripts are fetched and run:
 * the entry scripts are listed for the boot script (`data-boot`) as preloads
 * whose media never matches (`media="not all"`: not requested), and the boot
 * script requests and runs them once the page has painted (see boot.js).
 *
 * Fetched before the first paint, main.js (85 KB) shares a phone's bandwidth
 * with the stylesheet the paint waits for. Measured 2026-11-28 on a throttled
 * phone (slow 4G, CPU ×4, 7 alternating loads): requested at first paint, the
 * first paint came 140-156 ms sooner (/ 736 -> 596 ms, /the-yacht/ 708 -> 552
 * ms medians) and hydration 400-470 ms later. The page is complete without its
 * scripts; its content first. (Lighthouse's Lantern also counted a script that
 * arrived before the largest paint towards it whenever its evaluation was a
 * task under 10 ms, which main.js's is in about one load in three.)
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
