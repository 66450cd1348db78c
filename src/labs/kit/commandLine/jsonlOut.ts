import { closeSync, fdatasyncSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import {
  JsonlError,
  parseRecords,
  type NumberedRecord,
  type RecordMeta,
} from '../../../sweep/jsonl';
import { SetupError } from './errors';

/**
 * The --out file of a JSON-lines sweep: what it already holds (the points a previous run of the
 * same command finished, which this run skips) and an append-only writer. Each record is written
 * with one write and synced before the next point's, so a kill at any moment leaves whole lines
 * and at most one cut-short last line, which the next run removes (its point runs again).
 */
export interface JsonlOut {
  /** the points already in the file, by index */
  done: ReadonlySet<number>;
  append(line: string): void;
  close(): void;
}

const NEWLINE = 0x0a;

/** How every record's line starts (pointRecordLine writes the query first). */
const RECORD_START = '{"query":';

/** The file's bytes, or null when there is no file yet. */
function readExisting(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SetupError(`cannot read ${path}: ${(e as Error).message}`);
  }
}

/** The same sweep, code version and shard as this run, or an error naming both. */
function checkMeta(path: string, { line, record }: NumberedRecord, meta: RecordMeta): void {
  const differ = (what: string, theirs: string, ours: string) =>
    new SetupError(
      `${path} line ${line} is ${what} than this run's; appending would mix them:\n` +
        `  in the file: ${theirs}\n  this run:    ${ours}\n` +
        'give another --out, or move the file away to start afresh',
    );
  if (record.query !== meta.query) throw differ('of another sweep', record.query, meta.query);
  if (record.code !== meta.code) throw differ('of another code version', record.code, meta.code);
  if (record.shard !== meta.shard)
    throw differ('of another shard', record.shard ?? 'unsharded', meta.shard ?? 'unsharded');
}

/**
 * Opens `path` to append this run's records, after reading what it holds: records of this
 * sweep, code version and shard (anything else is an error, never mixed in), checked by `check`
 * against the sweep's points. `say` reports a removed cut-short line.
 */
export function openJsonlOut(
  path: string,
  meta: RecordMeta,
  check: (record: NumberedRecord) => void,
  say: (line: string) => void,
): JsonlOut {
  const bytes = readExisting(path);
  const done = new Set<number>();
  if (bytes !== null) {
    const cut = bytes.lastIndexOf(NEWLINE) + 1;
    let records: NumberedRecord[];
    try {
      records = parseRecords(path, bytes.subarray(0, cut).toString('utf8'));
    } catch (e) {
      if (e instanceof JsonlError) throw new SetupError(e.message);
      throw e;
    }
    for (const r of records) {
      checkMeta(path, r, meta);
      try {
        check(r);
      } catch (e) {
        if (e instanceof JsonlError) throw new SetupError(e.message);
        throw e;
      }
      if (done.has(r.record.point))
        throw new SetupError(`${path} line ${r.line}: point ${r.record.point} is there twice`);
      done.add(r.record.point);
    }
    if (cut < bytes.length) {
      // checked first, so that a file of something else is never truncated
      const tail = bytes.subarray(cut, cut + RECORD_START.length).toString('utf8');
      if (!RECORD_START.startsWith(tail))
        throw new SetupError(
          `${path} ends in a line that is not a sweep's point (not JSON lines of a sweep?): give another --out`,
        );
      truncateSync(path, cut);
      say(
        `${path}: removed a cut-short last line (${bytes.length - cut} bytes, a write interrupted): its point runs again`,
      );
    }
  }
  let fd: number;
  try {
    fd = openSync(path, 'a');
  } catch (e) {
    throw new SetupError(`cannot write ${path}: ${(e as Error).message}`);
  }
  return {
    done,
    append(line) {
      writeSync(fd, line);
      fdatasyncSync(fd);
    },
    close: () => closeSync(fd),
  };
}
