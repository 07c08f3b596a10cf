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
 * differs from Docusaurus's own in when the app's scripts run: the entry
 * scripts are listed as low-priority preloads (`data-boot`) and run by the
 * boot script once the page has painted (see boot.js).
 *
 * The webpack runtime (3.5 KB) is listed for the boot script but not fetched
 * before it (`media="not all"`: a preload whose media never matches is not
 * requested): Lighthouse's Lantern counts towards LCP every request that ends
 * before the largest paint unless the script's evaluation is a task of its own
 * (>= 10 ms), which the runtime's never is; main.js's always is. Requested at
 * first paint, it still arrives long before main.js has downloaded.
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
      <link rel="preload" as="script" fetchpriority="low" <%~ script.includes('runtime~') ? 'media="not all" ' : '' %>data-boot href="<%= it.baseUrl %><%= script %>" />
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
