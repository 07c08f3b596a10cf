/**
 * The gallery's lightbox: PhotoSwipe and its stylesheet, loaded by dynamic import on the first tap
 * (a chunk of their own; no page ships them up front). Swipe, pinch/zoom, arrow keys and Esc are
 * PhotoSwipe's; the labels come in the page's language.
 */
import { photoswipeCssUrl } from '@site/src/lib/photos';

export interface LightboxLabels {
  label: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  of: string;
}

export async function openLightbox(links: HTMLAnchorElement[], index: number, labels: LightboxLabels): Promise<void> {
  const [{ default: PhotoSwipe }] = await Promise.all([import('photoswipe'), stylesheet()]);
  const lightbox = new PhotoSwipe({
    dataSource: links.map((link) => ({
      src: link.href,
      srcset: link.dataset.pswpSrcset,
      width: Number(link.dataset.pswpWidth),
      height: Number(link.dataset.pswpHeight),
      alt: link.querySelector('img')?.alt ?? '',
      element: link,
    })),
    index: Math.max(0, index),
    // Opaque: at 0.8 (the default) the page showed through on a phone, its menu icon under the counter.
    bgOpacity: 1,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    indexIndicatorSep: labels.of,
    returnFocus: true,
  });
  lightbox.on('afterInit', () => {
    lightbox.element?.setAttribute('aria-label', labels.label);
    lightbox.element?.setAttribute('lang', document.documentElement.lang);
  });
  // Back closes the lightbox, as on a phone's own photo viewer: it opens as a history entry of its own.
  watchHistory();
  if (!inLightboxEntry) window.history.pushState({ ...(window.history.state as object), [entryFlag]: true }, '');
  inLightboxEntry = true;
  open = () => lightbox.close();
  lightbox.on('close', () => {
    open = undefined;
    // Closed by its button or Esc: leave its entry, so Back then leaves the page as it would have.
    if (inLightboxEntry) window.history.back();
  });
  lightbox.init();
}

/** Marks the history entry the open lightbox added (the rest of the state is the router's, kept as it was). */
const entryFlag = 'libeccioLightbox';
/** Whether the current history entry is the lightbox's. */
let inLightboxEntry = false;
/** Closes the lightbox on screen, if one is. */
let open: (() => void) | undefined;
let watching = false;

/**
 * Moves between the page's entry and the lightbox's: closes the lightbox (Back), or does nothing
 * (Forward onto a closed lightbox's entry), hidden from the router, which would otherwise take the
 * same page's entry for a navigation and scroll to the top. Any other entry is the router's.
 */
function watchHistory() {
  if (watching) return;
  watching = true;
  window.addEventListener(
    'popstate',
    (event: PopStateEvent) => {
      const toLightbox = Boolean((event.state as Record<string, unknown> | null)?.[entryFlag]);
      if (!toLightbox && !inLightboxEntry) return;
      event.stopImmediatePropagation();
      inLightboxEntry = toLightbox;
      if (!toLightbox) open?.();
    },
    // Before the router's own listener on window.
    { capture: true },
  );
}

/**
 * PhotoSwipe's stylesheet, linked on first use. Imported through the bundler it would join the
 * site's one CSS file that every page loads; the photos plugin copies it next to the photographs.
 */
function stylesheet(): Promise<void> {
  if (document.querySelector(`link[href="${photoswipeCssUrl}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = photoswipeCssUrl;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
