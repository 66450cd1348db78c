import type { BarSeries, ReferenceLine } from '../../../charts';
import { jainIndex } from '../../../engines/common/jainIndex';
import { rttFit } from '../../../engines/models/illinois/rttFit';
import { find, type Results } from '../experiments/analysis';
import { algorithmLabels, bdpPackets, packetsPerSecond, setupAt } from '../experiments/job';
import type { ExperimentPointResult } from '../experiments/run';
import type { IllinoisScenario } from '../scenario';
import { algColor, algName, csvTable } from './style';

/**
 * Figs. 11-13 as bars: n flows of one algorithm, with equal RTTs and with unequal ones; each
 * flow's throughput, and with unequal RTTs each flow's average window (Fig. 11 right), with the
 * fair share and the equal-window allocation as references. Pure.
 */
export function rttfairView(s: IllinoisScenario, results: Results) {
  const algs = algorithmLabels(s);
  const unequal = setupAt(s, { series: `${algs[0]}/unequal`, coords: [] });
  const equal = setupAt(s, { series: `${algs[0]}/equal`, coords: [] });
  const n = unequal.flows.length;
  const cap = unequal.cap;
  const rtts = unequal.flows.map((f) => f.rttMs);
  const bars = (variant: 'equal' | 'unequal', pick: 'throughput' | 'cwnd'): BarSeries[] =>
    algs.map((alg) => {
      const r = find(results, `${alg}/${variant}`);
      return {
        id: `${alg}-${variant}-${pick}`,
        label: algName(alg),
        color: algColor(alg, s.gamma),
        values: Array.from({ length: n }, (_, f) => r?.flow[f][pick].mean ?? null),
      };
    });
  // equal windows W with Σ W/T_i = C: W = C / Σ 1/T_i (packets), each flow's rate W/T_i
  const wStar = packetsPerSecond(cap) / rtts.reduce((a, t) => a + 1000 / t, 0);
  const fairShare: ReferenceLine = { y: cap / n, label: `C/N = ${(cap / n).toFixed(1)} Mbit/s` };
  const rows = algs.flatMap((alg) =>
    (['equal', 'unequal'] as const).flatMap((variant) => {
      const r = find(results, `${alg}/${variant}`);
      if (!r) return [];
      const x = r.flow.map((f) => f.throughput.mean);
      const fit = variant === 'unequal' && new Set(rtts).size > 1 ? rttFit(rtts, x) : null;
      // a longer RTT taking far more than a shorter one: not RTT unfairness but a lockout
      const lockout =
        variant === 'unequal' &&
        rtts.some((t, i) => rtts.some((u, j) => u > t && x[j] > 1.5 * x[i]));
      return [{ alg, variant, result: r, jain: jainIndex(x), fit, lockout }];
    }),
  );
  const lockouts = rows.flatMap((r) => (r.lockout ? [lockoutOf(r.alg, r.result)] : []));
  const bdp = bdpPackets(cap, Math.min(...rtts));
  // the phase effects' account: DropTail, a buffer far below the BDP, and every flow that locks
  // the others out dropped far less than its share of the traffic
  const phaseEffects =
    lockouts.length > 0 &&
    unequal.queue === 'droptail' &&
    unequal.buffer < bdp / 2 &&
    lockouts.every((l) => l.dropShare !== null && l.dropShare < l.throughputShare / 2);
  const csv = () =>
    csvTable(
      [
        'algorithm',
        'rtts',
        'flow',
        'rtt_ms',
        'throughput_mbps',
        'throughput_low',
        'throughput_high',
        'cwnd',
      ],
      rows.flatMap((row) =>
        row.result.flow.map((f, k) => [
          row.alg,
          row.variant,
          k + 1,
          row.result.flows[k].rttMs,
          f.throughput.mean,
          f.throughput.ci95?.[0],
          f.throughput.ci95?.[1],
          f.cwnd.mean,
        ]),
      ),
    );
  return {
    n,
    cap,
    rtts,
    equalRtt: equal.flows[0].rttMs,
    flowLabels: Array.from({ length: n }, (_, f) => `flow ${f + 1}`),
    rttLabels: rtts.map((t) => `${t} ms`),
    equalThroughput: bars('equal', 'throughput'),
    unequalThroughput: bars('unequal', 'throughput'),
    unequalWindows: bars('unequal', 'cwnd'),
    fairShare,
    wStar,
    rows,
    lockout: rows.some((r) => r.lockout),
    lockouts,
    phaseEffects,
    buffer: unequal.buffer,
    bdp,
    empty: (variant: 'equal' | 'unequal') => !rows.some((r) => r.variant === variant),
    csv,
  };
}

/** A run where one flow takes far more than its RTT would give it: who, and how often it was dropped. */
export interface Lockout {
  alg: string;
  /** the flow taking the most (from 0), its RTT */
  flow: number;
  rttMs: number;
  /** its share of the flows' throughput, and of their drops after the warm-up (null: none) */
  throughputShare: number;
  dropShare: number | null;
}

export function lockoutOf(alg: string, r: ExperimentPointResult): Lockout {
  const x = r.flow.map((f) => f.throughput.mean);
  const d = r.flow.map((f) => f.drops);
  const flow = x.indexOf(Math.max(...x));
  const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
  const drops = sum(d);
  return {
    alg,
    flow,
    rttMs: r.flows[flow].rttMs,
    throughputShare: x[flow] / sum(x),
    dropShare: Number.isFinite(drops) && drops > 0 ? d[flow] / drops : null,
  };
}
