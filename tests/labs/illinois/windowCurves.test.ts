import { describe, expect, it } from 'vitest';
import type {
  ExperimentPointResult,
  ExperimentRun,
} from '../../../src/labs/illinois/experiments/run';
import {
  WINDOW_POINTS,
  type WindowTrace,
} from '../../../src/labs/illinois/experiments/windowTrace';
import {
  buffersWindows,
  firstSeed,
  longfatWindows,
  MAX_WINDOW_PANELS,
  spread,
} from '../../../src/labs/illinois/packet/windowCurves';
import { ILLINOIS_SCHEMA } from '../../../src/labs/illinois/scenario';
import { decodeQuery } from '../../../src/scenario/codec';

const scenario = (q: string) => {
  const d = decodeQuery(ILLINOIS_SCHEMA, `lab=illinois&${q}`);
  expect(d.problems, q).toEqual([]);
  return d.scenario;
};

/** A curve as the engine's trace gives it: `n` samples every `step` s from sample `first`. */
const trace = (first: number, step: number, n: number, level: number): WindowTrace => ({
  step,
  first,
  cwnd: Array.from({ length: n }, (_, k) => level + (k % 40)),
});

const run = (seed: number, window?: WindowTrace): ExperimentRun => ({
  seed,
  utilization: 0.9,
  throughput: [9],
  cwnd: [70],
  timeouts: [0],
  drops: [3],
  dm: [null],
  ...(window ? { window } : {}),
});

/** A merged result (what the page draws): its runs in any order, the first replication among them. */
const result = (series: string, coords: number[], runs: ExperimentRun[]) =>
  ({ index: 0, coords, series, flows: [], runs }) as unknown as ExperimentPointResult;

describe("Figs. 8 and 10's window over time, from the first replication's runs", () => {
  it('Fig. 10: a panel per buffer, Illinois and Reno of the first replication, its seed named', () => {
    const s = scenario('view=buffers&buffers=10,50&t=60&twarm=10');
    const results = [10, 50].flatMap((b) => {
      const seed = firstSeed(s, b);
      return ['illinois', 'reno'].map((alg) =>
        // a later replication listed first: the curve drawn is the seed's, not the first listed
        result(alg, [b], [run(seed + 1, trace(0, 1, 5, 500)), run(seed, trace(100, 0.1, 501, b))]),
      );
    });
    const v = buffersWindows(s, results);
    expect(v.panels.map((p) => p.title)).toEqual(['B = 10', 'B = 50']);
    for (const [k, b] of [10, 50].entries()) {
      const p = v.panels[k];
      expect(p.subtitle).toBe(`replication 1, seed ${firstSeed(s, b)}`);
      expect(p.series.map((x) => x.label)).toEqual(['Illinois', 'Reno']);
      expect(p.empty).toBe(false);
      for (const x of p.series) {
        // interleaved (t, cwnd) on the engine's grid, bounded
        expect(x.points.length / 2).toBe(501);
        expect(x.points.length / 2).toBeLessThanOrEqual(WINDOW_POINTS);
        expect(x.points[0]).toBeCloseTo(10, 9);
        expect(x.points[1]).toBe(b);
        expect(x.points[x.points.length - 2]).toBeCloseTo(60, 9);
      }
      expect(p.references.map((r) => r.y)).toEqual([
        expect.closeTo(72.1, 1),
        expect.closeTo(72.1 + b, 1),
      ]);
    }
    // the seeds of Illinois and Reno are one (common random numbers), the buffers' differ
    expect(firstSeed(s, 10)).not.toBe(firstSeed(s, 50));
    // the planned span: all the run measured (50 s, shorter than 12 of Reno's epochs at
    // B = 50), 501 samples of 0.1 s; one y range
    expect(v.xDomain[0]).toBeCloseTo(10, 9);
    expect(v.xDomain[1]).toBeCloseTo(60, 9);
    expect([v.step, v.points]).toEqual([0.1, 501]);
    // from a round number below 0.9 × the lowest sample (10) to above BDP + B
    expect(v.yDomain[0]).toBe(0);
    expect(v.yDomain[1]).toBeGreaterThanOrEqual(72.1 + 50);
    expect(v.key.map((k) => k.label)).toEqual(['Illinois', 'Reno']);
    // the CSV: time, then a column per curve, one row per sample
    const rows = v.csv().trim().split('\n');
    expect(rows[0]).toBe('t,illinois_b10,reno_b10,illinois_b50,reno_b50');
    expect(rows).toHaveLength(502);
    expect(rows[1]).toBe('10,10,10,50,50');
    expect(rows[2]).toBe('10.1,11,11,51,51');
    expect(rows.at(-1)!.startsWith('60,')).toBe(true);
  });

  it('points not run yet are empty panels; a run under way draws its curve so far', () => {
    const s = scenario('view=buffers&buffers=10,30&t=60&twarm=10');
    const seed = firstSeed(s, 10);
    const v = buffersWindows(s, [result('reno', [10], [run(seed, trace(200, 0.05, 100, 60))])]);
    expect(v.panels.map((p) => p.empty)).toEqual([false, true]);
    expect(v.panels[0].series.map((x) => x.label)).toEqual(['Reno']);
    expect(v.empty).toBe(false);
    const rows = v.csv().trim().split('\n');
    expect(rows[1]).toBe('10,,60,,');
    // a run from before the curves were recorded (no window): nothing to draw, no error
    expect(buffersWindows(s, [result('reno', [10], [run(seed)])]).empty).toBe(true);
    expect(buffersWindows(s, []).empty).toBe(true);
  });

  it('a long list of buffers: at most MAX_WINDOW_PANELS panels, both ends among them', () => {
    const s = scenario('view=buffers&buffers=10,20,30,40,50,60,70,80,90,100');
    const v = buffersWindows(s, []);
    expect(v.panels).toHaveLength(MAX_WINDOW_PANELS);
    expect(v.panels[0].title).toBe('B = 10');
    expect(v.panels.at(-1)!.title).toBe('B = 100');
    expect(spread([1, 2, 3], 6)).toEqual([1, 2, 3]);
    expect(spread([1, 2, 3, 4, 5], 3)).toEqual([1, 3, 5]);
  });

  it("Fig. 8: the paper's plots (Reno and Illinois, HS-TCP, BIC-TCP and C-TCP with CUBIC)", () => {
    const s = scenario('view=longfat&cc=illinois,reno,highspeed,cubic,bic,compound,vegas&gamma=2');
    const seed = firstSeed(s, null);
    const algs = ['illinois', 'reno', 'highspeed', 'cubic', 'bic', 'compound', 'vegas:2'];
    const results = algs.map((a, k) =>
      result(a, [], [run(seed, trace(2017, 0.2, 983, 700 + 10 * k))]),
    );
    const v = longfatWindows(s, results);
    expect(v.panels.map((p) => p.title)).toEqual([
      'Reno and Illinois',
      'HS-TCP',
      'BIC-TCP, CUBIC and C-TCP',
      'Vegas γ = 2',
    ]);
    expect(v.panels[0].series.map((x) => x.label)).toEqual(['Reno', 'Illinois']);
    for (const p of v.panels) expect(p.subtitle).toBe(`replication 1, seed ${seed}`);
    expect([v.step, v.points]).toEqual([0.2, 983]);
    expect(v.xDomain[0]).toBeCloseTo(600 - 982 * 0.2, 9);
    expect(v.xDomain[1]).toBeCloseTo(600, 9);
    // the lowest sample is 700: the y axis starts at 600, a round hundred below 0.9 × 700
    expect(v.yDomain[0]).toBe(600);
    // BDP + B = 1302 is drawn, and the y range reaches above it
    expect(v.panels[0].references.map((r) => Math.round(r.y!))).toEqual([1202, 1302]);
    expect(v.yDomain[1]).toBeGreaterThan(1302);
    expect(v.csv().split('\n')[0]).toBe('t,reno,illinois,highspeed,bic,cubic,compound,vegas:2');
    // the default: three plots, CUBIC in the third
    const d = longfatWindows(scenario('view=longfat'), []);
    expect(d.panels.map((p) => p.title)).toEqual(['Reno and Illinois', 'HS-TCP', 'CUBIC']);
    expect(d.panels.every((p) => p.empty)).toBe(true);
  });
});
