import { CONGESTION_LEVELS, lossyLinkBound } from '../../engines/models/illinois';
import type { SweepReport } from '../../sweep/output';
import { describePoint } from '../../sweep/plan';
import {
  checkedFigure,
  NO_HEADLINE,
  type HeadlineFigure,
  type HeadlineState,
} from '../../worker/headline';
import type { LabHeadline } from '../kit/contract';
import { estimateFigure } from '../kit/headline';
import { experimentJob, seriesOf } from './experiments/job';
import type { ExperimentPointResult } from './experiments/run';
import { packetView } from './experiments/views';
import type { IllinoisReport, SmmReport } from './report';
import { illinoisParams, type IllinoisScenario } from './scenario';
import { levelSummary, type SmmLevelRun, type SmmSummary } from './smmReport';
import { enumeratePoints } from '../../sweep/plan';

/**
 * TCP-Illinois's headline, by view:
 * - the α and β curves and the lossy link: eq. (31)'s bound on the window gain over Reno where
 *   random losses keep the queue empty, √(α_max/(2β_min)): what the curves' ends buy (a closed
 *   form, on screen at once);
 * - the stochastic matrix model: the RTT-fairness exponent μ of eq. (27) at the link's level of
 *   congestion (medium for all three), with its 95 % interval (that level runs first);
 * - a packet experiment of Sec. 6: the bottleneck's utilization in its first run (first
 *   algorithm, first setup), which the pool runs first; its numbers so far until it ends.
 */

type Kind = 'bound' | 'smm' | 'experiment';
const kindOf = (s: IllinoisScenario): Kind =>
  s.view === 'smm' ? 'smm' : s.view === 'curves' || s.view === 'lossy' ? 'bound' : 'experiment';

/** The level of the SMM the headline is at: the link's, or medium when it asks for all three. */
export const smmLevel = (s: IllinoisScenario) => (s.congestion === 'all' ? 'medium' : s.congestion);

const boundFigure = (bound: number): HeadlineFigure =>
  checkedFigure({ value: bound, interval: null });

/** The curves' and the lossy link's headline (eq. 31). */
export const boundHeadline = (s: IllinoisScenario): HeadlineState => ({
  figure: boundFigure(lossyLinkBound(illinoisParams(s))),
  final: true,
  progress: 1,
});

function muFigure(summary: Pick<SmmSummary, 'mu' | 'muHalfWidth'>): HeadlineFigure {
  const { mu, muHalfWidth: hw } = summary;
  if (mu === null) return { value: null, interval: null, text: 'equal RTTs: no slope to fit' };
  return checkedFigure({ value: mu, interval: hw === null ? null : [mu - hw, mu + hw] });
}

/** The SMM's headline from its levels' runs so far (in CONGESTION_LEVELS' order). */
export function smmHeadline(
  s: IllinoisScenario,
  runs: readonly (SmmLevelRun | undefined)[],
): HeadlineState {
  const run = runs.find((r) => r?.congestion === smmLevel(s));
  return run
    ? { figure: muFigure(levelSummary(run, s.basis)), final: true, progress: 1 }
    : NO_HEADLINE;
}

/**
 * A packet experiment's headline: its first run's utilization; until it ends, its numbers so far
 * (after the warm-up), `t` being the run's length (the progress is how far it has got).
 */
export function experimentHeadline(
  byIndex: readonly (ExperimentPointResult | undefined)[],
  partials: readonly ExperimentPointResult[] = [],
  t = Infinity,
): HeadlineState {
  const done = byIndex[0];
  if (done) return { figure: estimateFigure(done.utilization), final: true, progress: 1 };
  const partial = partials.find((p) => p.index === 0);
  if (!partial || !Number.isFinite(partial.utilization.mean)) return NO_HEADLINE;
  const progress = Math.min(1, (partial.partialAt ?? 0) / t);
  return { figure: estimateFigure(partial.utilization), final: false, progress };
}

function label(s: IllinoisScenario): string {
  const kind = kindOf(s);
  if (kind === 'bound')
    return 'Window gain of TCP-Illinois over Reno on a lossy link, at most √(α_max/(2β_min)) (eq. 31)';
  if (kind === 'smm')
    return `RTT-fairness exponent μ of eq. (27), ${smmLevel(s)} congestion, with its 95 % interval`;
  const job = experimentJob(s);
  const first = enumeratePoints(job, seriesOf(job))[0];
  const where = first ? describePoint(job, first) : 'first run';
  return `Bottleneck utilization in the experiment's first run (${where})`;
}

export const ILLINOIS_HEADLINE: LabHeadline<IllinoisScenario> = {
  label,
  format: (v, s) => (kindOf(s) === 'experiment' ? v.toFixed(4) : v.toFixed(3)),
  fromReport: (report, s) => {
    const kind = kindOf(s);
    const r = report as IllinoisReport;
    if (kind === 'bound') {
      if ('curves' in r) return boundFigure(lossyLinkBound(r.curves.params));
      const models = (report as { models?: { bound: number } }).models;
      return 'bound' in r ? boundFigure(r.bound) : models ? boundFigure(models.bound) : null;
    }
    if (kind === 'smm') {
      const smm = r as SmmReport;
      const summary = smm.summary ?? smm.levels?.find((l) => l.congestion === smmLevel(s));
      return summary ? muFigure(summary) : null;
    }
    if (packetView(s) === null) return null;
    const points = (report as Partial<SweepReport<ExperimentPointResult>>).points ?? [];
    const first = points.find((p) => p.index === 0);
    return first ? estimateFigure(first.utilization) : null;
  },
};

/** The SMM's point (by index) the headline needs, which the pool runs first. */
export const smmFirst = (s: IllinoisScenario): number[] => [CONGESTION_LEVELS.indexOf(smmLevel(s))];
