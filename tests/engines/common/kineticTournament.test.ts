import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KineticTournament } from '../../../src/engines/common/kineticTournament';

/** Brute force: the index of the largest a_i + b_i t, ties to the lowest index. */
function argmax(a: number[], b: number[], t: number): number {
  let best = 0;
  for (let i = 1; i < a.length; i++) if (a[i] + b[i] * t > a[best] + b[best] * t) best = i;
  return best;
}

type Step = { dt: number; updates: [number, number, number][] };

/**
 * Integer intercepts and slopes with times that are multiples of 1/4: every value a + b t is exact,
 * and so is every crossing time that a query time can hit, so ties are exact, never near-ties.
 */
function scenario(slopes: fc.Arbitrary<number>, intercepts: fc.Arbitrary<number>) {
  return fc.integer({ min: 1, max: 40 }).chain((n) =>
    fc.record({
      a: fc.array(intercepts, { minLength: n, maxLength: n }),
      b: fc.array(slopes, { minLength: n, maxLength: n }),
      t0: fc.integer({ min: 0, max: 8 }).map((k) => k / 4),
      steps: fc.array(
        fc.record({
          dt: fc.integer({ min: 0, max: 6 }).map((k) => k / 4),
          updates: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), intercepts, slopes), {
            maxLength: 3,
          }),
        }),
        { minLength: 1, maxLength: 40 },
      ),
    }),
  );
}

/** Replays the steps on a tournament and on plain arrays; returns the two sequences of tops. */
function replay(a0: number[], b0: number[], t0: number, steps: Step[]): [number[], number[]] {
  const a = [...a0];
  const b = [...b0];
  const kt = new KineticTournament(a.length);
  kt.build(a, b, t0);
  const got = [kt.top()];
  const want = [argmax(a, b, t0)];
  let t = t0;
  for (const { dt, updates } of steps) {
    t += dt;
    kt.advance(t);
    got.push(kt.top());
    want.push(argmax(a, b, t));
    for (const [i, ai, bi] of updates) {
      kt.update(i, ai, bi);
      a[i] = ai;
      b[i] = bi;
      got.push(kt.top());
      want.push(argmax(a, b, t));
    }
  }
  return [got, want];
}

describe('KineticTournament', () => {
  it('tracks the argmax of lines with unequal slopes as time advances', () => {
    fc.assert(
      fc.property(
        scenario(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -30, max: 30 })),
        ({ a, b, t0, steps }) => {
          const [got, want] = replay(a, b, t0, steps);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives exact ties of equal lines to the lowest index (equal slopes, few intercepts)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: -2, max: 2 })
          .chain((slope) => scenario(fc.constant(slope), fc.integer({ min: 0, max: 3 }))),
        ({ a, b, t0, steps }) => {
          const [got, want] = replay(a, b, t0, steps);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives a tie at an exact crossing time to the lower index, then the steeper line wins', () => {
    // line 0: 4 - t, line 1: 2 + t, crossing at t = 1; line 2 stays below both
    const kt = new KineticTournament(3);
    kt.build([4, 2, -10], [-1, 1, 0], 0);
    expect(kt.top()).toBe(0);
    kt.advance(1);
    expect(kt.top()).toBe(0);
    kt.advance(1.25);
    expect(kt.top()).toBe(1);
  });

  it('gives the crossing to the lower index when it overtakes a higher one', () => {
    // line 0: t, line 1: 2, crossing at t = 2 where line 0 (the lower index) takes over
    const kt = new KineticTournament(2);
    kt.build([0, 2], [1, 0], 0);
    kt.advance(1.5);
    expect(kt.top()).toBe(1);
    kt.advance(2);
    expect(kt.top()).toBe(0);
  });

  it('passes many crossings in one advance', () => {
    // lines i + (n - i) * (-1)...: slopes increase with index, so the last line wins eventually
    const n = 33;
    const a = Array.from({ length: n }, (_, i) => n - i);
    const b = Array.from({ length: n }, (_, i) => i);
    const kt = new KineticTournament(n);
    kt.build(a, b, 0);
    expect(kt.top()).toBe(argmax(a, b, 0));
    kt.advance(1000);
    expect(kt.top()).toBe(n - 1);
  });

  it('update of the leader to a low line hands the top to the next best', () => {
    const kt = new KineticTournament(4);
    kt.build([1, 5, 3, 3], [0, 0, 0, 0], 0);
    expect(kt.top()).toBe(1);
    kt.update(1, 0, 0);
    expect(kt.top()).toBe(2);
  });

  it('works with a single line', () => {
    const kt = new KineticTournament(1);
    kt.build([7], [-3], 0);
    kt.advance(100);
    expect(kt.top()).toBe(0);
  });
});
