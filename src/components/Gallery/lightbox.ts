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
  lightbox.init();
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
