import type { LineSeries, ReferenceLine } from '../../../charts';
import { pointSeeds } from '../../../sweep/plan';
import { find, type Results } from '../experiments/analysis';
import { algorithmLabels, bdpPackets, experimentJob, setupAt } from '../experiments/job';
import { windowPlan, windowTimes, type WindowTrace } from '../experiments/windowTrace';
import type { IllinoisScenario } from '../scenario';
import { algColor, algName, csvTable } from './style';

/**
 * Figs. 8 and 10 as the paper draws them: the window of one flow over time, from the first
 * replication's runs (the engine's trace samples, experiments/windowTrace.ts). Fig. 10: a panel
 * per buffer, Illinois and Reno in each; Fig. 8: the paper's three plots (Reno and Illinois,
 * HS-TCP, BIC-TCP and C-TCP; CUBIC with BIC, its successor; Vegas in a plot of its own). Pure: the
 * page draws what this returns, curves filling in while their runs are under way.
 */

/** Fig. 10's panels at most: a longer list of buffers shows these many, both ends among them. */
export const MAX_WINDOW_PANELS = 6;

export interface WindowPanel {
  key: string;
  title: string;
  /** the replication and its seed, e.g. "replication 1, seed 3542563323" */
  subtitle: string;
  series: LineSeries[];
  references: ReferenceLine[];
  empty: boolean;
}

export interface WindowCurves {
  panels: WindowPanel[];
  /** every algorithm drawn, once (the panels' shared key) */
  key: { label: string; color: string; dashed: boolean }[];
  /** the end of the run the curves cover, s */
  xDomain: readonly [number, number];
  /**
   * the same in every panel: from a round number below the lowest sample (0 before any) to one
   * above the highest and BDP + B, so that the teeth fill the panel (Fig. 8's windows stay
   * between 600 and 1300 packets)
   */
  yDomain: readonly [number, number];
  /** the curves' samples: how many at most, and their step, s */
  points: number;
  step: number;
  empty: boolean;
  /** t, then the window of each curve (empty where a curve has no sample then) */
  csv: () => string;
}

interface Curve {
  /** the CSV column */
  column: string;
  alg: string;
  trace: WindowTrace | null;
}

/** The seed of a point's first replication (the series do not enter seeds: one per swept value). */
export function firstSeed(s: IllinoisScenario, x: number | null): number {
  const job = experimentJob(s);
  return pointSeeds(job, { index: 0, series: null, coords: x === null ? [0] : [x, 0] })[0];
}

/** The curve of the first replication of an algorithm's point, if it has run (or is under way). */
function firstTrace(results: Results, alg: string, x: number | null, seed: number) {
  const r = find(results, alg, x ?? undefined);
  return r?.runs.find((run) => run.seed === seed)?.window ?? null;
}

/** `n` of the values, evenly spread, the first and the last among them. */
export function spread<T>(values: readonly T[], n: number): T[] {
  if (values.length <= n) return values.slice();
  return Array.from(
    { length: n },
    (_, k) => values[Math.round((k * (values.length - 1)) / (n - 1))],
  );
}

/** A curve as a line: its samples at their times on the engine's grid. */
function line(id: string, alg: string, gammas: readonly number[], w: WindowTrace): LineSeries {
  const t = windowTimes(w);
  return {
    id,
    label: algName(alg),
    color: algColor(alg, gammas),
    points: Float64Array.from(t.flatMap((x, k) => [x, w.cwnd[k]])),
  };
}

/** The CSV of some curves: one row per sample time (on the engine's grid, to the nanosecond). */
function curvesCsv(curves: readonly Curve[]): string {
  const rows = new Map<number, (number | null)[]>();
  curves.forEach((c, i) => {
    if (!c.trace) return;
    windowTimes(c.trace).forEach((t, k) => {
      const key = Number(t.toFixed(9));
      const row = rows.get(key) ?? new Array<number | null>(curves.length).fill(null);
      row[i] = c.trace!.cwnd[k];
      rows.set(key, row);
    });
  });
  const times = [...rows.keys()].sort((a, b) => a - b);
  return csvTable(
    ['t', ...curves.map((c) => c.column)],
    times.map((t) => [t, ...rows.get(t)!]),
  );
}

/** The part of the figure every view shares: the time axis, the y range, the key, the CSV. */
function assemble(
  s: IllinoisScenario,
  x: number | null,
  panels: WindowPanel[],
  curves: Curve[],
  top: number,
): WindowCurves {
  const job = experimentJob(s);
  const algs = algorithmLabels(s);
  const setup = setupAt(job, { series: algs[0] ?? 'reno', coords: x === null ? [0] : [x, 0] });
  const plan = windowPlan(job, setup) ?? { step: 1, points: 1 };
  // the grid's last sample at or before the end of the run, and as many before it as the curve keeps
  const last = Math.floor(setup.t / plan.step + 1e-9) * plan.step;
  const from = Math.max(setup.warmup, last - (plan.points - 1) * plan.step);
  let high = top;
  let low = Infinity;
  for (const c of curves)
    for (const w of c.trace?.cwnd ?? []) {
      high = Math.max(high, w);
      low = Math.min(low, w);
    }
  // a round number: tens below 100-odd packets, hundreds below 1000-odd
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(high, 10))) - 1);
  return {
    panels,
    key: algs.map((a) => ({ label: algName(a), color: algColor(a, s.gamma), dashed: false })),
    xDomain: [from, last],
    yDomain: [
      Number.isFinite(low) ? Math.floor((low * 0.9) / unit) * unit : 0,
      Math.ceil((high * 1.05) / unit) * unit,
    ],
    points: plan.points,
    step: plan.step,
    empty: panels.every((p) => p.empty),
    csv: () => curvesCsv(curves),
  };
}

const replication = (seed: number) => `replication 1, seed ${seed}`;

/** Fig. 10: a panel per buffer (at most MAX_WINDOW_PANELS), each algorithm's curve in it. */
export function buffersWindows(s: IllinoisScenario, results: Results): WindowCurves {
  const job = experimentJob(s);
  const algs = algorithmLabels(s);
  const curves: Curve[] = [];
  let top = 0;
  const panels = spread(s.buffers, MAX_WINDOW_PANELS).map((b): WindowPanel => {
    const seed = firstSeed(s, b);
    const setup = setupAt(job, { series: algs[0] ?? 'reno', coords: [b, 0] });
    const bdp = bdpPackets(setup.cap, setup.flows[0].rttMs);
    top = Math.max(top, bdp + b);
    const series = algs.flatMap((alg) => {
      const trace = firstTrace(results, alg, b, seed);
      curves.push({ column: `${alg}_b${b}`, alg, trace });
      return trace ? [line(`${alg}-b${b}`, alg, s.gamma, trace)] : [];
    });
    return {
      key: `b${b}`,
      title: `B = ${b}`,
      subtitle: replication(seed),
      series,
      references: [
        { y: bdp, label: `BDP = ${bdp.toFixed(0)}` },
        { y: bdp + b, label: `BDP + B = ${(bdp + b).toFixed(0)}` },
      ],
      empty: series.length === 0,
    };
  });
  return assemble(s, s.buffers[0] ?? null, panels, curves, top);
}

/** Fig. 8's plots: which algorithms go together (the paper's top, middle and bottom plots). */
const GROUPS: readonly (readonly string[])[] = [
  ['reno', 'illinois'],
  ['highspeed'],
  ['bic', 'cubic', 'compound'],
  ['vegas'],
];

/** "Reno and Illinois", "BIC-TCP, CUBIC and C-TCP". */
const names = (v: readonly string[]) =>
  v.length < 2 ? v.join('') : `${v.slice(0, -1).join(', ')} and ${v[v.length - 1]}`;

/** Fig. 8: the paper's plots of the algorithms compared, each curve in its group's panel. */
export function longfatWindows(s: IllinoisScenario, results: Results): WindowCurves {
  const job = experimentJob(s);
  const algs = algorithmLabels(s);
  const seed = firstSeed(s, null);
  const setup = setupAt(job, { series: algs[0] ?? 'reno', coords: [0] });
  const bdp = bdpPackets(setup.cap, setup.flows[0].rttMs);
  const curves: Curve[] = [];
  const group = (alg: string) => {
    const k = GROUPS.findIndex((g) => g.includes(alg.split(':')[0]));
    return k < 0 ? GROUPS.length : k;
  };
  const panels = [...new Set(algs.map(group))]
    .sort((a, b) => a - b)
    .map((g): WindowPanel => {
      // within a plot, the paper's order (Reno before Illinois)
      const members = algs
        .filter((a) => group(a) === g)
        .sort((a, b) => (GROUPS[g]?.indexOf(a) ?? 0) - (GROUPS[g]?.indexOf(b) ?? 0));
      const series = members.flatMap((alg) => {
        const trace = firstTrace(results, alg, null, seed);
        curves.push({ column: alg, alg, trace });
        return trace ? [line(alg, alg, s.gamma, trace)] : [];
      });
      return {
        key: members.join('-').replace(/:/g, ''),
        title: names(members.map(algName)),
        subtitle: replication(seed),
        series,
        references: [
          { y: bdp, label: `BDP = ${bdp.toFixed(0)}` },
          { y: bdp + setup.buffer, label: `BDP + B = ${(bdp + setup.buffer).toFixed(0)}` },
        ],
        empty: series.length === 0,
      };
    });
  return assemble(s, null, panels, curves, bdp + setup.buffer);
}
