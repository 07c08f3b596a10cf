import { fill, monthNames, type Locale, type Localized } from '../locales';

/**
 * The facts of a charter week that more than one page, the itinerary PDF or a mail states: each is
 * written once, here, and every place that states it reads it from here (common/facts/charter.test.ts
 * holds it). None is a price, fee or percentage. Each is a line of docs/owner-checklist.md
 * ("One fact, one place"): the owners confirm it or change it here, and every page and mail follows.
 */

/** How soon the owners answer a request or a message: the Contact page, the acknowledgements, the guide. */
export const replyTime: Localized = { en: 'within one working day', it: 'entro un giorno lavorativo' };

/**
 * How many guests she takes. The specification's list counts eight, as adults; children count among the
 * eight (they need a berth too), so the site says "children included": owners to confirm.
 */
export const guests = {
  max: 8,
  /** The line of the "included" list, the home page and the page descriptions. */
  upTo: { en: 'Up to 8 guests, children included', it: 'Fino a 8 ospiti, bambini compresi' } satisfies Localized,
  /** The technical table's value. */
  short: { en: 'Up to 8, children included', it: 'Fino a 8, bambini compresi' } satisfies Localized,
} as const;

/**
 * Embarkation and disembarkation times on the first and last day of a week (owners to confirm). The
 * itinerary's first day says "late afternoon" to match, never a time of its own.
 */
export const embarkation = { from: '17:00', until: '09:00' } as const;

/**
 * The months she usually sails, 1-12, both included. The default is the months of the specification's
 * 2025 charter weeks (28 April to 1 November); the owners confirm it. The request form takes preferred
 * dates only in these months (common/contracts/joinRequest.ts), and the Join us page says so.
 */
export const sailingMonths = { first: 4, last: 10 } as const;

/** "from April to October" / "da aprile a ottobre". */
export function sailingMonthsText(locale: Locale): string {
  const months = monthNames[locale];
  return fill(locale === 'it' ? 'da {first} a {last}' : 'from {first} to {last}', {
    first: months[sailingMonths.first - 1] ?? '',
    last: months[sailingMonths.last - 1] ?? '',
  });
}

/** Whether a month (1-12) is one she usually sails in. */
export function isSailingMonth(month: number): boolean {
  return month >= sailingMonths.first && month <= sailingMonths.last;
}

/** The first month (YYYY-MM) from `today` (YYYY-MM-DD) on that is a sailing month: the month fields' minimum. */
export function firstSailingMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month > sailingMonths.last) return `${year + 1}-${String(sailingMonths.first).padStart(2, '0')}`;
  return `${year}-${String(Math.max(month, sailingMonths.first)).padStart(2, '0')}`;
}

/**
 * Fresh water: the specification's 2,200-litre tank, and the watermaker the refit post of 2015 and the
 * equipment list name (owners to confirm it is aboard and working). Nothing says she refills in harbour.
 */
export const freshWater = {
  answer: {
    en: 'The tank holds 2,200 litres for guests and crew together, and the watermaker aboard tops it up at sea. Short showers still help it go round.',
    it: 'Il serbatoio contiene 2.200 litri per ospiti ed equipaggio insieme, e il dissalatore di bordo lo rabbocca in navigazione. Docce brevi aiutano comunque a farlo bastare.',
  } satisfies Localized,
} as const;

/** The room guests eat and sit in below deck: the site's Italian word is "quadrato", never "salone". */
export const saloon: Localized = { en: 'saloon', it: 'quadrato' };

/** Driving times from the airports to Portorosa (owners to confirm; about 150 km and 210 km by road). */
export const portorosaAirports: Localized = {
  en: 'The nearest airports are Catania, about an hour and three quarters away by car, and Palermo, about two and a half hours',
  it: 'Gli aeroporti più vicini sono Catania, a circa un’ora e tre quarti di auto, e Palermo, a circa due ore e mezza',
};
