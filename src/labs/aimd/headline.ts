import type { LabHeadline } from '../kit/contract';
import type { AimdReport } from '../families/aimd/report';
import { utilizationFigure } from '../families/aimd/headline';
import { AIMD_DEFAULTS, type AimdScenario } from '../families/aimd/scenario';
import type { TheoryReport } from '../../engines/aimd/theory';

/**
 * The Loss-policies lab is about the utilization the loss policy lets N flows reach: the whole
 * run's E[X]/c with its 95 % interval, as `npm run sim` prints it (worked out ahead of the
 * animation in the worker, AimdHeadlineRun).
 */
export const AIMD_HEADLINE: LabHeadline<AimdScenario> = {
  label: (s) =>
    `Simulated utilization E[X]/c over the run's ${s.events.toLocaleString('en-US')} ${s.policy === 'beatdown' ? 'taggings' : 'events'}, with its 95 % interval`,
  format: (v) => v.toFixed(5),
  fromReport: (report) => {
    const summary = (report as Partial<AimdReport>).summary;
    return summary ? utilizationFigure(summary) : null; // a sweep's report (sweep=) has none
  },
};

/** What the headline stands against: Theorem 1 or eq. (6) where one applies. */
export function theoryNote(theory: TheoryReport): string | null {
  const p = theory.predictedUtilization;
  if (p === null) return null;
  const source = theory.theorem1.applies
    ? 'Theorem 1'
    : theory.synchronized.applies
      ? 'eq. (6)'
      : null;
  return source && `${source}: ${AIMD_HEADLINE.format(p, AIMD_DEFAULTS)}`;
}
