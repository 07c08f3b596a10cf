import type { Locale } from '../../../common/locales';
import { legFrames, overviewFrame } from '../../../common/facts/geo/areas';
import { dayRoutes, itinerary, positioning, type LabelSide, type MapPlace } from '../../../common/facts/itinerary';
import { frameHeight, project, type LonLat, type MapFrame } from '../../../common/mapFrame';

/** The maps: each leg's and the overview of both. Their land is drawn at build (src/plugins/itinerary-maps). */
export type MapId = keyof typeof legFrames | 'overview';

export const mapIds: readonly MapId[] = ['overview', 'aeolian', 'menorca'];

/** The map whose land the page draws inline rather than as an image: it can be in a phone's first screen. */
export const inlineMap = 'overview' satisfies MapId;

export function frameOf(id: MapId): MapFrame {
  return id === 'overview' ? overviewFrame : legFrames[id];
}

/** Sizes in viewBox units (the maps are 720 wide). */
export const mapType = { label: 24, place: 22, sea: 20, number: 18, stopRadius: 15 } as const;

export interface MapText {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'middle' | 'end';
  kind: 'stop' | 'land' | 'sea' | 'area';
}

/** What is drawn over a map's land, in the page's language: the page (SVG) and the PDF draw the same. */
export interface MapOverlay {
  width: number;
  height: number;
  /** Polylines in viewBox units. */
  routes: readonly (readonly [number, number][])[];
  /** Frames of the legs on the overview. */
  boxes: readonly { x: number; y: number; width: number; height: number }[];
  stops: readonly { x: number; y: number; n: number }[];
  texts: readonly MapText[];
}

const gap = mapType.stopRadius + 6;

function beside([x, y]: [number, number], side: LabelSide): Pick<MapText, 'x' | 'y' | 'anchor'> {
  const middle = mapType.label * 0.35;
  switch (side) {
    case 'e':
      return { x: x + gap, y: y + middle, anchor: 'start' };
    case 'w':
      return { x: x - gap, y: y + middle, anchor: 'end' };
    case 'n':
      return { x, y: y - gap, anchor: 'middle' };
    case 's':
      return { x, y: y + gap + mapType.label * 0.75, anchor: 'middle' };
  }
}

function placeText(frame: MapFrame, place: MapPlace, locale: Locale): MapText {
  const [x, y] = project(frame, place.at);
  return { x, y, text: place.name[locale], anchor: 'middle', kind: place.kind };
}

export function mapOverlay(id: MapId, locale: Locale): MapOverlay {
  const frame = frameOf(id);
  const size = { width: frame.width, height: frameHeight(frame) };
  const at = (point: LonLat) => project(frame, point);
  if (id === 'overview') {
    const boxes = itinerary.map(({ leg }) => {
      const [west, south, east, north] = legFrames[leg.id].bbox;
      const [x0, y0] = at([west, north]);
      const [x1, y1] = at([east, south]);
      return { x: x0, y: y0, width: x1 - x0, height: y1 - y0, name: leg.name[locale] };
    });
    return {
      ...size,
      routes: [positioning.route.map(at)],
      boxes,
      stops: [],
      texts: [
        // A leg's name over its frame, running inwards from the frame's outer edge so that it stays on the map.
        ...boxes.map((box): MapText =>
          box.x > size.width / 2
            ? { x: box.x + box.width, y: box.y - 8, text: box.name, anchor: 'end', kind: 'area' }
            : { x: box.x, y: box.y - 8, text: box.name, anchor: 'start', kind: 'area' },
        ),
        ...positioning.places.map((place) => placeText(frame, place, locale)),
      ],
    };
  }
  const leg = itinerary.find((candidate) => candidate.leg.id === id)!;
  const route = dayRoutes(leg)
    .flatMap((line, index) => (index === 0 ? line : line.slice(1)))
    .map(at);
  const stops = leg.days.map(({ stop }, index) => ({ ...pointOf(at(stop.at)), n: index + 1 }));
  return {
    ...size,
    routes: [route],
    boxes: [],
    stops,
    texts: [
      ...leg.days.map(({ stop }): MapText => ({
        ...beside(at(stop.at), stop.label),
        text: stop.name[locale],
        kind: 'stop',
      })),
      ...leg.places.map((place) => placeText(frame, place, locale)),
    ],
  };
}

const pointOf = ([x, y]: [number, number]) => ({ x, y });

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The class names the page styles the overlay with (its CSS module). */
export interface OverlayClasses {
  box?: string;
  route?: string;
  stop?: string;
  text: Readonly<Record<MapText['kind'], string | undefined>>;
}

/**
 * The overlay as SVG markup (the text escaped) for the page's `<svg>`: set as its inner HTML, React
 * leaves the shapes and labels out of hydration. The same elements and attributes as JSX would write.
 */
export function overlayMarkup(overlay: MapOverlay, classes: OverlayClasses): string {
  const cls = (className: string | undefined) => (className ? ` class="${escape(className)}"` : '');
  const text = (x: number, y: number, anchor: string, content: string, className?: string) =>
    `<text${cls(className)} x="${x}" y="${y}" text-anchor="${anchor}">${escape(content)}</text>`;
  return [
    ...overlay.boxes.map(
      (box) =>
        `<rect${cls(classes.box)} x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="6"></rect>`,
    ),
    ...overlay.routes.map(
      (route) =>
        `<polyline${cls(classes.route)} points="${route.map((point) => point.join(',')).join(' ')}"></polyline>`,
    ),
    ...overlay.texts.map(({ x, y, text: content, anchor, kind }) => text(x, y, anchor, content, classes.text[kind])),
    ...overlay.stops.map(
      ({ x, y, n }) =>
        `<g${cls(classes.stop)}><circle cx="${x}" cy="${y}" r="${mapType.stopRadius}"></circle>${text(x, y + mapType.number * 0.36, 'middle', String(n))}</g>`,
    ),
  ].join('');
}

/** "1 Vulcano, 2 Lipari, …": a leg's stops in words, for the text alternative. */
export function stopList(id: keyof typeof legFrames, locale: Locale): string {
  const leg = itinerary.find((candidate) => candidate.leg.id === id)!;
  return leg.days.map(({ stop }, index) => `${index + 1} ${stop.name[locale]}`).join(', ');
}
