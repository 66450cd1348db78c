import { csvCells, csvLine } from '../format/csv';
import { formatProblem } from '../scenario/problems';
import { decodeSweep } from './codec';
import { csvColumns, SHARD_COMMENT, SWEEP_COMMENT } from './output';
import { csvNumber } from '../format/numbers';
import { describePoint, enumeratePoints, type SweepPoint } from './plan';
import type { PointResultCore, SweepCore, SweepDefinition } from './spec';

/**
 * Combines the CSVs of a sharded sweep (`--shard i/k`) into the CSV of the whole sweep, byte for
 * byte what one unsharded run prints. Every shard must carry the same "# sweep:" line and
 * header; every point must appear exactly once. Rows are identified by their swept values and
 * series, checked against the sweep's own list of points, and copied verbatim.
 */

export class MergeError extends Error {}

export interface CsvFile {
  /** for messages (a file name) */
  name: string;
  text: string;
}

interface ParsedShard {
  name: string;
  query: string;
  shard: string | null;
  header: string;
  /** [line number, row text] */
  rows: [number, string][];
}

function parseShard(file: CsvFile): ParsedShard {
  const lines = file.text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  const first = lines[0] ?? '';
  if (!first.startsWith(SWEEP_COMMENT))
    throw new MergeError(
      `${file.name}: not a sweep CSV (its first line is not "${SWEEP_COMMENT}...")`,
    );
  let k = 1;
  let shard: string | null = null;
  if (lines[k]?.startsWith(SHARD_COMMENT)) shard = lines[k++].slice(SHARD_COMMENT.length);
  const header = lines[k++];
  if (header === undefined) throw new MergeError(`${file.name}: no header line`);
  const rows: [number, string][] = [];
  for (; k < lines.length; k++) rows.push([k + 1, lines[k]]);
  return { name: file.name, query: first.slice(SWEEP_COMMENT.length), shard, header, rows };
}

/** A row's identity: its swept values and series, its first cells. */
const rowKey = (row: string, cells: number) => csvLine(csvCells(row).slice(0, cells));

/** A point's identity, as its row starts. */
const pointKey = (p: SweepPoint) =>
  csvLine([...p.coords.map(csvNumber), ...(p.series === null ? [] : [p.series])]);

function sweepOf<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  first: ParsedShard,
): S {
  const { scenario, problems } = decodeSweep(def, first.query);
  if (problems.length > 0)
    throw new MergeError(
      `${first.name}: its "${SWEEP_COMMENT.trim()}" line is not a valid sweep:\n${problems.map(formatProblem).join('\n')}`,
    );
  return scenario;
}

export function mergeSweepCsvs<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  files: readonly CsvFile[],
): string {
  if (files.length === 0) throw new MergeError('no CSV files to merge');
  const shards = files.map(parseShard);
  const first = shards[0];
  for (const s of shards.slice(1)) {
    if (s.query !== first.query)
      throw new MergeError(
        `${s.name} is a shard of another sweep than ${first.name}:\n  ${s.query}\n  ${first.query}`,
      );
  }
  const spec = sweepOf(def, first);
  const header = csvLine(csvColumns(def, spec));
  for (const s of shards) {
    if (s.header !== header)
      throw new MergeError(
        `${s.name}: the header is not the sweep's ("${s.header}" vs "${header}")`,
      );
  }
  const series = def.series(spec);
  const points = enumeratePoints(spec, series);
  const keyCells = (points[0]?.coords.length ?? 0) + (series === null ? 0 : 1);
  const byKey = new Map<string, SweepPoint>();
  for (const p of points) byKey.set(pointKey(p), p);
  const rows: (string | undefined)[] = new Array(points.length);
  const where: string[] = new Array(points.length);
  for (const s of shards) {
    for (const [line, row] of s.rows) {
      const p = byKey.get(rowKey(row, keyCells));
      if (!p) throw new MergeError(`${s.name} line ${line}: "${row}" is not a point of the sweep`);
      if (rows[p.index] !== undefined)
        throw new MergeError(
          `the point ${describePoint(spec, p)} appears twice: ${where[p.index]} and ${s.name} line ${line}`,
        );
      rows[p.index] = row;
      where[p.index] = `${s.name} line ${line}`;
    }
  }
  const missing = points.filter((p) => rows[p.index] === undefined);
  if (missing.length > 0) {
    const listed = missing.slice(0, 5).map((p) => `  #${p.index}: ${describePoint(spec, p)}`);
    if (missing.length > 5) listed.push(`  ... and ${missing.length - 5} more`);
    const given = shards.map((s) => s.shard).filter((x) => x !== null);
    const hint = given.length ? ` (shards given: ${given.join(', ')})` : '';
    throw new MergeError(
      `${missing.length} of the sweep's ${points.length} points are missing${hint}:\n${listed.join('\n')}`,
    );
  }
  return [header, ...(rows as string[])].join('\n') + '\n';
}
