/** Geometry of histograms given as fractions per equal-width bin over [lo, hi]. */

export interface HistogramBins {
  /** fraction of time (or of samples) in each bin */
  fractions: ArrayLike<number>;
  lo: number;
  hi: number;
}

/**
 * The histogram's outline as a step line, interleaved x, y: up from (lo, 0), across each bin at
 * its height, down to (hi, 0). Non-finite fractions are drawn as 0.
 */
export function histogramOutline(h: HistogramBins): Float64Array {
  const n = h.fractions.length;
  const out = new Float64Array(4 * n + 4);
  if (n === 0) return out.subarray(0, 0);
  const w = (h.hi - h.lo) / n;
  let k = 0;
  out[k++] = h.lo;
  out[k++] = 0;
  for (let i = 0; i < n; i++) {
    const f = Number.isFinite(h.fractions[i]) ? h.fractions[i] : 0;
    out[k++] = h.lo + i * w;
    out[k++] = f;
    out[k++] = i === n - 1 ? h.hi : h.lo + (i + 1) * w;
    out[k++] = f;
  }
  out[k] = h.hi;
  out[k + 1] = 0;
  return out;
}

/** The bin holding x ([lo + i w, lo + (i+1) w), the last bin closed at hi), or -1 outside. */
export function binAt(h: HistogramBins, x: number): number {
  const n = h.fractions.length;
  if (n === 0 || !(h.hi > h.lo) || !(x >= h.lo) || !(x <= h.hi)) return -1;
  return Math.min(n - 1, Math.floor(((x - h.lo) / (h.hi - h.lo)) * n));
}

/** The bin's edges [a, b]. */
export function binEdges(h: HistogramBins, i: number): [number, number] {
  const n = h.fractions.length;
  const w = (h.hi - h.lo) / n;
  return [h.lo + i * w, i === n - 1 ? h.hi : h.lo + (i + 1) * w];
}

/** The largest finite fraction over all histograms (0 when there is none). */
export function maxFraction(hs: readonly HistogramBins[]): number {
  let m = 0;
  for (const h of hs) {
    for (let i = 0; i < h.fractions.length; i++) {
      const f = h.fractions[i];
      if (Number.isFinite(f) && f > m) m = f;
    }
  }
  return m;
}

/** The largest finite y of interleaved x, y vertex arrays (0 when there is none). */
export function maxY(curves: readonly Float64Array[]): number {
  let m = 0;
  for (const p of curves) {
    for (let i = 1; i < p.length; i += 2) if (Number.isFinite(p[i]) && p[i] > m) m = p[i];
  }
  return m;
}
