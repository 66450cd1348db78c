import '../../families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import { SweepStore } from '../../../../src/labs/kit/sweep/sweepStore';
import type { PointResult } from '../../../../src/labs/families/aimd/sweep/results';

const result = (index: number): PointResult => ({
  index,
  policy: 'rate-proportional',
  coords: [index + 1],
  utilization: { mean: 0.8, ci95: [0.79, 0.81] },
  theory: 0.8,
  runs: [{ seed: 1, utilization: 0.8 }],
  detail: null,
});

describe('SweepStore', () => {
  it('keeps results by point index, in point order, whatever the arrival order', () => {
    const store = new SweepStore();
    store.reset('lab=sockets', 4);
    store.add(result(2));
    store.add(result(0));
    const snap = store.snapshot();
    expect(snap.status).toBe('running');
    expect(snap.results.map((r) => r.index)).toEqual([0, 2]);
    expect(snap.byIndex[1]).toBeUndefined();
    expect(snap.byIndex[2]?.index).toBe(2);
    expect(snap.progress.total).toBe(4);
  });

  it('gives the same snapshot until something changes, and a new one after', () => {
    const store = new SweepStore();
    store.reset('q', 2);
    const a = store.snapshot();
    expect(store.snapshot()).toBe(a);
    store.setProgress({ done: 1, failed: 0, total: 2, elapsedMs: 10, etaMs: 10 });
    const b = store.snapshot();
    expect(b).not.toBe(a);
    expect(b.version).toBeGreaterThan(a.version);
    store.finish('cancelled');
    expect(store.snapshot().status).toBe('cancelled');
  });

  it('forgets the old run on reset', () => {
    const store = new SweepStore();
    store.reset('a', 2);
    store.add(result(0));
    store.fail({ point: { index: 1, series: 'rate-proportional', coords: [2] }, message: 'x' });
    store.reset('b', 3);
    const snap = store.snapshot();
    expect(snap.query).toBe('b');
    expect(snap.results).toEqual([]);
    expect(snap.failures).toEqual([]);
    expect(snap.progress.done).toBe(0);
  });
});
