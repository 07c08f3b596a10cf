import type { Localized } from '../locales';

/**
 * The cruising areas the site has an itinerary for (common/facts/itinerary.ts): a season's legs may
 * only sail these. A new area is content work (its itinerary, its names, its passages below), not
 * an owner command.
 */
export const areas = {
  aeolian: {
    name: { en: 'Aeolian Islands', it: 'Isole Eolie' },
    /** The area in a sentence ("she sails the Aeolian Islands", "naviga tra le Eolie"). */
    inText: { en: 'the Aeolian Islands', it: 'le Eolie' },
  },
  menorca: { name: { en: 'Menorca', it: 'Minorca' }, inText: { en: 'Menorca', it: 'Minorca' } },
} as const satisfies Record<string, { name: Localized; inText: Localized }>;

export type AreaId = keyof typeof areas;

export const areaIds = Object.keys(areas) as AreaId[];

export function isAreaId(value: unknown): value is AreaId {
  return typeof value === 'string' && Object.hasOwn(areas, value);
}

/** An area's name in both languages; an id the site does not know reads as itself. */
export function areaName(id: string): Localized {
  return isAreaId(id) ? areas[id].name : { en: id, it: id };
}

/** A season's areas in a sentence, in sailing order: "the Aeolian Islands and Menorca", "le Eolie e Minorca". */
export function areasInText(ids: readonly string[], locale: 'en' | 'it'): string {
  const names = [...new Set(ids)].map((id) => (isAreaId(id) ? areas[id].inText[locale] : id));
  return listInText(names, locale);
}

/**
 * Names joined as `Intl.ListFormat(locale, { type: 'conjunction' })` joins them ("A, B, and C", "A, B e C"),
 * without Intl: the home page's copy calls it while it hydrates, and a browser's first Intl object loads
 * the ICU data (about 15-20 ms of main-thread time unthrottled). A test compares it with Intl.
 */
export function listInText(names: readonly string[], locale: 'en' | 'it'): string {
  if (names.length < 2) return names.join('');
  const and = locale === 'it' ? ' e ' : names.length > 2 ? ', and ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}

/**
 * The least time, in days, Libeccio needs to sail from one area to another at a changeover (the
 * positioning passage; no guests aboard). Owner-checklist item: the owners confirm these figures.
 */
const passages: Readonly<Record<string, number>> = {
  'aeolian>menorca': 4,
  'menorca>aeolian': 4,
};

/** Days needed to sail from `from` to `to`: 0 in the same waters. */
export function passageDays(from: AreaId, to: AreaId): number {
  if (from === to) return 0;
  const days = passages[`${from}>${to}`];
  if (days === undefined) throw new Error(`No passage time from ${from} to ${to} in common/facts/areas.ts`);
  return days;
}
