import { checkedFigure, type HeadlineFigure, type HeadlineState } from '../../worker/headline';
import type { TraceConnection } from '../../trace/types';
import type { LabHeadline } from '../kit/contract';
import { exampleSetById } from './examples';
import type { TraceScenario } from './scenario';
import { isSetReport, setFigure, SET_LABEL } from './set/headline';
import { aggregateThroughput, selectConnections } from './view';

/** The figure for a trace's connections (what the page read, or the report's). */
export function traceFigure(conns: readonly TraceConnection[], s: TraceScenario): HeadlineFigure {
  const v = aggregateThroughput(selectConnections(conns, s).shown);
  return v === null
    ? { value: null, interval: null, text: 'no connection' }
    : checkedFigure({ value: v, interval: null });
}

/** The page's headline: nothing until the trace is read, then final at once. */
export function traceHeadline(
  conns: readonly TraceConnection[] | null,
  s: TraceScenario,
): HeadlineState {
  return conns === null
    ? { figure: null, final: false, progress: 0 }
    : { figure: traceFigure(conns, s), final: true, progress: 1 };
}

/**
 * The throughput the connections shown carried together, Mbit/s: a whole link's worth when the
 * flows fill the bottleneck. `npm run sim -- "lab=trace&example=..."` prints the trace's
 * connections; the figure is read from them by the same selection as the page's. A set of
 * traces (set/headline.ts): the aggregate at the largest N.
 */
export const TRACE_HEADLINE: LabHeadline<TraceScenario> = {
  label: (s) =>
    exampleSetById(s.example) !== null
      ? SET_LABEL
      : s.conn === 'all'
        ? 'Throughput of the connections shown, summed (Mbit/s)'
        : `Throughput of connection ${s.conn} (Mbit/s)`,
  format: (v) => v.toFixed(2),
  fromReport: (report, s) => {
    if (isSetReport(report)) return setFigure(report);
    const conns = (report as { connections?: TraceConnection[] } | null)?.connections;
    return Array.isArray(conns) ? traceFigure(conns, s) : null;
  },
};
