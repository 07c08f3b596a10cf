import coast from './coast.json';
import { coastNames, insetFrames, legFrames, type CoastName } from './areas';
import { alongLine, inRing, milesBetween, milesToLine, milesToRings, type Ring } from './measure';
import { dayRoutes, itinerary, type ItineraryLeg } from '../itinerary';
import { locales, type Locale } from '../../locales';
import type { LonLat, MapFrame } from '../../mapFrame';

/** The land the maps draw (src/plugins/itinerary-maps draws each polygon's outer ring). */
const land = coast.areas as unknown as Record<string, { name?: string; rings: Ring[] }[]>;

/**
 * How far off the land the drawn line keeps: 2.5 viewBox units (its half-width, 1.5, and one more) at the
 * finest scale a map draws that water at (a leg's map, or a harbour's close-up).
 */
const clearanceUnits = 2.5;
/**
 * Near a stop, the start of a day or the end of its passage, the line may run into a harbour or a cove
 * (which the generalised coastline may fill: the stops test allows them half a mile inside it), or up the
 * inlet the stop names (`inlet`).
 */
const approachMiles = 0.5;
/** A named point is within a tender ride of the line; a named island is passed close. */
const reachMiles = { point: 1.5, island: 0.5 };

function milesPerUnit({ bbox: [west, south, east, north], width }: MapFrame, at: LonLat): number | undefined {
  const inside = at[0] >= west && at[0] <= east && at[1] >= south && at[1] <= north;
  return inside ? ((east - west) / width) * 60 * Math.cos((at[1] * Math.PI) / 180) : undefined;
}

function clearanceAt(leg: ItineraryLeg, at: LonLat): number {
  const frames: MapFrame[] = [legFrames[leg.leg.id], ...Object.values(insetFrames).filter((f) => f.leg === leg.leg.id)];
  const scales = frames.map((frame) => milesPerUnit(frame, at)).filter((s): s is number => s !== undefined);
  return clearanceUnits * Math.min(...scales);
}

/** Each polygon's outer ring, and its edges in runs of 16 with their boxes, to skip what is far. */
const outlines = Object.fromEntries(
  Object.entries(land).map(([leg, polygons]) => [
    leg,
    polygons.map(({ rings: [outer] }) => ({
      outer: outer!,
      box: boxOf(outer!),
      runs: Array.from({ length: Math.ceil((outer!.length - 1) / 16) }, (_, i) => {
        const run = outer!.slice(i * 16, i * 16 + 17);
        return { run, box: boxOf(run) };
      }),
    })),
  ]),
);

function boxOf(points: Ring): readonly [number, number, number, number] {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Within a mile of the box (a degree of longitude is less than 60 miles here, so 1.5 minutes of it). */
const nearBox = ([x, y]: LonLat, box: readonly number[]) =>
  x > box[0]! - 1.5 / 60 && x < box[2]! + 1.5 / 60 && y > box[1]! - 1 / 60 && y < box[3]! + 1 / 60;

/** Nautical miles from `at` to the land, negative inside it; Infinity when no land is within a mile. */
function offLand(leg: ItineraryLeg, at: LonLat): number {
  let best = Infinity;
  for (const { outer, box, runs } of outlines[leg.leg.id]!) {
    if (!nearBox(at, box)) continue;
    const miles = Math.min(...runs.filter((r) => nearBox(at, r.box)).map((r) => milesToRings(at, [r.run])));
    if (inRing(at, outer)) return -miles;
    best = Math.min(best, miles);
  }
  return best;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

const days = itinerary.flatMap((leg) => {
  const routes = dayRoutes(leg);
  return leg.days.map((day, index) => ({
    leg,
    day,
    n: index + 1,
    route: routes[index]!,
    // Where the day starts: the base, or the day before's stop.
    from: index === 0 ? leg.days[leg.days.length - 1]!.stop : leg.days[index - 1]!.stop,
  }));
});

describe('the itinerary routes, against the coastline the maps draw', () => {
  it.each(days.map((d) => [d.leg.leg.id, d.n, d] as const))(
    '%s day %i stays at sea, clear of the land by the line’s width',
    (_, __, { leg, day, route, from }) => {
      const ends = [
        { at: route[0]!, miles: Math.max(approachMiles, from.inlet ?? 0) },
        { at: day.stop.at, miles: Math.max(approachMiles, day.stop.inlet ?? 0) },
        { at: route[route.length - 1]!, miles: approachMiles },
      ];
      const aground: string[] = [];
      for (const at of alongLine(route, 0.02)) {
        if (ends.some((end) => milesBetween(at, end.at) < end.miles)) continue;
        const off = offLand(leg, at);
        const needed = clearanceAt(leg, at);
        if (off < needed) aground.push(`[${round(at[0])}, ${round(at[1])}] ${round(off)} nm off (${round(needed)})`);
      }
      // Listed where it first and last touches, and how many points do.
      expect(aground.length ? [aground[0], aground[aground.length - 1], aground.length] : []).toEqual([]);
    },
  );

  it.each(days.map((d) => [d.leg.leg.id, d.n, d] as const))(
    '%s day %i passes every place it names',
    (_, __, { leg, day, route }) => {
      const missed = day.names.flatMap((place) => {
        if ('at' in place) {
          const miles = milesToLine(place.at, route);
          return miles <= reachMiles.point ? [] : [`${place.name.en}: ${round(miles)} nm`];
        }
        const island = land[leg.leg.id]!.find((p) => p.name === place.coast)!;
        const miles = Math.min(...alongLine(route, 0.05).map((at) => milesToRings(at, [island.rings[0]!])));
        return miles <= reachMiles.island ? [] : [`${place.name.en}: ${round(miles)} nm`];
      });
      expect(missed).toEqual([]);
    },
  );
});

/** Every name a map or a day knows, in each language. */
const known = (locale: Locale): string[] => [
  ...new Set([
    ...(Object.keys(coastNames) as CoastName[]).filter((name) => locale === 'en' || name !== 'Sicily'),
    ...itinerary.flatMap(({ days: legDays, places }) => [
      ...places.map((place) => place.name[locale]),
      ...legDays.flatMap(({ stop, names }) => [stop.name[locale], ...names.map((place) => place.name[locale])]),
    ]),
  ]),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (text: string, name: string) => new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'u').test(text);

describe('the itinerary days, against the places they name', () => {
  it.each(days.flatMap((d) => locales.map((locale) => [d.leg.leg.id, d.n, locale, d] as const)))(
    '%s day %i (%s): every place its title and text name is its start, its stop or on its route',
    (_, __, locale, { day, from }) => {
      const words = `${day.title[locale]} ${day.text[locale]}`;
      const listed = [from.name[locale], day.stop.name[locale], ...day.names.map((place) => place.name[locale])];
      const unlisted = known(locale).filter((name) => mentions(words, name) && !listed.includes(name));
      expect(unlisted).toEqual([]);
      // …and what it lists, it names.
      for (const place of day.names)
        expect({ name: place.name[locale], named: mentions(words, place.name[locale]) }).toEqual({
          name: place.name[locale],
          named: true,
        });
    },
  );
});
