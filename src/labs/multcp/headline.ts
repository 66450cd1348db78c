import { resultsByIndex, type SweepReport } from '../../sweep/output';
import { ownPoint } from '../../sweep/ownPoint';
import { describePoint, enumeratePoints } from '../../sweep/plan';
import { checkedFigure, type HeadlineFigure, type HeadlineState } from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import { estimateFigure, pointHeadline } from '../kit/headline';
import { fairnessResult } from './fairness';
import { gainPoint } from './gain';
import { isPacketView, runnableSpec, seriesOf } from './packet/views';
import { rbufferView } from './rbuffer';
import { MULTCP_DEFAULTS, type MultcpScenario } from './scenario';
import type { MultcpPointResult } from './sweep/results';

/**
 * The MulTCP lab's headline, by view: Annex B's gain T(N)/T₁ at the link's N; on the fairness
 * view, the weighted proportionally fair rate of the first flow; on the receive-buffer view, the
 * knee B_R* of one TCP. These are closed forms, on screen at once. A packet view shows its point
 * at the link's own N (or receive window), which the pool runs first: MulTCP's gain (fig4), the
 * spread of normalized throughput (fig5), the utilization (util), the throughput (rwnd), the
 * first flow's rate (wpf), each the mean over the replications with its 95 % interval.
 */

const closed = (value: number): HeadlineState => ({
  figure: checkedFigure({ value, interval: null }),
  final: true,
  progress: 1,
});

/** A closed-form view's headline (null for a packet view). */
export function closedFormHeadline(s: MultcpScenario): HeadlineState | null {
  if (s.view === 'gain') return closed(gainPoint(s).gain);
  if (s.view === 'fairness') return closed(fairnessResult(s.links, s.flows).weighted.rates[0]);
  if (s.view === 'rbuffer') return closed(rbufferView(s).tcp.knee);
  return null;
}

const runnable = (s: MultcpScenario) => runnableSpec(s, MULTCP_DEFAULTS);

/** A packet view's point the headline stands for (the pool runs it first). */
function ownIndex(s: MultcpScenario): number | null {
  const r = runnable(s);
  return ownPoint(r, enumeratePoints(r, seriesOf(s)))?.index ?? null;
}

export const packetFirst = (s: MultcpScenario): number[] => {
  const i = ownIndex(s);
  return i === null ? [] : [i];
};

function pointFigure(s: MultcpScenario, r: MultcpPointResult): HeadlineFigure {
  const e = s.view === 'wpf' ? (r.flows?.[0] ?? null) : r.value;
  return e ? estimateFigure(e) : { value: null, interval: null, text: r.note ?? 'none' };
}

export const packetHeadline = (
  s: MultcpScenario,
  byIndex: readonly (MultcpPointResult | undefined)[],
): HeadlineState => pointHeadline(ownIndex(s), byIndex, (r) => pointFigure(s, r));

const PACKET_WHAT: Record<string, string> = {
  fig4: 'Throughput gain of MulTCP(N) over one TCP',
  fig5: 'Spread of the RTT-normalized throughput of the MulTCP(N) flows',
  util: 'Utilization of the bottleneck',
  rwnd: 'Throughput with the receive window, kB/s',
  wpf: 'Throughput of the first flow, Mbit/s',
};

function label(s: MultcpScenario): string {
  if (s.view === 'gain') return `MulTCP(N)'s gain over one TCP at N = ${s.n}, T(N)/T₁ (Annex B)`;
  if (s.view === 'fairness') {
    const f = s.flows[0];
    return `Weighted proportionally fair rate of flow ${f?.id ?? 1} (weight ${f?.weight ?? 1}), Mbit/s`;
  }
  if (s.view === 'rbuffer')
    return 'Receive buffer beyond which one TCP is loss-limited (the knee), kB';
  const r = runnable(s);
  const i = ownIndex(s);
  const p = i === null ? undefined : enumeratePoints(r, seriesOf(s))[i];
  const at = p && p.coords.length > 0 ? ` at ${describePoint(r, p)}` : '';
  return `${PACKET_WHAT[s.view] ?? s.view}${at}: mean of ${r.reps} runs, with its 95 % interval`;
}

export const MULTCP_HEADLINE: LabHeadline<MultcpScenario> = {
  label,
  format: (v, s) =>
    s.view === 'gain' || s.view === 'fig4' || s.view === 'util' || s.view === 'fig5'
      ? v.toFixed(3)
      : v.toFixed(2),
  fromReport: (report, s) => {
    const r = report as Record<string, unknown>;
    if (s.view === 'gain') return closedFigure((r.annexB as { gain?: number } | undefined)?.gain);
    if (s.view === 'fairness') {
      const flows = r.flows as { rate: { weightedProportional: number } }[] | undefined;
      return closedFigure(flows?.[0]?.rate.weightedProportional);
    }
    if (s.view === 'rbuffer')
      return closedFigure((r.tcp as { kneeKB?: number } | undefined)?.kneeKB);
    if (!isPacketView(s.view)) return null;
    const points = (report as Partial<SweepReport<MultcpPointResult>>).points ?? [];
    return packetHeadline(s, resultsByIndex(points)).figure;
  },
};

function closedFigure(v: number | undefined): HeadlineFigure | null {
  return v === undefined ? null : checkedFigure({ value: v, interval: null });
}
