import type { Locale } from '../../../common/locales';
import { insetFrames, legFrames, overviewFrame, type InsetId } from '../../../common/facts/geo/areas';
import { dayRoutes, itinerary, positioning, type LabelSide, type MapPlace } from '../../../common/facts/itinerary';
import { frameHeight, project, type LonLat, type MapFrame } from '../../../common/mapFrame';

/** The maps: each leg's and the overview of both. Their land is drawn at build (src/plugins/itinerary-maps). */
export type MapId = keyof typeof legFrames | 'overview';

export const mapIds: readonly MapId[] = ['overview', 'aeolian', 'menorca'];

/** The map whose land the page draws inline rather than as an image: it can be in a phone's first screen. */
export const inlineMap = 'overview' satisfies MapId;

/** A map or one of its close-ups (common/facts/geo/areas.ts `insetFrames`). */
export type FrameId = MapId | InsetId;

export function frameOf(id: FrameId): MapFrame {
  if (id === 'overview') return overviewFrame;
  return id in legFrames ? legFrames[id as keyof typeof legFrames] : insetFrames[id as InsetId];
}

/** The close-ups drawn on map `id`. */
export function insetsOf(id: MapId): InsetId[] {
  return (Object.keys(insetFrames) as InsetId[]).filter((inset) => insetFrames[inset].leg === id);
}

/** Where close-up `id` sits on its leg's map (viewBox units): in its corner, a little in from the edges. */
export function insetBox(id: InsetId): { x: number; y: number; width: number; height: number } {
  const frame = insetFrames[id];
  const parent = legFrames[frame.leg];
  const height = frameHeight(frame);
  return { x: insetMargin, y: frameHeight(parent) - height - insetMargin, width: frame.width, height };
}

const insetMargin = 10;

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
  /**
   * Close-ups in a corner, each in its own viewBox (`width` × `height` units at `x`, `y` of the map): the same
   * route, the stops it holds and their names. Their land is drawn at build with the map's.
   */
  insets: readonly MapInset[];
}

export interface MapInset extends Omit<MapOverlay, 'insets' | 'boxes'> {
  id: InsetId;
  x: number;
  y: number;
  /** The close-up's name, in its top right corner. */
  title: MapText;
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
      insets: [],
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
  const marks = legMarks(leg, frame, locale);
  const insets = insetsOf(id).map((inset): MapInset => {
    const box = insetBox(inset);
    const { title, ...rest } = insetMarks(inset, leg, locale);
    return { id: inset, ...box, ...rest, title };
  });
  return {
    ...size,
    ...marks,
    // On the map, the water each close-up shows.
    boxes: insetsOf(id).map((inset) => {
      const [west, south, east, north] = insetFrames[inset].bbox;
      const [x0, y0] = at([west, north]);
      const [x1, y1] = at([east, south]);
      return { x: x0, y: y0, width: tenth(x1 - x0), height: tenth(y1 - y0) };
    }),
    texts: [...marks.texts, ...leg.places.map((place) => placeText(frame, place, locale))],
    insets,
  };
}

/** A leg's route, numbered stops and their names, in `frame`; only the stops inside it when `within`. */
function legMarks(leg: (typeof itinerary)[number], frame: MapFrame, locale: Locale, within = false) {
  const at = (point: LonLat) => project(frame, point);
  const route = dayRoutes(leg)
    .flatMap((line, index) => (index === 0 ? line : line.slice(1)))
    .map(at);
  const [west, south, east, north] = frame.bbox;
  const shown = leg.days
    .map((day, index) => ({ ...day, n: index + 1 }))
    .filter(
      ({
        stop: {
          at: [lon, lat],
        },
      }) => !within || (lon > west && lon < east && lat > south && lat < north),
    );
  return {
    routes: [route],
    stops: shown.map(({ stop, n }) => ({ ...pointOf(at(stop.at)), n })),
    texts: shown.map(({ stop }): MapText => ({
      ...beside(at(stop.at), stop.label),
      text: stop.name[locale],
      kind: 'stop',
    })),
  };
}

function insetMarks(id: InsetId, leg: (typeof itinerary)[number], locale: Locale) {
  const frame = insetFrames[id];
  const height = frameHeight(frame);
  const marks = legMarks(leg, frame, locale, true);
  // Names below their markers: the close-up is small.
  const texts = marks.stops.map(({ x, y }, index): MapText => ({
    ...beside([x, y], 's'),
    text: marks.texts[index]!.text,
    kind: 'stop',
  }));
  const title: MapText = { x: frame.width - 8, y: 26, text: frame.name[locale], anchor: 'end', kind: 'area' };
  return { width: frame.width, height, ...marks, texts, title };
}

const tenth = (v: number) => Math.round(v * 10) / 10;

const pointOf = ([x, y]: [number, number]) => ({ x, y });

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The class names the page styles the overlay with (its CSS module). */
export interface OverlayClasses {
  box?: string;
  route?: string;
  stop?: string;
  /** A close-up's frame. */
  inset?: string;
  text: Readonly<Record<MapText['kind'], string | undefined>>;
}

/**
 * The overlay as SVG markup (the text escaped) for the page's `<svg>`: set as its inner HTML, React
 * leaves the shapes and labels out of hydration. The same elements and attributes as JSX would write.
 * A close-up is a nested `<svg>` (which clips to its box) over its frame.
 */
export function overlayMarkup(overlay: MapOverlay, classes: OverlayClasses): string {
  const cls = (className: string | undefined) => (className ? ` class="${escape(className)}"` : '');
  const text = (x: number, y: number, anchor: string, content: string, className?: string) =>
    `<text${cls(className)} x="${x}" y="${y}" text-anchor="${anchor}">${escape(content)}</text>`;
  const rect = ({ x, y, width, height }: MapOverlay['boxes'][number], className?: string) =>
    `<rect${cls(className)} x="${x}" y="${y}" width="${width}" height="${height}" rx="6"></rect>`;
  const marks = (part: Pick<MapOverlay, 'routes' | 'texts' | 'stops'>) =>
    [
      ...part.routes.map(
        (route) =>
          `<polyline${cls(classes.route)} points="${route.map((point) => point.join(',')).join(' ')}"></polyline>`,
      ),
      ...part.texts.map(({ x, y, text: content, anchor, kind }) => text(x, y, anchor, content, classes.text[kind])),
      ...part.stops.map(
        ({ x, y, n }) =>
          `<g${cls(classes.stop)}><circle cx="${x}" cy="${y}" r="${mapType.stopRadius}"></circle>${text(x, y + mapType.number * 0.36, 'middle', String(n))}</g>`,
      ),
    ].join('');
  return [
    ...overlay.boxes.map((box) => rect(box, classes.box)),
    marks(overlay),
    ...overlay.insets.map(
      (inset) =>
        `${rect(inset, classes.inset)}<svg x="${inset.x}" y="${inset.y}" width="${inset.width}" height="${inset.height}" viewBox="0 0 ${inset.width} ${inset.height}">` +
        `${marks({ ...inset, texts: [...inset.texts, inset.title] })}</svg>`,
    ),
  ].join('');
}

/** "1 Vulcano, 2 Lipari, …": a leg's stops in words, for the text alternative. */
export function stopList(id: keyof typeof legFrames, locale: Locale): string {
  const leg = itinerary.find((candidate) => candidate.leg.id === id)!;
  return leg.days.map(({ stop }, index) => `${index + 1} ${stop.name[locale]}`).join(', ');
}
