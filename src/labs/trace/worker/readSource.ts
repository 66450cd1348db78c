import { fitTrace, type TraceFit } from '../../../trace/fit';
import { measureTrace, type TraceMeasures } from '../../../trace/measure';
import { readTrace, type ReadTraceResult } from '../../../trace/read';
import { connectionSummary, type ConnectionSummary } from '../../../trace/types';
import { connectionLines, type ConnectionLines } from '../lines';

/**
 * Reads a trace from a Blob (the user's File, or a fetched example) as a stream, never whole:
 * gzip undone by the browser's DecompressionStream when the file starts with gzip's magic
 * (1f 8b), progress counted on the file's own bytes. What the page needs of the result (the
 * charts' lines) is made here too, so that the page only draws. DOM-free: a worker runs it, and
 * so does a unit test in Node (which has Blob, streams and DecompressionStream).
 */

/** What the page gets of a read: the connections' numbers without their series. */
export interface PageResult {
  format: ReadTraceResult['format'];
  connections: ConnectionSummary[];
  problems: ReadTraceResult['problems'];
  records: number;
}

export interface TraceRead {
  result: PageResult;
  /** per connection, in the result's order */
  lines: ConnectionLines[];
  /** the models fitted to the data connections, and paper 000's measures of them (src/trace) */
  fit: TraceFit;
  measures: TraceMeasures;
  /** the file's bytes read (compressed, when gzip) and its size */
  bytes: number;
  size: number;
  gzip: boolean;
}

/** How often progress is reported, ms: often enough for a smooth bar, rarely enough to be free. */
const PROGRESS_MS = 50;

/** A stream's chunks; an error of the stream (a truncated gzip) ends them and is kept. */
async function* chunksOf(
  stream: ReadableStream<Uint8Array>,
  failure: { error: string | null },
): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } catch (e) {
    failure.error = e instanceof Error ? e.message || e.name : String(e);
  } finally {
    reader.releaseLock();
  }
}

/** A read as the page gets it (readBlobFull's `read`). */
export async function readBlob(
  blob: Blob,
  onProgress: (bytes: number, size: number) => void,
  now: () => number = () => performance.now(),
): Promise<TraceRead> {
  return (await readBlobFull(blob, onProgress, now)).read;
}

/** The read for the page, and the whole result (every series) that the worker keeps. */
export async function readBlobFull(
  blob: Blob,
  onProgress: (bytes: number, size: number) => void,
  now: () => number = () => performance.now(),
): Promise<{ full: ReadTraceResult; read: TraceRead }> {
  const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  const gzip = head.length === 2 && head[0] === 0x1f && head[1] === 0x8b;
  let bytes = 0;
  let last = -Infinity;
  const counted = blob.stream().pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        bytes += chunk.byteLength;
        if (now() - last >= PROGRESS_MS) {
          last = now();
          onProgress(bytes, blob.size);
        }
        out.enqueue(chunk);
      },
    }),
  );
  const plain = gzip
    ? counted.pipeThrough(
        new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
      )
    : counted;
  const failure: { error: string | null } = { error: null };
  const result = await readTrace(chunksOf(plain, failure));
  onProgress(bytes, blob.size);
  if (failure.error !== null)
    result.problems.push({
      at: { offset: bytes },
      message: `${gzip ? 'the gzip stream' : 'the file'} could not be read to its end (${failure.error}): what came before is kept`,
      fatal: true,
    });
  const fit = fitTrace(result);
  const fits = new Map(fit.connections.map((f) => [f.index, f]));
  const read: TraceRead = {
    result: {
      format: result.format,
      connections: result.connections.map(connectionSummary),
      problems: result.problems,
      records: result.records,
    },
    lines: result.connections.map((c, i) => connectionLines(c, fits.get(i))),
    fit,
    measures: measureTrace(result),
    bytes,
    size: blob.size,
    gzip,
  };
  return { full: result, read };
}

/** The buffers of a read's lines, handed over to the page rather than copied. */
export const transferables = (r: TraceRead): ArrayBuffer[] =>
  r.lines.flatMap((l) =>
    [l.cwnd, l.rtt, l.throughput, l.losses, l.model?.points ?? null]
      .filter((a): a is Float64Array => a !== null)
      .map((a) => a.buffer as ArrayBuffer),
  );
