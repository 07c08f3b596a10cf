/**
 * The page shell every route is rendered into (Docusaurus `ssrTemplate`).
 *
 * It differs from Docusaurus's own in one way: the app's scripts are fetched
 * at once (a low-priority preload) but run only once the page has painted its
 * content. The server-rendered page is complete without them, and hydration
 * is a long task on a phone: run first (which is what `defer` does whenever
 * the scripts arrive before the stylesheet and font) it holds the content
 * back by its whole length. The first contentful paint is taken from the
 * Paint Timing API; where that is missing, from the frame after the first
 * animation frame. A hidden tab never paints, so there the scripts run at
 * once, and a page that somehow never reports a paint runs them after 3 s.
 * The script is the same on every page: the CSP allows it by its hash.
 */
export const bootScript = `(function () {
  var booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    document.querySelectorAll('link[data-boot]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.hidden) return boot();
  document.addEventListener('visibilitychange', boot, { once: true });
  setTimeout(boot, 3000);
  var P = window.PerformanceObserver;
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    new P(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(boot);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(boot);
    });
  }
})();`;

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
      <link rel="preload" as="script" fetchpriority="low" data-boot href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <script>${bootScript}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
