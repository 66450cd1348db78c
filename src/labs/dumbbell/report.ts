import type { TraceChunk } from '../../engines/packet/measure/traces';
import type { PacketSummary } from '../../engines/packet/summary';
import { csvText } from '../../format/csv';
import { csvNumber } from '../../format/numbers';
import { encodeJson } from '../../scenario/codec';
import { ns2Utilization } from '../families/packet/ns2Reference';
import { DUMBBELL_SCHEMA, type DumbbellScenario } from '../families/packet/scenario';
import { departuresRule, flagImpossible, packetShare } from '../kit/impossible';
import { dumbbellTheory, type DumbbellTheory } from './theory';

/**
 * The Dumbbell lab's results as the CLI prints them and the page exports them: one JSON shape and
 * one CSV shape from the same engine summary, so that both give the same numbers.
 */
export interface DumbbellReport {
  lab: 'dumbbell';
  scenario: Record<string, unknown>;
  summary: PacketSummary;
  theory: DumbbellTheory & { ns2: number | null };
  path?: PathColumns;
  impossible?: string[];
}

/**
 * Sampled traces as columns: time, each flow's cwnd, their sum, the bottleneck's queue, and what
 * the flows' congestion controls expose (Illinois's da, dm, alpha, beta; CUBIC's wmax, k, west;
 * Vegas's diff, baseRtt; HS-TCP's a, b), when any does.
 */
export interface PathColumns {
  time: number[];
  /** cwnd[f][k]: flow f + 1 at sample k */
  cwnd: number[][];
  sum: number[];
  queue: number[];
  /** internals.values[c][k]: column c (flow, name; delays and RTTs in s) at sample k */
  internals?: { columns: { flow: number; name: string }[]; values: number[][] };
}

export function dumbbellTheoryReport(s: DumbbellScenario): DumbbellReport['theory'] {
  return { ...dumbbellTheory(s), ns2: ns2Utilization(s) };
}

export function buildReport(
  s: DumbbellScenario,
  summary: PacketSummary,
  path?: readonly TraceChunk[],
): DumbbellReport {
  const report: DumbbellReport = {
    lab: 'dumbbell',
    scenario: encodeJson(DUMBBELL_SCHEMA, s),
    summary,
    theory: dumbbellTheoryReport(s),
  };
  if (path) report.path = pathColumns(path);
  return flagImpossible(report, [departuresRule(onePacketShare(s, summary.measuredTime))]);
}

/** One packet's share of the bottleneck over a measured window (see departuresRule). */
export function onePacketShare(s: DumbbellScenario, window = s.t - s.warmup): number {
  return packetShare(s.pkt + s.header, s.cap * 1e6, window);
}

export function pathColumns(chunks: readonly TraceChunk[]): PathColumns {
  const flows = chunks[0]?.flows ?? 0;
  const out: PathColumns = {
    time: [],
    cwnd: Array.from({ length: flows }, () => []),
    sum: [],
    queue: [],
  };
  const columns = chunks[0]?.internalColumns ?? [];
  const values: number[][] = columns.map(() => []);
  for (const c of chunks) {
    for (let k = 0; k < c.t.length; k++) {
      out.time.push(c.t[k]);
      for (let f = 0; f < flows; f++) out.cwnd[f].push(c.cwnd[k * flows + f]);
      out.sum.push(c.sum[k]);
      out.queue.push(c.queue[k]);
      for (let j = 0; j < columns.length; j++) values[j].push(c.internals[k * columns.length + j]);
    }
  }
  if (columns.length > 0)
    out.internals = { columns: columns.map((c) => ({ flow: c.flow + 1, name: c.name })), values };
  return out;
}

/** One row per flow, then the whole link: Mbit/s on the wire, mean cwnd, drops, recoveries. */
export function summaryCsv(summary: PacketSummary): string {
  const head = [
    'flow',
    'throughput_mbps',
    'cwnd',
    'drops',
    'timeouts',
    'fast_retransmits',
    'rtt_ms',
  ];
  const rows = summary.flows.map((f, i) =>
    [i + 1, f.throughput, f.cwnd, f.drops, f.timeouts, f.fastRetransmits, f.rtt * 1000].map(
      csvNumber,
    ),
  );
  const all = [
    'all',
    csvNumber(summary.throughput),
    '',
    csvNumber(summary.drops),
    csvNumber(summary.timeouts),
    csvNumber(summary.fastRetransmits),
    '',
  ];
  return csvText([head, ...rows, all]);
}

/** The traces as a table: time, cwnd_1 .. cwnd_N, cwnd_sum, queue, then the modules' columns (alpha_1 ...). */
export function pathCsv(path: PathColumns): string {
  const n = path.cwnd.length;
  const extra = path.internals ?? { columns: [], values: [] };
  const head = [
    'time',
    ...Array.from({ length: n }, (_, f) => `cwnd_${f + 1}`),
    'cwnd_sum',
    'queue',
    ...extra.columns.map((c) => `${c.name}_${c.flow}`),
  ];
  const rows = path.time.map((t, k) =>
    [
      t,
      ...path.cwnd.map((c) => c[k]),
      path.sum[k],
      path.queue[k],
      ...extra.values.map((v) => v[k]),
    ].map(csvNumber),
  );
  return csvText([head, ...rows]);
}
