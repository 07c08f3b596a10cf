import type { ClientModule } from '@docusaurus/types';

/**
 * Replaces the theme's progress bar (nprogress after a fixed 200 ms): a bar
 * that appears only when a navigation has waited 1000 ms, and never otherwise.
 * Wired in place of @docusaurus/theme-classic/lib/nprogress by the
 * navigation plugin's webpack alias.
 */
export const progressDelayMs = 1000;

let timer: number | undefined;

function bar(): HTMLElement {
  let element = document.getElementById('route-progress');
  if (!element) {
    element = document.createElement('div');
    element.id = 'route-progress';
    element.setAttribute('aria-hidden', 'true');
    document.body.appendChild(element);
  }
  return element;
}

function stop() {
  window.clearTimeout(timer);
  timer = undefined;
  document.getElementById('route-progress')?.removeAttribute('data-active');
}

const progress: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    stop();
    timer = window.setTimeout(() => bar().setAttribute('data-active', 'true'), progressDelayMs);
    return stop;
  },
  onRouteDidUpdate() {
    stop();
  },
};

export default progress;
