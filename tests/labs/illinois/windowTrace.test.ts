import { describe, expect, it } from 'vitest';
import { PacketSimulation } from '../../../src/engines/packet/simulation';
import { seriesOf, setupAt } from '../../../src/labs/illinois/experiments/job';
import {
  packetParams,
  runPoint,
  runSetup,
  type ExperimentPointResult,
} from '../../../src/labs/illinois/experiments/run';
import {
  niceStep,
  WINDOW_POINTS,
  windowPlan,
  windowTimes,
} from '../../../src/labs/illinois/experiments/windowTrace';
import { enumeratePoints } from '../../../src/sweep/plan';
import { job } from './packetRuns';

/** The first point of a series at a swept value (or the view's only one). */
function setupOf(q: string, series: string, x?: number) {
  const j = job(q);
  return { j, setup: setupAt(j, { series, coords: x === undefined ? [0] : [x, 0] }) };
}

describe('Figs. 8 and 10: each run records its window over time from the engine', () => {
  it("the curve spans some of Reno's epochs, on a round step, at most 1000 samples", () => {
    // Fig. 10: 12 × 4.7 s (Reno's sawtooth at B = 50) every 0.1 s, for every buffer alike
    for (const b of [10, 50]) {
      const { j, setup } = setupOf('view=buffers', 'reno', b);
      expect(windowPlan(j, setup)).toEqual({ step: 0.1, points: 565 });
    }
    // Fig. 8: 3 × 65.5 s of the 500 measured, every 0.2 s
    const { j, setup } = setupOf('view=longfat', 'illinois');
    expect(windowPlan(j, setup)).toEqual({ step: 0.2, points: 983 });
    // a short run: all it measured (20 s)
    const short = setupOf('view=buffers&t=30&twarm=10', 'reno', 10);
    expect(windowPlan(short.j, short.setup)).toEqual({ step: 0.025, points: 801 });
    // a long measured span on a slow link: still at most WINDOW_POINTS
    const slow = setupOf('view=buffers&cap=1&tp=500&buffers=1000&t=100000&twarm=100', 'reno', 1000);
    expect(windowPlan(slow.j, slow.setup)!.points).toBeLessThanOrEqual(WINDOW_POINTS);
    expect([niceStep(0.0235), niceStep(0.328), niceStep(0.02), niceStep(3)]).toEqual([
      0.025, 0.5, 0.02, 5,
    ]);
  });

  it('the views that draw no curve sample nothing', () => {
    for (const [q, series, x] of [
      ['view=rttfair', 'reno/equal', undefined],
      ['view=friendly', 'cubic', undefined],
      ['view=noise', 'reno/both', 5],
      ['view=lossy&sim=1', 'reno', 0.01],
    ] as const) {
      const { j, setup } = setupOf(q, series, x);
      expect(windowPlan(j, setup), q).toBeNull();
    }
    const j = job('view=noise&cc=reno&sigma=5&t=3&twarm=1&reps=1');
    const r = runPoint(j, enumeratePoints(j, seriesOf(j))[0]);
    expect(r.runs[0]).not.toHaveProperty('window');
  });

  it('sampling changes no number of the run: the same summary, bit for bit, but the sample events', () => {
    // every algorithm of Figs. 8-9 on the long-fat link, and Fig. 10's two at both ends of B
    const cases: [string, string, number | undefined][] = [
      ['view=buffers&t=40&twarm=10', 'illinois', 10],
      ['view=buffers&t=40&twarm=10', 'reno', 50],
      ...['illinois', 'reno', 'highspeed', 'cubic', 'bic', 'compound'].map(
        (a): [string, string, undefined] => [
          'view=longfat&cc=illinois,reno,highspeed,cubic,bic,compound&t=30&twarm=10',
          a,
          undefined,
        ],
      ),
    ];
    for (const [q, series, x] of cases) {
      const { j, setup } = setupOf(q, series, x);
      const plan = windowPlan(j, setup)!;
      const params = packetParams(j, setup, 7);
      const plain = new PacketSimulation(params).run();
      const traced = new PacketSimulation({
        ...params,
        traceInterval: plan.step,
        traceCapacity: plan.points,
      }).run();
      const samples = Math.floor(setup.t / plan.step + 1e-9) + 1;
      expect(traced.events - plain.events, `${q} ${series}`).toBe(samples);
      expect(JSON.stringify({ ...traced, events: 0 }), `${q} ${series}`).toBe(
        JSON.stringify({ ...plain, events: 0 }),
      );
    }
  });

  it("the curve is the engine's: its time average over the measured span is the run's W̄", () => {
    // a run no longer after its warm-up than the curve's span: the curve covers all it measured
    for (const [q, series, x] of [
      ['view=buffers&t=30&twarm=10', 'reno', 10],
      ['view=buffers&t=30&twarm=10', 'illinois', 50],
      ['view=longfat&cc=illinois,highspeed&t=60&twarm=20', 'highspeed', undefined],
    ] as const) {
      const { j, setup } = setupOf(q, series, x);
      const run = runSetup(j, setup, 11);
      const w = run.window!;
      const t = windowTimes(w);
      expect(w.cwnd.length).toBe(windowPlan(j, setup)!.points);
      expect(t[0]).toBeGreaterThanOrEqual(setup.warmup);
      expect(t[0]).toBeLessThan(setup.warmup + w.step);
      expect(t[t.length - 1]).toBeCloseTo(setup.t, 9);
      // each sample stands for the window over the step that follows it (a left Riemann sum of a
      // piecewise-constant function): the error is at most step × the window's total variation
      // over the span / the span, 0.025 s × (8 halvings of ~40 packets and their climbs) / 20 s
      // ≈ 1.3 % at B = 10 in the worst case; but over whole epochs the climbs' shortfall (half a
      // step's growth) and the halvings' excess (the sample before the cut) cancel, and the gap
      // is under 0.05 % here (0.035 %, 0.006 %, 0.009 %): 0.5 % keeps a margin of ten
      const mean = w.cwnd.slice(0, -1).reduce((a, c) => a + c, 0) / (w.cwnd.length - 1);
      expect(Math.abs(mean / run.cwnd[0] - 1), `${q} ${series}`).toBeLessThan(0.005);
    }
  });

  it('a point under way reports its curve so far, and ends with the same curve', () => {
    const j = job('view=buffers&cc=illinois&buffers=30&t=40&twarm=10&reps=1');
    const [p] = enumeratePoints(j, seriesOf(j));
    const plain = runPoint(j, p);
    const partials: ExperimentPointResult[] = [];
    const sliced = runPoint(j, p, (r) => partials.push(r), 0);
    expect(sliced).toEqual(plain);
    expect(partials.length).toBeGreaterThan(10);
    const ends = partials.map((r) => {
      const w = r.runs[0].window!;
      return (w.first + w.cwnd.length - 1) * w.step;
    });
    for (let k = 0; k < ends.length; k++) {
      expect(ends[k]).toBeLessThanOrEqual(partials[k].partialAt! + 1e-9);
      expect(ends[k]).toBeGreaterThan(partials[k].partialAt! - plain.runs[0].window!.step - 1e-9);
    }
    // what a report carried is the final curve's beginning (the samples are the same)
    const fin = plain.runs[0].window!;
    const mid = partials[partials.length - 1].runs[0].window!;
    const offset = mid.first - fin.first;
    const overlap = mid.cwnd.slice(Math.max(0, -offset));
    expect(overlap.length).toBeGreaterThan(0);
    expect(fin.cwnd.slice(Math.max(0, offset), Math.max(0, offset) + overlap.length)).toEqual(
      overlap,
    );
  });
});
