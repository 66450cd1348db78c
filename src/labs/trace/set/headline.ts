import type { TraceSetReport } from '../../../trace/set';
import { checkedFigure, type HeadlineFigure, type HeadlineState } from '../../../worker/headline';
import type { LabHeadline } from '../../kit/contract';
import type { TraceScenario } from '../scenario';

/**
 * A set's headline: the aggregate throughput at the largest N (the mean of its traces there), the
 * measurement Theorem 1 is pinned to. The page reads it from the worker's report, the command
 * line from the report it prints: the same `anchor`.
 */
export function setFigure(r: Pick<TraceSetReport, 'anchor'>): HeadlineFigure {
  return r.anchor === null
    ? { value: null, interval: null, text: 'no aggregate' }
    : checkedFigure({ value: r.anchor.aggregateMbps, interval: null });
}

/** The page's headline: nothing until the set is compared, then final at once. */
export const setHeadline = (r: Pick<TraceSetReport, 'anchor'> | null): HeadlineState =>
  r === null
    ? { figure: null, final: false, progress: 0 }
    : { figure: setFigure(r), final: true, progress: 1 };

/** Whether a report is a set's (`sim --trace A B ...`, a set example's link). */
export const isSetReport = (report: unknown): report is Pick<TraceSetReport, 'anchor'> =>
  typeof report === 'object' && report !== null && 'throughputVsN' in report && 'anchor' in report;

export const SET_LABEL = 'Aggregate throughput at the largest N (Mbit/s)';

/** The headline of the user's own set of files (a link cannot name them). */
export const SET_HEADLINE: LabHeadline<TraceScenario> = {
  label: () => SET_LABEL,
  format: (v) => v.toFixed(2),
  fromReport: (report) => (isSetReport(report) ? setFigure(report) : null),
};
