import { THEORY_COLOR, type LineSeries } from '../../../charts';
import { buffersSummary, find, type Results } from '../experiments/analysis';
import { algorithmLabels, packetsPerSecond } from '../experiments/job';
import { renoSawtooth } from '../../../engines/models/reno/sawtooth';
import { VIEW_DEFAULTS } from '../experiments/views';
import type { IllinoisScenario } from '../scenario';
import { fixed } from '../../../format/numbers';
import { algColor, algName, csvTable, errorBars } from './style';

/**
 * Fig. 10 as charts: each algorithm's time-average window against the buffer (one flow alone on
 * the link, a run per algorithm and buffer), the window at which the buffer overflows
 * (BDP + B, dashed), and the utilization. Pure: the page only draws what this returns.
 */
export function buffersView(s: IllinoisScenario, results: Results) {
  const summary = buffersSummary(s, results);
  const algs = algorithmLabels(s);
  const line = (alg: string, pick: 'cwnd' | 'utilization'): LineSeries => {
    const pts = s.buffers.flatMap((b) => {
      const r = find(results, alg, b);
      return r ? [{ b, e: pick === 'cwnd' ? r.flow[0].cwnd : r.utilization }] : [];
    });
    return {
      id: `${pick}-${alg}`,
      label: algName(alg),
      color: algColor(alg, s.gamma),
      points: Float64Array.from(pts.flatMap((p) => [p.b, p.e.mean])),
      errors: errorBars(pts.map((p) => p.e)),
      showPoints: true,
    };
  };
  const [lo, hi] = [s.buffers[0], s.buffers[s.buffers.length - 1]];
  const overflow: LineSeries = {
    id: 'overflow',
    label: 'BDP + B: the window that fills the buffer',
    color: THEORY_COLOR,
    dashed: true,
    width: 1.5,
    hoverable: false,
    points: Float64Array.from([lo, summary.bdp + lo, hi, summary.bdp + hi]),
  };
  // Reno's fluid sawtooth (models/reno/sawtooth.ts): drawn at once, the engine's Reno points land near it
  const pps = packetsPerSecond(s.cap ?? VIEW_DEFAULTS.buffers.cap);
  const tp = (s.tp ?? VIEW_DEFAULTS.buffers.tp) / 1000;
  const grid = Array.from({ length: 41 }, (_, k) => lo + ((hi - lo) * k) / 40);
  const model = (pick: 'cwnd' | 'utilization'): LineSeries => ({
    id: `model-${pick}`,
    label: 'Reno, fluid sawtooth model',
    color: algColor('reno'),
    dashed: true,
    width: 1.5,
    hoverable: false,
    points: Float64Array.from(grid.flatMap((b) => [b, renoSawtooth(pps, tp, b)[pick]])),
  });
  const done = results.some((r) => r !== undefined);
  // utilization: from a little below the lowest point up to full
  const lows = results.flatMap((r) => (r ? [r.utilization.mean] : []));
  const floor = Math.floor(Math.min(0.9, renoSawtooth(pps, tp, lo).utilization, ...lows) * 20) / 20;
  const csv = () =>
    csvTable(
      ['buffer', 'algorithm', 'cwnd', 'cwnd_low', 'cwnd_high', 'throughput_mbps', 'utilization'],
      s.buffers.flatMap((b) =>
        algs.flatMap((alg) => {
          const r = find(results, alg, b);
          if (!r) return [];
          const w = r.flow[0].cwnd;
          return [
            [
              b,
              alg,
              w.mean,
              w.ci95?.[0],
              w.ci95?.[1],
              r.flow[0].throughput.mean,
              r.utilization.mean,
            ],
          ];
        }),
      ),
    );
  return {
    summary,
    utilizationNote: idleNote(summary.bdp, s.buffers, algs, results),
    windows: [
      overflow,
      ...(algs.includes('reno') ? [model('cwnd')] : []),
      ...algs.map((a) => line(a, 'cwnd')),
    ],
    utilization: [
      ...(algs.includes('reno') ? [model('utilization')] : []),
      ...algs.map((a) => line(a, 'utilization')),
    ],
    xDomain: (lo === hi ? [lo - 5, hi + 5] : [lo, hi]) as readonly [number, number],
    utilizationDomain: [floor, 1.01] as readonly [number, number],
    empty: !done,
    csv,
  };
}

/** Below this utilization the link visibly idles (one flow: its window under the BDP). */
export const IDLE_BELOW = 0.99;

/**
 * The utilization chart's sentence on why it rises with B, from the runs: a window halved at the
 * overflow, (BDP + B)/2, is below the BDP while B < BDP, and the link then idles until the window
 * refills the pipe. Said only when the measured utilization shows it (below IDLE_BELOW at the
 * smallest B, higher at the largest), with the numbers of Reno's runs (else the first algorithm's);
 * otherwise what the runs show. Pure.
 */
export function idleNote(
  bdp: number,
  buffers: readonly number[],
  algs: readonly string[],
  results: Results,
): string {
  const alg = algs.includes('reno') ? 'reno' : algs[0];
  const rows = buffers.flatMap((b) => {
    const r = alg === undefined ? null : find(results, alg, b);
    return r ? [{ b, u: r.utilization.mean }] : [];
  });
  if (rows.length === 0) return 'one flow: the link idles whenever its window is below the BDP';
  const [lo, hi] = [rows[0], rows[rows.length - 1]];
  const at = (r: { b: number; u: number }) => `${fixed(r.u, 3)} at B = ${r.b}`;
  const measured = rows.length === 1 ? `utilization ${at(lo)}` : `utilization ${at(lo)}, ${at(hi)}`;
  const name = algName(alg);
  const bdpText = `${bdp.toFixed(0)} packets`;
  if (lo.u < IDLE_BELOW && lo.b < bdp && rows.length > 1 && hi.u > lo.u)
    return `a window halved at the overflow, (BDP + B)/2, is below the BDP (${bdpText}) while B < BDP: the link idles until it refills the pipe, less with a larger buffer (${name}: ${measured})`;
  if (rows.every((r) => r.u >= IDLE_BELOW))
    return `the link hardly idles at these buffers (${name}: ${measured}; BDP = ${bdpText})`;
  return `${name}: ${measured} (BDP = ${bdpText})`;
}
