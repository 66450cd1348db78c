import type { TooltipRow } from '../../charts';
import { ccOf, ccTitle, perFlow } from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';
import type { DumbbellLiveData } from './liveData';
import type { FrameStats } from './worker/protocol';
import { fixed } from '../../format/numbers';

/**
 * The statistics charts' data from a frame's statistics: per-flow throughput, the distribution of
 * M (flows losing a packet per congestion event) and P(signal | w). Pure: the page only draws.
 */

/**
 * The statistics to draw: the run's, or during the warm-up those of the path so far (from t = 0),
 * marked as such: the charts show the run from the first frame, and the results stay the run's.
 */
export function shownStats(data: DumbbellLiveData): { stats: FrameStats | null; warm: boolean } {
  if (data.stats?.utilization === null && data.warmupStats)
    return { stats: data.warmupStats, warm: true };
  return { stats: data.stats, warm: false };
}

/** Bars of one chart: categories, values, and the tooltip rows of each category. */
export interface Bars {
  categories: string[];
  values: Float64Array;
  rows: TooltipRow[][];
  /** rows for the CSV export */
  csv: (string | number)[][];
}

/** Flows drawn as bars at most (the CSV has them all). */
export const MAX_FLOW_BARS = 100;

/** What the bars say of each flow besides its numbers: its congestion control, its stop time. */
export interface FlowSetup {
  cc: readonly string[];
  stop: readonly (number | null)[] | null;
}

/**
 * Each flow's throughput (Mbit/s) with its congestion control, mean window, drops and recoveries
 * on hover; when the flows run different congestion controls, each bar's label names its own.
 */
export function flowBars(stats: FrameStats, setup: FlowSetup = { cc: ['reno'], stop: null }): Bars {
  const n = stats.flowThroughput.length;
  const shown = Math.min(n, MAX_FLOW_BARS);
  const mixed = new Set(setup.cc).size > 1;
  const rows: TooltipRow[][] = [];
  for (let i = 0; i < shown; i++) {
    const stop = setup.stop === null ? null : perFlow(setup.stop, i);
    rows.push([
      { label: 'congestion control', value: ccTitle(ccOf(setup.cc, i)) },
      ...(stop === null ? [] : [{ label: 'stops at', value: `${stop} s` }]),
      { label: 'mean cwnd', value: `${fixed(stats.flowCwnd[i], 2)} packets` },
      { label: 'drops', value: String(stats.flowDrops[i]) },
      { label: 'fast retransmits', value: String(stats.flowFastRetransmits[i]) },
      { label: 'timeouts', value: String(stats.flowTimeouts[i]) },
    ]);
  }
  const csv: (string | number)[][] = [];
  for (let i = 0; i < n; i++)
    csv.push([
      i + 1,
      stats.flowThroughput[i],
      stats.flowCwnd[i],
      stats.flowDrops[i],
      stats.flowFastRetransmits[i],
      stats.flowTimeouts[i],
      ccOf(setup.cc, i),
    ]);
  return {
    categories: Array.from({ length: shown }, (_, i) =>
      mixed ? `${i + 1} ${ccOf(setup.cc, i)}` : String(i + 1),
    ),
    values: stats.flowThroughput.slice(0, shown),
    rows,
    csv,
  };
}

/**
 * Since when a run has had no congestion event, when that says something: every flow has started
 * and 10 mean RTTs have passed in the counted window (from the warm-up's end; from t = 0 while the
 * warm-up's statistics stand in). Null otherwise. A delay-based control such as Vegas may never
 * lose a packet; a long sawtooth may go without a loss for a while.
 */
export function quietSince(stats: FrameStats, s: DumbbellScenario): number | null {
  if (stats.syncEvents > 0) return null;
  const from = stats.time - stats.measuredTime;
  const meanRtt = s.rtt.reduce((a, b) => a + b, 0) / s.rtt.length / 1000;
  return stats.time >= Math.max(from, ...s.start) + 10 * meanRtt ? from : null;
}

/**
 * Synchronization in Fig. 17's form: the empirical complementary distribution of M_n, the flows
 * that lose a packet in a congestion event: bar m is P(M ≥ m), the share of events in which m
 * flows or more were cut (1 at m = 1; at m = N, full synchronization), with how many events had
 * exactly m and at least m on hover. The CSV gives both, every m.
 */
export function syncBars(stats: FrameStats): Bars {
  const counts = stats.syncCounts;
  const n = counts.length;
  let top = 0;
  for (let m = 0; m < n; m++) if (counts[m] > 0) top = m + 1;
  const shown = n <= 40 ? n : Math.min(n, Math.max(10, top));
  const total = stats.syncEvents;
  // atLeast[m]: events with M >= m + 1
  const atLeast = new Float64Array(n);
  for (let m = n - 1, sum = 0; m >= 0; m--) atLeast[m] = sum += counts[m];
  const share = (k: number) => (total > 0 ? k / total : 0);
  const values = new Float64Array(shown);
  const rows: TooltipRow[][] = [];
  for (let m = 0; m < shown; m++) {
    values[m] = share(atLeast[m]);
    rows.push([
      { label: `events with M ≥ ${m + 1}`, value: `${atLeast[m]} of ${total}` },
      { label: `with M = ${m + 1}`, value: `${counts[m]}` },
    ]);
  }
  return {
    categories: Array.from({ length: shown }, (_, m) => String(m + 1)),
    values,
    rows,
    csv: Array.from({ length: n }, (_, m) => [
      m + 1,
      counts[m],
      share(counts[m]),
      share(atLeast[m]),
    ]),
  };
}

/**
 * P(signal | w) by window: the fraction of flow-bins starting with window w in which the flow lost
 * a packet (Figs. 13-14), with the counts on hover. Windows with fewer than `minBins` bins are
 * left out of the bars (too few to estimate), not out of the CSV.
 */
export function signalBars(stats: FrameStats, minBins = 1): Bars {
  return signalBarsOf(
    { w: stats.signalW, signalled: stats.signalHits, total: stats.signalTotal },
    minBins,
  );
}

/** The same bars from P(signal | w)'s counts as the engine's summary and a sweep's points hold them. */
export function signalBarsOf(
  counts: { w: ArrayLike<number>; signalled: ArrayLike<number>; total: ArrayLike<number> },
  minBins = 1,
): Bars {
  const { w, signalled: hits, total } = counts;
  const categories: string[] = [];
  const values: number[] = [];
  const rows: TooltipRow[][] = [];
  const csv: (string | number)[][] = [];
  for (let k = 0; k < w.length; k++) {
    csv.push([w[k], hits[k], total[k], total[k] > 0 ? hits[k] / total[k] : 0]);
    if (total[k] < minBins) continue;
    categories.push(String(w[k]));
    values.push(hits[k] / total[k]);
    rows.push([{ label: 'signalled bins', value: `${hits[k]} of ${total[k]}` }]);
  }
  return { categories, values: Float64Array.from(values), rows, csv };
}
