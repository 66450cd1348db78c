import { describe, expect, it } from 'vitest';
import { LiveData } from '../../../../src/labs/families/aimd/liveData';
import type {
  AimdFrame,
  FrameStats,
  PathTail,
} from '../../../../src/labs/families/aimd/worker/protocol';
import { joined, makeRunner, scenario } from './worker/helpers';

const stats: FrameStats = {
  measuredEvents: 0,
  measuredTime: 0,
  utilization: null,
  ci95: null,
  aggregateSecondMoment: null,
  throughput: new Float64Array(1),
  secondMoment: new Float64Array(1),
  signals: new Float64Array(1),
  aggregateHistogram: new Float64Array(1),
  flow1Histogram: new Float64Array(1),
};

const frame = (k: number, over: Partial<AimdFrame> = {}): AimdFrame => ({
  runId: 1,
  status: 'running',
  eventsDone: k,
  time: k,
  viewTime: k,
  stats,
  utilization: { time: k, value: 0.5 + 1 / (k + 2), lo: null, hi: null },
  warmup: null,
  tail: null,
  ...over,
});

describe('LiveData', () => {
  it('stays bounded over 10^6 events fed in frames, keeping the latest tails joined up', () => {
    const s = scenario({ n: 3, events: 1_000_000, warmup: 1000 });
    // about 2,500 events a frame, all recorded: ~400 consecutive tails
    const { runner, clock } = makeRunner(s, { speed: 2500 * 0.056 * 20, drawnFlows: [0, 1, 2] });
    const live = new LiveData();
    let peakEvents = 0;
    let frames = 0;
    for (let k = 1; runner.status !== 'done'; k++) {
      const f = runner.tick(clock.at(50 * k));
      if (!f) continue;
      live.push(f);
      frames++;
      peakEvents = Math.max(peakEvents, live.keptEvents);
      expect(live.keptEvents).toBeLessThanOrEqual(60_000 + 4000);
    }
    expect(live.eventsDone).toBe(1_000_000);
    expect(live.status).toBe('done');
    expect(frames).toBeGreaterThan(200);
    const tails = live.tails();
    expect(joined(tails)).toBe(true);
    expect(live.keptEvents).toBeLessThanOrEqual(60_000);
    expect(live.keptEvents).toBeGreaterThan(55_000);
    expect(live.keptEvents).toBe(tails.reduce((a, t) => a + t.events.time.length, 0));
    expect(live.keptCuts).toBe(tails.reduce((a, t) => a + t.cuts.count, 0));
    const lastTail = tails.at(-1)!;
    expect(lastTail.startEvent + lastTail.events.time.length).toBe(1_000_000);
    expect(live.utilization().length).toBeLessThanOrEqual(4000);
  });

  it('caps the cuts too (a synchronized run cuts every drawn flow at every event)', () => {
    const s = scenario({ n: 20, policy: 'synchronized', events: 20_000, warmup: 0 });
    // a synchronized event lasts (1 - beta) c / eta_total = 0.025: 500 events, 10,000 cuts a frame
    const { runner, clock } = makeRunner(s, { speed: 250, drawnFlows: [...Array(20).keys()] });
    const live = new LiveData({ maxCuts: 30_000 });
    for (let k = 1; runner.status !== 'done'; k++) {
      const f = runner.tick(clock.at(50 * k));
      if (f) live.push(f);
    }
    expect(live.keptCuts).toBeLessThanOrEqual(30_000);
    expect(live.keptCuts).toBeGreaterThan(15_000);
    expect(live.keptCuts).toBe(20 * live.keptEvents);
    expect(joined(live.tails())).toBe(true);
  });

  it('decimates the utilization series to at most 4000 points, first and newest exact', () => {
    const live = new LiveData();
    const total = 100_003;
    let most = 0;
    for (let k = 0; k < total; k++) {
      live.push(frame(k));
      if (k % 997 === 0) most = Math.max(most, live.utilization().length);
    }
    const points = live.utilization();
    expect(points.length).toBeLessThanOrEqual(4000);
    expect(most).toBeLessThanOrEqual(4000);
    expect(points.length).toBeGreaterThan(1000);
    expect(points[0]).toEqual(frame(0).utilization);
    expect(points.at(-1)).toEqual(frame(total - 1).utilization);
    const times = points.map((p) => p.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // evenly spaced in frames, apart from the newest one
    const gaps = new Set(times.slice(1, -1).map((t, k) => t - times[k]));
    expect(gaps.size).toBe(1);
  });

  it('skips repeated samples (a pause frame) and null ones (warm-up)', () => {
    const live = new LiveData();
    live.push(frame(0, { utilization: null }));
    live.push(frame(1));
    live.push(frame(1, { status: 'paused' }));
    expect(live.utilization()).toHaveLength(1);
    expect(live.status).toBe('paused');
  });

  it('starts a new stretch when tails do not join, and afresh on a new run', () => {
    const tail = (startEvent: number, events: number): PathTail => ({
      flows: Int32Array.of(0),
      startEvent,
      startTime: startEvent,
      startRates: Float64Array.of(0),
      startAggregate: 0,
      events: {
        time: new Float64Array(events),
        aggregateAfter: new Float64Array(events),
        tagFlow: new Int32Array(events).fill(-1),
        tagRate: new Float64Array(events),
        tagSpan: new Float64Array(events),
      },
      cuts: {
        count: 0,
        event: new Float64Array(0),
        time: new Float64Array(0),
        flow: new Int32Array(0),
        before: new Float64Array(0),
        after: new Float64Array(0),
        span: new Float64Array(0),
      },
    });
    const live = new LiveData();
    live.push(frame(10, { tail: tail(0, 10) }));
    live.push(frame(25, { tail: tail(10, 15) }));
    expect(live.tails()).toHaveLength(2);
    expect(live.keptEvents).toBe(25);
    live.push(frame(100, { tail: tail(90, 10) }));
    expect(live.tails()).toHaveLength(1);
    expect(live.keptEvents).toBe(10);
    live.push(frame(3, { runId: 2, tail: tail(0, 3) }));
    expect(live.runId).toBe(2);
    expect(live.tails()).toHaveLength(1);
    expect(live.utilization()).toHaveLength(1);
  });
});
