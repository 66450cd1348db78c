/**
 * Several traces of the same path, each with its own number N of parallel connections: paper
 * 000's throughput against N (Sec. V-E, Fig. 15) and a table of the traces in the manner of its
 * Table I. One shape wherever it is printed: `sim --trace A B C ...`, the Traces lab's command
 * line for an example set, and the lab's page (its worker makes it from each read's fit and
 * measures). Pure: JSON-able numbers, null where not measurable.
 */
import { fitTrace, type TraceFit } from './fit';
import { median, orNull } from './fit/stats';
import {
  measureTrace,
  theorem1Anchor,
  theorem1Mbps,
  throughputRow,
  withTheorem1,
  type ThroughputRow,
  type TraceMeasures,
} from './measure';
import type { ReadTraceResult, TraceFormat, TraceProblem } from './types';

/** What the set needs of one read trace (its report less the connections and their series). */
export interface TraceSetInput {
  /** the file as named by the caller (its path on the command line, its name on the page) */
  file: string;
  format: TraceFormat | null;
  records: number;
  /** connections read, data or not */
  connections: number;
  problems: TraceProblem[];
  fit: TraceFit;
  measures: TraceMeasures;
}

/**
 * The set's input for a trace read on the command line: its fit and measures, as its own report
 * (`sim --trace FILE`, report.ts) has them. `problems`: the reader's and the caller's.
 */
export function setInput(
  file: string,
  result: ReadTraceResult,
  problems: TraceProblem[],
): TraceSetInput {
  return {
    file,
    format: result.format,
    records: result.records,
    connections: result.connections.length,
    problems,
    fit: fitTrace(result),
    measures: measureTrace(result),
  };
}

/** One trace of the set, as its entry in the report. */
export interface TraceSetTrace {
  file: string;
  format: TraceFormat | null;
  records: number;
  connections: number;
  /** the data connections (iperf3's control connection left out) */
  n: number;
  aggregateMbps: number | null;
  perConnectionMbps: number | null;
  /** the mean of the data connections' mean RTTs, ms (Table I's RTT column) */
  meanRttMs: number | null;
  /** the mean of the data connections' fitted beta (the cwnd's cuts), null when none has cuts */
  beta: number | null;
  problems: TraceProblem[];
}

/** A row of throughput against N, with the trace it comes from. */
export interface TraceSetRow extends ThroughputRow {
  /** index in TraceSetReport.traces */
  trace: number;
  file: string;
}

/** Where Theorem 1's beta comes from: --beta, the traces' fit, or TCP's 1/2 when neither. */
export type BetaSource = 'given' | 'fitted' | 'default';

export interface TraceSetReport {
  /** in the order given */
  traces: TraceSetTrace[];
  /** one row per trace, in order of N (the order given among equal N) */
  throughputVsN: TraceSetRow[];
  /** Theorem 1's beta, where it comes from and why */
  beta: { value: number; from: BetaSource; why: string };
  /** the measurement Theorem 1 is scaled to: the mean aggregate at the largest N */
  anchor: { n: number; aggregateMbps: number } | null;
}

/** TCP's kept factor (Reno halves its window): Theorem 1's beta when the traces give none. */
export const DEFAULT_BETA = 0.5;

/**
 * The beta given, else the median of every data connection's fitted beta over all the traces
 * (each connection counts once, whatever its trace), else 1/2.
 */
export function setBeta(
  inputs: readonly Pick<TraceSetInput, 'fit'>[],
  given?: number,
): TraceSetReport['beta'] {
  if (given !== undefined)
    return { value: given, from: 'given', why: 'given on the command line (--beta)' };
  const betas = inputs.flatMap((t) => t.fit.connections.map((c) => c.aimd.beta?.mean));
  const fitted = median(betas);
  const count = betas.filter((b) => typeof b === 'number' && Number.isFinite(b)).length;
  if (fitted !== null && fitted > 0 && fitted < 1)
    return {
      value: fitted,
      from: 'fitted',
      why: `the median of the ${count} data connection${count === 1 ? '' : 's'}' fitted beta (the cwnd's cuts next to loss events)`,
    };
  return {
    value: DEFAULT_BETA,
    from: 'default',
    why: "no connection's cuts give beta: TCP's 1/2",
  };
}

export function traceSetReport(inputs: readonly TraceSetInput[], beta?: number): TraceSetReport {
  const traces = inputs.map((t): TraceSetTrace => ({
    file: t.file,
    format: t.format,
    records: t.records,
    connections: t.connections,
    n: t.measures.connections.length,
    aggregateMbps: t.measures.aggregateMbps,
    perConnectionMbps: throughputRow(t.measures).perConnectionMbps,
    meanRttMs: orNull(t.fit.set.spread.meanRttMs?.mean),
    beta: orNull(t.fit.set.spread.beta?.mean),
    problems: t.problems,
  }));
  const b = setBeta(inputs, beta);
  const rows = inputs.map((t, k): TraceSetRow => ({
    trace: k,
    file: t.file,
    ...throughputRow(t.measures),
  }));
  return {
    traces,
    // Array.prototype.sort is stable: equal N keep the order given
    throughputVsN: withTheorem1(rows, b.value).sort((x, y) => x.n - y.n),
    beta: b,
    anchor: theorem1Anchor(rows),
  };
}

/** Table I's columns, units in their names (the CSV's header). */
export const TABLE_COLUMNS = [
  'file',
  'format',
  'n',
  'aggregate_mbps',
  'per_connection_mbps',
  'loss_events_per_connection_per_s',
  'congestion_events_per_s',
  'mean_connections_hit',
  'theorem1_mbps',
  'theorem1_beta',
  'rtt_mean_ms',
] as const;

/**
 * The table of the set: a row per trace in order of N (throughputVsN's rows), with the trace's
 * format and RTT and Theorem 1's beta; numbers as they are (null: none), for a CSV or a page.
 */
export function throughputTable(r: TraceSetReport): (string | number | null)[][] {
  return r.throughputVsN.map((row) => {
    const t = r.traces[row.trace];
    return [
      row.file,
      t?.format ?? null,
      row.n,
      row.aggregateMbps,
      row.perConnectionMbps,
      row.lossEventsPerConnectionPerSecond,
      row.congestionEventsPerSecond,
      row.meanHit,
      row.theorem1Mbps,
      r.beta.value,
      t?.meanRttMs ?? null,
    ];
  });
}

/** The most points of Theorem 1's curve (N beyond it is stepped). */
const CURVE_POINTS = 200;

/**
 * Theorem 1 against N from 1 to the largest N, scaled as the rows' column is: the curve a chart
 * draws under the measurements (the rows have it only at the traces' N).
 */
export function theorem1Curve(r: TraceSetReport): { n: number[]; mbps: number[] } {
  const at = theorem1Mbps(r.anchor, r.beta.value);
  const top = r.anchor?.n ?? 0;
  const step = Math.max(1, Math.ceil(top / CURVE_POINTS));
  const n: number[] = [];
  const mbps: number[] = [];
  const add = (k: number) => {
    const v = at(k);
    if (v === null) return;
    n.push(k);
    mbps.push(v);
  };
  for (let k = 1; k <= top; k += step) add(k);
  if (top > 1 && (top - 1) % step !== 0) add(top);
  return { n, mbps };
}

/** What the Traces lab's page draws for a set: the report, and Theorem 1's curve under it. */
export interface TraceSetView {
  report: TraceSetReport;
  theorem1: { n: number[]; mbps: number[] };
}

export function traceSetView(inputs: readonly TraceSetInput[], beta?: number): TraceSetView {
  const report = traceSetReport(inputs, beta);
  return { report, theorem1: theorem1Curve(report) };
}
