import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acrossReps, FRACTION, NONNEGATIVE } from '../../src/sweep/aggregate';

describe('acrossReps: the mean of replications and its 95 % interval', () => {
  it("is Student's t interval, by hand", () => {
    // 0.8, 0.9, 1.0: mean 0.9, s = 0.1, t(0.975, 2) = 4.302652730, half = 4.302652730 x 0.1 / sqrt 3
    const e = acrossReps([0.8, 0.9, 1.0]);
    const half = (4.30265273 * 0.1) / Math.sqrt(3);
    expect(e.mean).toBeCloseTo(0.9, 15);
    expect(e.ci95![0]).toBeCloseTo(0.9 - half, 9);
    expect(e.ci95![1]).toBeCloseTo(0.9 + half, 9);
    expect(acrossReps([0.5]).ci95).toBeNull();
  });

  it("stops at its quantity's range: three runs of a nearly full link", () => {
    // mean 0.99667, half 0.01434 by hand: [0.98232, 1.0110] cut at utilization 1
    const e = acrossReps([0.99, 1.0, 1.0], FRACTION);
    expect(e.ci95![0]).toBeCloseTo(0.996667 - 0.014343, 5);
    expect(e.ci95![1]).toBe(1);
    // a throughput near 0 does not go negative (Fig. 15's two runs read -2.6 Mbit/s before)
    expect(acrossReps([0.1, 5], NONNEGATIVE).ci95![0]).toBe(0);
  });

  it('cut or not, the interval is the unbounded one intersected with the range, and holds the mean', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 }),
        (values) => {
          const free = acrossReps(values).ci95!;
          const cut = acrossReps(values, FRACTION);
          const [lo, hi] = cut.ci95!;
          expect(lo).toBe(Math.max(free[0], 0));
          expect(hi).toBe(Math.min(free[1], 1));
          expect(lo).toBeLessThanOrEqual(cut.mean);
          expect(hi).toBeGreaterThanOrEqual(cut.mean);
        },
      ),
    );
  });

  it('keeps the mean inside when the mean itself is past the range (a departures count over 1)', () => {
    const e = acrossReps([1.0000001, 1.0000003], FRACTION);
    const free = acrossReps([1.0000001, 1.0000003]).ci95!;
    expect(e.ci95).toEqual([free[0], e.mean]);
  });
});
