import { describe, expect, it } from 'vitest';
import { sawtoothModel } from '../../src/trace/fit/sawtooth';

/** The vertices as [t, W] pairs. */
const pairs = (p: Float64Array | null): [number, number][] => {
  const out: [number, number][] = [];
  for (let k = 0; p && k + 1 < p.length; k += 2) out.push([p[k], p[k + 1]]);
  return out;
};

describe('the fitted model over a trace (sawtoothModel)', () => {
  it('AIMD: the measured window cut to beta at each loss event, alpha packets per RTT after', () => {
    // measured window 20 at the first loss (t = 1): 20 -> 10, then +1 packet per 0.1 s for 1.5 s
    // = 25 at t = 2.5; there the measured window (12, since t = 2) is cut: 12 -> 6, then +5 in
    // the 0.5 s left = 11 at t = 3
    const p = sawtoothModel({
      kind: 'aimd',
      cwnd: { t: [0, 1, 2, 3], v: [5, 20, 12, 17] },
      lossEvents: [1, 2.5],
      rtt: 0.1,
      alpha: 1,
      beta: 0.5,
    });
    const v = pairs(p);
    expect(v.map(([t]) => t)).toEqual([1, 1, 2.5, 2.5, 2.5, 3]);
    const w = [20, 10, 25, 12, 6, 11];
    v.forEach(([, y], k) => expect(y).toBeCloseTo(w[k], 12));
  });

  it('CUBIC: the cubic through the window at the cut, above the Reno-friendly line', () => {
    // one cut at t = 0 from W = 100, beta 0.7, C 0.4, R 0.1 s, to t = 10:
    // K = cbrt((100 - 70) / 0.4) = cbrt(75) = 4.21716; at 10 s: 0.4 (10 - K)^3 + 100 = 177.35,
    // W_est = 70 + 3 (0.3) / 1.7 * 100 = 122.94: the cubic
    const p = sawtoothModel({
      kind: 'cubic',
      cwnd: { t: [0, 10], v: [100, 100] },
      lossEvents: [0],
      rtt: 0.1,
      beta: 0.7,
      c: 0.4,
    });
    const v = pairs(p);
    expect(v[0]).toEqual([0, 100]);
    expect(v[1][1]).toBeCloseTo(70, 12);
    const K = Math.cbrt(75);
    expect(v.at(-1)![0]).toBe(10);
    expect(v.at(-1)![1]).toBeCloseTo(0.4 * (10 - K) ** 3 + 100, 9);
    expect(v.at(-1)![1]).toBeCloseTo(177.35, 1);
    // every vertex is on max(cubic, W_est)
    for (const [t, w] of v.slice(2)) {
      const cubic = 0.4 * (t - K) ** 3 + 100;
      const est = 70 + ((3 * 0.3) / 1.7) * (t / 0.1);
      expect(w).toBeCloseTo(Math.max(cubic, est), 9);
    }
  });

  it('CUBIC: the Reno-friendly line takes over on a short RTT', () => {
    // R = 1 ms: W_est grows 0.529 packets per ms, far faster than the cubic near its plateau; at
    // t = 4 s (before K = 4.217 s): W_est = 70 + 0.52941 * 4000 = 2187.6
    const p = sawtoothModel({
      kind: 'cubic',
      cwnd: { t: [0, 4], v: [100, 100] },
      lossEvents: [0],
      rtt: 0.001,
      beta: 0.7,
    });
    expect(pairs(p).at(-1)![1]).toBeCloseTo(70 + ((3 * 0.3) / 1.7) * 4000, 6);
  });

  it('CUBIC: fast convergence lowers W_max when a cut comes below the last one', () => {
    // after the first cut (W 100) the second comes at t = 1 with the measured window at
    // 0.4 (1 - cbrt 75)^3 + 100 = 86.68 < 100: W_max = 86.68 * 1.7 / 2 = 73.68, the window
    // 0.7 * 86.68 = 60.68, K = cbrt((73.68 - 60.68) / 0.4); at t = 1 + K the curve is at 73.68
    const K1 = Math.cbrt(75);
    const w1 = 0.4 * (1 - K1) ** 3 + 100;
    const wMax = (w1 * 1.7) / 2;
    const K2 = Math.cbrt((wMax - 0.7 * w1) / 0.4);
    const p = sawtoothModel({
      kind: 'cubic',
      cwnd: { t: [0, 1], v: [100, w1] },
      lossEvents: [0, 1],
      end: 1 + K2,
      // R = 1 s keeps W_est (60.68 + 0.529 t) under the cubic here
      rtt: 1,
      beta: 0.7,
    });
    const v = pairs(p);
    // the drop at t = 1: the last two vertices there
    const after = v.map(([t]) => t).lastIndexOf(1);
    expect(v[after - 1][1]).toBeCloseTo(w1, 9);
    expect(v[after][1]).toBeCloseTo(0.7 * w1, 9);
    expect(v.at(-1)![1]).toBeCloseTo(wMax, 9);
  });

  it('null where no model can be drawn', () => {
    const base = { cwnd: { t: [0, 1], v: [10, 10] }, rtt: 0.1, beta: 0.5, alpha: 1 };
    expect(sawtoothModel({ ...base, kind: 'aimd', lossEvents: [] })).toBeNull();
    expect(sawtoothModel({ ...base, kind: 'aimd', lossEvents: [2] })).toBeNull();
    expect(sawtoothModel({ ...base, kind: 'aimd', lossEvents: [0.5], beta: 1 })).toBeNull();
    expect(sawtoothModel({ ...base, kind: 'aimd', lossEvents: [0.5], rtt: 0 })).toBeNull();
    expect(sawtoothModel({ ...base, kind: 'aimd', lossEvents: [0.5], alpha: NaN })).toBeNull();
  });
});
