import type { AnalysisView } from '../analysisView';
import type { RouteClass, SourceGroup } from '../groups';
import { meanOf, phaseAt, type LiveTrajectory } from '../liveTrajectory';
import type { PacketLevelReport } from './packetReport';
import type { LiveWindows } from './liveWindows';
import { binEnd } from './bins';

/**
 * The per-source rows of the window level's table. Without sources that come and go, the window
 * level's throughput after the warm-up stands beside the fluid equilibrium (Table III). With them,
 * each source is measured over the same period at both levels: from the warm-up (or its start) to
 * the end (or its stop), the fluid one as the mean of its trajectory over that period.
 */
export interface TotalsRow {
  /** the window level: the report's, or the bins' so far */
  window: number;
  final: boolean;
  fluid: number;
  /** the period when it is not the whole measured run, e.g. [40, 80) */
  period: [number, number] | null;
  D: number;
  Ds: number;
}

/**
 * The window level's run in words: one run of the packet engine with its seed, which reruns it with
 * the same numbers (seed=); the table, the charts and the measures below are all that run's.
 */
export const windowRunText = (seed: number): string =>
  `One window-level run, seed ${seed} (seed= reruns it, the same numbers); the charts and measures below are this run.`;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export const isTimed = (groups: readonly SourceGroup[], horizon: number): boolean =>
  groups.some((g) => g.startS > 0 || g.stopS < horizon);

/** Mean over the samples in [from, to] of the summed routes of a fluid trajectory. */
function fluidMean(data: LiveTrajectory, flat: readonly number[], from: number, to: number) {
  let sum = 0;
  let n = 0;
  for (let k = 0; k < data.count; k++)
    if (data.t[k] >= from && data.t[k] <= to) {
      for (const r of flat) sum += data.x[k * data.nR + r];
      n++;
    }
  return n > 0 ? sum / n : NaN;
}

export function totalsRows(
  groups: readonly SourceGroup[],
  classes: readonly RouteClass[],
  windows: LiveWindows,
  fluid: { data: LiveTrajectory; analysis: AnalysisView | null },
  report: PacketLevelReport | null,
  warmup: number,
  horizon: number,
): TotalsRow[] {
  const timed = isTimed(groups, horizon);
  const eqPhase = fluid.analysis ? phaseAt(fluid.analysis, horizon) : null;
  return groups.map((g, gi) => {
    const mine = classes.filter((c) => c.group === gi);
    const from = Math.max(warmup, g.startS);
    const to = Math.min(horizon, g.stopS);
    const own = g.startS > 0 || g.stopS < horizon;
    const rows = report ? g.members.map((m) => report.packet.sources[m]) : null;
    let window: number;
    if (rows) window = mean(rows.map((x) => (own ? x.activeTotal : x.total)));
    else {
      let sum = 0;
      let n = 0;
      for (let b = 0; b < windows.bins; b++)
        if (binEnd(b) > from && binEnd(b) <= to) {
          for (const c of mine) sum += c.flat.reduce((a, f) => a + windows.rate(b, f), 0);
          n++;
        }
      window = n > 0 ? sum / n / g.members.length : NaN;
    }
    const fluidValue = !fluid.analysis
      ? NaN
      : timed
        ? mine.reduce((a, c) => a + fluidMean(fluid.data, c.flat, from, to), 0) / g.members.length
        : mine.reduce((a, c) => a + meanOf(eqPhase!.x, c.flat), 0);
    return {
      window,
      final: rows !== null,
      fluid: fluidValue,
      period: own ? [from, to] : null,
      D: report ? mean(g.members.map((m) => report.metrics.oscillation[m].D)) : NaN,
      Ds: fluid.analysis ? meanOf(fluid.analysis.oscillation, g.members) : NaN,
    };
  });
}
