import { describe, expect, it } from 'vitest';
import { DumbbellLiveData } from '../../../src/labs/dumbbell/liveData';
import { DecimatedSeries } from '../../../src/labs/kit/decimatedSeries';
import type { DumbbellFrame } from '../../../src/labs/dumbbell/worker/protocol';
import { makeRunner, runToDone, scenario } from './worker/helpers';

/** The frames of a whole run at max speed (about seventy). */
function frames(over = {}): DumbbellFrame[] {
  // each simulated second costs 10 ms: a frame covers 3 s
  const { runner, clock } = makeRunner(
    scenario({ t: 200, warmup: 20, ...over }),
    { drawnFlows: [0, 1, 2] },
    10,
  );
  return runToDone(runner, clock);
}

describe('DumbbellLiveData', () => {
  it('keeps the latest traces of keepSeconds, the warm-up and the run, bounded', () => {
    const all = frames();
    const data = new DumbbellLiveData({ maxPoints: 16 });
    data.reset(null, 30);
    for (const f of all) data.push(f);
    expect(data.status).toBe('done');
    expect(data.now).toBe(200);
    const chunks = data.traces();
    const first = chunks[0].t[0];
    const last = chunks.at(-1)!.t.at(-1)!;
    expect(last).toBeGreaterThan(200 - 0.015);
    // whole chunks are dropped: the oldest kept one still reaches into the window
    expect(chunks[0].t.at(-1)!).toBeGreaterThanOrEqual(last - 30);
    expect(first).toBeLessThan(last - 25);
    expect(data.keptRows).toBe(chunks.reduce((a, c) => a + c.t.length, 0));
    const u = data.utilization();
    expect(u.length).toBeLessThanOrEqual(17);
    expect(u.at(-1)!.value).toBe(all.at(-1)!.stats.utilization);
    expect(data.warmupUtilization().length).toBeGreaterThan(0);
    expect(data.warmupUtilization().every((p) => p.time <= 20)).toBe(true);
    expect(data.warmupStats).toBeNull();
  });

  it('holds at most maxRows samples, and starts afresh for a new run', () => {
    const all = frames();
    const data = new DumbbellLiveData({ maxRows: 500 });
    for (const f of all) data.push(f);
    expect(data.keptRows).toBeLessThanOrEqual(
      500 + Math.max(...all.map((f) => f.traces?.t.length ?? 0)),
    );
    data.push({ ...all[0], runId: 99 });
    expect(data.runId).toBe(99);
    expect(data.utilization()).toEqual([]);
    expect(data.traces()).toHaveLength(all[0].traces ? 1 : 0);
  });

  it('decimates a series evenly and always ends at the newest point', () => {
    const s = new DecimatedSeries<{ time: number; value: number }>(8);
    for (let k = 0; k < 1000; k++) s.push({ time: k, value: k });
    s.push({ time: 999, value: -1 }); // a paused frame repeats its time: not a new point
    const p = s.points();
    expect(p.length).toBeLessThanOrEqual(9);
    expect(p[0].time).toBe(0);
    expect(p.at(-1)).toEqual({ time: 999, value: 999 });
    const gaps = p.slice(1, -1).map((x, k) => x.time - p[k].time);
    expect(new Set(gaps).size).toBe(1);
  });
});
