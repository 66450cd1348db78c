import {
  checkedFigure,
  NO_HEADLINE,
  type HeadlineFigure,
  type HeadlineState,
} from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import type { AnalysisView } from './analysisView';
import type { PacketLevelReport } from './packet/packetReport';
import type { MptcpScenario } from './scenario';

/** Mbit/s of an MP-TCP source (mean over the MP-TCP sources); none on a network without one. */
export function mpFigure(mpMean: number | null): HeadlineFigure {
  return mpMean !== null && Number.isFinite(mpMean)
    ? checkedFigure({ value: mpMean, interval: null })
    : { value: null, interval: null, text: 'no MP-TCP source' };
}

/** The fluid model's headline: the equilibrium, which the worker solves before anything else. */
export const fluidHeadline = (a: AnalysisView | null): HeadlineState =>
  a === null ? NO_HEADLINE : { figure: mpFigure(a.mpMean), final: true, progress: 1 };

/**
 * What the figure stands against: the single-path flows' mean and the MP-TCP share, from the
 * equilibrium, or at window level from the report once the playback has ended.
 */
export function headlineNote(
  packet: boolean,
  analysis: AnalysisView | null,
  report: PacketLevelReport | null,
): string | null {
  const f = packet ? (report?.metrics.friendliness ?? null) : analysis;
  return f && mptcpNote(f.spMean, f.mpShare);
}

function mptcpNote(spMean: number | null, mpShare: number | null): string | null {
  const parts = [
    ...(spMean !== null && Number.isFinite(spMean)
      ? [`single-path: ${spMean.toFixed(3)} Mbit/s`]
      : []),
    ...(mpShare !== null && Number.isFinite(mpShare)
      ? [`MP-TCP share: ${(100 * mpShare).toFixed(1)} %`]
      : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The Multipath TCP lab is about what an MP-TCP source gets beside single-path TCP (Sec. IV-A's
 * friendliness): its throughput, Mbit/s, the mean over the MP-TCP sources. At fluid level the
 * equilibrium of (6)-(7); at window level the packet engine's after the warm-up, worked out
 * ahead of the playback (PacketHeadlineRun). Both reports hold it as metrics.friendliness.mpMean.
 */
export const MPTCP_HEADLINE: LabHeadline<MptcpScenario> = {
  label: (s) =>
    s.level === 'packet'
      ? 'Throughput of an MP-TCP source at window level after the warm-up, Mbit/s (mean over the MP-TCP sources)'
      : 'Equilibrium throughput of an MP-TCP source, Mbit/s (mean over the MP-TCP sources)',
  format: (v) => v.toFixed(3),
  fromReport: (report) => {
    const f = (report as { metrics?: { friendliness?: { mpMean: number | null } } }).metrics
      ?.friendliness;
    return f ? mpFigure(f.mpMean) : null;
  },
};
