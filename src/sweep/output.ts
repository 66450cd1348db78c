import { csvText, type CsvCell } from '../format/csv';
import { csvNumber } from '../format/numbers';
import { encodeSweepJson, encodeSweepQuery } from './codec';
import { sweptParams, type Shard } from './plan';
import type { PointResultCore, SweepCore, SweepDefinition } from './spec';

/**
 * The sweep's results as the CLI prints them and the pages export them: one CSV shape, one JSON
 * shape, built by the same functions from the same results, so that a sweep URL gives the same
 * bytes in the browser and on the command line.
 *
 * The CSV is plain: a header, then one row per point, which any reader (pandas.read_csv, R's
 * read.csv, a spreadsheet) opens without options. What the numbers are (the sweep's canonical
 * query) is in the JSON report, which the pages export too. A shard (`--shard i/k`) is a piece for
 * `sim merge`, not a result: it starts with two comment lines, "# sweep: <query>" and
 * "# shard: i/k", which is how merge knows that shards belong together.
 */

export const SWEEP_COMMENT = '# sweep: ';
export const SHARD_COMMENT = '# shard: ';

export function csvColumns<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  s: S,
): string[] {
  return [...sweptParams(s), ...def.columns(s), ...(def.seeds ? ['reps', 'seeds'] : [])];
}

/** A point's row: its swept values, the definition's cells, then its replications' seeds. */
export function csvRow<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  r: R,
): CsvCell[] {
  const seeds = def.seeds ? def.seeds(r) : null;
  return [
    ...r.coords.map(csvNumber),
    ...def.cells(r),
    ...(seeds ? [String(seeds.length), seeds.join(' ')] : []),
  ];
}

/** The sweep as it runs and as its outputs name it (see SweepDefinition.runnable). */
export const runnable = <S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  s: S,
) => (def.runnable ? def.runnable(s) : s);

/** The CSV of the given points (all of a sweep, or a shard's), in point order. */
export function sweepCsv<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  s: S,
  results: readonly R[],
  shard: Shard | null = null,
): string {
  // a shard's two comment lines are not CSV rows: written as they are (the query keeps its commas)
  const comments = shard
    ? `${SWEEP_COMMENT}${encodeSweepQuery(def, runnable(def, s))}\n${SHARD_COMMENT}${shard.index}/${shard.count}\n`
    : '';
  const rows = [...results].sort((a, b) => a.index - b.index).map((r) => csvRow(def, r));
  return comments + csvText([csvColumns(def, s), ...rows]);
}

export interface SweepReport<R> {
  lab: string;
  /** the canonical query: `npm run sim -- "<query>"` re-runs the sweep */
  query: string;
  /** the sweep file (every parameter, defaults included) */
  sweep: Record<string, unknown>;
  shard: Shard | null;
  /** the CSV's columns, for the points' values */
  columns: string[];
  points: R[];
  /** and the lab's extras (readouts, theory curves) */
  [extra: string]: unknown;
}

export function sweepReport<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  s: S,
  results: readonly R[],
  shard: Shard | null = null,
): SweepReport<R> {
  const points = [...results].sort((a, b) => a.index - b.index);
  const byIndex = resultsByIndex(points);
  return {
    lab: s.lab,
    query: encodeSweepQuery(def, runnable(def, s)),
    sweep: encodeSweepJson(def, runnable(def, s)),
    shard,
    columns: csvColumns(def, s),
    points,
    ...(def.extras ? def.extras(s, byIndex, shard !== null) : {}),
  };
}

/** Results indexed by their point's index (a report's points, a page's results so far). */
export function resultsByIndex<R extends PointResultCore>(results: readonly R[]): R[] {
  const byIndex: R[] = [];
  for (const r of results) byIndex[r.index] = r;
  return byIndex;
}
