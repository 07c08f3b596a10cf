/**
 * The client's entry, in place of Docusaurus's clientEntry.js (which it runs
 * last): main.js's modules are evaluated in three tasks instead of one.
 *
 * Evaluating them was the page's longest task after its first paint (36-38 ms
 * unthrottled in Lighthouse's trace, about 150 ms on its phone), and a task
 * blocks input for what it takes beyond 50 ms. So: React DOM (with main.js's
 * own compile, a third of the whole), then the route registry and the client
 * modules (src/client/), then the app, which hydrates the page. Every import
 * is "eager": the modules stay in main.js; only the moment they run changes.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/registry'),
    import(/* webpackMode: "eager" */ '@generated/client-modules'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
})();
