import gallery from '@photos-data/gallery.json';
import { useEffect, useRef } from 'react';
import { galleryCopy } from '@site/src/data/copy/gallery';
import { fill } from '@site/common/locales';
import { useT } from '@site/src/i18n/useLocale';
import { photoSrcSet, photoUrl, type ClientPhoto } from '@site/src/lib/photos';
import { PhotoPicture, placeholderStyle } from '../Picture';
import styles from './styles.module.css';

/** Displayed width of a gallery frame: three columns on a wide screen, two on a tablet, one on a phone. */
const sizes = '(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw';

/**
 * Every photograph in the owner's order, with its caption in the page's language. Each is a link to
 * the large JPEG, so it opens without JavaScript; with it, the first tap loads PhotoSwipe (its own
 * chunk, never in the page's initial JavaScript) and opens the lightbox there. Renders nothing while
 * the owner has no photographs.
 */
export default function Gallery({ photos = gallery }: { photos?: readonly ClientPhoto[] }) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const labels = {
    label: t(galleryCopy.lightbox.label),
    close: t(galleryCopy.lightbox.close),
    zoom: t(galleryCopy.lightbox.zoom),
    previous: t(galleryCopy.lightbox.previous),
    next: t(galleryCopy.lightbox.next),
    error: t(galleryCopy.lightbox.error),
    of: t(galleryCopy.lightbox.of),
  };
  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[data-pswp-width]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const links = [...element.querySelectorAll<HTMLAnchorElement>('a[data-pswp-width]')];
      void import('./lightbox').then(({ openLightbox }) =>
        openLightbox(links, links.indexOf(link as HTMLAnchorElement), labels),
      );
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  });
  if (photos.length === 0) return null;
  return (
    <section id="photographs" className={styles.gallery}>
      <div className="container">
        <h2>{t(galleryCopy.title)}</h2>
        <ul ref={list} className={styles.grid}>
          {photos.map((photo) => {
            const large = photo.width;
            return (
              <li
                key={photo.name}
                className={styles.item}
                style={{ flexGrow: photo.width / photo.height, flexBasis: `${(photo.width / photo.height) * 15}rem` }}
              >
                <figure className={styles.figure}>
                  <a
                    className={styles.link}
                    href={photoUrl(photo, large, 'jpg')}
                    aria-label={fill(t(galleryCopy.open), { alt: t(photo.alt) })}
                    data-pswp-width={photo.width}
                    data-pswp-height={photo.height}
                    data-pswp-srcset={photoSrcSet(photo, 'webp')}
                    style={{ ...placeholderStyle(photo), aspectRatio: `${photo.width} / ${photo.height}` }}
                  >
                    <PhotoPicture photo={photo} sizes={sizes} className={styles.photo} />
                  </a>
                  {photo.caption && <figcaption className={styles.caption}>{t(photo.caption)}</figcaption>}
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
