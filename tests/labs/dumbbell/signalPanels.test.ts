import { describe, expect, it } from 'vitest';
import { signalRatio, DUMBBELL_SPEC_SCHEMA } from '../../../src/labs/dumbbell/sweep/definition';
import {
  addSignalCounts,
  type DumbbellPointResult,
} from '../../../src/labs/dumbbell/sweep/results';
import { MIN_PANEL_BINS, signalPanels } from '../../../src/labs/dumbbell/signalPanels';
import { decodeQuery } from '../../../src/scenario/codec';

const spec = (q: string) => decodeQuery(DUMBBELL_SPEC_SCHEMA, q).scenario;

const point = (
  index: number,
  coords: number[],
  signal: DumbbellPointResult['signal'],
): DumbbellPointResult => ({
  index,
  coords,
  series: null,
  utilization: { mean: 0.9, ci95: null },
  theorem1: null,
  synchronized: null,
  ns2: null,
  drops: 0,
  timeouts: 0,
  syncMeanM: 1,
  signal,
  runs: [],
});

describe('P(signal | w) of a sweep’s points (Figs. 13-14 as printed)', () => {
  it('adds the replications’ flow-bins window by window', () => {
    expect(
      addSignalCounts([
        { w: [3, 5], signalled: [1, 2], total: [10, 20] },
        { w: [4, 5], signalled: [0, 3], total: [5, 30] },
      ]),
    ).toEqual({ w: [3, 4, 5], signalled: [1, 0, 5], total: [10, 5, 50] });
  });

  it('puts the ratio of the halves in one number, by hand', () => {
    // bins by window: 2 (100 bins, 5 signalled), 4 (100, 5), 8 (100, 30), 10 (100, 50);
    // median window 4: lower half 10/200 = 0.05, upper half 80/200 = 0.4, ratio 8
    const signal = { w: [2, 4, 8, 10], signalled: [5, 5, 30, 50], total: [100, 100, 100, 100] };
    expect(signalRatio({ signal })).toBeCloseTo(8, 12);
    // no signal in the lower half: no ratio
    expect(signalRatio({ signal: { ...signal, signalled: [0, 0, 30, 50] } })).toBeNull();
    expect(signalRatio({ signal: { w: [], signalled: [], total: [] } })).toBeNull();
  });

  it('draws a panel per point run, in the points’ order, on one y axis, leaving rare windows out', () => {
    const s = spec('lab=dumbbell&sweep=buffer:5,10,15,20&reps=1');
    const { panels, yDomain } = signalPanels(s, [
      point(2, [15], { w: [10, 20], signalled: [1, 3], total: [20, 10] }),
      point(0, [5], { w: [10, 11, 30], signalled: [2, 1, 1], total: [20, MIN_PANEL_BINS, 1] }),
    ]);
    expect(panels.map((p) => p.title)).toEqual(['buffer = 5', 'buffer = 15']);
    // window 30 was seen once: in the CSV, not among the bars
    expect(panels[0].bars.categories).toEqual(['10', '11']);
    expect(panels[0].bars.csv.map((r) => r[0])).toEqual([10, 11, 30]);
    expect(Array.from(panels[1].bars.values)).toEqual([0.05, 0.3]);
    expect(yDomain[0]).toBe(0);
    expect(yDomain[1]).toBeGreaterThanOrEqual(0.3);
    expect(yDomain[1]).toBeLessThanOrEqual(1);
  });

  it('draws none for a sweep of more than eight points (the CSV has the ratio)', () => {
    const s = spec('lab=dumbbell&sweep=n:1..10&reps=1');
    const r = point(0, [1], { w: [1], signalled: [1], total: [20] });
    expect(signalPanels(s, [r]).panels).toEqual([]);
  });
});
