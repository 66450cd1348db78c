import { describe, expect, it } from 'vitest';
import { PacketSimulation } from '../../../../src/engines/packet/simulation';
import type { TraceChunk } from '../../../../src/engines/packet/measure/traces';
import {
  defaultDrawnFlows,
  toFrameStats,
  traceIntervalFor,
} from '../../../../src/labs/dumbbell/worker/frame';
import type { DumbbellFrame } from '../../../../src/labs/dumbbell/worker/protocol';
import { liveParams, previewParams } from '../../../../src/labs/dumbbell/worker/runner';
import { expectFinite, headless, makeRunner, runToDone, scenario } from './helpers';

const concat = (parts: Float64Array[]) => {
  const out = new Float64Array(parts.reduce((a, p) => a + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};

describe('DumbbellRunner, paced by simulated time', () => {
  it('reaches speed x elapsed wall time at every frame, the traces one unbroken series', () => {
    const s = scenario({ warmup: 5 });
    const speed = 2.5;
    const { runner, clock } = makeRunner(s, { speed });
    const frames: DumbbellFrame[] = [];
    for (let k = 0; k <= 80; k++) {
      const now = clock.at(1000 + 37 * k); // the first tick sets the clock's origin
      const f = runner.tick(now)!;
      frames.push(f);
      expect(f.now).toBeCloseTo((speed * (now - 1000)) / 1000, 9);
      expectFinite(f.stats);
    }
    const traces = frames.flatMap((f) => (f.traces ? [f.traces] : []));
    expect(traces.every((t) => !t.gap)).toBe(true);
    const t = concat(traces.map((x) => x.t));
    const interval = traceIntervalFor(0.12);
    expect(interval).toBe(0.015);
    // one sample every interval from 0 to the last frame's time, none missing
    expect(t.length).toBe(Math.floor(frames.at(-1)!.now / interval + 1e-9) + 1);
    t.forEach((x, k) => expect(x).toBeCloseTo(k * interval, 12));
    expect(traces.every((x) => x.flows.join() === '0,1')).toBe(true);
  });

  it('falls behind rather than run up a debt when a frame cannot reach the target', () => {
    // each simulated second costs 10 ms: a 30 ms budget covers ~3 s, the speed asks for 50
    const { runner, clock } = makeRunner(scenario(), { speed: 1000 }, 10);
    runner.tick(clock.at(0));
    const a = runner.tick(clock.at(50))!;
    expect(a.now).toBeGreaterThan(1);
    expect(a.now).toBeLessThan(5);
    // re-anchored: the next frame aims at speed x 50 ms from where this one stopped
    const b = runner.tick(clock.at(100))!;
    expect(b.now - a.now).toBeLessThan(5);
  });

  it('pauses, resumes where it was (the paused time is not made up), changes speed', () => {
    const { runner, clock } = makeRunner(scenario(), { speed: 1 });
    runner.tick(clock.at(0));
    runner.tick(clock.at(500));
    expect(runner.sim.now).toBeCloseTo(0.5, 12);
    runner.pause();
    expect(runner.tick(clock.at(800))).toBeNull();
    runner.resume(clock.at(10_000));
    expect(runner.tick(clock.at(10_200))!.now).toBeCloseTo(0.7, 12);
    runner.setSpeed(4);
    expect(runner.tick(clock.at(10_300))!.now).toBeCloseTo(1.1, 12);
    expect(() => runner.setSpeed(0)).toThrow(RangeError);
  });
});

describe('DumbbellRunner, as fast as it goes', () => {
  it('ends with exactly the numbers of a headless run (traces and slicing change nothing)', () => {
    const s = scenario({ n: 3, queue: 'red', buffer: 30 });
    const { runner, clock } = makeRunner(s);
    const frames = runToDone(runner, clock);
    const last = frames.at(-1)!;
    expect(last.status).toBe('done');
    expect(frames.filter((f) => f.status === 'done')).toHaveLength(1);
    expect(last.stats).toEqual(toFrameStats(headless(s).run()));
    expect(runner.tick(clock.at(clock.now + 50))).toBeNull();
    // the running utilization: one point per measuring frame, ending at the result
    const u = frames.flatMap((f) => (f.utilization ? [f.utilization] : []));
    expect(u.at(-1)!.value).toBe(last.stats.utilization);
    expect(u.every((p) => p.time > s.warmup)).toBe(true);
  });

  it('at max after a while at x1 still runs in many frames: the running utilization has its points', () => {
    // every simulated second costs 1 ms: a 30 ms budget covers about 30 s of this 600 s run
    const s = scenario({ n: 2, cap: 1, t: 600, warmup: 10 });
    const { runner, clock } = makeRunner(s, { speed: 1 }, 1);
    for (let k = 0; k <= 100; k++) runner.tick(clock.at(50 * k)); // 5 s at x1, cheap frames
    expect(runner.sim.now).toBeCloseTo(5, 9);
    runner.setSpeed('max');
    const frames = runToDone(runner, clock);
    // the paced frames (cut short by the clock) must not have grown the slice to the whole run
    const steps = frames.map((f, k) => f.now - (k === 0 ? 5 : frames[k - 1].now));
    expect(Math.max(...steps)).toBeLessThan(100);
    expect(frames.length).toBeGreaterThan(10);
    expect(frames.filter((f) => f.utilization !== null).length).toBeGreaterThan(10);
    expect(frames.at(-1)!.stats).toEqual(toFrameStats(headless(s).run()));
  });

  it('keeps the engine trace ring bounded (two minutes of samples) on long runs', () => {
    const p = liveParams(scenario({ t: 100_000 }));
    expect(p.traceInterval).toBe(0.015);
    expect(p.traceCapacity).toBe(8000);
    expect(liveParams(scenario({ rtt: [1000] })).traceCapacity).toBe(2400);
  });
});

describe('the warm-up preview', () => {
  it("follows the main run's path exactly: its traces equal the run's over the warm-up", () => {
    const p = liveParams(scenario({ warmup: 20, queue: 'threshold', th: 3 }));
    const main = new PacketSimulation(p);
    const preview = new PacketSimulation({ ...previewParams(p), traceCapacity: 100_000 });
    const drained = (sim: PacketSimulation): TraceChunk => {
      sim.runUntil(p.warmup);
      return sim.drainTraces()!;
    };
    const a = drained(main);
    const b = drained(preview);
    expect(a.t.length).toBeGreaterThan(1000);
    expect(b.t).toEqual(a.t);
    expect(b.cwnd).toEqual(a.cwnd);
    expect(b.queue).toEqual(a.queue);
    expect(preview.events).toBe(main.events);
    expect(preview.done).toBe(true);
  });

  it('fills the charts during the warm-up (statistics from t = 0), then steps aside', () => {
    const s = scenario({ warmup: 20 });
    const { runner, clock } = makeRunner(s, { speed: 4 });
    runner.tick(clock.at(0));
    const early = runner.tick(clock.at(1000))!;
    expect(early.now).toBe(4);
    expect(early.stats.utilization).toBeNull();
    expect(early.utilization).toBeNull();
    const w = early.warmup!;
    // the same path measured from 0: a plain run with warmup 0 to the same time
    const ref = new PacketSimulation({ ...previewParams(liveParams(s)) });
    ref.runUntil(4);
    expect(w.stats).toEqual(toFrameStats(ref.summary()));
    expect(w.utilization!.value).toBeGreaterThan(0);
    expect(w.stats.flowThroughput.some((x) => x > 0)).toBe(true);
    expect(w.stats.syncEvents).toBeGreaterThan(0);
    expect(w.stats.signalTotal.length).toBeGreaterThan(0);
    expect(runner.previewing).toBe(true);
    const after = runner.tick(clock.at(6000))!;
    expect(after.now).toBe(24);
    expect(after.warmup).toBeNull();
    expect(after.stats.utilization).not.toBeNull();
    expect(runner.previewing).toBe(false);
  });
});

describe('DumbbellRunner, step mode', () => {
  it('steps one packet event at a time, paused, with what happened', () => {
    const { runner } = makeRunner(scenario({ warmup: 5, t: 10 }), { paused: true });
    const kinds = new Set<string>();
    let previous = 0;
    for (let k = 0; k < 400; k++) {
      const step = runner.stepPacket()!;
      expect(step.kind).toBe('packet');
      expect(step.time).toBeGreaterThanOrEqual(previous);
      expect(step.flow).toBeGreaterThanOrEqual(0);
      expect(step.flow).toBeLessThan(4);
      previous = step.time;
      kinds.add(step.event);
      if (step.event === 'arrival') expect(step.queue).toBeGreaterThanOrEqual(1);
    }
    expect(runner.status).toBe('paused');
    expect([...kinds].sort()).toEqual(['ack', 'arrival', 'start']);
    const f = runner.frame();
    expect(f.warmup).not.toBeNull(); // still in the warm-up: the preview keeps up with steps
  });

  it('steps one congestion event at a time: the drops that the sync measure clumps', () => {
    const s = scenario({ n: 6, warmup: 0.001, t: 200, buffer: 8 });
    const { runner } = makeRunner(s, { paused: true });
    const steps = Array.from({ length: 12 }, () => runner.stepCongestion()!);
    expect(steps.every((x) => x.found && x.flowCount >= 1 && x.drops >= x.flowCount)).toBe(true);
    for (let k = 1; k < steps.length; k++)
      expect(steps[k].time - steps[k - 1].end).toBeGreaterThan(steps[k].gap);
    const f = runner.frame();
    expect(f.stats.syncEvents).toBe(steps.length);
    const meanM = steps.reduce((a, x) => a + x.flowCount, 0) / steps.length;
    expect(f.stats.syncMeanM).toBeCloseTo(meanM, 12);
    expect(runner.status).toBe('paused');
  });

  it('says so when no packet is dropped (a buffer above every window) instead of blocking', () => {
    const { runner } = makeRunner(scenario({ n: 1, rwnd: 10, warmup: 1 }), {
      paused: true,
      drawnFlows: [0],
    });
    const step = runner.stepCongestion()!;
    expect(step.found).toBe(false);
    expect(runner.status).toBe('done');
    expect(runner.stepCongestion()).toBeNull();
  });
});

describe('defaults', () => {
  it('draws the first ten flows', () => {
    expect(defaultDrawnFlows(3)).toEqual([0, 1, 2]);
    expect(defaultDrawnFlows(50)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
