import Head from '@docusaurus/Head';
import slotPhotos from '@photos-data/slots.json';
import type { PhotoSlot } from '@site/common/contracts/photos';
import { images, type ImageSlot } from '@site/src/data/images';
import { useT } from '@site/src/i18n/useLocale';
import { photoSrcSet, photoUrl, photoWidths, type ClientPhoto } from '@site/src/lib/photos';
import Art from '../Art';
import styles from './styles.module.css';

interface PictureProps {
  slot: ImageSlot;
  className?: string;
  /** Set on the one picture that is the page's largest paint: fetched first, never lazily. */
  priority?: boolean;
  /** The frame's displayed width, for the browser to pick a file (`sizes`). */
  sizes?: string;
}

/** The slot's name in src/data/images.ts, to find the photograph the owner placed there. */
const slotName = (slot: ImageSlot) =>
  (Object.keys(images) as PhotoSlot[]).find((name) => (images as Record<string, ImageSlot>)[name] === slot);

/** Shows the slot's photograph when the owner has supplied one, its illustration otherwise. */
export default function Picture({ slot, className, priority = false, sizes }: PictureProps) {
  const t = useT();
  const name = slotName(slot);
  const photo = name ? slotPhotos[name] : undefined;
  return (
    <div
      className={className ? `${styles.frame} ${className}` : styles.frame}
      style={photo ? placeholderStyle(photo) : undefined}
    >
      {photo ? (
        <>
          {priority && (
            // In the head, so the AVIF starts with the stylesheet rather than after it (LCP on a phone).
            <Head>
              <link
                rel="preload"
                as="image"
                type="image/avif"
                imageSrcSet={photoSrcSet(photo, 'avif')}
                imageSizes={sizes ?? '100vw'}
                {...{ fetchpriority: 'high' }}
              />
            </Head>
          )}
          <PhotoPicture photo={photo} sizes={sizes ?? '(min-width: 992px) 50vw, 100vw'} priority={priority} />
        </>
      ) : (
        <Art name={slot.art} label={t(slot.alt)} />
      )}
    </div>
  );
}

/** The build-time placeholder behind a photo: its dominant colour, then a tiny blurred image (no JS). */
export function placeholderStyle(photo: ClientPhoto) {
  return { backgroundColor: photo.color, backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover' };
}

/**
 * A photograph as the browser's preload scanner finds it in the HTML: AVIF, then WebP, then JPEG,
 * each at the width ladder, with its pixel size (no layout shift) and the page language's alt text.
 */
export function PhotoPicture({
  photo,
  sizes,
  priority = false,
  className,
}: {
  photo: ClientPhoto;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const t = useT();
  const fallback = photoWidths(photo).find((width) => width >= 1200) ?? photo.width;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        className={className ?? styles.photo}
        src={photoUrl(photo, fallback, 'jpg')}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={t(photo.alt)}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        // React 18 passes the lowercase attribute through unchanged.
        {...{ fetchpriority: priority ? 'high' : 'auto' }}
      />
    </picture>
  );
}
