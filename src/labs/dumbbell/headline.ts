import type { PacketSummary } from '../../engines/packet/summary';
import { describePoint, enumeratePoints } from '../../sweep/plan';
import { ownPoint } from '../../sweep/ownPoint';
import { resultsByIndex, type SweepReport } from '../../sweep/output';
import { checkedFigure, type HeadlineFigure, type HeadlineState } from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import { estimateFigure, pointHeadline } from '../kit/headline';
import type { DumbbellReport } from './report';
import type { DumbbellPointResult } from './sweep/results';
import { dumbbellSeries, type DumbbellSpec } from './sweep/spec';
import type { DumbbellTheory } from './theory';

/**
 * A live run's headline: the bottleneck's utilization after the warm-up (null before it). One
 * run has no interval: the replications of a sweep's point give one.
 */
export function runFigure(
  s: Pick<PacketSummary, 'utilization' | 'measuredTime'>,
): HeadlineFigure | null {
  return s.measuredTime > 0 ? checkedFigure({ value: s.utilization, interval: null }) : null;
}

const f4 = (v: number) => v.toFixed(4);

/** A sweep's headline point: the one at the link's own values (ownPoint), run first. */
export function headlinePoint(s: DumbbellSpec): number[] {
  const p = ownPoint(s, enumeratePoints(s, dumbbellSeries(s)));
  return p ? [p.index] : [];
}

/** A sweep's headline from its points so far: its headline point's utilization. */
export const sweepHeadline = (
  s: DumbbellSpec,
  byIndex: readonly (DumbbellPointResult | undefined)[],
): HeadlineState =>
  pointHeadline(headlinePoint(s)[0] ?? null, byIndex, (r) => estimateFigure(r.utilization));

/**
 * The Dumbbell lab is about the utilization TCP reaches over a real queue. Live: the whole run's
 * (worked out ahead of the animation, DumbbellHeadlineRun); a sweep: its point at the link's own
 * N, B ... (the pool runs it first), the mean over the replications with its 95 % interval.
 */
export const DUMBBELL_HEADLINE: LabHeadline<DumbbellSpec> = {
  label: (s) => {
    if (s.sweep === null)
      return `Simulated utilization of the bottleneck from t = ${s.warmup} to ${s.t} s`;
    const p = ownPoint(s, enumeratePoints(s, dumbbellSeries(s)));
    const at = p ? ` at ${describePoint(s, p)}` : '';
    return s.reps === 1
      ? `Simulated utilization${at}: one run (no interval; reps= gives one)`
      : `Simulated utilization${at}: mean of ${s.reps} runs, with its 95 % interval`;
  },
  format: f4,
  fromReport: (report, s) => {
    if (s.sweep === null) {
      const summary = (report as Partial<DumbbellReport>).summary;
      return summary ? runFigure(summary) : null;
    }
    const points = (report as Partial<SweepReport<DumbbellPointResult>>).points ?? [];
    return sweepHeadline(s, resultsByIndex(points)).figure;
  },
};

/** What the utilization stands against: Theorem 1 where it applies, ns-2 2.35 on its setups. */
export function headlineNote(theory: DumbbellTheory, ns2: number | null): string | null {
  const parts = [
    ...(theory.theorem1.applies ? [`Theorem 1: ${f4(theory.theorem1.value)}`] : []),
    ...(ns2 !== null ? [`ns-2 2.35, same setup: ${f4(ns2)}`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : null;
}
