/**
 * The JSON report of a trace, one shape wherever it is printed (`sim --trace FILE`, and the Traces
 * lab's `sim "lab=trace&example=..."`, whose page reads the same numbers): the connections with
 * their series, the problems met, paper 000's measures of the set and its fit to the models.
 */
import { fitTrace, type TraceFit } from './fit';
import { measureTrace, type TraceMeasures } from './measure';
import type { ReadTraceResult, TraceProblem } from './types';

export interface TraceReport {
  format: ReadTraceResult['format'];
  connections: ReadTraceResult['connections'];
  problems: TraceProblem[];
  records: number;
  fit: TraceFit;
  measures: TraceMeasures;
}

/** `problems`: the reader's, with what the caller met around it (a cut gzip stream). */
export function traceReport(result: ReadTraceResult, problems: TraceProblem[]): TraceReport {
  return {
    format: result.format,
    connections: result.connections,
    problems,
    records: result.records,
    fit: fitTrace(result),
    measures: measureTrace(result),
  };
}
