import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LinearFenwick } from '../../../src/engines/common/linearFenwick';

/** Brute force: the weights at time t, their total, and the smallest i whose prefix sum exceeds u. */
const weightsAt = (a: number[], b: number[], t: number): number[] =>
  a.map((ai, i) => ai + b[i] * t);
const bruteTotal = (a: number[], b: number[], t: number): number =>
  weightsAt(a, b, t).reduce((s, w) => s + w, 0);
function bruteSearch(a: number[], b: number[], t: number, u: number): number {
  let cum = 0;
  const w = weightsAt(a, b, t);
  for (let i = 0; i < w.length; i++) {
    cum += w[i];
    if (cum > u) return i;
  }
  return w.length - 1;
}

/** Every prefix sum, the values just around it, and half-way points: all exact in binary. */
function probes(a: number[], b: number[], t: number): number[] {
  const out: number[] = [0];
  let cum = 0;
  for (const w of weightsAt(a, b, t)) {
    cum += w;
    out.push(cum - 0.5, cum, cum + 0.5);
  }
  return out.filter((u) => u >= 0 && u < cum);
}

// Small integers (and times that are multiples of 1/4) keep every sum exact, so the comparison
// with the brute force is exact, boundaries included.
const coefficients = (n: number) =>
  fc.record({
    a: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: n, maxLength: n }),
    b: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
  });
const time = fc.integer({ min: 0, max: 40 }).map((k) => k / 4);
const problem = fc
  .integer({ min: 1, max: 70 })
  .chain((n) => fc.tuple(fc.constant(n), coefficients(n), fc.array(time, { minLength: 1 })));

describe('LinearFenwick', () => {
  it('total(t) after build equals the brute-force sum of a_i + b_i t', () => {
    fc.assert(
      fc.property(problem, ([n, { a, b }, times]) => {
        const f = new LinearFenwick(n);
        f.build(a, b);
        for (const t of times) expect(f.total(t)).toBe(bruteTotal(a, b, t));
      }),
    );
  });

  it('search(u, t) after build is the smallest i whose cumulative weight exceeds u', () => {
    fc.assert(
      fc.property(problem, ([n, { a, b }, times]) => {
        const f = new LinearFenwick(n);
        f.build(a, b);
        for (const t of times) {
          const us = probes(a, b, t);
          expect(us.map((u) => f.search(u, t))).toEqual(us.map((u) => bruteSearch(a, b, t, u)));
        }
      }),
    );
  });

  it('add keeps total and search equal to the brute force on the updated coefficients', () => {
    const withUpdates = problem.chain(([n, coef, times]) =>
      fc.tuple(
        fc.constant(n),
        fc.constant(coef),
        fc.constant(times),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: n - 1 }),
            fc.integer({ min: 0, max: 20 }),
            fc.integer({ min: 0, max: 6 }),
          ),
          { maxLength: 30 },
        ),
      ),
    );
    fc.assert(
      fc.property(withUpdates, ([n, { a, b }, times, updates]) => {
        const f = new LinearFenwick(n);
        f.build(a, b);
        const ca = [...a];
        const cb = [...b];
        for (const [i, na, nb] of updates) {
          f.add(i, na - ca[i], nb - cb[i]); // replace line i by na + nb t
          ca[i] = na;
          cb[i] = nb;
          const t = times[i % times.length];
          expect(f.total(t)).toBe(bruteTotal(ca, cb, t));
          const us = probes(ca, cb, t);
          expect(us.map((u) => f.search(u, t))).toEqual(us.map((u) => bruteSearch(ca, cb, t, u)));
        }
      }),
    );
  });

  it('a tree filled by add alone equals one built from the same coefficients', () => {
    fc.assert(
      fc.property(problem, ([n, { a, b }, times]) => {
        const built = new LinearFenwick(n);
        built.build(a, b);
        const added = new LinearFenwick(n);
        for (let i = 0; i < n; i++) added.add(i, a[i], b[i]);
        for (const t of times) {
          expect(added.total(t)).toBe(built.total(t));
          const us = probes(a, b, t);
          expect(us.map((u) => added.search(u, t))).toEqual(us.map((u) => built.search(u, t)));
        }
      }),
    );
  });

  it('search at u >= total returns the last index', () => {
    const f = new LinearFenwick(5);
    f.build([1, 2, 3, 4, 5], [0, 1, 0, 1, 0]);
    expect(f.total(2)).toBe(19);
    expect(f.search(19, 2)).toBe(4);
    expect(f.search(1e9, 2)).toBe(4);
  });

  it('agrees with the brute force on real-valued weights away from the boundaries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }).chain((n) =>
          fc.tuple(
            fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: n, maxLength: n }),
            fc.array(fc.double({ min: 0, max: 3, noNaN: true }), { minLength: n, maxLength: n }),
            fc.double({ min: 0, max: 100, noNaN: true }),
            fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
              minLength: 1,
              maxLength: 50,
            }),
          ),
        ),
        ([a, b, t, fractions]) => {
          const f = new LinearFenwick(a.length);
          f.build(a, b);
          const total = bruteTotal(a, b, t);
          expect(f.total(t)).toBeCloseTo(total, 9);
          const w = weightsAt(a, b, t);
          for (const q of fractions) {
            const u = q * total;
            const i = bruteSearch(a, b, t, u);
            const before = w.slice(0, i).reduce((s, x) => s + x, 0);
            const margin = 1e-9 * (1 + total);
            // only compare where u is not within rounding of a prefix-sum boundary
            if (u - before > margin && before + w[i] - u > margin) expect(f.search(u, t)).toBe(i);
          }
        },
      ),
    );
  });
});
