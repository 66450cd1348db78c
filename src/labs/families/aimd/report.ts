import type { PathChunk } from '../../../engines/aimd/pathChunk';
import type { AimdSummary } from '../../../engines/aimd/statistics';
import { theoryFor, type TheoryReport } from '../../../engines/aimd/theory';
import { csvText } from '../../../format/csv';
import { formatNumber } from '../../../format/numbers';
import { encodeJson } from '../../../scenario/codec';
import { flagImpossible, type QuantityRule } from '../../kit/impossible';
import { runSchema } from '../../kit/live/speedField';
import { AIMD_SCHEMA, toParams, type AimdScenario } from './scenario';

/**
 * The lab's results as the CLI prints them and the browser exports them: one JSON shape, one CSV
 * shape, built from the same summary so that both give the same numbers.
 */
export interface AimdReport {
  lab: 'aimd';
  scenario: Record<string, unknown>;
  summary: AimdSummary;
  theory: TheoryReport;
  path?: PathTable;
  impossible?: string[];
}

/** The sample path as columns: one row per cut flow per event (see PathChunk). */
export interface PathTable {
  event: number[];
  time: number[];
  flow: number[];
  before: number[];
  after: number[];
  span: number[];
}

export function theoryOf(s: AimdScenario): TheoryReport {
  const p = toParams(s);
  return theoryFor({ n: p.n, policy: p.policy, beta: p.beta, eta: p.eta, weights: p.weights });
}

export function buildReport(s: AimdScenario, summary: AimdSummary, path?: PathChunk[]): AimdReport {
  const report: AimdReport = {
    lab: 'aimd',
    scenario: encodeJson(runSchema(AIMD_SCHEMA), s),
    summary,
    theory: theoryOf(s),
  };
  if (path) report.path = pathTable(path);
  return flagImpossible(report, AIMD_QUANTITIES);
}

/** The summary's shares of c: fractions (a flow measured over no time is NaN, and flagged). */
const AIMD_QUANTITIES: QuantityRule[] = [
  { path: /^summary\.(utilization|flows\[\]\.throughput)$/, kind: 'fraction' },
];

export function pathTable(chunks: PathChunk[]): PathTable {
  const t: PathTable = { event: [], time: [], flow: [], before: [], after: [], span: [] };
  for (const c of chunks) {
    for (let k = 0; k < c.count; k++) {
      t.event.push(c.event[k]);
      t.time.push(c.time[k]);
      t.flow.push(c.flow[k] + 1); // flows are numbered from 1 for people
      t.before.push(c.before[k]);
      t.after.push(c.after[k]);
      t.span.push(c.span[k]);
    }
  }
  return t;
}

/** The summary's numbers exactly (NaN as such: a flow measured over no time), none empty. */
const cell = (v: number | null): string => (v === null ? '' : formatNumber(v));

/** Per-flow table, then a row for the aggregate ("all"). */
export function summaryCsv(summary: AimdSummary): string {
  const total = summary.flows.reduce((s, f) => s + f.signals, 0);
  return csvText([
    ['flow', 'throughput', 'second_moment', 'signals'],
    ...summary.flows.map((f, i) => [
      formatNumber(i + 1),
      cell(f.throughput),
      cell(f.secondMoment),
      formatNumber(f.signals),
    ]),
    ['all', cell(summary.utilization), cell(summary.aggregateSecondMoment), formatNumber(total)],
  ]);
}

export function pathCsv(chunks: PathChunk[]): string {
  const rows: string[][] = [['event', 'time', 'flow', 'before', 'after', 'span']];
  for (const c of chunks)
    for (let k = 0; k < c.count; k++)
      rows.push(
        [c.event[k], c.time[k], c.flow[k] + 1, c.before[k], c.after[k], c.span[k]].map((v) =>
          formatNumber(v),
        ),
      );
  return csvText(rows);
}
