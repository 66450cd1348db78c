import { DETECT_BYTES, detectFormat, KNOWN_FORMATS, type DetectedFormat } from './detect';
import { createPcapReader } from './pcap';
import { createIperf3Reader } from './text/iperf3';
import { createSsReader } from './text/ss';
import { createTcpProbeReader } from './text/tcpProbe';
import type { TextTraceReader } from './text/reader';
import type { ReadTraceResult, TraceFormat, TraceResult, UnreadTrace } from './types';

/**
 * Any trace, its format found from its first bytes, streamed into its reader: the capture formats
 * take the bytes, the text formats their UTF-8 text. DOM- and Node-free (a worker reads a File's
 * stream, the command line a file's). Compressed input is the caller's to undo first.
 */

/** What could not be read at all: no format recognised (or gzip, still compressed). */
export type { ReadTraceResult, UnreadTrace } from './types';

/** A single byte array is handed over in pieces of this size, so that progress is reported. */
const PIECE = 1 << 20;

async function* pieces(input: AsyncIterable<Uint8Array> | Uint8Array): AsyncIterable<Uint8Array> {
  if (!(input instanceof Uint8Array)) {
    yield* input;
    return;
  }
  for (let k = 0; k < input.length; k += PIECE) yield input.subarray(k, k + PIECE);
}

interface ByteReader {
  push(chunk: Uint8Array): void;
  finish(): TraceResult;
}

function textReader(reader: TextTraceReader): ByteReader {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  return {
    push: (chunk) => reader.push(decoder.decode(chunk, { stream: true })),
    finish() {
      reader.push(decoder.decode());
      return reader.finish();
    },
  };
}

function readerFor(format: TraceFormat): ByteReader {
  switch (format) {
    case 'pcap':
    case 'pcapng':
      return createPcapReader();
    case 'iperf3':
      return textReader(createIperf3Reader());
    case 'ss':
      return textReader(createSsReader());
    case 'tcp_probe':
      return textReader(createTcpProbeReader());
  }
}

function unread(message: string): UnreadTrace {
  return {
    format: null,
    connections: [],
    problems: [{ at: { offset: 0 }, message, fatal: true }],
    records: 0,
  };
}

/** The chunks' first `length` bytes as one array. */
function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const all = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    if (at >= length) break;
    const part = c.subarray(0, length - at);
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** A few first bytes as hex, for a message about a format not recognised. */
const hex = (bytes: Uint8Array): string =>
  [...bytes.subarray(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join(' ');

/**
 * Reads a trace: `onProgress` gets the count of bytes read so far after each chunk. Never throws
 * on bad input (a format not recognised is an UnreadTrace, a bad record a problem); an error of
 * the input's own stream (a file that cannot be read) is the caller's.
 */
export async function readTrace(
  input: AsyncIterable<Uint8Array> | Uint8Array,
  onProgress?: (bytesRead: number) => void,
): Promise<ReadTraceResult> {
  const head: Uint8Array[] = [];
  let headLength = 0;
  let bytes = 0;
  let format: DetectedFormat | null = null;
  let reader: ByteReader | null = null;
  for await (const chunk of pieces(input)) {
    bytes += chunk.length;
    if (reader) reader.push(chunk);
    else {
      head.push(chunk);
      headLength += chunk.length;
      format = detectFormat(concat(head, Math.min(headLength, DETECT_BYTES)));
      if (format === 'gzip') return unread('the trace is gzip-compressed: decompress it first');
      if (format !== null || headLength >= DETECT_BYTES) {
        if (format === null) break;
        reader = readerFor(format);
        for (const c of head) reader.push(c);
      }
    }
    onProgress?.(bytes);
  }
  if (!reader) {
    const all = concat(head, headLength);
    format ??= detectFormat(all);
    if (format === 'gzip') return unread('the trace is gzip-compressed: decompress it first');
    if (format === null)
      return unread(
        headLength === 0
          ? 'the trace is empty'
          : `not a trace format read here (expected ${KNOWN_FORMATS}; it starts with ${hex(all)})`,
      );
    reader = readerFor(format);
    reader.push(all);
  }
  return reader.finish();
}
