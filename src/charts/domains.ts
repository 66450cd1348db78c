import { scaleLinear } from 'd3';
import type { Domain } from './chartTypes';
import { yExtentInRange } from './decimateForPixels';

/** A usable domain from an extent: non-empty, finite, positive for a log scale. */
export function widenDomain(lo: number, hi: number, log = false): Domain {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || lo > hi) return log ? [1, 10] : [0, 1];
  if (log) {
    if (!(lo > 0)) return hi > 0 ? [hi / 10, hi] : [1, 10];
    return lo === hi ? [lo / 2, hi * 2] : [lo, hi];
  }
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.1;
    return [lo - pad, hi + pad];
  }
  return [lo, hi];
}

/** The x extent of series (interleaved x, y) and bands (interleaved x, lo, hi), x sorted. */
export function dataXExtent(
  series: readonly Float64Array[],
  bands: readonly Float64Array[],
  log = false,
): Domain {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of series) {
    if (p.length < 2) continue;
    lo = Math.min(lo, p[0]);
    hi = Math.max(hi, p[p.length - 2]);
  }
  for (const p of bands) {
    if (p.length < 3) continue;
    lo = Math.min(lo, p[0]);
    hi = Math.max(hi, p[3 * (Math.floor(p.length / 3) - 1)]);
  }
  return widenDomain(lo, hi, log);
}

export interface YExtentInput {
  series: readonly Float64Array[];
  /** interleaved lo, hi per vertex of the matching series, or undefined */
  errors?: readonly (Float64Array | undefined)[];
  bands: readonly Float64Array[];
  values: readonly number[];
  includeZero: boolean;
}

/** The y extent of what is drawn over [x0, x1]: lines, error bars, bands and reference values. */
export function visibleYExtent(input: YExtentInput, x0: number, x1: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  const take = (v: number): void => {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  };
  input.series.forEach((p, s) => {
    const e = yExtentInRange(p, x0, x1);
    if (e) {
      take(e[0]);
      take(e[1]);
    }
    const err = input.errors?.[s];
    if (err) {
      for (let i = 0; 2 * i < p.length && 2 * i + 1 < err.length; i++) {
        if (p[2 * i] < x0 || p[2 * i] > x1) continue;
        take(err[2 * i]);
        take(err[2 * i + 1]);
      }
    }
  });
  for (const b of input.bands) {
    for (let i = 0; 3 * i + 2 < b.length; i++) {
      if (b[3 * i] < x0 || b[3 * i] > x1) continue;
      take(b[3 * i + 1]);
      take(b[3 * i + 2]);
    }
  }
  for (const v of input.values) if (Number.isFinite(v)) take(v);
  if (input.includeZero) take(0);
  return [lo, hi];
}

/** A y domain rounded outwards to nice tick values, with a little headroom above the data. */
export function niceYDomain(lo: number, hi: number, ticks: number): Domain {
  const [a, b] = widenDomain(lo, hi);
  const top = b + (b - a) * 0.03;
  const [n0, n1] = scaleLinear().domain([a, top]).nice(ticks).domain();
  return [n0, n1];
}
