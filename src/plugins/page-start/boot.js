/*
 * The boot script: inlined in every page's head by template.ts, the same on
 * every page (the CSP allows it by its hash, which index.ts reports).
 *
 * The entry scripts (template.ts lists them as preloads held back, data-boot,
 * and says why) are requested and run only once the page has painted its
 * content: the server-rendered page is complete without them, and hydration is
 * a long task on a phone; run first (which is what `defer` does whenever the
 * scripts arrive before the stylesheet and font) it holds the content back by
 * its whole length. The first contentful paint is taken from
 * the Paint Timing API; where that is missing, from the frame after the first
 * animation frame. A hidden tab never paints, so there the scripts run at
 * once; a page that somehow never reports a paint runs them after 3 s.
 *
 * The route's own chunks, which index.ts writes into `data-chunks` after the
 * build, are requested at the same moment: main.js then finds them loading or
 * installed instead of discovering them itself and fetching them a round trip
 * later. Inserting a script costs a phone ~8 ms, so they are added four to a
 * task (the blogbook list has 23), chunks first: main.js must find every one
 * already there.
 *
 * The web font (`link[data-font]`, a preload that index.ts writes with a
 * media that never matches, so it waits) is requested at the same
 * moment, ahead of the scripts; once it has arrived, html[data-web-font]
 * puts it in the font stack (src/css/custom.css): the first paint is the page in a local face
 * metric-matched to Hanken Grotesk, so it never waits for the font (LCP =
 * FCP), and the swap moves no line.
 *
 * A tap on the menu button before the app has hydrated opens the menu once it has (a phone's first
 * taps would otherwise be lost while the scripts arrive).
 */
(function () {
  var chunks = (document.currentScript.getAttribute('data-chunks') || '').split(' ');
  var font = document.querySelector('link[data-font]');
  var booted = false;
  function add(src, async) {
    var script = document.createElement('script');
    script.src = src;
    script.async = async;
    // A chunk that failed must not be found by main.js as if still loading:
    // removed, it is requested afresh (and retried, src/client/chunk-retry.ts).
    script.onerror = function () {
      script.remove();
    };
    document.head.appendChild(script);
  }
  function boot() {
    if (booted) return;
    booted = true;
    // The brand face joins the font stack once it has arrived and been decoded:
    // one restyle and relayout, with the font at hand. document.fonts.load()
    // loads the stylesheet's face while no element uses it, so its arrival
    // relayouts nothing; a preload would arrive as bytes only, and the face's
    // own load after the restyle would relayout the page a second time. If it
    // never arrives, the fallback stays.
    var webFont = function () {
      document.documentElement.setAttribute('data-web-font', '');
    };
    // (Every browser the site supports has the CSS Font Loading API; without it the fallback stays.)
    if (!font) webFont();
    else if (document.fonts) document.fonts.load('1em "Hanken Grotesk"').then(webFont, function () {});
    var queue = [];
    chunks.forEach(function (src) {
      if (src) queue.push([src, false]);
    });
    document.querySelectorAll('link[data-boot]').forEach(function (link) {
      // Its preload, held until now (media="not all"), starts at once: main.js,
      // the largest file and the one hydration waits for, is not queued behind
      // the route's chunks (where no browser fetches on the media change, the
      // script element below does).
      link.media = 'all';
      queue.push([link.getAttribute('href'), false]);
    });
    (function next() {
      queue.splice(0, 4).forEach(function (item) {
        add(item[0], item[1]);
      });
      if (queue.length) setTimeout(next);
    })();
  }
  // A tap on the menu button before the app has hydrated is kept: the menu opens once it has (the
  // sidebar is the app's), unless the app already answered that tap itself.
  var html = document.documentElement;
  var menu = '.navbar__toggle';
  var tapped = false;
  var hydrated = function () {
    return html.dataset.hasHydrated === 'true';
  };
  document.addEventListener(
    'click',
    function (event) {
      tapped = tapped || (!hydrated() && !!event.target.closest(menu));
    },
    true,
  );
  new window.MutationObserver(function (records, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    setTimeout(function () {
      if (tapped && !document.querySelector('.navbar-sidebar--show')) document.querySelector(menu).click();
    });
  }).observe(html, { attributes: true, attributeFilter: ['data-has-hydrated'] });
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
})();
