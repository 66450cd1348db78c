import { checkedFigure, type HeadlineFigure, type HeadlineState } from '../../worker/headline';
import type { ConnectionSummary } from '../../trace/types';
import type { LabHeadline } from '../kit/contract';
import { exampleSetById } from './examples';
import type { TraceScenario } from './scenario';
import { isSetReport, SET_HEADLINE } from './set/headline';
import { aggregateThroughput, selectConnections } from './view';

/** The figure for a trace's connections (what the page read, or the report's). */
export function traceFigure(conns: readonly ConnectionSummary[], s: TraceScenario): HeadlineFigure {
  const v = aggregateThroughput(selectConnections(conns, s).shown);
  return v === null
    ? { value: null, interval: null, text: 'no connection' }
    : checkedFigure({ value: v, interval: null });
}

/** The page's headline: nothing until the trace is read, then final at once. */
export function traceHeadline(
  conns: readonly ConnectionSummary[] | null,
  s: TraceScenario,
): HeadlineState {
  return conns === null
    ? { figure: null, final: false, progress: 0 }
    : { figure: traceFigure(conns, s), final: true, progress: 1 };
}

/**
 * The throughput the connections shown carried together, Mbit/s: a whole link's worth when the
 * flows fill the bottleneck. `npm run sim -- "lab=trace&example=..."` prints the trace's
 * connections; the figure is read from them by the same selection as the page's. The page's
 * headline for one trace (an example, or the user's file whatever the link names).
 */
export const ONE_TRACE_HEADLINE: LabHeadline<TraceScenario> = {
  label: (s) =>
    s.conn === 'all'
      ? 'Throughput of the connections shown, summed (Mbit/s)'
      : `Throughput of connection ${s.conn} (Mbit/s)`,
  format: (v) => v.toFixed(2),
  fromReport: (report, s) => {
    const conns = (report as { connections?: ConnectionSummary[] } | null)?.connections;
    return Array.isArray(conns) ? traceFigure(conns, s) : null;
  },
};

/** The lab's headline for a link: one trace's, or a set's (set/headline.ts). */
export const TRACE_HEADLINE: LabHeadline<TraceScenario> = {
  label: (s) =>
    exampleSetById(s.example) !== null ? SET_HEADLINE.label(s) : ONE_TRACE_HEADLINE.label(s),
  format: (v) => v.toFixed(2),
  fromReport: (report, s) =>
    isSetReport(report)
      ? SET_HEADLINE.fromReport(report, s)
      : ONE_TRACE_HEADLINE.fromReport(report, s),
};
