import type { LonLat } from '../../mapFrame';

/** A closed ring of [longitude, latitude] points, as coast.json holds them. */
export type Ring = readonly LonLat[];

/** Point in ring (even-odd), in plain degrees: enough to tell land from sea at the maps' scale. */
export function inRing([x, y]: LonLat, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Nautical miles per degree of longitude and of latitude at `lat` (flat earth: fine over a few miles). */
function milesPerDegree(lat: number): [number, number] {
  return [60 * Math.cos((lat * Math.PI) / 180), 60];
}

/** Nautical miles between two points. */
export function milesBetween(a: LonLat, b: LonLat): number {
  const [kx, ky] = milesPerDegree((a[1] + b[1]) / 2);
  return Math.hypot((b[0] - a[0]) * kx, (b[1] - a[1]) * ky);
}

/** Nautical miles from `point` to the segment `a`–`b`. */
export function milesToSegment(point: LonLat, a: LonLat, b: LonLat): number {
  const [kx, ky] = milesPerDegree(point[1]);
  const [ax, ay] = [(a[0] - point[0]) * kx, (a[1] - point[1]) * ky];
  const [bx, by] = [(b[0] - point[0]) * kx, (b[1] - point[1]) * ky];
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Nautical miles from `point` to the nearest edge of `rings`. */
export function milesToRings(point: LonLat, rings: readonly Ring[]): number {
  let best = Infinity;
  for (const ring of rings)
    for (let i = 1; i < ring.length; i += 1) best = Math.min(best, milesToSegment(point, ring[i - 1]!, ring[i]!));
  return best;
}

/** Nautical miles from `point` to the nearest segment of the polyline `line`. */
export function milesToLine(point: LonLat, line: readonly LonLat[]): number {
  if (line.length === 1) return milesBetween(point, line[0]!);
  let best = Infinity;
  for (let i = 1; i < line.length; i += 1) best = Math.min(best, milesToSegment(point, line[i - 1]!, line[i]!));
  return best;
}

/** Points along the polyline `line`, at most `step` nautical miles apart, its corners included. */
export function alongLine(line: readonly LonLat[], step: number): LonLat[] {
  const points: LonLat[] = line.slice(0, 1);
  for (let i = 1; i < line.length; i += 1) {
    const [a, b] = [line[i - 1]!, line[i]!];
    const n = Math.max(1, Math.ceil(milesBetween(a, b) / step));
    for (let k = 1; k <= n; k += 1) points.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return points;
}
