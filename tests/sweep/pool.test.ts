import '../labs/families/aimd/sweepLabs';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeSweep } from '../../src/labs/families/aimd/sweep/codec';
import { enumeratePoints } from '../../src/labs/families/aimd/sweep/plan';
import { formatProgress, type SweepProgress } from '../../src/sweep/progress';
import type { PointResult } from '../../src/labs/families/aimd/sweep/results';
import { runPoint } from '../../src/labs/families/aimd/sweep/run';
import type { SweepSpec } from '../../src/labs/families/aimd/sweep/spec';
import { SweepPool, type PointFailure, type SweepPoolOptions } from '../../src/worker/sweepPool';
import { fakeSweepWorker, until, type FakeSweepWorker } from './fakeSweepWorker';

const small = decodeSweep('lab=sockets&sweep=n:1..4&reps=2&events=3000').scenario;

function setup(
  options: Partial<SweepPoolOptions<SweepSpec>> = {},
  configure: (w: FakeSweepWorker, k: number) => void = () => undefined,
) {
  const workers: FakeSweepWorker[] = [];
  const pool = new SweepPool<SweepSpec, PointResult>({
    points: enumeratePoints,
    size: 2,
    createWorker: () => {
      const w = fakeSweepWorker();
      configure(w, workers.length);
      workers.push(w);
      return w;
    },
    ...options,
  });
  const points: PointResult[] = [];
  const progress: SweepProgress[] = [];
  const failures: PointFailure[] = [];
  const onPoint = (r: PointResult) => void points.push(r);
  const onProgress = (p: SweepProgress) => void progress.push(p);
  const onError = (f: PointFailure) => void failures.push(f);
  return { pool, workers, points, progress, failures, onPoint, onProgress, onError };
}

let dispose: (() => void) | null = null;
afterEach(() => {
  dispose?.();
  dispose = null;
});

describe('SweepPool', () => {
  it('hands out the points asked for first before the others, with the same results', async () => {
    const t = setup({ size: 1 });
    dispose = () => t.pool.dispose();
    const outcome = await t.pool.start(small, t.onPoint, t.onProgress, { first: [6, 3, 42] });
    // one worker: the points arrive in the order they were handed out (42 is not a point)
    expect(t.points.map((p) => p.index)).toEqual([6, 3, 0, 1, 2, 4, 5, 7]);
    expect(outcome.results).toEqual(enumeratePoints(small).map((p) => runPoint(small, p)));
  });

  it('runs every point on its workers, results as they complete, progress with an estimate', async () => {
    const t = setup();
    dispose = () => t.pool.dispose();
    const outcome = await t.pool.start(small, t.onPoint, t.onProgress);
    const direct = enumeratePoints(small).map((p) => runPoint(small, p));
    expect(outcome.status).toBe('done');
    expect(outcome.results).toEqual(direct);
    expect(t.points).toHaveLength(direct.length);
    expect(t.workers).toHaveLength(2);
    expect(t.workers.every((w) => w.calls > 0)).toBe(true);
    expect(t.progress.map((p) => p.done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(t.progress[0].etaMs).toBeNull();
    expect(t.progress[1].etaMs).not.toBeNull();
    expect(formatProgress(t.progress.at(-1)!)).toMatch(/^8\/8 points \(100 %\), .* elapsed, done$/);
  });

  it('cancel stops at once: workers terminated, no result after, outcome cancelled', async () => {
    const t = setup({}, (w) => (w.hang = true));
    dispose = () => t.pool.dispose();
    const outcome = t.pool.start(small, t.onPoint, t.onProgress);
    await until(() => t.workers.length === 2 && t.workers.every((w) => w.calls === 1));
    t.pool.cancel();
    expect(t.workers.every((w) => w.terminated)).toBe(true);
    expect((await outcome).status).toBe('cancelled');
    expect(t.pool.running).toBe(false);
    expect(t.points).toEqual([]);
  });

  it('a new start cancels the running sweep: nothing of the old one reaches the new', async () => {
    const t = setup({}, (w, k) => (w.hang = k < 2)); // the first sweep's workers never answer
    dispose = () => t.pool.dispose();
    const oldPoints: PointResult[] = [];
    const first = t.pool.start(
      small,
      (r) => void oldPoints.push(r),
      () => undefined,
    );
    await until(() => t.workers.length === 2);
    const second = t.pool.start(small, t.onPoint, t.onProgress);
    expect((await first).status).toBe('cancelled');
    const done = await second;
    expect(done.status).toBe('done');
    expect(done.runId).toBe((await first).runId + 1);
    expect(done.results).toHaveLength(8);
    expect(oldPoints).toEqual([]);
    expect(t.workers.slice(0, 2).every((w) => w.terminated)).toBe(true);
  });

  it("recovers from a worker's crash with a fresh worker; the point is run again", async () => {
    const t = setup({}, (w, k) => (w.hang = k === 0));
    dispose = () => t.pool.dispose();
    const outcome = t.pool.start(small, t.onPoint, t.onProgress, { onError: t.onError });
    await until(() => t.workers.length > 0 && t.workers[0].calls === 1);
    t.workers[0].crash('out of memory');
    const done = await outcome;
    expect(done.status).toBe('done');
    expect(done.failures).toEqual([]);
    expect(done.results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(t.workers).toHaveLength(3);
    expect(t.workers[0].terminated).toBe(true);
  });

  it('a point that fails twice is reported and the sweep goes on', async () => {
    const t = setup({ size: 1 }, (w, k) => (w.throwNext = k < 2 ? 'engine says no' : null));
    dispose = () => t.pool.dispose();
    const done = await t.pool.start(small, t.onPoint, t.onProgress, { onError: t.onError });
    expect(done.status).toBe('done');
    expect(t.failures).toHaveLength(1);
    expect(t.failures[0].point.index).toBe(0);
    expect(t.failures[0].message).toContain('engine says no');
    expect(done.results.map((r) => r.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(t.progress.at(-1)).toMatchObject({ done: 8, failed: 1, total: 8 });
    expect(t.workers).toHaveLength(3); // each failure costs a worker
  });

  it('runs a shard only, and an empty sweep resolves at once', async () => {
    const t = setup();
    dispose = () => t.pool.dispose();
    const shard = await t.pool.start(small, t.onPoint, t.onProgress, {
      shard: { index: 1, count: 3 },
    });
    expect(shard.results.map((r) => r.index)).toEqual([1, 4, 7]);
    const none = await t.pool.start(small, t.onPoint, t.onProgress, {
      shard: { index: 8, count: 9 },
    });
    expect(none).toMatchObject({ status: 'done', results: [] });
  });

  it('sizes itself from navigator.hardwareConcurrency, at least 1', () => {
    expect(
      new SweepPool({ createWorker: fakeSweepWorker, points: enumeratePoints }).size,
    ).toBeGreaterThanOrEqual(1);
    expect(
      new SweepPool({ size: 0, createWorker: fakeSweepWorker, points: enumeratePoints }).size,
    ).toBe(1);
  });
});
