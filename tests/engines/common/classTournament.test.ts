import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClassTournament } from '../../../src/engines/common/classTournament';
import { KineticTournament } from '../../../src/engines/common/kineticTournament';

/** Brute force: the index of the largest a_i + s_i t, ties to the lowest index. */
function argmax(a: number[], s: number[], t: number): number {
  let best = 0;
  for (let i = 1; i < a.length; i++) if (a[i] + s[i] * t > a[best] + s[best] * t) best = i;
  return best;
}

/** The leader by sorting: (value descending, index ascending), the head of the sorted array. */
function sortedHead(a: number[], s: number[], t: number): number {
  const order = a.map((_, i) => i);
  order.sort((i, j) => a[j] + s[j] * t - (a[i] + s[i] * t) || i - j);
  return order[0];
}

type Step = { dt: number; updates: [number, number][] };

/**
 * Integer intercepts, slopes from a small set (the eta classes) and times that are multiples of
 * 1/4: every value and every crossing time is exact, so ties are exact ties, never near-ties.
 */
function scenario(slopeSet: number[], intercepts: fc.Arbitrary<number>) {
  return fc.integer({ min: 1, max: 40 }).chain((n) =>
    fc.record({
      a: fc.array(intercepts, { minLength: n, maxLength: n }),
      s: fc.array(fc.constantFrom(...slopeSet), { minLength: n, maxLength: n }),
      t0: fc.integer({ min: 0, max: 8 }).map((k) => k / 4),
      steps: fc.array(
        fc.record({
          dt: fc.integer({ min: 0, max: 6 }).map((k) => k / 4),
          updates: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), intercepts), {
            maxLength: 3,
          }),
        }),
        { minLength: 1, maxLength: 40 },
      ),
    }),
  );
}

/** Replays the steps on a ClassTournament and on plain arrays; returns both sequences of leaders. */
function replay(a0: number[], s: number[], t0: number, steps: Step[], reference = argmax) {
  const a = [...a0];
  const tree = new ClassTournament(s);
  tree.build(a, t0);
  const got = [tree.top(t0)];
  const want = [reference(a, s, t0)];
  let t = t0;
  for (const { dt, updates } of steps) {
    t += dt;
    got.push(tree.top(t));
    want.push(reference(a, s, t));
    for (const [i, ai] of updates) {
      tree.intercepts[i] = ai;
      tree.update(i);
      a[i] = ai;
      got.push(tree.leader());
      want.push(reference(a, s, t));
    }
  }
  return [got, want];
}

describe('ClassTournament', () => {
  it('one class: the leader is the head of the lines sorted by value, ties by index', () => {
    fc.assert(
      fc.property(scenario([1], fc.integer({ min: 0, max: 4 })), ({ a, s, t0, steps }) => {
        const [got, want] = replay(a, s, t0, steps, sortedHead);
        expect(got).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('a few classes: the leader is the argmax of a_i + s_i t, ties to the lowest index', () => {
    fc.assert(
      fc.property(
        scenario([-1, 0, 1, 2], fc.integer({ min: -30, max: 30 })),
        ({ a, s, t0, steps }) => {
          const [got, want] = replay(a, s, t0, steps);
          expect(got).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('many exact ties (few intercepts, two classes) go to the lowest index', () => {
    fc.assert(
      fc.property(scenario([1, 3], fc.integer({ min: 0, max: 2 })), ({ a, s, t0, steps }) => {
        const [got, want] = replay(a, s, t0, steps);
        expect(got).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('groups the slopes into classes in order of first appearance', () => {
    const tree = new ClassTournament([2, 1, 2, 3, 1, 1]);
    expect(tree.classes).toBe(3);
    expect([0, 1, 2].map((k) => tree.levels(k))).toEqual([1, 2, 0]); // 2, 3 and 1 lines
  });

  it('ties between classes go to the lowest index, whichever class it is in', () => {
    // flows 0, 2: slope 2; flows 1, 3: slope 1. At t = 1 flows 1 and 2 tie at 5.
    const tree = new ClassTournament([2, 1, 2, 1]);
    tree.build([0, 4, 3, -9], 0);
    expect(tree.top(0)).toBe(1);
    expect(tree.top(1)).toBe(1);
    expect(tree.top(1.5)).toBe(2);
    tree.intercepts[2] = -10;
    tree.update(2);
    expect(tree.leader()).toBe(1);
  });

  /**
   * Bit for bit the kinetic tournament over all flows it replaced, on arbitrary doubles (near-ties
   * and rounding included) when it reduces to it: one slope class (the same comparisons of
   * a + s t at the same times, leaf for leaf), or every slope distinct (one line per class).
   */
  function sameAsKinetic(slopes: (n: number) => number[]) {
    const value = fc.double({ min: -10, max: 10, noNaN: true });
    const problem = fc.integer({ min: 1, max: 60 }).chain((n) =>
      fc.record({
        a: fc.array(value, { minLength: n, maxLength: n }),
        steps: fc.array(
          fc.record({
            dt: fc.double({ min: 0, max: 0.5, noNaN: true }),
            cut: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
      }),
    );
    fc.assert(
      fc.property(problem, ({ a, steps }) => {
        const s = slopes(a.length);
        const kinetic = new KineticTournament(a.length);
        const classes = new ClassTournament(s);
        kinetic.build(a, s, 0);
        classes.build(a, 0);
        let t = 0;
        for (const { dt, cut } of steps) {
          t += dt;
          kinetic.advance(t);
          const i = kinetic.top();
          expect(classes.top(t)).toBe(i);
          // the leader is cut: its value at t times `cut`, as the engine does
          const lowered = (a[i] + s[i] * t) * cut - s[i] * t;
          a[i] = lowered;
          kinetic.update(i, lowered, s[i]);
          classes.intercepts[i] = lowered;
          classes.update(i);
          expect(classes.leader()).toBe(kinetic.top());
        }
      }),
      { numRuns: 200 },
    );
  }

  it('with one slope, picks exactly as the kinetic tournament over all flows', () =>
    sameAsKinetic((n) => new Array<number>(n).fill(1.37)));

  it('with all slopes distinct, picks exactly as the kinetic tournament over all flows', () =>
    sameAsKinetic((n) => Array.from({ length: n }, (_, i) => 0.5 + ((i * 1.3) % 2.1) + i * 1e-9)));

  it('works with a single line', () => {
    const tree = new ClassTournament([3]);
    tree.build([7], 0);
    expect(tree.top(100)).toBe(0);
    tree.intercepts[0] = -1;
    tree.update(0);
    expect(tree.leader()).toBe(0);
  });
});
