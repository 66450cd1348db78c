import { describe, expect, it } from 'vitest';
import { AimdSimulation } from '../../../../src/engines/aimd/simulation';
import { toParams, type AimdScenario } from '../../../../src/labs/families/aimd/scenario';
import {
  aggregatePolyline,
  cutMarks,
  flowPolylines,
  LiveData,
} from '../../../../src/labs/families/aimd/liveData';
import { eventTimes, joined, makeRunner, scenario } from './worker/helpers';

/** A paced run of `frames` frames, every event recorded, fed to a LiveData. */
function liveRun(s: AimdScenario, drawnFlows: number[], frames = 12) {
  // ~400 events over the frames, the live edge falling between two events
  const speed = (eventTimes(s, 400)[399] * 0.987) / 0.05 / frames;
  const { runner, clock } = makeRunner(s, { speed, drawnFlows });
  const live = new LiveData();
  for (let k = 0; k <= frames; k++) {
    const f = runner.tick(clock.at(50 * k));
    if (f) live.push(f);
  }
  expect(joined(live.tails())).toBe(true);
  expect(live.tails()[0].startEvent).toBe(0);
  return { live, params: toParams(s), eventsDone: runner.sim.eventsDone };
}

/** Value of a polyline at t (not at a vertical drop): the segment from the last vertex <= t. */
function valueAt(xy: Float64Array, t: number): number {
  const m = xy.length / 2;
  if (m < 2 || t < xy[0] || t > xy[2 * (m - 1)]) throw new Error(`t = ${t} is outside`);
  let lo = 0;
  let hi = m - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (xy[2 * mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  const k = Math.min(lo, m - 2);
  const [ta, xa, tb, xb] = [xy[2 * k], xy[2 * k + 1], xy[2 * k + 2], xy[2 * k + 3]];
  return xa + ((xb - xa) * (t - ta)) / (tb - ta);
}

function vertices(xy: Float64Array): [number, number][] {
  return Array.from({ length: xy.length / 2 }, (_, k) => [xy[2 * k], xy[2 * k + 1]]);
}

describe('sample-path geometry', () => {
  const two = scenario({
    n: 2,
    eta: [1, 2],
    beta: [0.5, 0.7],
    x0: [0.2, 0.1],
    events: 10_000,
    warmup: 0,
  });

  it('2 flows: the vertices at event times are the rates of a direct simulation', () => {
    const { live, params, eventsDone } = liveRun(two, [0, 1]);
    const edge = live.viewTime;
    const lines = flowPolylines(live.tails(), params, 0, edge, { liveEdge: edge });
    const agg = aggregatePolyline(live.tails(), params, 0, edge, { liveEdge: edge });
    expect(lines.map((l) => l.flow)).toEqual([0, 1]);

    const ref = new AimdSimulation(toParams(two), { recordPath: true });
    const v = lines.map((l) => vertices(l.xy));
    const va = vertices(agg);
    expect(v[0][0]).toEqual([0, 0.2]);
    expect(va[0]).toEqual([0, 0.30000000000000004]);
    let worst = 0;
    for (let e = 0; e < eventsDone; e++) {
      const T = ref.nextEventTime();
      const rates = [ref.rateAtTime(0, T), ref.rateAtTime(1, T)];
      const cut = ref.run(1)!;
      const Tr = cut.time[0];
      for (let i = 0; i < 2; i++) {
        const r = Array.from(cut.flow).indexOf(i);
        if (r >= 0) {
          // the cut: a vertical drop from the engine's own before to after
          const k = v[i].findIndex(([t, x]) => t === Tr && x === cut.before[r]);
          expect(k).toBeGreaterThan(-1);
          expect(v[i][k + 1]).toEqual([Tr, cut.after[r]]);
        } else {
          worst = Math.max(worst, Math.abs(valueAt(lines[i].xy, T) - rates[i]));
        }
      }
      const k = va.findIndex(([t, x]) => t === Tr && x === two.c);
      expect(va[k + 1]).toEqual([Tr, ref.aggregateAfter]);
    }
    expect(worst).toBeLessThan(1e-12);
    // the growth after the last event, up to the live edge
    expect(edge).toBeGreaterThan(ref.time);
    for (let i = 0; i < 2; i++) {
      const [t, x] = v[i].at(-1)!;
      expect(t).toBe(edge);
      expect(x).toBeCloseTo(ref.rateAtTime(i, edge), 12);
    }
    expect(va.at(-1)![1]).toBeCloseTo(ref.rateAtTime(0, edge) + ref.rateAtTime(1, edge), 12);
  });

  it('clips to [t0, t1], interpolating at the bounds', () => {
    const { live, params } = liveRun(two, [0, 1]);
    const edge = live.viewTime;
    const full = flowPolylines(live.tails(), params, 0, edge, { liveEdge: edge });
    const [t0, t1] = [edge * 0.31, edge * 0.62];
    const part = flowPolylines(live.tails(), params, t0, t1, { liveEdge: edge });
    for (let i = 0; i < 2; i++) {
      const v = vertices(part[i].xy);
      expect(v.every(([t]) => t >= t0 && t <= t1)).toBe(true);
      expect(v[0][0]).toBe(t0);
      expect(v.at(-1)![0]).toBe(t1);
      expect(v[0][1]).toBeCloseTo(valueAt(full[i].xy, t0), 12);
      expect(v.at(-1)![1]).toBeCloseTo(valueAt(full[i].xy, t1), 12);
    }
    const agg = aggregatePolyline(live.tails(), params, t0, t1, { liveEdge: edge });
    expect(agg[0]).toBe(t0);
    expect(agg[agg.length - 2]).toBe(t1);
  });

  it.each([
    scenario({ n: 3, policy: 'rate-proportional', eta: [1, 2, 3], warmup: 0 }),
    scenario({ n: 3, policy: 'synchronized', beta: [0.5, 0.6, 0.9], warmup: 0 }),
    scenario({ n: 4, policy: 'beatdown', eta: [1, 1, 2, 0.5], warmup: 0 }),
  ])('$policy: the flows add up to the aggregate polyline everywhere', (s) => {
    const all = [...Array(s.n).keys()];
    const { live, params } = liveRun(s, all);
    const edge = live.viewTime;
    const eps = 1e-6;
    const lines = flowPolylines(live.tails(), params, 0, edge, { liveEdge: edge, epsilon: eps });
    const agg = aggregatePolyline(live.tails(), params, 0, edge, { liveEdge: edge, epsilon: eps });
    let worst = 0;
    for (let k = 1; k < 2000; k++) {
      const t = edge * ((k + Math.SQRT1_2) / 2001);
      const sum = lines.reduce((a, l) => a + valueAt(l.xy, t), 0);
      worst = Math.max(worst, Math.abs(sum - valueAt(agg, t)));
    }
    expect(worst).toBeLessThan(4 * eps);
    const max = Math.max(...vertices(agg).map(([, x]) => x));
    expect(max).toBeLessThanOrEqual(s.c * (1 + 1e-12));
  });

  it('beatdown: a tagged flow reaches 0 at time + span, tooth by tooth', () => {
    const s = scenario({ n: 3, policy: 'beatdown', warmup: 0 });
    const { live, params } = liveRun(s, [0, 1, 2]);
    const edge = live.viewTime;
    for (const eps of [1e-3, 1e-9]) {
      const lines = flowPolylines(live.tails(), params, 0, edge, { liveEdge: edge, epsilon: eps });
      const v = lines.map((l) => vertices(l.xy));
      const agg = vertices(aggregatePolyline(live.tails(), params, 0, edge, { epsilon: eps }));
      const atC = new Set(agg.filter(([, x]) => x === s.c).map(([t]) => t));
      let tags = 0;
      for (const tail of live.tails()) {
        const c = tail.cuts;
        for (let r = 0; r < c.count; r++) {
          const end = c.time[r] + c.span[r];
          if (!(c.span[r] > 0) || end > edge) continue;
          tags++;
          const own = v[c.flow[r]];
          const k = own.findIndex(([t, x]) => t === end && x === 0);
          expect(k).toBeGreaterThan(-1);
          const first = own.findIndex(([t]) => t > c.time[r]);
          const teeth = own.slice(first, k);
          expect(teeth.length).toBeGreaterThan(eps < 1e-6 ? 20 : 4);
          expect(teeth.every(([, x]) => x >= 0 && x <= c.before[r])).toBe(true);
          expect(atC.has(end)).toBe(true);
        }
      }
      expect(tags).toBeGreaterThan(10);
    }
  });

  it('cut marks: drawn cuts and the taggings of undrawn flows, by time, in the window', () => {
    const s = scenario({ n: 30, policy: 'beatdown', warmup: 0 });
    const { live } = liveRun(s, [0, 1, 2, 3, 4, 5]);
    const edge = live.viewTime;
    const marks = cutMarks(live.tails(), edge / 4, edge);
    const times = Array.from(marks.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t >= edge / 4 && t <= edge)).toBe(true);
    expect(Array.from(marks.flow).some((f) => f >= 6)).toBe(true);
    const events = live.tails().flatMap((t) => Array.from(t.events.time));
    expect(marks.time.length).toBe(events.filter((t) => t >= edge / 4 && t <= edge).length);
    expect(Array.from(marks.rate).every((x) => x > 0)).toBe(true);
  });

  it('gives empty results without tails', () => {
    const params = toParams(two);
    expect(flowPolylines([], params, 0, 1)).toEqual([]);
    expect(aggregatePolyline([], params, 0, 1)).toEqual(new Float64Array(0));
    expect(cutMarks([], 0, 1).time).toHaveLength(0);
  });
});
