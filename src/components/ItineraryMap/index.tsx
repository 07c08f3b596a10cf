import useBaseUrl from '@docusaurus/useBaseUrl';
import { joinUsPage } from '@site/src/data/copy/pages';
import { itinerary } from '@site/src/data/itinerary';
import { fill } from '@site/src/i18n/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { mapOverlay, mapType, stopList, type MapId, type MapOverlay } from './overlay';
import styles from './styles.module.css';

const textClass = { stop: styles.label, land: styles.land, sea: styles.sea, area: styles.area } as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The route, the frames, the numbered stops and the names, as SVG markup (text escaped). */
export function overlayMarkup(overlay: MapOverlay): string {
  const text = (x: number, y: number, anchor: string, content: string, className?: string) =>
    `<text${className ? ` class="${className}"` : ''} x="${x}" y="${y}" text-anchor="${anchor}">${escape(content)}</text>`;
  return [
    ...overlay.boxes.map(
      (box) =>
        `<rect class="${styles.box}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="6"></rect>`,
    ),
    ...overlay.routes.map(
      (route) =>
        `<polyline class="${styles.route}" points="${route.map((point) => point.join(',')).join(' ')}"></polyline>`,
    ),
    ...overlay.texts.map(({ x, y, text: content, anchor, kind }) => text(x, y, anchor, content, textClass[kind])),
    ...overlay.stops.map(
      ({ x, y, n }) =>
        `<g class="${styles.stop}"><circle cx="${x}" cy="${y}" r="${mapType.stopRadius}"></circle>${text(x, y + mapType.number * 0.36, 'middle', String(n))}</g>`,
    ),
  ].join('');
}

/**
 * A map of the itinerary: the land is a static SVG drawn at build time (src/plugins/itinerary-maps, no
 * text in it, the same file for both languages), and the route, the numbered stops and the names are
 * drawn over it here as SVG text in the page's language. No script, no tiles, no third-party request.
 */
export default function ItineraryMap({ id }: { id: MapId }) {
  const t = useT();
  const locale = useLocale();
  const src = useBaseUrl(`/img/maps/${id}.svg`);
  const overlay = mapOverlay(id, locale);
  const [aeolian, menorca] = itinerary;
  const leg = itinerary.find((candidate) => candidate.leg.id === id);
  const alt = leg
    ? fill(t(joinUsPage.map.legAlt), { area: t(leg.leg.name), base: t(leg.base), stops: stopList(leg.leg.id, locale) })
    : fill(t(joinUsPage.map.overviewAlt), { first: t(aeolian!.leg.name), second: t(menorca!.leg.name) });
  const viewBox = `0 0 ${overlay.width} ${overlay.height}`;
  return (
    <figure className={styles.map}>
      <div className={styles.stack}>
        <img src={src} alt="" width={overlay.width} height={overlay.height} loading="lazy" decoding="async" />
        <svg
          viewBox={viewBox}
          role="img"
          aria-label={alt}
          // Drawn as markup: React then leaves the ~40 shapes and labels of each map out of hydration.
          dangerouslySetInnerHTML={{ __html: overlayMarkup(overlay) }}
        />
      </div>
      <figcaption className={styles.caption}>
        {leg ? `${t(joinUsPage.map.legCaption)} ` : null}
        <span className={styles.credit}>{t(leg ? joinUsPage.map.osm : joinUsPage.map.naturalEarth)}</span>
      </figcaption>
    </figure>
  );
}
