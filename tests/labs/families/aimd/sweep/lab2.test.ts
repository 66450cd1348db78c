import '../sweepLabs';
import { describe, expect, it } from 'vitest';
import { synchronizedUtilization, theorem1 } from '../../../../../src/engines/aimd/theory';
import { decodeSweep } from '../../../../../src/labs/families/aimd/sweep/codec';
import { enumeratePoints, type SweepPoint } from '../../../../../src/labs/families/aimd/sweep/plan';
import {
  smallestN,
  smallestNReadout,
  theoryCurves,
} from '../../../../../src/labs/families/aimd/sweep/readout';
import type { PointResult } from '../../../../../src/labs/families/aimd/sweep/results';
import { runPoint } from '../../../../../src/labs/families/aimd/sweep/run';

function runAll(query: string) {
  const { scenario, problems } = decodeSweep(query);
  expect(problems).toEqual([]);
  const points = enumeratePoints(scenario);
  return { spec: scenario, points, results: points.map((p) => runPoint(scenario, p)) };
}

// N = 1..10 x beta in {0.3, 0.5, 0.8} x two policies, 5 replications of 10,000 events each.
const lab2 = runAll(
  'lab=sockets&sweep=n:1..10&sweep2=beta:0.3,0.5,0.8&policies=rate-proportional,synchronized&events=10000',
);
const betaOf = (p: SweepPoint) => p.coords[1];
const nOf = (p: SweepPoint) => p.coords[0];

describe('Lab 2: utilization vs N', () => {
  const oneFlow = lab2.results.filter((r) => r.policy === 'rate-proportional');

  it('every rate-proportional point matches Theorem 1 within its interval across replications', () => {
    let inside = 0;
    for (const r of oneFlow) {
      const [n, beta] = r.coords;
      const theory = theorem1(n, beta);
      expect(r.theory).toBe(theory);
      const [lo, hi] = r.utilization.ci95!;
      const half = (hi - lo) / 2;
      const where = `N = ${n}, beta = ${beta}: ${r.utilization.mean} [${lo}, ${hi}] vs ${theory}`;
      // 3 half-widths: a correct engine fails this with probability ~1e-3 per point (t, 4 dof);
      // N = 1 is deterministic (zero width): there only rounding separates the two
      expect(Math.abs(r.utilization.mean - theory), where).toBeLessThanOrEqual(3 * half + 1e-9);
      expect(Math.abs(r.utilization.mean - theory) / theory, where).toBeLessThan(0.005);
      if (lo <= theory && theory <= hi) inside++;
    }
    // and the 95 % intervals cover the theory about 95 % of the time
    expect(inside / oneFlow.length).toBeGreaterThanOrEqual(0.8);
  });

  it('the synchronized series equals (1 + beta)/2 whatever N', () => {
    for (const p of lab2.points.filter((x) => x.series === 'synchronized')) {
      const r = lab2.results[p.index];
      const exact = synchronizedUtilization(betaOf(p));
      expect(r.theory).toBeCloseTo(exact, 15); // N = 1: Theorem 1's form of the same value
      expect(Math.abs(r.utilization.mean - exact) / exact, `N = ${nOf(p)}`).toBeLessThan(1e-6);
    }
  });

  it('reads off the smallest N reaching 90 % and 95 %, from theory and from the points', () => {
    const byIndex: PointResult[] = [];
    for (const r of lab2.results) byIndex[r.index] = r;
    const rows = smallestNReadout(lab2.spec, byIndex);
    const row = (policy: string, beta: number, target: number) =>
      rows.find((x) => x.policy === policy && x.series === beta && x.target === target)!;
    // beta = 1/2: 1 - 1/(1 + 3N) reaches 0.9 at N = 3 and 0.95 at N = 7
    expect(row('rate-proportional', 0.5, 0.9)).toMatchObject({
      theory: 3,
      simulated: 3,
      complete: true,
    });
    expect(row('rate-proportional', 0.5, 0.95)).toMatchObject({ theory: 7, simulated: 7 });
    expect(row('rate-proportional', 0.5, 0.9).multcp).toBe(3); // 1 - 1/(4N) >= 0.9
    expect(row('rate-proportional', 0.5, 0.95).multcp).toBe(5);
    for (const beta of [0.3, 0.8]) {
      for (const target of [0.9, 0.95]) {
        const r = row('rate-proportional', beta, target);
        // beyond the swept N = 10 (beta = 0.3 needs 11 for 95 %) the points cannot say
        expect(r.simulated, `beta = ${beta}, ${target}`).toBe(r.theory! <= 10 ? r.theory : null);
      }
    }
    expect(row('synchronized', 0.5, 0.9)).toMatchObject({
      theoryApplies: true,
      theory: null,
      simulated: null,
    });
    expect(row('synchronized', 0.8, 0.9)).toMatchObject({ theory: 1, simulated: 1 });
    // a missing point leaves the answer open
    const partial = [...byIndex];
    delete partial[
      lab2.points.find(
        (p) => p.series === 'rate-proportional' && nOf(p) === 1 && betaOf(p) === 0.5,
      )!.index
    ];
    const open = smallestNReadout(lab2.spec, partial).find(
      (x) => x.policy === 'rate-proportional' && x.series === 0.5 && x.target === 0.9,
    )!;
    expect(open).toMatchObject({ simulated: 3, complete: false });
  });

  it('draws the Theorem 1, eq. (6) and MulTCP curves per beta', () => {
    const curves = theoryCurves(lab2.spec);
    expect(curves.map((c) => c.beta)).toEqual([0.3, 0.5, 0.8]);
    const half = curves[1];
    expect(half.n).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(half.theorem1[2]).toBeCloseTo(0.9, 15);
    expect(half.synchronized.every((v) => v === 0.75)).toBe(true);
    expect(half.multcp[0]).toBe(0.75);
    expect(half.multcp[9]).toBeCloseTo(1 - 1 / 40, 15);
  });

  it('smallestN solves monotone closed forms exactly', () => {
    expect(smallestN((n) => theorem1(n, 0.5), 0.9)).toBe(3);
    expect(smallestN(() => 0.75, 0.9)).toBeNull();
    expect(smallestN((n) => n, 1e6)).toBe(1e6);
  });
});
