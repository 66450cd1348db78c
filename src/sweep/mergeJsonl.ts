import { csvLine } from '../format/csv';
import { formatProblem } from '../scenario/problems';
import { decodeSweep } from './codec';
import {
  checkRecordPoint,
  completeLines,
  JsonlError,
  parseRecords,
  recordCsvLine,
  type NumberedRecord,
} from './jsonl';
import { MergeError, type CsvFile } from './merge';
import { csvColumns, sweepReport } from './output';
import { describePoint, enumeratePoints, type SweepPoint } from './plan';
import type { PointResultCore, SweepCore, SweepDefinition } from './spec';

/**
 * Combines the JSON lines of a sweep's shards (`--format jsonl`) into the whole sweep's CSV, byte
 * for byte what one unsharded `--format csv` run prints, or its JSON report (`--format json`),
 * what one unsharded `--format json` run prints. Every line must be of one sweep and one code
 * version; every point must be there exactly once. A file's cut-short last line (a shard killed
 * while writing) is not a point: its point is missing until that shard is resumed.
 */

interface ShardFile {
  name: string;
  records: NumberedRecord[];
  /** the file ends in a line without its newline */
  cut: boolean;
}

function readFile(file: CsvFile): ShardFile {
  const { complete, tail } = completeLines(file.text);
  try {
    return { name: file.name, records: parseRecords(file.name, complete), cut: tail !== '' };
  } catch (e) {
    if (e instanceof JsonlError) throw new MergeError(e.message);
    throw e;
  }
}

/** The first record that differs from the first file's in `key`, named with both files. */
function checkSame(files: readonly ShardFile[], key: 'query' | 'code', what: string): void {
  const first = files.find((f) => f.records.length > 0)!;
  const expected = first.records[0].record[key];
  for (const f of files) {
    const other = f.records.find((r) => r.record[key] !== expected);
    if (other)
      throw new MergeError(
        `${f.name} line ${other.line} is ${what} than ${first.name} line ${first.records[0].line}:\n` +
          `  ${other.record[key]}\n  ${expected}`,
      );
  }
}

function sweepOf<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  name: string,
  query: string,
): S {
  const { scenario, problems } = decodeSweep(def, query);
  if (problems.length > 0)
    throw new MergeError(
      `${name}: its records' query is not a valid sweep:\n${problems.map(formatProblem).join('\n')}`,
    );
  return scenario;
}

/** "shard 1/4 (b.jsonl)" for each shard count the files used: where a missing point belonged. */
function owners(p: SweepPoint, files: readonly ShardFile[]): string {
  const counts = new Set<number>();
  const fileOf = new Map<string, string[]>();
  for (const f of files) {
    for (const shard of new Set(f.records.map((r) => r.record.shard))) {
      if (shard === null) continue;
      counts.add(Number(shard.split('/')[1]));
      fileOf.set(shard, [...(fileOf.get(shard) ?? []), f.name]);
    }
  }
  return [...counts]
    .map((k) => {
      const shard = `${p.index % k}/${k}`;
      return `shard ${shard} (${fileOf.get(shard)?.join(', ') ?? 'no file of it given'})`;
    })
    .join(' or ');
}

export function mergeSweepJsonl<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  given: readonly CsvFile[],
  format: 'csv' | 'json',
): string {
  const files = given.map(readFile);
  const first = files.find((f) => f.records.length > 0);
  if (!first) throw new MergeError(`no points in ${given.map((f) => f.name).join(', ')}`);
  checkSame(files, 'query', 'of another sweep');
  checkSame(files, 'code', 'of another code version');
  const spec = sweepOf(def, first.name, first.records[0].record.query);
  const points = enumeratePoints(spec, def.series(spec));
  const columns = csvColumns(def, spec);
  const found: (NumberedRecord | undefined)[] = new Array(points.length);
  const where: string[] = new Array(points.length);
  for (const f of files) {
    for (const r of f.records) {
      let p: SweepPoint;
      try {
        p = checkRecordPoint(spec, points, r, f.name);
      } catch (e) {
        if (e instanceof JsonlError) throw new MergeError(e.message);
        throw e;
      }
      if (found[p.index])
        throw new MergeError(
          `the point ${describePoint(spec, p)} appears twice: ${where[p.index]} and ${f.name} line ${r.line}`,
        );
      found[p.index] = r;
      where[p.index] = `${f.name} line ${r.line}`;
    }
  }
  const missing = points.filter((p) => found[p.index] === undefined);
  if (missing.length > 0) {
    const listed = missing
      .slice(0, 5)
      .map((p) => `  #${p.index}: ${describePoint(spec, p)}, ${owners(p, files) || 'unsharded'}`);
    if (missing.length > 5) listed.push(`  ... and ${missing.length - 5} more`);
    const cut = files.filter((f) => f.cut).map((f) => f.name);
    const note = cut.length
      ? `\n${cut.join(', ')} end${cut.length === 1 ? 's' : ''} in a cut-short line (a shard interrupted while writing): run the same command again with the same --out to finish it`
      : '';
    throw new MergeError(
      `${missing.length} of the sweep's ${points.length} points are missing:\n${listed.join('\n')}${note}`,
    );
  }
  const records = found as NumberedRecord[];
  if (format === 'json') {
    const results = records.map((r) => r.record.result as R);
    return JSON.stringify(sweepReport(def, spec, results)) + '\n';
  }
  const rows = records.map((r, index) => {
    const row = recordCsvLine(r.record, columns);
    if (row === null)
      throw new MergeError(
        `${where[index]}: its row's columns are not the sweep's (${csvLine(columns)})`,
      );
    return row;
  });
  return [csvLine(columns), ...rows].join('\n') + '\n';
}
