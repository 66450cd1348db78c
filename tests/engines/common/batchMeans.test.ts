import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BatchMeans } from '../../../src/engines/common/batchMeans';
import { Xoshiro128 } from '../../../src/engines/common/rng';

const event = fc.tuple(
  fc.double({ min: -100, max: 100, noNaN: true }),
  fc.double({ min: 1e-3, max: 10, noNaN: true }),
);

describe('BatchMeans', () => {
  it('mean is the total integral over the total duration', () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 500 }), (events) => {
        const bm = new BatchMeans();
        for (const [i, d] of events) bm.add(i, d);
        const integral = events.reduce((a, [i]) => a + i, 0);
        const duration = events.reduce((a, [, d]) => a + d, 0);
        const scale = events.reduce((a, [i]) => a + Math.abs(i), 0) / duration;
        expect(Math.abs(bm.mean - integral / duration)).toBeLessThanOrEqual(1e-12 * (1 + scale));
      }),
    );
  });

  it('has no interval with fewer than two batches', () => {
    const bm = new BatchMeans();
    expect(bm.ci95()).toBeNull();
    bm.add(1, 1);
    expect(bm.batches).toBe(1);
    expect(bm.ci95()).toBeNull();
    bm.add(3, 1);
    expect(bm.ci95()).not.toBeNull();
  });

  it('keeps one event per batch until 64 events', () => {
    const bm = new BatchMeans();
    for (let k = 1; k < 64; k++) {
      bm.add(k, 1);
      expect(bm.batches).toBe(k);
    }
  });

  it('keeps between 32 and 63 batches once more than 64 events are added', () => {
    const bm = new BatchMeans();
    const g = new Xoshiro128(5);
    const seen = new Set<number>();
    for (let k = 1; k <= 20_000; k++) {
      bm.add(g.nextDouble(), 1);
      if (k > 64) seen.add(bm.batches);
    }
    expect(Math.min(...seen)).toBe(32);
    expect(Math.max(...seen)).toBe(63);
    expect(seen.size).toBe(32); // every count in 32..63 occurs as batches fill and merge
  });

  it('gives the delta-method ratio interval with t quantile while each event is a batch', () => {
    // 40 events = 40 batches; t_{0.975, 39} = 2.0226909 (tables)
    const g = new Xoshiro128(8);
    const I: number[] = [];
    const T: number[] = [];
    const bm = new BatchMeans();
    for (let k = 0; k < 40; k++) {
      T.push(0.5 + g.nextDouble());
      I.push(T[k] * (2 + g.nextDouble()));
      bm.add(I[k], T[k]);
    }
    const st = T.reduce((a, b) => a + b, 0);
    const r = I.reduce((a, b) => a + b, 0) / st;
    const ss = I.reduce((a, x, k) => a + (x - r * T[k]) ** 2, 0);
    const half = (2.0226909 * Math.sqrt(ss / (39 * 40))) / (st / 40);
    const ci = bm.ci95();
    expect(ci).not.toBeNull();
    const [lo, hi] = ci as [number, number];
    expect((lo + hi) / 2).toBeCloseTo(r, 12);
    expect((hi - lo) / 2).toBeCloseTo(half, 6);
  });

  it('gives a zero-width interval for a constant observed value', () => {
    const bm = new BatchMeans();
    const g = new Xoshiro128(2);
    for (let k = 0; k < 1000; k++) {
      const d = 0.1 + g.nextDouble();
      bm.add(3 * d, d); // value 3 for durations of every length
    }
    const [lo, hi] = bm.ci95() as [number, number];
    expect(bm.mean).toBeCloseTo(3, 12);
    expect(hi - lo).toBeLessThan(1e-9);
  });

  it('covers the true mean of i.i.d. observations in about 95 % of replications', () => {
    const g = new Xoshiro128(20240601);
    const replications = 400;
    let covered = 0;
    for (let r = 0; r < replications; r++) {
      const bm = new BatchMeans();
      for (let k = 0; k < 2000; k++) {
        const value = -Math.log(g.nextOpenDouble()); // exponential, mean 1
        const duration = 0.2 + 2 * g.nextDouble(); // independent of the value
        bm.add(value * duration, duration);
      }
      const [lo, hi] = bm.ci95() as [number, number];
      if (lo <= 1 && 1 <= hi) covered++;
    }
    const rate = covered / replications;
    expect(rate).toBeGreaterThanOrEqual(0.9);
    expect(rate).toBeLessThanOrEqual(0.99);
  });
});
