import type { Localized } from '../../locales';
import type { MapFrame } from '../../mapFrame';

/**
 * The areas the itinerary maps show. `coast.json` (scripts/maps/extract-coast.ts) holds the land around
 * each leg's frame; the overview is drawn from Natural Earth (world-atlas) at build time.
 */
export const legFrames = {
  aeolian: { bbox: [14.25, 38.04, 15.42, 38.9], width: 720 },
  menorca: { bbox: [3.66, 39.76, 4.47, 40.12], width: 720 },
} as const satisfies Record<'aeolian' | 'menorca', MapFrame>;

/** A close-up in a corner of a leg's map, where the leg's scale hides a harbour under its markers. */
export interface InsetFrame extends MapFrame {
  leg: keyof typeof legFrames;
  name: Localized;
  /** The corner of the leg's map it is drawn in: the south-west. */
  corner: 'sw';
}

/**
 * The close-ups. Mahón's harbour is a few hundred metres wide and four kilometres long: on the Menorca map
 * it is about five units wide, under the markers of the base and of Day 1, so the harbour has its own.
 */
export const insetFrames = {
  mahon: {
    leg: 'menorca',
    name: { en: 'Port of Mahón', it: 'Porto di Mahón' },
    bbox: [4.248, 39.861, 4.335, 39.904],
    width: 250,
    corner: 'sw',
  },
} as const satisfies Record<string, InsetFrame>;

export type InsetId = keyof typeof insetFrames;

/** The overview: both legs and the positioning passage between them. */
export const overviewFrame = { bbox: [1.2, 36.4, 16.6, 42.4], width: 720 } as const satisfies MapFrame;

/** A point inside each coast a stop names ([lon, lat]): how coast.json names its polygons. */
export const coastNames = {
  Sicily: [14.5, 37.6],
  Vulcano: [14.965, 38.395],
  Lipari: [14.935, 38.49],
  Salina: [14.845, 38.56],
  Filicudi: [14.565, 38.57],
  Alicudi: [14.352, 38.543],
  Panarea: [15.066, 38.636],
  Stromboli: [15.213, 38.79],
  Menorca: [4.1, 39.95],
} as const satisfies Record<string, readonly [number, number]>;

export type CoastName = keyof typeof coastNames;
