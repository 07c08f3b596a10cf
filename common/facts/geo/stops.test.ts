import coast from './coast.json';
import { coastNames, legFrames, type CoastName } from './areas';
import { itinerary } from '../itinerary';
import { inRing, milesToRings } from './measure';

type Ring = [number, number][];
interface Polygon {
  name?: string;
  rings: Ring[];
}
const areas = coast.areas as unknown as Record<string, Polygon[]>;

const stops = itinerary.flatMap(({ leg, days, baseAt }) => [
  { leg: leg.id, what: 'base', at: baseAt, coast: days[days.length - 1]!.stop.coast },
  ...days.map(({ stop }, index) => ({ leg: leg.id, what: `day ${index + 1} (${stop.name.en})`, ...stop })),
]);

describe('the itinerary maps', () => {
  it.each(stops)('$leg $what lies within 3 nautical miles of $coast, and not inland', ({ leg, at, coast: name }) => {
    const polygon = areas[leg]!.find((p) => p.name === name);
    expect(polygon).toBeDefined();
    const miles = milesToRings(at, polygon!.rings);
    expect(miles).toBeLessThanOrEqual(3);
    // A harbour may sit inside the drawn land (the data is generalised to about 10 m); a stop never
    // lies more than half a mile inside it.
    if (inRing(at, polygon!.rings[0]!)) expect(miles).toBeLessThanOrEqual(0.5);
    // …and it is on the leg's map.
    const [west, south, east, north] = legFrames[leg].bbox;
    expect(at[0] > west && at[0] < east && at[1] > south && at[1] < north).toBe(true);
  });

  it('names every coast a stop refers to in the coastline data', () => {
    const named = new Set(Object.values(areas).flatMap((polygons) => polygons.map((p) => p.name)));
    for (const name of Object.keys(coastNames) as CoastName[]) expect(named).toContain(name);
  });

  it('a stop named for one island is not closer to another named one', () => {
    for (const { leg, at, coast: name, what } of stops) {
      const nearest = areas[leg]!.filter((p) => p.name).reduce((a, b) =>
        milesToRings(at, a.rings) <= milesToRings(at, b.rings) ? a : b,
      );
      expect({ what, nearest: nearest.name }).toEqual({ what, nearest: name });
    }
  });
});
