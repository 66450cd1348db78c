import { encodeSweepJson, encodeSweepQuery } from './codec';
import { runnableSweep, sweptParams, type Shard } from './plan';
import { smallestNReadout, theoryCurves, type ReadoutRow, type TheoryCurve } from './readout';
import type { Estimate, PointResult } from './results';
import { LAB_DETAIL, type SweepLab, type SweepSpec } from './spec';

/**
 * The sweep's results as the CLI prints them and the pages export them: one CSV shape, one JSON
 * shape, built by the same functions from the same PointResults, so that a sweep URL gives the
 * same bytes in the browser and on the command line.
 *
 * The CSV starts with a comment line holding the sweep's canonical query: it says what the
 * numbers are (a CSV alone is a sweep that can be re-run), and it is how `sim merge` knows that
 * shards belong together. A shard adds a second comment line, "# shard: i/k".
 */

export const STANDARD_COLUMNS = ['policy', 'utilization', 'ci95_low', 'ci95_high', 'theory'];

/** Lab 3's columns, after the standard ones. */
const DETAIL_COLUMNS = [
  ...['class1_throughput', 'class1_ci95_low', 'class1_ci95_high'],
  ...['class2_throughput', 'class2_ci95_low', 'class2_ci95_high'],
  ...['aggregate_second_moment', 'flow1_second_moment', 'theorem2_paper', 'theorem2_exact'],
];

export const SWEEP_COMMENT = '# sweep: ';
export const SHARD_COMMENT = '# shard: ';

export function csvColumns(s: SweepSpec): string[] {
  return [...sweptParams(s), ...STANDARD_COLUMNS, ...(LAB_DETAIL[s.lab] ? DETAIL_COLUMNS : [])];
}

/** Shortest exact text of a number (the same in every JavaScript engine); empty for none. */
const cell = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v) ? '' : String(v);

const estimateCells = (e: Estimate) => [cell(e.mean), cell(e.ci95?.[0]), cell(e.ci95?.[1])];

export function csvRow(r: PointResult): string {
  const cells = [...r.coords.map(cell), r.policy, ...estimateCells(r.utilization), cell(r.theory)];
  const d = r.detail;
  if (d) {
    cells.push(...estimateCells(d.classes[0]), ...estimateCells(d.classes[1]));
    cells.push(cell(d.aggregateSecondMoment.mean), cell(d.flow1SecondMoment.mean));
    cells.push(cell(d.theorem2?.paper), cell(d.theorem2?.exact));
  }
  return cells.join(',');
}

/** The CSV of the given points (all of a sweep, or a shard's), in point order. */
export function sweepCsv(
  s: SweepSpec,
  results: readonly PointResult[],
  shard: Shard | null = null,
): string {
  const lines = [SWEEP_COMMENT + encodeSweepQuery(runnableSweep(s))];
  if (shard) lines.push(`${SHARD_COMMENT}${shard.index}/${shard.count}`);
  lines.push(csvColumns(s).join(','));
  for (const r of [...results].sort((a, b) => a.index - b.index)) lines.push(csvRow(r));
  return lines.join('\n') + '\n';
}

export interface SweepReport {
  lab: SweepLab;
  /** the canonical query: `npm run sim -- "<query>"` re-runs the sweep */
  query: string;
  /** the sweep file (every parameter, defaults included) */
  sweep: Record<string, unknown>;
  shard: Shard | null;
  /** the CSV's columns, for the points' values */
  columns: string[];
  points: PointResult[];
  /** Lab 2: the smallest N reaching 90 % and 95 % (when n is swept) */
  readout: ReadoutRow[];
  /** Lab 2: Theorem 1, eq. (6) and MulTCP over N (when n is swept) */
  theoryCurves: TheoryCurve[];
}

export function sweepReport(
  s: SweepSpec,
  results: readonly PointResult[],
  shard: Shard | null = null,
): SweepReport {
  const points = [...results].sort((a, b) => a.index - b.index);
  const byIndex: PointResult[] = [];
  for (const r of points) byIndex[r.index] = r;
  return {
    lab: s.lab,
    query: encodeSweepQuery(runnableSweep(s)),
    sweep: encodeSweepJson(runnableSweep(s)),
    shard,
    columns: csvColumns(s),
    points,
    readout: shard ? [] : smallestNReadout(s, byIndex),
    theoryCurves: theoryCurves(s),
  };
}
