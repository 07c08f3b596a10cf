import type { Localized } from '../i18n/locales';

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

export interface Leg {
  id: 'aeolian' | 'menorca';
  name: Localized;
  /** First day of the leg. */
  from: IsoDate;
  /** Last day of the leg. */
  to: IsoDate;
}

/** The summer 2025 charter season: two legs, back to back. */
export const season = {
  year: 2025,
  name: { en: 'Summer 2025', it: 'Estate 2025' } satisfies Localized,
  legs: [
    {
      id: 'aeolian',
      name: { en: 'Aeolian Islands', it: 'Isole Eolie' },
      from: '2025-04-28',
      to: '2025-08-30',
    },
    {
      id: 'menorca',
      name: { en: 'Menorca', it: 'Minorca' },
      from: '2025-08-31',
      to: '2025-11-01',
    },
  ] as const satisfies readonly Leg[],
} as const;

/** What every charter includes. No prices or fees are ever shown. */
export const included: readonly Localized[] = [
  { en: 'Up to 8 adult guests', it: 'Fino a 8 ospiti adulti' },
  { en: '4 guest cabins, each with its own bathroom', it: '4 cabine ospiti, ciascuna con il proprio bagno' },
  {
    en: 'A crew of four: captain, hostess, cook and sailor',
    it: 'Quattro persone di equipaggio: comandante, hostess, cuoco e marinaio',
  },
  { en: '10+ water toys', it: 'Oltre 10 giochi d’acqua' },
  { en: 'Linen and final cleaning', it: 'Biancheria e pulizie finali' },
  { en: 'Yacht and liability insurance', it: 'Assicurazione dello yacht e di responsabilità civile' },
];

/** The booking rule, stated wherever the offer is. */
export const bookingRule: Localized = {
  en: 'Libeccio is chartered in full only, never by the cabin: the whole yacht and her crew are yours for the week.',
  it: 'Libeccio si noleggia solo per intero, mai a cabina: per tutta la settimana la barca e il suo equipaggio sono soltanto vostri.',
};
