import { lowerBound } from './decimateForPixels';

export interface NearestVertex {
  /** which of the given series */
  series: number;
  /** vertex index within it */
  index: number;
  x: number;
  y: number;
  /** pixel distance from the pointer */
  distance: number;
}

type ToPixel = (v: number) => number;

/**
 * The vertex nearest to the pointer (px, py), in pixels, among the vertices of each series whose
 * x is closest to the pointer's: the two neighbours of the pointer's x and, for vertical drops,
 * the other end of the drop. `invertX` maps the pointer back to data. Null when all are empty.
 */
export function nearestVertex(
  seriesPoints: readonly Float64Array[],
  px: number,
  py: number,
  toPx: ToPixel,
  toPy: ToPixel,
  invertX: ToPixel,
): NearestVertex | null {
  const xData = invertX(px);
  let best: NearestVertex | null = null;
  seriesPoints.forEach((points, s) => {
    const n = points.length >> 1;
    if (n === 0) return;
    const i = lowerBound(points, xData);
    for (let k = Math.max(0, i - 2); k <= Math.min(n - 1, i + 1); k++) {
      const x = points[2 * k];
      const y = points[2 * k + 1];
      const d = Math.hypot(toPx(x) - px, toPy(y) - py);
      if (Number.isFinite(d) && (best === null || d < best.distance)) {
        best = { series: s, index: k, x, y, distance: d };
      }
    }
  });
  return best;
}

/** The index of the point nearest to (px, py) among `count` points, within `radius` px; -1 if none. */
export function nearestWithin(
  count: number,
  pixelOf: (i: number) => readonly [number, number],
  px: number,
  py: number,
  radius: number,
): number {
  let best = -1;
  let bestD = radius;
  for (let i = 0; i < count; i++) {
    const [x, y] = pixelOf(i);
    const d = Math.hypot(x - px, y - py);
    if (d <= bestD) {
      best = i;
      bestD = d;
    }
  }
  return best;
}

/** The band's lo and hi at the vertex whose x is nearest to `x` (interleaved x, lo, hi), or null. */
export function bandAt(
  points: Float64Array,
  x: number,
): { x: number; lo: number; hi: number } | null {
  const n = Math.floor(points.length / 3);
  if (n === 0) return null;
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[3 * mid] < x) lo = mid + 1;
    else hi = mid;
  }
  let k = Math.min(lo, n - 1);
  if (k > 0 && Math.abs(points[3 * (k - 1)] - x) <= Math.abs(points[3 * k] - x)) k--;
  return { x: points[3 * k], lo: points[3 * k + 1], hi: points[3 * k + 2] };
}
