import useBaseUrl from '@docusaurus/useBaseUrl';
import { joinUsPage } from '@site/src/data/copy/pages';
import { itinerary } from '@site/common/facts/itinerary';
import { fill } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { mapOverlay, overlayMarkup, stopList, type MapId } from './overlay';
import styles from './styles.module.css';

const classes = {
  box: styles.box,
  route: styles.route,
  stop: styles.stop,
  inset: styles.inset,
  text: { stop: styles.label, land: styles.land, sea: styles.sea, area: styles.area },
} as const;

/**
 * A map of the itinerary: the land is drawn at build time (src/plugins/itinerary-maps, no text in it, the
 * same for both languages), and the route, the numbered stops and the names are drawn over it here as SVG
 * text in the page's language. No script, no tiles, no third-party request.
 * The land is a lazily loaded static SVG, or, given as `land` (SVG elements), drawn inline: the overview
 * can be in a phone's first screen, where its land as an image became the page's largest paint after the
 * text (phone LCP 1.7 s lazy, 1.05 s eager, against FCP 0.9 s on /join-us/).
 */
export default function ItineraryMap({ id, land }: { id: MapId; land?: string }) {
  const t = useT();
  const locale = useLocale();
  const src = useBaseUrl(`/img/maps/${id}.svg`);
  const overlay = mapOverlay(id, locale);
  const [aeolian, menorca] = itinerary;
  const leg = itinerary.find((candidate) => candidate.leg.id === id);
  const alt = leg
    ? fill(t(joinUsPage.map.legAlt[leg.leg.id]), { stops: stopList(leg.leg.id, locale) })
    : fill(t(joinUsPage.map.overviewAlt), { first: t(aeolian!.leg.name), second: t(menorca!.leg.name) });
  const viewBox = `0 0 ${overlay.width} ${overlay.height}`;
  return (
    <figure className={styles.map}>
      <div className={styles.stack}>
        {land ? null : (
          <img src={src} alt="" width={overlay.width} height={overlay.height} loading="lazy" decoding="async" />
        )}
        <svg
          viewBox={viewBox}
          role="img"
          aria-label={alt}
          // Drawn as markup: React then leaves the ~40 shapes and labels of each map out of hydration.
          dangerouslySetInnerHTML={{ __html: (land ?? '') + overlayMarkup(overlay, classes) }}
        />
      </div>
      <figcaption className={styles.caption}>
        {leg ? `${t(joinUsPage.map.legCaption)} ` : null}
        {/* The overview's Aeolian Islands come from the legs' OpenStreetMap coastline. */}
        <span className={styles.credit}>{t(joinUsPage.map.osm)}</span>
        {leg ? null : (
          <>
            {' · '}
            <span className={styles.credit}>{t(joinUsPage.map.naturalEarth)}</span>
          </>
        )}
      </figcaption>
    </figure>
  );
}
