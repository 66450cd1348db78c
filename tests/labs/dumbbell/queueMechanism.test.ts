import { describe, expect, it } from 'vitest';
import { DumbbellLiveData } from '../../../src/labs/dumbbell/liveData';
import {
  HIGH_FROM,
  ONE_AT_MOST,
  SWINGS_AT_MOST,
  TOGETHER_FROM,
  frameMeasure,
  queuePeak,
  quietNote,
  sumNote,
  sumRangeOf,
  sweepQueueNote,
  theorem1Measured,
} from '../../../src/labs/dumbbell/queueMechanism';
import { quietSince } from '../../../src/labs/dumbbell/statsView';
import { runPoint } from '../../../src/labs/dumbbell/sweep/run';
import { DUMBBELL_SPEC_SCHEMA } from '../../../src/labs/dumbbell/sweep/definition';
import { dumbbellSeries } from '../../../src/labs/dumbbell/sweep/spec';
import { dumbbellTheory } from '../../../src/labs/dumbbell/theory';
import { liveWindow } from '../../../src/labs/dumbbell/traceView';
import type { DumbbellScenario } from '../../../src/labs/families/packet/scenario';
import { enumeratePoints } from '../../../src/sweep/plan';
import { decodeQuery } from '../../../src/scenario/codec';
import { makeRunner, runToDone, scenario } from './worker/helpers';

/**
 * The sentences the Dumbbell page says of its queue (under the utilization chart, the sum of the
 * windows, the synchronization chart, a sweep), each held to the run it is said of: a live run as
 * the page gets it (the runner's frames into the page's live data, traces kept as the page keeps
 * them), on the setups where each branch is what the numbers show.
 */
function live(s: DumbbellScenario) {
  const { runner, clock } = makeRunner(s, { drawnFlows: [0, 1] }, 10);
  const data = new DumbbellLiveData({ keepSeconds: 2 * liveWindow(s) });
  for (const f of runToDone(runner, clock)) data.push(f);
  const stats = data.stats!;
  const theory = dumbbellTheory(s);
  const range = sumRangeOf(data.traces(), s.warmup);
  return {
    stats,
    theory,
    range,
    meanM: stats.syncMeanM,
    theorem1: theorem1Measured(s, theory, frameMeasure(stats)),
    sum: sumNote(s.n, stats.syncMeanM, range),
    data,
  };
}

// paper 000's dumbbell: 10 Mbit/s, 120 ms, ten flows; 150 s of which 50 s warm-up
const base = { n: 10, t: 150, warmup: 50 };

describe('Theorem 1 and this queue, as the run measures it', () => {
  it('DropTail, b = 20 (Figs. 8-9): most flows cut at every event, the sum saws like one window, below Theorem 1', () => {
    const s = scenario({ ...base, buffer: 20 });
    const r = live(s);
    expect(r.meanM! / s.n).toBeGreaterThanOrEqual(TOGETHER_FROM);
    expect(r.range!.ratio).toBeLessThanOrEqual(SWINGS_AT_MOST);
    expect(r.stats.utilization!).toBeLessThan((r.theory.theorem1 as { value: number }).value);
    expect(r.theorem1).toContain('most flows lose a packet at every congestion event');
    expect(r.theorem1).toContain(`mean M = ${r.meanM!.toFixed(2)} of 10 flows`);
    expect(r.theorem1).toContain(
      `utilization ${r.stats.utilization!.toFixed(4)}, below Theorem 1's`,
    );
    expect(r.sum).toMatch(/^Most flows are cut at each congestion event .* saws like one window/);
  });

  it('DropTail, b = 5: a third of the flows per event, said as a number, not as synchronized windows', () => {
    const s = scenario({ ...base, buffer: 5 });
    const r = live(s);
    expect(r.meanM!).toBeGreaterThan(ONE_AT_MOST);
    expect(r.meanM! / s.n).toBeLessThan(TOGETHER_FROM);
    expect(r.theorem1).toContain('some flows lose a packet per congestion event');
    expect(r.theorem1).not.toContain('cut together');
    expect(r.sum).toMatch(/^Σ cwnd of all flows: /);
  });

  it('the threshold-dropper (Fig. 12, Th = 3): about one flow per event, the sum stays high', () => {
    const s = scenario({ ...base, queue: 'threshold', th: 3 });
    const r = live(s);
    expect(r.meanM!).toBeLessThanOrEqual(ONE_AT_MOST);
    expect(r.range!.ratio).toBeGreaterThanOrEqual(HIGH_FROM);
    expect(r.theorem1).toContain('about one flow loses a packet per congestion event');
    expect(r.theorem1).toContain('close to assumption ONE');
    expect(r.sum).toMatch(/^About one flow is cut per congestion event .* stays high/);
  });

  it('RED, b = 20: here too most flows lose a packet at each event, and the sentence says so', () => {
    // RED drops before the buffer is full, but on this dumbbell its events still cut 9 of the 10
    const s = scenario({ ...base, queue: 'red', buffer: 20 });
    const r = live(s);
    expect(r.meanM! / s.n).toBeGreaterThanOrEqual(TOGETHER_FROM);
    expect(r.theorem1).toContain('the windows are cut together');
    expect(r.theorem1).not.toContain('close to assumption ONE');
  });

  it('DropTail with a buffer near the BDP (b = 100): above Theorem 1, said with the numbers', () => {
    const s = scenario({ ...base, buffer: 100 });
    const r = live(s);
    const t1 = (r.theory.theorem1 as { value: number }).value;
    expect(r.stats.utilization!).toBeGreaterThan(t1);
    expect(r.theorem1).toContain(`above Theorem 1's ${t1.toFixed(4)}`);
  });

  it('says nothing measured before an event, and why not where Theorem 1 does not apply', () => {
    const s = scenario({ n: 3 });
    const t = dumbbellTheory(s);
    expect(theorem1Measured(s, t, frameMeasure(null))).toBe(
      'Theorem 1 and this queue: no congestion event counted yet, so nothing measured of assumption ONE.',
    );
    const mixed = scenario({ n: 2, cc: ['illinois', 'reno'] });
    expect(theorem1Measured(mixed, dumbbellTheory(mixed), frameMeasure(null))).toMatch(
      /^Theorem 1 does not apply: the flows run different congestion controls/,
    );
    expect(sumNote(1, 1, null)).toBe('One flow: the sum is its window.');
  });
});

describe('a run without a congestion event', () => {
  it('two Vegas flows: no drop, the queue never full, said with its peak', () => {
    const s = scenario({
      n: 2,
      cc: ['vegas'],
      cap: 10,
      rtt: [60],
      buffer: 50,
      t: 120,
      warmup: 30,
    });
    const r = live(s);
    expect(r.stats.syncEvents).toBe(0);
    expect(quietSince(r.stats, s)).not.toBeNull();
    const q = queuePeak(r.data.traces(), quietSince(r.stats, s)!);
    expect(q!.peak).toBeLessThan(s.buffer);
    expect(quietNote(s, q)).toBe(
      `the queue held at most ${q!.peak} of 50 packets from t = ${q!.since.toFixed(0)} s on: Vegas kept it short of overflowing`,
    );
  });

  it('says nothing of the queue where it reached the buffer', () => {
    const s = scenario({ n: 2, cc: ['vegas'], buffer: 50 });
    expect(quietNote(s, { peak: 50, since: 10 })).toBe('');
    expect(quietNote(s, null)).toBe('');
    expect(quietNote(scenario({ n: 2, buffer: 50 }), { peak: 10, since: 10 })).toBe(
      'the queue held at most 10 of 50 packets from t = 10 s on',
    );
  });
});

describe("a sweep's sentence", () => {
  it('at its own point from the replications, and how many points fall below Theorem 1', () => {
    const spec = decodeQuery(
      DUMBBELL_SPEC_SCHEMA,
      'lab=dumbbell&sweep=buffer:5,20&t=150&warmup=50&reps=1',
    ).scenario;
    const points = enumeratePoints(spec, dumbbellSeries(spec));
    const results = points.map((p) => runPoint(spec, p));
    const own = results.find((r) => r.coords[0] === 20)!;
    expect(own.syncMeanM / 10).toBeGreaterThanOrEqual(TOGETHER_FROM);
    const note = sweepQueueNote(spec, results);
    expect(note).toMatch(/^At buffer = 20: Theorem 1 and this queue: most flows lose a packet/);
    const below = results.filter((r) => r.utilization.mean < r.theorem1!).length;
    expect(below).toBe(2);
    expect(note).toContain('Over the 2 points run: 2 below Theorem 1, 0 at or above it.');
    expect(sweepQueueNote(spec, [])).toBe(
      'Theorem 1 and this queue: measured when the point at buffer = 20 is in.',
    );
  });
});
