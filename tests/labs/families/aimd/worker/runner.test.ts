import { describe, expect, it } from 'vitest';
import { AimdSimulation } from '../../../../../src/engines/aimd/simulation';
import { toParams } from '../../../../../src/labs/families/aimd/scenario';
import { toFrameStats } from '../../../../../src/labs/families/aimd/worker/frame';
import type { AimdFrame } from '../../../../../src/labs/families/aimd/worker/protocol';
import {
  AimdRunner,
  defaultDrawnFlows,
  defaultSpeed,
} from '../../../../../src/labs/families/aimd/worker/runner';
import {
  eventTimes,
  expectNoNaN,
  FakeClock,
  joined,
  makeRunner,
  plainRun,
  runToDone,
  scenario,
} from './helpers';

const countAtOrBefore = (times: Float64Array, t: number) => {
  let k = 0;
  while (k < times.length && times[k] <= t) k++;
  return k;
};

describe('AimdRunner, paced', () => {
  it('runs exactly the events whose times are <= speed * elapsed, and records them all', () => {
    const s = scenario({ n: 3, events: 3000, warmup: 100 });
    const speed = 20.37;
    const times = eventTimes(s, s.events);
    const { runner, clock } = makeRunner(s, { speed, drawnFlows: [0, 1, 2] });
    const frames: AimdFrame[] = [];
    for (let k = 0; k <= 60; k++) {
      const now = clock.at(1000 + 17 * k); // the first tick sets the clock's origin
      const f = runner.tick(now)!;
      frames.push(f);
      const target = (speed * (now - 1000)) / 1000;
      expect(f.eventsDone).toBe(countAtOrBefore(times, target));
      expect(f.viewTime).toBe(target);
      expect(f.viewTime).toBeGreaterThanOrEqual(f.time);
      expectNoNaN(f);
      if (f.tail === null) expect(f.eventsDone).toBe(frames.at(-2)?.eventsDone ?? 0);
    }
    const tails = frames.flatMap((f) => (f.tail ? [f.tail] : []));
    expect(joined(tails)).toBe(true);
    expect(tails[0].startEvent).toBe(0);
    const recorded = tails.reduce((a, t) => a + t.events.time.length, 0);
    expect(recorded).toBe(frames.at(-1)!.eventsDone);
    expect(recorded).toBeGreaterThan(100);
  });

  it('falls back to the next event (exact up to it) when the budget runs out', () => {
    const s = scenario({ n: 3, events: 1_000_000, warmup: 10 });
    // 0.01 ms per event: 30 ms of budget is ~3000 events, far fewer than the speed asks for.
    const { runner, clock } = makeRunner(s, { speed: 1e6 }, 0.01);
    runner.tick(clock.at(0));
    const f = runner.tick(clock.at(50))!;
    expect(f.eventsDone).toBeGreaterThan(1000);
    expect(f.eventsDone).toBeLessThan(4000);
    expect(f.viewTime).toBe(runner.sim.nextEventTime());
    expect(f.viewTime).toBeLessThan(1e6 * 0.05);
    expect(f.tail!.events.time.length).toBeLessThanOrEqual(4000);
  });
});

describe('AimdRunner, paced with more events per frame than the tail holds', () => {
  it.each([7, 8, 1])('tailEvents = %i: the tail holds the latest events, never more', (cap) => {
    const s = scenario({ n: 3, events: 100_000 });
    const { runner, clock } = makeRunner(s, { speed: 50, tailEvents: cap });
    runner.tick(clock.at(0));
    for (let k = 1; k <= 5; k++) {
      const f = runner.tick(clock.at(50 * k))!;
      const m = f.tail!.events.time.length;
      expect(f.eventsDone - (f.tail!.startEvent + m)).toBe(0);
      expect(m).toBeLessThanOrEqual(cap);
      expect(m).toBeGreaterThanOrEqual(Math.floor(cap / 2));
    }
  });
});

describe('AimdRunner, max speed', () => {
  it('spends about 60 % of a frame per tick and records the last tailEvents events', () => {
    const s = scenario({ n: 10, events: 200_000, warmup: 1000 });
    const { runner, clock } = makeRunner(s, { speed: 'max', tailEvents: 1000 }, 0.0005);
    const budgetEvents = (0.6 * 50) / 0.0005; // 60,000
    let previous = 0;
    let ticks = 0;
    let last: AimdFrame | null = null;
    while (runner.status !== 'done') {
      const f = runner.tick(clock.at(50 * ++ticks))!;
      const ran = f.eventsDone - previous;
      previous = f.eventsDone;
      expect(ran).toBeLessThanOrEqual(budgetEvents + 64);
      if (f.status !== 'done') expect(ran).toBeGreaterThan(budgetEvents / 3);
      expect(f.tail!.events.time.length).toBe(1000);
      expect(f.tail!.startEvent + 1000).toBe(f.eventsDone);
      expect(f.viewTime).toBe(f.time);
      expectNoNaN(f);
      last = f;
    }
    expect(ticks).toBeGreaterThanOrEqual(4);
    expect(last!.status).toBe('done');
    expect(last!.eventsDone).toBe(s.events);
    expect(runner.tick(clock.at(1e9))).toBeNull(); // frames stop once done
  });

  it('lowers the recorded events when every event cuts every flow', () => {
    const { runner } = makeRunner(scenario({ n: 1000, policy: 'synchronized' }));
    expect(runner.tailCap).toBe(262);
  });
});

describe('AimdRunner, pause, resume and step', () => {
  it('pauses, resumes from the live edge, and steps exactly one event with its cuts', () => {
    const s = scenario({ n: 4, events: 500, warmup: 0, seed: 9 });
    const speed = 5;
    const times = eventTimes(s, s.events);
    const { runner, clock } = makeRunner(s, { speed, drawnFlows: [1] });
    runner.tick(clock.at(0));
    const f1 = runner.tick(clock.at(400))!;
    expect(f1.eventsDone).toBe(countAtOrBefore(times, 2));
    expect(f1.eventsDone).toBeGreaterThan(5);
    runner.pause();
    expect(runner.tick(clock.at(5000))).toBeNull();

    for (let k = 0; k < 3; k++) {
      const before = runner.sim.eventsDone;
      const info = runner.step()!;
      expect(runner.status).toBe('paused');
      expect(info.event).toBe(before + 1);
      const ref = plainRun(s, before, true);
      ref.takePath();
      const cut = ref.run(1)!;
      expect(info.cutCount).toBe(cut.count);
      expect(info.time).toBe(cut.time[0]);
      expect(info.cuts).toEqual(
        Array.from({ length: cut.count }, (_, r) => ({
          flow: cut.flow[r],
          before: cut.before[r],
          after: cut.after[r],
          span: cut.span[r],
        })),
      );
      const frame = runner.frame();
      expect(frame.eventsDone).toBe(before + 1);
      expect(frame.tail!.events.time).toEqual(Float64Array.of(cut.time[0]));
      expect(frame.tail!.startEvent).toBe(before);
    }
    const edge = runner.viewTime;
    expect(edge).toBe(runner.sim.time);

    runner.resume(10_000);
    const f2 = runner.tick(clock.at(10_600))!;
    const target = edge + (speed * 600) / 1000;
    expect(f2.viewTime).toBe(target);
    expect(f2.eventsDone).toBe(Math.max(countAtOrBefore(times, target), f1.eventsDone + 3));
  });

  it('lists at most 12 cuts of a synchronized step but counts them all', () => {
    const { runner } = makeRunner(scenario({ n: 30, policy: 'synchronized' }));
    const info = runner.step()!;
    expect(info.cutCount).toBe(30);
    expect(info.cuts).toHaveLength(12);
    expect(runner.frame().tail!.cuts.count).toBe(1); // only flow 0 is drawn
  });

  it('steps a beatdown tagging as one event starting at its congestion time', () => {
    const s = scenario({ n: 3, policy: 'beatdown', events: 50, warmup: 0 });
    const { runner } = makeRunner(s);
    const info = runner.step()!;
    expect(info.cutCount).toBe(1);
    expect(info.cuts[0].span).toBeGreaterThan(0);
    expect(info.time + info.cuts[0].span).toBeCloseTo(runner.sim.time, 12);
    expect(runner.viewTime).toBe(runner.sim.time);
  });

  it('returns null once done, and the step that finishes the run reports done', () => {
    const { runner } = makeRunner(scenario({ events: 2, warmup: 0 }));
    runner.step();
    expect(runner.step()!.event).toBe(2);
    expect(runner.frame().status).toBe('done');
    expect(runner.step()).toBeNull();
  });
});

describe('AimdRunner gives the numbers of a headless run', () => {
  const policies = [
    scenario({ n: 5, policy: 'rate-proportional', events: 30_000, warmup: 500 }),
    scenario({ n: 5, policy: 'largest-rate', beta: [0.7], events: 20_000 }),
    scenario({ n: 4, policy: 'rate-independent', sigma: 0.8, events: 20_000 }),
    scenario({ n: 3, policy: 'beatdown', events: 5_000, warmup: 100 }),
    scenario({ n: 6, policy: 'synchronized', events: 10_000 }),
    scenario({
      n: 8,
      policy: 'independent',
      p: [0.3],
      rtt: [1, 2, 1, 2, 1, 2, 1, 2],
      events: 20_000,
    }),
  ];
  it.each(policies.map((s) => [s.policy, s] as const))(
    '%s: final stats equal summary() bit for bit, whatever the pacing',
    (_, s) => {
      const expected = toFrameStats(plainRun(s, s.events).summary());
      const { runner, clock } = makeRunner(s, { speed: 'max', tailEvents: 300 }, 0.01);
      runner.tick(clock.at(0));
      runner.step();
      runner.frame();
      runner.setSpeed(defaultSpeed(s) * 1000);
      runner.resume(clock.at(100));
      const paced: AimdFrame[] = [];
      for (let k = 0; k < 5; k++) {
        const f = runner.tick(clock.at(150 + 50 * k));
        if (f) paced.push(f);
      }
      runner.setSpeed('max');
      // The paced ticks may already have finished a short run.
      const frames = [...paced, ...runToDone(runner, clock)];
      const last = frames.at(-1)!;
      frames.forEach(expectNoNaN);
      expect(last.status).toBe('done');
      expect(last.stats).toEqual(expected);
      for (const key of ['throughput', 'secondMoment', 'aggregateHistogram'] as const) {
        expect(Buffer.from(last.stats[key].buffer)).toEqual(Buffer.from(expected[key].buffer));
      }
    },
  );
});

describe('tails are self-contained', () => {
  it.each([
    scenario({ n: 4, policy: 'rate-proportional', x0: [0.1, 0.2, 0, 0.3] }),
    scenario({ n: 4, policy: 'synchronized', beta: [0.5, 0.6, 0.7, 0.8] }),
    scenario({ n: 5, policy: 'independent', p: [0.4], eta: [1, 2, 3, 4, 5] }),
    scenario({ n: 3, policy: 'beatdown', eta: [1, 2, 0.5] }),
    scenario({ n: 2, policy: 'largest-rate' }),
  ])('$policy: replaying a keyframe and its cuts puts the aggregate at c at each event', (s) => {
    const run = { ...s, events: 3000, warmup: 10 };
    const all = Array.from({ length: s.n }, (_, i) => i);
    // paced so that the run takes about ten frames, every event recorded
    const speed = eventTimes(run, run.events)[run.events - 1] / 0.5;
    const { runner, clock } = makeRunner(run, { speed, drawnFlows: all });
    const eta = toParams(s).eta;
    const tails = runToDone(runner, clock).flatMap((f) => (f.tail ? [f.tail] : []));
    expect(tails.length).toBeGreaterThan(5);
    expect(joined(tails)).toBe(true);
    let checked = 0;
    let worst = 0; // largest deviation of a replayed value from what it must be
    const deviation = (a: number, b: number) => (worst = Math.max(worst, Math.abs(a - b)));
    for (const tail of tails) {
      const x = Float64Array.from(tail.startRates);
      const at = new Float64Array(s.n).fill(tail.startTime);
      const sum = () => x.reduce((a, b) => a + b, 0);
      deviation(tail.startAggregate, sum());
      let r = 0;
      for (let e = 0; e < tail.events.time.length; e++) {
        const T = tail.events.time[e];
        for (let i = 0; i < s.n; i++) x[i] += eta[i] * (T - at[i]);
        at.fill(T);
        deviation(sum(), s.c);
        const end = T + tail.events.tagSpan[e];
        for (; r < tail.cuts.count && tail.cuts.event[r] === tail.startEvent + e + 1; r++) {
          const i = tail.cuts.flow[r];
          deviation(tail.cuts.before[r], x[i]);
          x[i] = tail.cuts.after[r];
        }
        if (end > T) {
          // the others refill what the tagged flow held while it falls to 0 (span = x0 / others)
          for (let i = 0; i < s.n; i++)
            if (i !== tail.events.tagFlow[e]) x[i] += eta[i] * (end - T);
          at.fill(end);
        }
        deviation(sum(), tail.events.aggregateAfter[e]);
        checked++;
      }
      expect(r).toBe(tail.cuts.count);
    }
    expect(worst).toBeLessThan(1e-9);
    expect(checked).toBe(3000);
  });
});

describe('defaults', () => {
  it('draws every flow up to 20, else the first six', () => {
    expect(defaultDrawnFlows(3)).toEqual([0, 1, 2]);
    expect(defaultDrawnFlows(20)).toHaveLength(20);
    expect(defaultDrawnFlows(21)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    scenario({ n: 5 }),
    scenario({ n: 50, beta: [0.8] }),
    scenario({ n: 4, policy: 'synchronized' }),
    scenario({ n: 10, policy: 'beatdown' }),
  ])('paces one flow tooth of $policy (n = $n) to about half a second', (over) => {
    const s = { ...over, events: 20_000, warmup: 1000 };
    const sim = new AimdSimulation(toParams(s), { recordPath: true });
    const path = sim.run(s.events)!;
    const cutsOfFlow0 = Array.from(path.time).filter((_, r) => path.flow[r] === 0);
    const tooth = (cutsOfFlow0.at(-1)! - cutsOfFlow0[0]) / (cutsOfFlow0.length - 1);
    const seconds = tooth / defaultSpeed(s);
    expect(seconds).toBeGreaterThan(0.3);
    expect(seconds).toBeLessThan(0.75);
  });

  it('rejects invalid options with a readable message', () => {
    const s = scenario();
    const make = (o: object) => () =>
      new AimdRunner(1, s, { speed: 1, drawnFlows: [0], ...o }, new FakeClock().read);
    expect(make({ speed: 0 })).toThrow(/speed/);
    expect(make({ speed: NaN })).toThrow(/speed/);
    expect(make({ drawnFlows: [3] })).toThrow(/flow index/);
    expect(make({ tailEvents: 0 })).toThrow(/tailEvents/);
    expect(make({ frameMs: -1 })).toThrow(/frameMs/);
  });
});

describe('AimdRunner, the warm-up', () => {
  it('shows the path so far from the first frame: exact statistics from t = 0, until the warm-up ends', async () => {
    const { naiveRun } = await import('../../../../engines/aimd/naiveSimulation');
    // (the naive simulation draws the same random numbers for rate-proportional)
    const s = scenario({ n: 4, events: 2000, warmup: 300, policy: 'rate-proportional', seed: 5 });
    const { runner, clock } = makeRunner(s, { speed: 2 });
    let sawWarmup = 0;
    for (let k = 0; k <= 400 && runner.status !== 'done'; k++) {
      const f = runner.tick(clock.at(50 * k))!;
      if (f.eventsDone <= s.warmup) {
        // in the warm-up the run's own statistics are empty ...
        expect(f.stats.utilization).toBeNull();
        if (f.eventsDone === 0) continue;
        // ... and frame.warmup measures the same path from 0 to the same event: a naive O(N)
        // simulation of the first eventsDone events, measured from 0, gives the same numbers
        expect(f.warmup).not.toBeNull();
        const naive = naiveRun(toParams({ ...s, events: f.eventsDone, warmup: 0 }));
        expect(f.warmup!.utilization!.time).toBe(f.time);
        expect(f.warmup!.stats.utilization!).toBeCloseTo(naive.utilization, 9);
        naive.throughput.forEach((x, i) => expect(f.warmup!.stats.throughput[i]).toBeCloseTo(x, 9));
        sawWarmup++;
      } else {
        expect(f.warmup).toBeNull();
        expect(f.stats.utilization).not.toBeNull();
      }
    }
    expect(sawWarmup).toBeGreaterThan(3);
  });

  it("leaves the run's results as a headless run gives them", () => {
    const s = scenario({ n: 3, events: 3000, warmup: 200, policy: 'largest-rate', seed: 9 });
    const { runner, clock } = makeRunner(s, { speed: 'max' });
    const last = runToDone(runner, clock).at(-1)!;
    expect(last.warmup).toBeNull();
    expect(last.stats).toEqual(toFrameStats(plainRun(s, s.events).summary()));
  });

  it('has nothing to show without a warm-up', () => {
    const s = scenario({ n: 3, events: 500, warmup: 0 });
    const { runner, clock } = makeRunner(s, { speed: 2 });
    for (let k = 0; k < 5; k++) expect(runner.tick(clock.at(50 * k))!.warmup).toBeNull();
  });
});
