import '../sweepLabs';
import { describe, expect, it } from 'vitest';
import { POLICIES } from '../../../../../src/engines/aimd/params';
import { beatdownSecondMomentN2, theorem1 } from '../../../../../src/engines/aimd/theory';
import { decodeSweep } from '../../../../../src/labs/families/aimd/sweep/codec';
import { csvColumns, sweepCsv } from '../../../../../src/labs/families/aimd/sweep/codec';
import { enumeratePoints } from '../../../../../src/labs/families/aimd/sweep/plan';
import { runPoint } from '../../../../../src/labs/families/aimd/sweep/run';

function runAll(query: string) {
  const { scenario, problems } = decodeSweep(query);
  expect(problems).toEqual([]);
  const points = enumeratePoints(scenario);
  return { spec: scenario, results: points.map((p) => runPoint(scenario, p)) };
}

describe('Lab 3, Example 1: sigma swept over (0, 1)', () => {
  // The default sweep (N = 4, beta = 1/2, rate-independent, sigma = 0.05..0.95/19), lighter runs.
  const ex1 = runAll('lab=insensitivity&sweep=sigma:0.05..0.95/10&reps=3&events=50000');

  it('the aggregate stays on the Theorem 1 line, flat within 0.5 % over sigma', () => {
    const theory = theorem1(4, 0.5); // 12/13
    const u = ex1.results.map((r) => r.utilization.mean);
    for (const r of ex1.results) {
      expect(r.theory).toBe(theory);
      expect(Math.abs(r.utilization.mean - theory) / theory, `sigma = ${r.coords[0]}`).toBeLessThan(
        0.005,
      );
    }
    expect((Math.max(...u) - Math.min(...u)) / theory).toBeLessThan(0.005);
  });

  it('while the two classes move apart: the class signalled more often gets less', () => {
    const c1 = ex1.results.map((r) => r.detail!.classes[0].mean);
    const c2 = ex1.results.map((r) => r.detail!.classes[1].mean);
    for (let k = 1; k < c1.length; k++) {
      expect(c1[k]).toBeLessThan(c1[k - 1]);
      expect(c2[k]).toBeGreaterThan(c2[k - 1]);
    }
    expect(c1[0] - c2[0]).toBeGreaterThan(0.5);
    expect(c2.at(-1)! - c1.at(-1)!).toBeGreaterThan(0.5);
    ex1.results.forEach((r, k) => expect(c1[k] + c2[k]).toBeCloseTo(r.utilization.mean, 9));
  });

  it('writes the class columns after the standard ones', () => {
    const csv = sweepCsv(ex1.spec, ex1.results).split('\n');
    expect(csv[0]).toBe(csvColumns(ex1.spec).join(','));
    expect(
      csv[0].startsWith('sigma,policy,utilization,ci95_low,ci95_high,theory,class1_throughput'),
    ).toBe(true);
    expect(csv[1].split(',')).toHaveLength(csvColumns(ex1.spec).length);
  });
});

describe('Lab 3, policy comparison: one scenario under all six policies', () => {
  const cmp = runAll('lab=insensitivity&n=2&sweep=none&policies=all&reps=3&events=200000');
  const of = (policy: string) => cmp.results.find((r) => r.policy === policy)!;

  it('one point per policy; the same mean for the one-flow policies, (1 + beta)/2 synchronized', () => {
    expect(cmp.results.map((r) => r.policy)).toEqual([...POLICIES]);
    for (const p of ['rate-proportional', 'largest-rate', 'rate-independent', 'beatdown']) {
      expect(of(p).theory).toBe(theorem1(2, 0.5));
      expect(Math.abs(of(p).utilization.mean - theorem1(2, 0.5))).toBeLessThan(0.002);
    }
    expect(of('synchronized').utilization.mean).toBeCloseTo(0.75, 9);
    expect(of('independent').theory).toBeNull();
  });

  it("flow 1's second moment against Theorem 2 (N = 2, beta = 1/2) within 1 %", () => {
    const expected: Record<string, number> = {
      'rate-independent': 5 / 24,
      'rate-proportional': 679 / 3396,
      'largest-rate': 4 / 21,
      beatdown: beatdownSecondMomentN2(0.5), // exact sawtooth; the paper prints 1/3
    };
    for (const [policy, value] of Object.entries(expected)) {
      const d = of(policy).detail!;
      expect(d.theorem2?.exact).toBeCloseTo(value, 12);
      expect(Math.abs(d.flow1SecondMoment.mean - value) / value, policy).toBeLessThan(0.01);
    }
    expect(of('beatdown').detail!.theorem2!.paper).toBeCloseTo(1 / 3, 12);
    expect(of('synchronized').detail!.theorem2).toBeNull();
  });

  it('the stationary distributions differ by policy and each sums to 1', () => {
    for (const r of cmp.results) {
      const h = r.detail!.histograms;
      expect(h.aggregate).toHaveLength(h.bins);
      expect(h.aggregate.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(h.flow1.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
    // the same mean, not the same distribution
    const spread = (p: string) => of(p).detail!.flow1SecondMoment.mean;
    expect(Math.abs(spread('largest-rate') - spread('rate-independent'))).toBeGreaterThan(0.01);
  });
});
