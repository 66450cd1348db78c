/**
 * Small statistics over measured values. Non-finite inputs are skipped (a reader's NaN or a
 * connection without the quantity), and an empty result is null, never NaN: the fit's output
 * is JSON, where NaN would become null silently and without a reason.
 */

/** The spread of one quantity over connections or over cuts. */
export interface Spread {
  mean: number;
  /** sample standard deviation (0 with one value) */
  sd: number;
  min: number;
  max: number;
  n: number;
}

const finite = (xs: readonly (number | null | undefined)[]): number[] =>
  xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));

export function mean(xs: readonly (number | null | undefined)[]): number | null {
  const v = finite(xs);
  if (v.length === 0) return null;
  let s = 0;
  for (const x of v) s += x;
  const m = s / v.length;
  return Number.isFinite(m) ? m : null;
}

export function spread(xs: readonly (number | null | undefined)[]): Spread | null {
  const v = finite(xs);
  const m = mean(v);
  if (m === null) return null;
  let ss = 0;
  for (const x of v) ss += (x - m) ** 2;
  const sd = v.length > 1 ? Math.sqrt(ss / (v.length - 1)) : 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of v) {
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { mean: m, sd: Number.isFinite(sd) ? sd : 0, min, max, n: v.length };
}

/** The q-quantile (0..1), linear between order statistics. */
export function quantile(xs: readonly (number | null | undefined)[], q: number): number | null {
  const v = finite(xs).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const at = Math.min(Math.max(q, 0), 1) * (v.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(lo + 1, v.length - 1);
  return v[lo] + (v[hi] - v[lo]) * (at - lo);
}

export function median(xs: readonly (number | null | undefined)[]): number | null {
  return quantile(xs, 0.5);
}

/** x when finite, else null: every number the fit returns goes through here or a check like it. */
export const orNull = (x: number | null | undefined): number | null =>
  typeof x === 'number' && Number.isFinite(x) ? x : null;

/**
 * Least squares y = a + b x: null with fewer than two distinct x. `rss` the residual sum of
 * squares.
 */
export function lineFit(
  x: readonly number[],
  y: readonly number[],
): { a: number; b: number; rss: number } | null {
  const n = Math.min(x.length, y.length);
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += x[i];
    sy += y[i];
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (x[i] - mx) ** 2;
    sxy += (x[i] - mx) * (y[i] - my);
  }
  if (!(sxx > 0)) return null;
  const b = sxy / sxx;
  const a = my - b * mx;
  let rss = 0;
  for (let i = 0; i < n; i++) rss += (y[i] - a - b * x[i]) ** 2;
  return Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(rss) ? { a, b, rss } : null;
}
