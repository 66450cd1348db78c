import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RampHistogram } from '../../../src/engines/common/rampHistogram';

type Segment = [u: number, w: number, s: number];

/**
 * Brute force: a segment from u to w over time s spends s / |w - u| per unit of value on
 * [min, max], so bin b receives that density times the length of its overlap with the segment.
 * A constant segment puts all its time in the bin of its value (the last bin for v = hi).
 */
function bruteForce(lo: number, hi: number, bins: number, segments: Segment[]): number[] {
  const out = new Array<number>(bins).fill(0);
  const width = (hi - lo) / bins;
  for (const [u, w, s] of segments) {
    if (u === w) {
      out[Math.min(Math.floor((u - lo) / width), bins - 1)] += s;
      continue;
    }
    const from = Math.min(u, w);
    const to = Math.max(u, w);
    for (let b = 0; b < bins; b++) {
      const overlap = Math.min(to, lo + (b + 1) * width) - Math.max(from, lo + b * width);
      if (overlap > 0) out[b] += (overlap * s) / (to - from);
    }
  }
  return out;
}

function expectClose(got: Float64Array, want: number[], total: number): void {
  expect(got.length).toBe(want.length);
  const tol = 1e-9 * Math.max(total, 1e-300);
  want.forEach((x, b) =>
    expect(Math.abs(got[b] - x), `bin ${b}: ${got[b]} vs ${x}`).toBeLessThan(tol),
  );
}

const record = (h: RampHistogram, segments: Segment[]): RampHistogram => {
  for (const [u, w, s] of segments) h.addSegment(u, w, s);
  return h;
};

/**
 * A histogram range and segments inside it. Values sit at exact fractions num / den of the range:
 * on a fine grid, on bin edges, at lo or at hi. A constant segment exactly on an interior bin edge
 * is left out: which side of the edge it falls on is decided by rounding, not by the model.
 */
const problem = fc
  .record({
    lo: fc.integer({ min: -100, max: 100 }).map((k) => k / 100),
    span: fc.integer({ min: 100, max: 400 }).map((k) => k / 100),
    bins: fc.integer({ min: 1, max: 50 }),
  })
  .chain(({ lo, span, bins }) => {
    const hi = lo + span;
    const position = fc.oneof(
      fc.integer({ min: 0, max: 100_000 }).map((num) => ({ num, den: 100_000 })),
      fc.integer({ min: 0, max: bins }).map((num) => ({ num, den: bins })),
      fc.constantFrom({ num: 0, den: 1 }, { num: 1, den: 1 }),
    );
    const onInteriorEdge = ({ num, den }: { num: number; den: number }) =>
      num > 0 && num < den && (num * bins) % den === 0;
    const value = ({ num, den }: { num: number; den: number }) =>
      num === den ? hi : lo + (span * num) / den;
    const segment = fc
      .tuple(position, fc.option(position, { freq: 3 }), fc.integer({ min: 1, max: 1000 }))
      .map(([u, w, k]) => [u, w ?? u, k / 100] as const)
      .filter(([u, w]) => u.num * w.den !== w.num * u.den || !onInteriorEdge(u))
      .map(([u, w, s]): Segment => [value(u), value(w), s]);
    return fc.record({
      lo: fc.constant(lo),
      hi: fc.constant(hi),
      bins: fc.constant(bins),
      segments: fc.array(segment, { minLength: 1, maxLength: 30 }),
    });
  });

const totalTime = (segments: Segment[]): number => segments.reduce((a, [, , s]) => a + s, 0);

describe('RampHistogram', () => {
  it('read() equals the brute-force time each segment spends in each bin', () => {
    fc.assert(
      fc.property(problem, ({ lo, hi, bins, segments }) => {
        const h = record(new RampHistogram(lo, hi, bins), segments);
        expectClose(h.read(), bruteForce(lo, hi, bins, segments), totalTime(segments));
      }),
      { numRuns: 300 },
    );
  });

  it('conserves the total time of segments inside [lo, hi]', () => {
    fc.assert(
      fc.property(problem, ({ lo, hi, bins, segments }) => {
        const got = record(new RampHistogram(lo, hi, bins), segments).read();
        const total = totalTime(segments);
        expect(Math.abs(got.reduce((a, x) => a + x, 0) - total)).toBeLessThan(1e-9 * total);
      }),
    );
  });

  it('spreads a full rising sweep evenly over the bins', () => {
    const h = new RampHistogram(0, 1, 4);
    h.addSegment(0, 1, 2);
    expectClose(h.read(), [0.5, 0.5, 0.5, 0.5], 2);
  });

  it('treats a falling segment like the rising one over the same values', () => {
    const h = new RampHistogram(0, 1, 4);
    h.addSegment(0.75, 0.125, 5);
    expectClose(h.read(), [1, 2, 2, 0], 5);
  });

  it('counts a segment that ends exactly at hi in the bins below hi', () => {
    const h = new RampHistogram(0, 1, 4);
    h.addSegment(0.5, 1, 1);
    h.addSegment(1, 0.875, 3);
    expectClose(h.read(), [0, 0, 0.5, 3.5], 4);
  });

  it('puts a segment within one bin entirely in that bin', () => {
    const h = new RampHistogram(0, 1, 4);
    h.addSegment(0.3, 0.45, 3);
    h.addSegment(0.74, 0.52, 1); // a falling one, inside bin 2
    expectClose(h.read(), [0, 3, 1, 0], 4);
  });

  it('puts a constant segment in the bin of its value, and one at hi in the last bin', () => {
    const h = new RampHistogram(0, 1, 4);
    h.addSegment(0.6, 0.6, 2);
    h.addSegment(1, 1, 7);
    expectClose(h.read(), [0, 0, 2, 7], 9);
  });

  it('ignores segments of zero or negative duration', () => {
    const h = new RampHistogram(0, 1, 4);
    h.addSegment(0, 1, 0);
    h.addSegment(0.2, 0.9, -1);
    expect(Array.from(h.read())).toEqual([0, 0, 0, 0]);
  });

  it('addMass adds time to one bin and clamps out-of-range bins to the ends', () => {
    const h = new RampHistogram(-1, 1, 5);
    h.addMass(2, 1.5);
    h.addMass(-3, 2);
    h.addMass(5, 4);
    h.addMass(99, 1);
    h.addSegment(-1, 1, 10);
    expectClose(h.read(), [4, 2, 3.5, 2, 7], 18.5);
  });

  it('copy() is independent of the original in both directions', () => {
    const h = new RampHistogram(0, 2, 4);
    h.addSegment(0, 2, 4);
    h.addMass(2, 3);
    const c = h.copy();
    c.addSegment(0, 0.5, 1);
    c.addMass(3, 1);
    h.addSegment(1.5, 2, 8);
    expectClose(h.read(), [1, 1, 4, 9], 15);
    expectClose(c.read(), [2, 1, 4, 2], 9);
  });

  it('clear() forgets everything, and later segments are counted from scratch', () => {
    const h = new RampHistogram(0, 1, 2);
    h.addSegment(0, 1, 5);
    h.addMass(1, 3);
    h.clear();
    expect(Array.from(h.read())).toEqual([0, 0]);
    h.addSegment(0.5, 1, 2);
    expectClose(h.read(), [0, 2], 2);
  });

  it('binOf and edge agree with the uniform bin layout', () => {
    const h = new RampHistogram(2, 4, 8);
    expect(h.binOf(2)).toBe(0);
    expect(h.binOf(2.3)).toBe(1);
    expect(h.binOf(3.99)).toBe(7);
    expect(h.binOf(4)).toBe(8); // at hi: outside
    expect(h.edge(0)).toBe(2);
    expect(h.edge(4)).toBe(3);
    expect(h.edge(8)).toBe(4);
  });
});
