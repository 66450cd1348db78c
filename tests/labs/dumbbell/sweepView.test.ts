import { describe, expect, it } from 'vitest';
import { decodeQuery } from '../../../src/scenario/codec';
import { DUMBBELL_SPEC_SCHEMA } from '../../../src/labs/dumbbell/sweep/definition';
import type { DumbbellPointResult } from '../../../src/labs/dumbbell/sweep/results';
import { dumbbellSweepView } from '../../../src/labs/dumbbell/sweepView';

const spec = (q: string) => {
  const d = decodeQuery(DUMBBELL_SPEC_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

const result = (
  index: number,
  coords: number[],
  u: number,
  series: string | null = null,
): DumbbellPointResult => ({
  index,
  coords,
  series,
  utilization: { mean: u, ci95: [u - 0.01, u + 0.01] },
  theorem1: 0.9,
  synchronized: 0.75,
  ns2: null,
  drops: 0,
  timeouts: 0,
  syncMeanM: 3,
  signal: { w: [], signalled: [], total: [] },
  runs: [{ seed: 1, utilization: u }],
});

describe('the sweep chart', () => {
  it("Fig. 7: one Theorem 1 curve over N for every buffer, ns-2's points per buffer", () => {
    const s = spec('lab=dumbbell&sweep=n:1..10&sweep2=buffer:5,20,100&reps=2');
    const v = dumbbellSweepView(s, [result(0, [1, 5], 0.77), result(2, [1, 100], 0.98)]);
    expect(v.xLabel).toBe('N (TCP flows)');
    expect(v.integerX).toBe(true);
    const ids = v.series.map((x) => x.id);
    expect(ids).toEqual(['theorem1', 'sync', 'ns2-0', 'ns2-1', 'ns2-2', 'sim-0', 'sim-1', 'sim-2']);
    const t1 = v.series[0].points;
    expect(t1.length).toBe(2 * 101); // a smooth curve over N
    expect(t1[1]).toBeCloseTo(0.75, 12);
    expect(t1.at(-1)).toBeCloseTo(1 - 1 / 31, 12);
    // ns-2 measured N = 1, 2, 3, 4, 6, 8, 10 on this setup
    expect(v.series[2].points.filter((_, k) => k % 2 === 0)).toEqual(
      Float64Array.of(1, 2, 3, 4, 6, 8, 10),
    );
    expect(v.series[2].label).toBe('ns-2 2.35, same setup (B = 5)');
    expect(v.series[5].points).toEqual(Float64Array.of(1, 0.77));
    expect(v.series[5].errors).toEqual(Float64Array.of(0.76, 0.78));
    expect(v.ns2).toBe(true);
  });

  it('no ns-2 where it did not run the setup, no Theorem 1 where it does not apply', () => {
    const v = dumbbellSweepView(spec('lab=dumbbell&cap=20&loss=0.01&sweep=buffer:10,50'), []);
    expect(v.series.map((x) => x.id)).toEqual(['sync', 'sim-0']);
    expect(v.integerX).toBe(true);
    expect(v.ns2).toBe(false);
  });

  it('Theorem 1 at the swept points when N is fixed; per member when it differs', () => {
    const v = dumbbellSweepView(
      spec('lab=dumbbell&cc=aimd&sweep=buffer:10,50&sweep2=b:0.3,0.8'),
      [],
    );
    const t1 = v.series.filter((x) => x.id.startsWith('theorem1'));
    expect(t1.map((x) => x.label)).toEqual(['Theorem 1 (b = 0.3)', 'Theorem 1 (b = 0.8)']);
    expect(t1[0].points.length).toBe(4);
  });

  it('Fig. 11 on one chart: a simulated curve per threshold-dropper policy, each with its points', () => {
    const s = spec('lab=dumbbell&queue=threshold&sweep=n:1..3&selects=uniform,largest-rate');
    const v = dumbbellSweepView(s, [
      result(0, [1], 0.74, 'uniform'),
      result(1, [1], 0.76, 'largest-rate'),
      result(2, [2], 0.85, 'uniform'),
    ]);
    const sim = v.series.filter((x) => x.id.startsWith('sim-'));
    expect(sim.map((x) => x.label)).toEqual(['simulated, uniform', 'simulated, largest-rate']);
    expect(Array.from(sim[0].points)).toEqual([1, 0.74, 2, 0.85]);
    expect(Array.from(sim[1].points)).toEqual([1, 0.76]);
    expect(sim[0].color).not.toBe(sim[1].color);
    expect(sim[1].details?.[0]?.[0]).toEqual({ label: 'policy', value: 'largest-rate' });
    // one Theorem 1 for both: it does not depend on which flow is signalled
    expect(v.series.filter((x) => x.id.startsWith('theorem1')).length).toBe(1);
  });

  it('names the seeds of a point’s replications on hover', () => {
    const s = spec('lab=dumbbell&sweep=n:1..2&reps=2');
    const r = {
      ...result(0, [1], 0.8),
      runs: [
        { seed: 11, utilization: 0.79 },
        { seed: 12, utilization: 0.81 },
      ],
    };
    const sim = dumbbellSweepView(s, [r]).series.find((x) => x.id === 'sim-0')!;
    expect(sim.details?.[0]).toContainEqual({ label: 'seeds', value: '11 12' });
    expect(sim.details?.[0]).toContainEqual({ label: 'replications', value: '2' });
  });
});
