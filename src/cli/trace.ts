import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { csvNumber } from '../format/numbers';
import { csvText } from '../format/csv';
import { connectionCells, connectionHeader } from '../trace/connectionCsv';
import { fitTrace } from '../trace/fit';
import type { ConnectionFit } from '../trace/fit/connection';
import { readTrace, type ReadTraceResult } from '../trace/read';
import { traceReport } from '../trace/report';
import type { TraceFit } from '../trace/fit';
import type { TraceConnection, TraceProblem } from '../trace/types';

/**
 * `sim --trace FILE`: reads a trace of real connections (a pcap / pcapng capture, iperf3 --json,
 * an `ss -tin` log, tcp_probe text; any of them gzipped) and prints what src/trace makes of it:
 * JSON with every connection's summary and series, paper 000's measures of the set and its fit
 * to the models (src/trace/measure, src/trace/fit), or a CSV row per connection with its summary
 * and its fit (empty for a connection not fitted: iperf3's control connection). The file is
 * streamed, never read whole; gzip is undone here (node:zlib), the readers see plain bytes.
 */

export interface TraceRun {
  /** what goes to standard output (or --out) */
  output: string;
  /** 0 when a connection was read, 1 when nothing could be */
  code: number;
}

const CSV_HEADER = [
  ...connectionHeader(),
  // the fit of the data connections (src/trace/fit/connection.ts)
  'data',
  'base_rtt_ms',
  'loss_rate',
  'retransmission_rate',
  'cuts',
  'alpha_per_rtt',
  'beta',
  'kind',
  'mathis_mbps',
  'pftk_mbps',
  'cubic_mbps',
];

function fitColumns(f: ConnectionFit | undefined): string[] {
  if (!f) return ['0', '', '', '', '', '', '', '', '', '', ''];
  return [
    '1',
    csvNumber(f.baseRttMs),
    csvNumber(f.lossRate),
    csvNumber(f.retransmissionRate),
    csvNumber(f.aimd.cuts),
    csvNumber(f.aimd.alpha?.mean),
    csvNumber(f.aimd.beta?.mean),
    f.kind ?? '',
    csvNumber(f.models.mathis?.mbps),
    csvNumber(f.models.pftk?.mbps),
    csvNumber(f.models.cubic?.mbps),
  ];
}

function csvRow(c: TraceConnection, f: ConnectionFit | undefined): string[] {
  return [...connectionCells(c), ...fitColumns(f)];
}

/** "FILE:12" (a line), "FILE, byte 4096" (an offset), "FILE" (the whole file) */
export function where(file: string, p: TraceProblem): string {
  if (p.at.line !== undefined) return `${file}:${p.at.line}`;
  if (p.at.offset !== undefined && p.at.offset > 0) return `${file}, byte ${p.at.offset}`;
  return file;
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

/** The file's first two bytes (gzip's magic is 1f 8b); an error names the file and why. */
function firstBytes(file: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new TraceFileError(`cannot read ${file}: ${REASONS[code] ?? (e as Error).message}`);
  }
  try {
    const head = new Uint8Array(2);
    const n = readSync(fd, head, 0, 2, 0);
    return head.subarray(0, n);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    throw new TraceFileError(`cannot read ${file}: ${REASONS[code] ?? (e as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

/** A trace file that cannot be opened: exit code 1, its message on standard error. */
export class TraceFileError extends Error {}

/**
 * The file's bytes as they arrive, gunzipped when gzip; an error while streaming (a corrupt gzip
 * stream, a read error) ends the chunks and is kept in `failure`, so that what was read still is.
 */
async function* chunks(
  file: string,
  gzip: boolean,
  failure: { error: Error | null },
): AsyncIterable<Uint8Array> {
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  const stream: Readable = gzip ? pipeline(source, createGunzip(), () => {}) : source;
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } catch (e) {
    failure.error = e as Error;
  } finally {
    source.destroy();
  }
}

/** What `--twin` adds to the JSON report: the Traces lab's twin of the trace (labs/registry.ts). */
export type TwinReporter = (trace: ReadTraceResult, fit: TraceFit) => unknown;

/** A file's trace as read, with the problems met around the reader (a cut gzip stream). */
export interface ReadFile {
  result: ReadTraceResult;
  problems: TraceProblem[];
}

/** Checks that the file can be opened (else a TraceFileError naming it); says whether gzip. */
export function openTrace(file: string): { gzip: boolean } {
  const head = firstBytes(file);
  return { gzip: head.length === 2 && head[0] === 0x1f && head[1] === 0x8b };
}

/**
 * Reads one file; its problems go to `stderr` named by the file, and so does "nothing could be
 * read" when no connection was.
 */
export async function readTraceFile(
  file: string,
  gzip: boolean,
  stderr: (text: string) => void,
): Promise<ReadFile> {
  const failure: { error: Error | null } = { error: null };
  const result: ReadTraceResult = await readTrace(chunks(file, gzip, failure));
  const problems = [...result.problems];
  if (failure.error !== null)
    problems.push({
      at: {},
      message: `${gzip ? 'the gzip stream' : 'the file'} could not be read to its end (${failure.error.message}): what came before is kept`,
      fatal: true,
    });
  for (const p of problems) stderr(`sim: trace: ${where(file, p)}: ${p.message}\n`);
  if (result.connections.length === 0)
    stderr(
      `sim: trace: nothing could be read from ${file}` +
        (result.format === null ? '' : ` (read as ${result.format}: no connection in it)`) +
        '\n',
    );
  return { result, problems };
}

export async function traceCommand(
  file: string,
  format: 'json' | 'csv',
  stderr: (text: string) => void,
  twin: TwinReporter | null = null,
): Promise<TraceRun> {
  const { result, problems } = await readTraceFile(file, openTrace(file).gzip, stderr);
  const code = result.connections.length > 0 ? 0 : 1;
  // nothing read: an error, and as for every error of the command line, no output
  if (code === 1) return { output: '', code };
  if (format === 'csv') {
    const fit = fitTrace(result);
    const byIndex = new Map(fit.connections.map((f) => [f.index, f]));
    const rows = result.connections.map((c, k) => csvRow(c, byIndex.get(k)));
    return { output: csvText([CSV_HEADER, ...rows]), code };
  }
  const report = traceReport(result, problems);
  const output = twin ? { ...report, twin: twin(result, report.fit) } : report;
  return { output: JSON.stringify(output) + '\n', code };
}
