/**
 * Search and reduction over interleaved (x, y) vertex arrays whose x never decreases (time
 * series, including the vertical drops of a sawtooth: two vertices with the same x).
 */

/** The first vertex index whose x is >= x (the vertex count when there is none). */
export function lowerBound(points: Float64Array, x: number): number {
  let lo = 0;
  let hi = points.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[2 * mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first vertex index whose x is > x (the vertex count when there is none). */
export function upperBound(points: Float64Array, x: number): number {
  let lo = 0;
  let hi = points.length >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[2 * mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The vertex range a line over [x0, x1] needs: every vertex inside, plus the last one before x0
 * and the first one after x1 so the line reaches both edges. Returns [first, end) indices.
 */
export function visibleRange(points: Float64Array, x0: number, x1: number): [number, number] {
  const n = points.length >> 1;
  const first = Math.max(0, lowerBound(points, x0) - 1);
  const end = Math.min(n, upperBound(points, x1) + 1);
  return [first, Math.max(first, end)];
}

/**
 * The vertices a line drawn over [x0, x1] at widthPx pixel columns can show. Within each pixel
 * column it keeps the first, the lowest, the highest and the last vertex, in their original order
 * (the M4 rule), so each column's vertical extent and the joins between columns are exactly
 * those of the full line. Vertices with a non-finite y are kept as gaps. When the visible range
 * has no more than 4 vertices per column, it is returned as is (a view, not a copy).
 */
export function decimateForPixels(
  points: Float64Array,
  x0: number,
  x1: number,
  widthPx: number,
): Float64Array {
  const [first, end] = visibleRange(points, x0, x1);
  const columns = Math.floor(widthPx);
  if (!(x1 > x0) || columns < 1 || end - first <= 4 * (columns + 2)) {
    return points.subarray(2 * first, 2 * end);
  }
  const perPx = columns / (x1 - x0);
  let out = new Float64Array(8 * (columns + 4));
  let size = 0;
  const push = (i: number): void => {
    if (size + 2 > out.length) {
      const grown = new Float64Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    out[size++] = points[2 * i];
    out[size++] = points[2 * i + 1];
  };
  // the column being collected: its first, lowest, highest and last vertex indices
  let col = Number.NaN;
  let a = -1;
  let lo = -1;
  let hi = -1;
  let b = -1;
  const flush = (): void => {
    if (a < 0) return;
    // emit the (at most 4) distinct indices in increasing order
    const ids = [a, lo, hi, b].sort((p, q) => p - q);
    for (let k = 0; k < 4; k++) if (k === 0 || ids[k] !== ids[k - 1]) push(ids[k]);
    a = -1;
  };
  for (let i = first; i < end; i++) {
    const y = points[2 * i + 1];
    if (!Number.isFinite(y)) {
      flush();
      push(i);
      col = Number.NaN;
      continue;
    }
    const c = Math.floor((points[2 * i] - x0) * perPx);
    if (c !== col || a < 0) {
      flush();
      col = c;
      a = lo = hi = b = i;
      continue;
    }
    b = i;
    if (y < points[2 * lo + 1]) lo = i;
    if (y > points[2 * hi + 1]) hi = i;
  }
  flush();
  return out.subarray(0, size);
}

/**
 * The lowest and highest finite y of the line over [x0, x1]: the vertices inside it and the
 * line's values at both edges (interpolated), or null when the line does not cross the range.
 */
export function yExtentInRange(
  points: Float64Array,
  x0: number,
  x1: number,
): [number, number] | null {
  const n = points.length >> 1;
  const inFirst = lowerBound(points, x0);
  const inEnd = upperBound(points, x1);
  let min = Infinity;
  let max = -Infinity;
  const take = (y: number): void => {
    if (y < min) min = y;
    if (y > max) max = y;
  };
  for (let i = inFirst; i < inEnd; i++) take(points[2 * i + 1]);
  const at = (i: number, x: number): void => {
    // the segment from vertex i-1 to vertex i, evaluated at x
    if (i <= 0 || i >= n) return;
    const xa = points[2 * i - 2];
    const xb = points[2 * i];
    const ya = points[2 * i - 1];
    const yb = points[2 * i + 1];
    take(xb > xa ? ya + ((yb - ya) * (x - xa)) / (xb - xa) : yb);
  };
  at(inFirst, x0);
  at(inEnd, x1);
  return min <= max ? [min, max] : null;
}
