import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BatchMeans } from '../../../src/engines/common/batchMeans';
import { KineticTournament } from '../../../src/engines/common/kineticTournament';
import { LinearFenwick } from '../../../src/engines/common/linearFenwick';
import { RampHistogram } from '../../../src/engines/common/rampHistogram';
import { Xoshiro128 } from '../../../src/engines/common/rng';

/**
 * The AIMD engine's batch loops use written-out or array-at-a-time versions of the per-event
 * methods (so that V8 boxes no double per event); each must give the same bits as the original.
 * toEqual compares numbers with Object.is: -0 and +0 differ, as bits do.
 */
const f64 = (xs: number[]) => Float64Array.from(xs);
const internals = (h: RampHistogram) => {
  const raw = h as unknown as Record<'slope' | 'moment' | 'mass', Float64Array>;
  return [raw.slope, raw.moment, raw.mass].map((a) => Array.from(a));
};
const value = fc.double({ min: -0.5, max: 1.5, noNaN: true });
const duration = fc.oneof(
  fc.constant(0),
  fc.constant(-0),
  fc.double({ min: -1, max: 5, noNaN: true }),
);

describe('RampHistogram bulk methods', () => {
  it('addSegments equals addSegment one by one, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.tuple(value, value, duration), { maxLength: 60 }),
        (bins, segments) => {
          const one = new RampHistogram(0, 1, bins);
          const bulk = new RampHistogram(0, 1, bins);
          for (const [u, w, s] of segments) one.addSegment(u, w, s);
          const [u, w, s] = [0, 1, 2].map((j) => f64(segments.map((x) => x[j])));
          bulk.addSegments(u, w, s, segments.length);
          expect(internals(bulk)).toEqual(internals(one));
          expect(Array.from(bulk.read())).toEqual(Array.from(one.read()));
        },
      ),
    );
  });

  it('addRises equals addSegment(u, hi, s) one by one for u <= hi, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), duration), {
          maxLength: 60,
        }),
        (bins, hi, rises) => {
          const one = new RampHistogram(0, hi, bins);
          const bulk = new RampHistogram(0, hi, bins);
          const from = rises.map(([q]) => Math.min(hi, q * hi));
          rises.forEach(([, s], k) => one.addSegment(from[k], hi, s));
          bulk.addRises(f64(from), f64(rises.map(([, s]) => s)), rises.length);
          expect(internals(bulk)).toEqual(internals(one));
        },
      ),
    );
  });
});

describe('BatchMeans.addAll', () => {
  it('equals add one by one, merges of batches included, bit for bit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -10, max: 10, noNaN: true }),
            fc.double({ min: 0, max: 3, noNaN: true }),
          ),
          { maxLength: 400 },
        ),
        fc.integer({ min: 1, max: 97 }),
        (events, chunk) => {
          const one = new BatchMeans();
          const bulk = new BatchMeans();
          for (const [x, d] of events) one.add(x, d);
          for (let k = 0; k < events.length; k += chunk) {
            const part = events.slice(k, k + chunk);
            bulk.addAll(f64(part.map((e) => e[0])), f64(part.map((e) => e[1])), part.length);
          }
          expect(bulk.batches).toBe(one.batches);
          expect(bulk.mean).toEqual(one.mean);
          expect(bulk.ci95()).toEqual(one.ci95());
          expect(JSON.stringify(bulk)).toBe(JSON.stringify(one));
        },
      ),
    );
  });
});

describe('Xoshiro128.fillDoubles', () => {
  it('gives the nextDouble stream and leaves the generator where nextDouble would', () => {
    for (const seed of [0, 1, 7, 0xffffffff]) {
      const a = new Xoshiro128(seed);
      const b = new Xoshiro128(seed);
      const out = new Float64Array(1000);
      b.fillDoubles(out, 700);
      expect(Array.from(out.subarray(0, 700))).toEqual(
        Array.from({ length: 700 }, () => a.nextDouble()),
      );
      expect(b.nextUint32()).toBe(a.nextUint32());
    }
  });
});

describe('LinearFenwick.draw and addIntercept', () => {
  it('draw(q, t) is search(q * total(t), t), and addIntercept(i, d) is add(i, d, 0)', () => {
    const line = fc.double({ min: 0, max: 10, noNaN: true });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 70 })
          .chain((n) =>
            fc.tuple(
              fc.array(line, { minLength: n, maxLength: n }),
              fc.array(line, { minLength: n, maxLength: n }),
              fc.array(
                fc.tuple(
                  fc.integer({ min: 0, max: n - 1 }),
                  fc.double({ min: -1, max: 1, noNaN: true }),
                ),
                { maxLength: 20 },
              ),
            ),
          ),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        ([a, b, updates], q, t) => {
          const one = new LinearFenwick(a.length);
          const bulk = new LinearFenwick(a.length);
          one.build(a, b);
          bulk.build(a, b);
          for (const [i, d] of updates) {
            one.add(i, d, 0);
            bulk.addIntercept(i, d);
            expect(bulk.draw(q, t)).toBe(one.search(q * one.total(t), t));
          }
          expect(Array.from(bulk.a)).toEqual(Array.from(one.a));
          expect(Array.from(bulk.b)).toEqual(Array.from(one.b));
        },
      ),
    );
  });
});

describe('KineticTournament ids', () => {
  it('gives ties to the smaller id, not to the leftmost leaf', () => {
    const kt = new KineticTournament(3);
    kt.build([1, 5, 5], [0, 0, 0], 0, [9, 4, 2]);
    expect(kt.topId()).toBe(2);
    expect(kt.top()).toBe(2);
    kt.setLine(2, 4, 0);
    kt.replay(2, 2);
    expect(kt.topId()).toBe(4);
  });

  it('keeps ties to the smaller id across crossings', () => {
    // leaf 0 (id 3): 4 - t; leaf 1 (id 1): 2 + t, crossing at t = 1 where id 1 wins the tie
    const kt = new KineticTournament(2);
    kt.build([4, 2], [-1, 1], 0, [3, 1]);
    kt.advance(0.5);
    expect(kt.topId()).toBe(3);
    kt.advance(1);
    expect(kt.topId()).toBe(1);
    kt.advance(2);
    expect(kt.topId()).toBe(1);
  });
});
