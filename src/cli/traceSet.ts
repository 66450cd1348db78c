import { toCsv } from '../charts/toCsv';
import {
  TABLE_COLUMNS,
  throughputTable,
  setInput,
  traceSetReport,
  type TraceSetInput,
} from '../trace/set';
import { openTrace, readTraceFile, type TraceRun } from './trace';

/**
 * `sim --trace A B C ...`: several traces of one path, each with its own number N of parallel
 * connections, read one after the other: paper 000's throughput against N (src/trace/set.ts) as
 * JSON, or with --format csv the table of the traces (Table I: a row per trace in order of N).
 * Every file is opened before any is read, so that a missing one stops the command at once; a
 * file from which nothing can be read is an error too (the set would silently lack its N).
 */

export async function traceSetCommand(
  files: readonly string[],
  format: 'json' | 'csv',
  beta: number | null,
  stderr: (text: string) => void,
): Promise<TraceRun> {
  const opened = files.map((file) => ({ file, ...openTrace(file) }));
  const inputs: TraceSetInput[] = [];
  const unread: string[] = [];
  for (const { file, gzip } of opened) {
    const read = await readTraceFile(file, gzip, stderr);
    if (read.result.connections.length === 0) unread.push(file);
    else inputs.push(setInput(file, read.result, read.problems));
  }
  if (unread.length > 0) {
    stderr(
      `sim: trace: throughput against N needs every trace: ${unread.join(', ')} gave no connection\n`,
    );
    return { output: '', code: 1 };
  }
  const report = traceSetReport(inputs, beta ?? undefined);
  if (format === 'csv') return { output: toCsv(TABLE_COLUMNS, throughputTable(report)), code: 0 };
  return { output: JSON.stringify(report) + '\n', code: 0 };
}
