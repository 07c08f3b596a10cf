import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { geoIdentity, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { brand } from '../../../common/brand';
import { frameHeight, project } from '../../../common/mapFrame';
import { frameOf, insetBox, insetsOf, type FrameId, type MapId } from '../../components/ItineraryMap/overlay';
import { insetFrames, type InsetId } from '../../../common/facts/geo/areas';
import coast from '../../../common/facts/geo/coast.json';

export const mapColours = { sea: '#dfeaf0', land: brand.sand, shore: '#b9a27a' } as const;

const require = createRequire(__filename);

/** Land from Natural Earth 1:50m (world-atlas): the overview's scale needs no more. */
function naturalEarthLand(): Position[][][] {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land!) as unknown as {
    features: { geometry: Polygon | MultiPolygon }[];
  };
  return land.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates,
  );
}

function legLand(id: string, { islandsOnly = false } = {}): Position[][][] {
  const areas = coast.areas as unknown as Record<string, { name?: string; rings: Position[][] }[]>;
  // Outer rings only: the lakes and lagoons inside the land are noise at this scale.
  return areas[id]!.filter((polygon) => !islandsOnly || polygon.name !== 'Sicily').map((p) => p.rings.slice(0, 1));
}

/**
 * The land of map `id` as one SVG path (viewBox units, clipped to the frame): projected with the same
 * function the page and the PDF use for the route and the names.
 */
export function landPath(id: FrameId): string {
  const frame = frameOf(id);
  const width = frame.width;
  const height = frameHeight(frame);
  const polygons =
    id === 'overview'
      ? // Natural Earth has no Aeolian Islands at this scale: theirs come from the leg's coastline.
        [...naturalEarthLand(), ...legLand('aeolian', { islandsOnly: true })]
      : legLand(id in insetFrames ? insetFrames[id as InsetId].leg : id);
  const [west, south, east, north] = frame.bbox;
  const margin = 1;
  const near = (polygon: Position[][]) =>
    polygon[0]!.some(
      ([lon, lat]) => lon! > west - margin && lon! < east + margin && lat! > south - margin && lat! < north + margin,
    );
  const projected: MultiPolygon = {
    type: 'MultiPolygon',
    coordinates: polygons
      .filter(near)
      .map((rings) => rings.map((ring) => ring.map(([lon, lat]) => project(frame, [lon!, lat!])))),
  };
  const path = geoPath(
    geoIdentity().clipExtent([
      [-2, -2],
      [width + 2, height + 2],
    ]),
  ).digits(1);
  return path(projected) ?? '';
}

/**
 * The sea and the land of map `id` as SVG elements (no text), its close-ups' in their corners (each a nested
 * `<svg>`, which clips): the page draws the route and the names over them.
 */
export function landMarkup(id: MapId): string {
  const land = (frame: FrameId) =>
    `<rect width="100%" height="100%" fill="${mapColours.sea}"/>` +
    `<path fill="${mapColours.land}" stroke="${mapColours.shore}" stroke-width="1" stroke-linejoin="round" d="${landPath(frame)}"/>`;
  const insets = insetsOf(id).map((inset) => {
    const { x, y, width, height } = insetBox(inset);
    return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${land(inset)}</svg>`;
  });
  return land(id) + insets.join('');
}

/** The static SVG of map `id`: sea and land only; the route and the names are drawn over it, in the page's language. */
export function mapSvg(id: MapId): string {
  const frame = frameOf(id);
  const height = frameHeight(frame);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${frame.width} ${height}" width="${frame.width}" height="${height}">` +
    `${landMarkup(id)}</svg>\n`
  );
}
