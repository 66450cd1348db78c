import { writtenJson } from '../../../scenario/codec';
import type { TraceFit } from '../../../trace/fit';
import type { TraceConnection, TraceFormat } from '../../../trace/types';
import { DUMBBELL_SCHEMA } from '../../families/packet/scenario';
import { twinDifference, type TwinDifference } from './difference';
import { runTwin, type TwinFlowSummary, type TwinRun } from './run';
import { twinScenario, type TwinOptions } from './scenario';

/**
 * The twin as the command line prints it beside a trace's report (`sim --trace FILE --twin`, and
 * the Traces lab's `twin=1`): its link, its scenario as a scenario file holds it (the link's
 * parameters), the assumptions, the run's summary numbers and the difference from the
 * measurement; the series stay out (the page draws them from runTwin), so that the JSON stays
 * the size of the trace's own report.
 */
export interface TwinReport {
  url: string | null;
  scenario: Record<string, unknown> | null;
  assumptions: string[];
  reasons: string[];
  summary: {
    /** trace time of the twin's 0, its length and its sample interval, s */
    origin: number;
    duration: number;
    interval: number;
    aggregateMbps: number | null;
    payloadMbps: number;
    utilization: number | null;
    /** per flow, with the trace's index of its connection */
    flows: (TwinFlowSummary & { index: number })[];
  } | null;
  difference: TwinDifference | null;
}

export function twinReport(
  trace: { connections: readonly TraceConnection[]; format: TraceFormat | null },
  fit: TraceFit,
  options: TwinOptions = {},
): TwinReport {
  return twinWithRun(trace, fit, options).report;
}

/**
 * The report and, when there is a twin, its run (the series the page draws) with the trace's
 * index of each of its flows' connection.
 */
export function twinWithRun(
  trace: { connections: readonly TraceConnection[]; format: TraceFormat | null },
  fit: TraceFit,
  options: TwinOptions = {},
): { report: TwinReport; run: TwinRun | null; connections: number[] } {
  const twin = twinScenario(fit, trace.connections, { format: trace.format, ...options });
  if (twin.scenario === null)
    return {
      report: {
        url: null,
        scenario: null,
        assumptions: twin.assumptions,
        reasons: twin.reasons,
        summary: null,
        difference: null,
      },
      run: null,
      connections: [],
    };
  const run = runTwin(twin.scenario, { origin: twin.origin });
  const report: TwinReport = {
    url: twin.url,
    scenario: { lab: DUMBBELL_SCHEMA.lab, ...writtenJson(DUMBBELL_SCHEMA, twin.scenario) },
    assumptions: twin.assumptions,
    reasons: twin.reasons,
    summary: {
      origin: run.origin,
      duration: run.duration,
      interval: run.interval,
      aggregateMbps: run.aggregateMbps,
      payloadMbps: run.payloadMbps,
      utilization: run.utilization,
      flows: run.flows.map((f, k) => ({ index: twin.connections[k], ...f.summary })),
    },
    difference: twinDifference(trace, fit, twin.connections, run),
  };
  return { report, run, connections: twin.connections };
}
