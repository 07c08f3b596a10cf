import { formatNumber, type Localized } from '../../common/locales';
import { guests } from '../../common/facts/charter';

/** One label/value line of the technical features. Static text. */
export interface TechnicalFeature {
  label: Localized;
  value: Localized;
}

export interface TechnicalGroup {
  id: string;
  title: Localized;
  features: readonly TechnicalFeature[];
}

const same = (text: string): Localized => ({ en: text, it: text });

/**
 * A measured value: in English the spec's own wording; in Italian the number
 * written the Italian way (decimal comma, grouped thousands) with an Italian
 * unit. A no-break space keeps number and unit on one line.
 */
const measure = (en: string, value: number, unit: string, fractionDigits = 0): Localized => ({
  en: en.replace(' ', '\u00a0'),
  it: `${formatNumber(value, 'it', fractionDigits)}\u00a0${unit}`,
});

/**
 * What only the owners can tell (docs/owner-checklist.md, "What a client still cannot find out"): each
 * row of the table shows once it is given, and nothing before. E.g. `builder: { en: 'Yard X, Viareggio',
 * it: 'Cantiere X, Viareggio' }`; `cabins`: each cabin as double, twin or convertible, and where it is.
 */
export const yachtDetails: Partial<Record<'builder' | 'designer' | 'built' | 'refit' | 'flag' | 'cabins', Localized>> =
  {};

/** A row of the table for a detail the owners may not have given yet: none until they do. */
function whenGiven(label: Localized, value: Localized | undefined): TechnicalFeature[] {
  return value ? [{ label, value }] : [];
}

/** The five groups of technical features shown on The yacht page. */
export const technicalGroups: readonly TechnicalGroup[] = [
  {
    id: 'dimensions',
    title: { en: 'Hull and dimensions', it: 'Scafo e dimensioni' },
    features: [
      {
        label: { en: 'Length overall', it: 'Lunghezza fuori tutto' },
        value: { en: '85 ft (26 m)', it: '26 m (85 piedi)' },
      },
      { label: { en: 'Beam', it: 'Baglio massimo' }, value: measure('5.55 m', 5.55, 'm', 2) },
      { label: { en: 'Draught', it: 'Pescaggio' }, value: measure('3.20 m', 3.2, 'm', 2) },
      { label: { en: 'Hull', it: 'Scafo' }, value: { en: 'Aluminium', it: 'Alluminio' } },
      ...whenGiven({ en: 'Builder', it: 'Cantiere' }, yachtDetails.builder),
      ...whenGiven({ en: 'Designer', it: 'Progettista' }, yachtDetails.designer),
      ...whenGiven({ en: 'Year built', it: 'Anno di costruzione' }, yachtDetails.built),
      ...whenGiven({ en: 'Last refit', it: 'Ultimo refitting' }, yachtDetails.refit),
      ...whenGiven({ en: 'Flag and registration', it: 'Bandiera e iscrizione' }, yachtDetails.flag),
    ],
  },
  {
    id: 'rig',
    title: { en: 'Rig and sails', it: 'Armo e vele' },
    features: [
      { label: { en: 'Rig', it: 'Armo' }, value: { en: 'Ketch', it: 'Ketch' } },
      { label: { en: 'Main mast', it: 'Albero maestro' }, value: measure('27.50 m', 27.5, 'm', 2) },
      { label: { en: 'Mizzen mast', it: 'Albero di mezzana' }, value: measure('22.70 m', 22.7, 'm', 2) },
      { label: { en: 'Sail area upwind', it: 'Superficie velica di bolina' }, value: measure('355 sqm', 355, 'm²') },
      {
        label: { en: 'Sail area downwind', it: 'Superficie velica alle andature portanti' },
        value: measure('620 sqm', 620, 'm²'),
      },
    ],
  },
  {
    id: 'performance',
    title: { en: 'Performance', it: 'Prestazioni' },
    features: [
      {
        label: { en: 'Cruising speed under sail', it: 'Velocità di crociera a vela' },
        value: measure('10 kn', 10, 'nodi'),
      },
      { label: { en: 'Maximum speed', it: 'Velocità massima' }, value: measure('14 kn', 14, 'nodi') },
      {
        label: { en: 'Motor cruising', it: 'Crociera a motore' },
        value: { en: 'Up to 12 kn', it: 'Fino a 12 nodi' },
      },
    ],
  },
  {
    id: 'systems',
    title: { en: 'Tanks and comfort', it: 'Serbatoi e comfort' },
    features: [
      { label: { en: 'Water tank', it: 'Serbatoio acqua' }, value: measure('2200 l', 2200, 'l') },
      { label: { en: 'Fuel tank', it: 'Serbatoio carburante' }, value: measure('2200 l', 2200, 'l') },
      { label: { en: 'Air conditioning', it: 'Aria condizionata' }, value: measure('49000 btu', 49000, 'BTU') },
    ],
  },
  {
    id: 'accommodation',
    title: { en: 'Guests and crew', it: 'Ospiti ed equipaggio' },
    features: [
      { label: { en: 'Guests', it: 'Ospiti' }, value: guests.short },
      { label: { en: 'Cabins', it: 'Cabine' }, value: same('4') },
      ...whenGiven({ en: 'Cabin layout', it: 'Disposizione delle cabine' }, yachtDetails.cabins),
      { label: { en: 'Bathrooms', it: 'Bagni' }, value: same('4') },
      {
        label: { en: 'Crew', it: 'Equipaggio' },
        value: { en: 'Captain, hostess, cook, sailor', it: 'Comandante, hostess, cuoco, marinaio' },
      },
    ],
  },
];
