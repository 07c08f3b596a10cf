/**
 * A map's frame: a longitude/latitude box drawn in Web Mercator into a `width`-wide viewBox. The build
 * (src/plugins/itinerary-maps) projects the coastline with it, the page and the PDF project the route,
 * the stops and the names with it, so they cannot drift apart. No library: this runs in the page too.
 */
export interface MapFrame {
  /** West, south, east, north, in degrees. */
  bbox: readonly [number, number, number, number];
  /** The viewBox width; the height follows from the box. */
  width: number;
}

export type LonLat = readonly [number, number];

const mercatorY = (lat: number): number => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const radians = (deg: number): number => (deg * Math.PI) / 180;

/** The viewBox height of `frame`. */
export function frameHeight({ bbox: [west, south, east, north], width }: MapFrame): number {
  return Math.round((width * (mercatorY(north) - mercatorY(south))) / radians(east - west));
}

/** [lon, lat] → [x, y] in the frame's viewBox, rounded to a tenth. */
export function project(frame: MapFrame, [lon, lat]: LonLat): [number, number] {
  const [west, , east, north] = frame.bbox;
  const scale = frame.width / radians(east - west);
  const round = (v: number) => Math.round(v * 10) / 10;
  return [round(radians(lon - west) * scale), round((mercatorY(north) - mercatorY(lat)) * scale)];
}
