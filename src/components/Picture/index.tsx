import type { ImageSlot } from '@site/src/data/images';
import { useT } from '@site/src/i18n/useLocale';
import Art from '../Art';
import styles from './styles.module.css';

interface PictureProps {
  slot: ImageSlot;
  className?: string;
  /** Set on the one picture that is the page's largest paint. */
  priority?: boolean;
}

/** Shows the slot's photograph when the owner has supplied one, its illustration otherwise. */
export default function Picture({ slot, className, priority = false }: PictureProps) {
  const t = useT();
  const alt = t(slot.alt);
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {slot.photo ? (
        <img
          className={styles.photo}
          src={slot.photo.src}
          width={slot.photo.width}
          height={slot.photo.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          // React 18 passes the lowercase attribute through unchanged.
          {...{ fetchpriority: priority ? 'high' : 'auto' }}
        />
      ) : (
        <Art name={slot.art} label={alt} />
      )}
    </div>
  );
}
