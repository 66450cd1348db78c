import { describe, expect, it } from 'vitest';
import { seriesOf } from '../../../src/labs/illinois/experiments/job';
import {
  mergeReps,
  runPoint,
  withPartials,
  type ExperimentPointResult,
} from '../../../src/labs/illinois/experiments/run';
import { SweepStore } from '../../../src/labs/kit/sweep/sweepStore';
import { enumeratePoints } from '../../../src/sweep/plan';
import { job } from './packetRuns';

/**
 * The page draws a long point while it runs: the run goes in slices and reports what it has
 * measured so far. Slicing must not change the run (the same events in the same order), and a
 * point's final numbers must replace its partial ones.
 */
describe('a point under way reports its numbers so far', () => {
  it('the same final numbers with or without the reports, which come after the warm-up', () => {
    const j = job('view=longfat&cc=reno&t=30&twarm=10&reps=1');
    const [p] = enumeratePoints(j, seriesOf(j));
    const plain = runPoint(j, p);
    const partials: ExperimentPointResult[] = [];
    const sliced = runPoint(j, p, (r) => partials.push(r), 0);
    expect(sliced).toEqual(plain);
    expect(sliced.partialAt).toBeUndefined();
    expect(partials.length).toBeGreaterThan(10);
    const times = partials.map((r) => r.partialAt!);
    for (const t of times) expect(t).toBeGreaterThan(10);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[times.length - 1]).toBeLessThan(30);
    for (const r of partials) expect(r.runs).toHaveLength(1);
    for (const r of partials) expect(Number.isFinite(r.flow[0].cwnd.mean)).toBe(true);
  });

  it('the store keeps a partial only until its point completes; the page merges both', () => {
    const j = job('view=buffers&cc=reno&buffers=10,20&reps=1&t=40&twarm=10');
    const points = enumeratePoints(j, seriesOf(j));
    const store = new SweepStore<ExperimentPointResult>();
    store.reset('q', points.length);
    const done = runPoint(j, points[0]);
    let last: ExperimentPointResult | null = null;
    runPoint(j, points[1], (r) => (last = r), 0);
    store.add(done);
    store.partial(last!);
    let snap = store.snapshot();
    expect(snap.partials).toHaveLength(1);
    const merged = mergeReps(withPartials(snap.byIndex, snap.partials));
    expect(merged.map((r) => r.coords)).toEqual([[10], [20]]);
    expect(merged[1].partialAt).toBeGreaterThan(10);
    expect(merged[0].partialAt).toBeUndefined();
    // a late partial of a completed point is ignored
    store.add(runPoint(j, points[1]));
    store.partial(last!);
    snap = store.snapshot();
    expect(snap.partials).toEqual([]);
    expect(mergeReps(withPartials(snap.byIndex, snap.partials))[1].partialAt).toBeUndefined();
  });
});
