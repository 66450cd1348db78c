import { describe, expect, it } from 'vitest';
import { studentTQuantile } from '../../../src/engines/common/studentT';

/**
 * The t quantiles against oracles that share nothing with the implementation: a published table,
 * the closed forms for one and two degrees of freedom, and the density integrated numerically.
 */

/**
 * t_{0.975, ν} as printed (3 decimals) in the NIST/SEMATECH e-Handbook of Statistical Methods,
 * Sec. 1.3.6.7.2, "Critical values of the Student's t distribution", upper-tail column 0.025.
 */
const PRINTED: readonly [number, number][] = [
  [1, 12.706],
  [2, 4.303],
  [3, 3.182],
  [4, 2.776],
  [5, 2.571],
  [6, 2.447],
  [7, 2.365],
  [8, 2.306],
  [9, 2.262],
  [10, 2.228],
  [11, 2.201],
  [12, 2.179],
  [13, 2.16],
  [14, 2.145],
  [15, 2.131],
  [16, 2.12],
  [17, 2.11],
  [18, 2.101],
  [19, 2.093],
  [20, 2.086],
  [21, 2.08],
  [22, 2.074],
  [23, 2.069],
  [24, 2.064],
  [25, 2.06],
  [26, 2.056],
  [27, 2.052],
  [28, 2.048],
  [29, 2.045],
  [30, 2.042],
  [40, 2.021],
  [60, 2.0],
  [120, 1.98],
];

/** ∫ f over [lo, hi] by Simpson's rule on n (even) intervals. */
function simpson(f: (x: number) => number, lo: number, hi: number, n: number): number {
  const h = (hi - lo) / n;
  let s = f(lo) + f(hi);
  for (let k = 1; k < n; k++) s += (k % 2 === 1 ? 4 : 2) * f(lo + k * h);
  return (s * h) / 3;
}

/**
 * P(T ≤ t) for t > 0 from the density alone: with t = √ν tan θ the density of T is proportional
 * to cos^(ν−1) θ dθ on (−π/2, π/2), so P(0 < T ≤ t) = ½ ∫_0^θ cos^(ν−1) / ∫_0^(π/2) cos^(ν−1),
 * both integrals numerically (no Γ function, no incomplete beta).
 */
function cdf(t: number, df: number): number {
  const g = (theta: number) => Math.cos(theta) ** (df - 1);
  const n = 20000;
  const whole = simpson(g, 0, Math.PI / 2, n);
  return 0.5 + (0.5 * simpson(g, 0, Math.atan(t / Math.sqrt(df)), n)) / whole;
}

describe('Student t quantiles', () => {
  it('match the published table to its three decimals, and the normal limit 1.960', () => {
    for (const [df, printed] of PRINTED)
      expect(Math.abs(studentTQuantile(0.975, df) - printed), `df = ${df}`).toBeLessThanOrEqual(
        0.0005,
      );
    expect(Math.abs(studentTQuantile(0.975, 1e7) - 1.96)).toBeLessThanOrEqual(0.0005);
  });

  it('are good to 1e-7 against the closed forms: ν = 1 is tan(π(p − ½)), ν = 2 is (2p − 1)/√(2p(1 − p))', () => {
    for (const p of [0.6, 0.9, 0.95, 0.975, 0.995, 0.025]) {
      const one = Math.tan(Math.PI * (p - 0.5));
      const two = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
      expect(Math.abs(studentTQuantile(p, 1) / one - 1), `p = ${p}`).toBeLessThan(1e-7);
      expect(Math.abs(studentTQuantile(p, 2) / two - 1), `p = ${p}`).toBeLessThan(1e-7);
    }
  });

  it('sit within 1e-7 (relative) of where the integrated density reaches 0.975', () => {
    // every df a batch-means interval can have (1..62), a few replication counts and far beyond
    for (const df of [1, 2, 3, 4, 5, 9, 15, 31, 47, 62, 100, 250, 999]) {
      const q = studentTQuantile(0.975, df);
      expect(cdf(q * (1 - 1e-7), df), `df = ${df}`).toBeLessThan(0.975);
      expect(cdf(q * (1 + 1e-7), df), `df = ${df}`).toBeGreaterThan(0.975);
    }
  });

  it('are symmetric, and keep the bits every saved output was made with', () => {
    expect(studentTQuantile(0.025, 7)).toBeCloseTo(-studentTQuantile(0.975, 7), 9);
    // jStat 1.9.6's studentt.inv(0.975, df), which the intervals of the saved outputs used
    expect(studentTQuantile(0.975, 1)).toBe(12.706204736065853);
    expect(studentTQuantile(0.975, 4)).toBe(2.7764450983119073);
    expect(studentTQuantile(0.975, 9)).toBe(2.2621571582187063);
    expect(studentTQuantile(0.975, 999)).toBe(1.962341416475539);
  });
});
