import { csvLine, type CsvCell } from '../format/csv';
import { csvColumns, csvRow } from './output';
import { describePoint, pointSeeds, sweptParams, type SweepPoint } from './plan';
import type { PointResultCore, SweepCore, SweepDefinition } from './spec';

/**
 * A sweep's JSON lines (`--format jsonl`): one line per completed point, each complete in itself,
 * so that a shard appends a line as each point finishes and an interrupted shard keeps what it
 * finished. Every line names the sweep (its canonical query), the shard and the code version:
 * resuming and merging check these on every line, and a file of several shards concatenated
 * still merges. A line counts once its newline is written: a last line without one is a write cut
 * short by a kill, not a point.
 */

export interface PointRecord {
  /** the sweep's canonical query (what `npm run sim -- "<query>"` re-runs) */
  query: string;
  /** "i/k", or null for an unsharded run */
  shard: string | null;
  /** the code that computed it: package version and git commit, or SIM_CODE_VERSION */
  code: string;
  /** the point's index in the sweep's canonical order */
  point: number;
  /** its swept values, by parameter */
  params: Record<string, number>;
  /** its series (the AIMD labs' policy), null for a lab without series */
  series: string | null;
  /** the replications run, with their seeds */
  reps: { rep: number; seed: number }[];
  /** the point's CSV row, by column: a cell that reads back as the same number is a number */
  row: Record<string, string | number>;
  /** the point's wall time, on its thread */
  wallMs: number;
  /** the point's result as the JSON report's `points` hold it */
  result: unknown;
}

/** What a line says besides its point. */
export interface RecordMeta {
  query: string;
  shard: string | null;
  code: string;
}

/** Non-finite numbers have no JSON form (null would read back as 0 in sums): tagged instead. */
const TAG = '$number';
const replacer = (_: string, v: unknown) =>
  typeof v === 'number' && !Number.isFinite(v) ? { [TAG]: String(v) } : v;
const reviver = (_: string, v: unknown) =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length === 1 &&
  typeof (v as Record<string, unknown>)[TAG] === 'string'
    ? Number((v as Record<string, string>)[TAG])
    : v;

/** A cell as JSON: a number when it reads back as the very same text, else the text. */
function cellValue(c: CsvCell): string | number {
  const text = c ?? '';
  return text !== '' && String(Number(text)) === text ? Number(text) : text;
}

/** One point's line, newline included. */
export function pointRecordLine<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  spec: S,
  point: SweepPoint,
  result: R,
  meta: RecordMeta,
  wallMs: number,
): string {
  const columns = csvColumns(def, spec);
  const cells = csvRow(def, result);
  const seeds = def.seeds ? def.seeds(result) : pointSeeds(spec, point);
  const record: PointRecord = {
    ...meta,
    point: point.index,
    params: Object.fromEntries(sweptParams(spec).map((p, k) => [p, point.coords[k]])),
    series: point.series,
    reps: seeds.map((seed, rep) => ({ rep, seed })),
    row: Object.fromEntries(columns.map((c, k) => [c, cellValue(cells[k])])),
    wallMs: Math.round(wallMs * 10) / 10,
    result,
  };
  return JSON.stringify(record, replacer) + '\n';
}

/** The record's CSV line (without its line end), the very text of the run's CSV row. */
export function recordCsvLine(record: PointRecord, columns: readonly string[]): string | null {
  const keys = Object.keys(record.row);
  if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) return null;
  return csvLine(columns.map((c) => String(record.row[c])));
}

export class JsonlError extends Error {}

export interface NumberedRecord {
  /** 1-based line number in its file */
  line: number;
  record: PointRecord;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function asRecord(v: unknown): PointRecord | null {
  if (!isObject(v)) return null;
  const ok =
    typeof v.query === 'string' &&
    (v.shard === null || typeof v.shard === 'string') &&
    typeof v.code === 'string' &&
    Number.isSafeInteger(v.point) &&
    isObject(v.params) &&
    (v.series === null || typeof v.series === 'string') &&
    Array.isArray(v.reps) &&
    isObject(v.row) &&
    typeof v.wallMs === 'number';
  return ok ? (v as unknown as PointRecord) : null;
}

/**
 * The records of a file's complete lines (`text` ends at a newline, or is the whole file: then a
 * last line without its newline is not read, see `completeLines`). A complete line that is not a
 * record is an error naming the file and line; blank lines are skipped.
 */
export function parseRecords(name: string, text: string): NumberedRecord[] {
  const lines = text.split('\n');
  lines.pop(); // after the last newline: nothing, or a cut-short line
  const out: NumberedRecord[] = [];
  lines.forEach((line, k) => {
    if (line.trim() === '') return;
    let data: unknown;
    try {
      data = JSON.parse(line, reviver);
    } catch (e) {
      throw new JsonlError(`${name} line ${k + 1}: not JSON (${(e as Error).message})`);
    }
    const record = asRecord(data);
    if (!record) throw new JsonlError(`${name} line ${k + 1}: not a point of a sweep's JSON lines`);
    out.push({ line: k + 1, record });
  });
  return out;
}

/** The length of the text up to its last newline, and what follows it (a cut-short line). */
export function completeLines(text: string): { complete: string; tail: string } {
  const cut = text.lastIndexOf('\n') + 1;
  return { complete: text.slice(0, cut), tail: text.slice(cut) };
}

/** Whether a text looks like JSON lines rather than a CSV (merge takes either). */
export const isJsonl = (text: string): boolean => text.trimStart().startsWith('{');

/**
 * Checks that a record is the point of the sweep its index says (same swept values and series):
 * a file edited by hand, or of another definition of the sweep, is refused, not merged.
 */
export function checkRecordPoint<S extends SweepCore>(
  spec: S,
  points: readonly SweepPoint[],
  { line, record }: NumberedRecord,
  name: string,
): SweepPoint {
  const p = points[record.point];
  const params = sweptParams(spec);
  const same =
    p !== undefined &&
    p.series === record.series &&
    Object.keys(record.params).length === params.length &&
    params.every((param, k) => record.params[param] === p.coords[k]);
  if (!same)
    throw new JsonlError(
      `${name} line ${line}: point ${record.point} (${JSON.stringify(record.params)}${record.series === null ? '' : `, ${record.series}`}) is not a point of the sweep` +
        (p ? ` (its point ${p.index} is ${describePoint(spec, p)})` : ''),
    );
  return p;
}
