import coast from './coast.json';
import { coastNames, legFrames, type CoastName } from './areas';
import { itinerary } from '../itinerary';
import { inRing } from '../../../scripts/maps/extract-coast';

type Ring = [number, number][];
interface Polygon {
  name?: string;
  rings: Ring[];
}
const areas = coast.areas as unknown as Record<string, Polygon[]>;

/** Nautical miles from [lon, lat] to the nearest edge of `rings` (flat-earth: fine over a few miles). */
function milesToCoast([lon, lat]: readonly [number, number], rings: Ring[]): number {
  const kx = 60 * Math.cos((lat * Math.PI) / 180);
  const ky = 60;
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i += 1) {
      const [ax, ay] = [(ring[i - 1]![0] - lon) * kx, (ring[i - 1]![1] - lat) * ky];
      const [bx, by] = [(ring[i]![0] - lon) * kx, (ring[i]![1] - lat) * ky];
      const [dx, dy] = [bx - ax, by - ay];
      const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best;
}

const stops = itinerary.flatMap(({ leg, days, baseAt }) => [
  { leg: leg.id, what: 'base', at: baseAt, coast: days[days.length - 1]!.stop.coast },
  ...days.map(({ stop }, index) => ({ leg: leg.id, what: `day ${index + 1} (${stop.name.en})`, ...stop })),
]);

describe('the itinerary maps', () => {
  it.each(stops)('$leg $what lies within 3 nautical miles of $coast, and not inland', ({ leg, at, coast: name }) => {
    const polygon = areas[leg]!.find((p) => p.name === name);
    expect(polygon).toBeDefined();
    const miles = milesToCoast(at, polygon!.rings);
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
        milesToCoast(at, a.rings) <= milesToCoast(at, b.rings) ? a : b,
      );
      expect({ what, nearest: nearest.name }).toEqual({ what, nearest: name });
    }
  });
});
