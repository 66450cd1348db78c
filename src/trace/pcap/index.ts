/**
 * The pcap / pcapng reader: push the file in chunks of any size, then finish for the TCP
 * connections it holds. Memory stays bounded by the connections' state (never the file): a
 * 1 GB capture streams. Nothing throws: a damaged file gives problems, with the byte offset where
 * reading broke, and everything read before it.
 */
import { ConnectionTracker } from '../tcp/connections';
import type { TraceFormat, TraceResult } from '../types';
import { UnitStream, type UnitParser } from './framing';
import { PacketReader } from './packets';
import { PCAP_MAGICS, PcapFile } from './pcapFile';
import { PCAPNG_SHB, PcapngFile } from './pcapngFile';
import { Problems } from './problems';

export interface PcapReader {
  /** the next bytes of the file (the reader keeps no reference to the chunk after the call) */
  push(chunk: Uint8Array): void;
  /** the connections and the problems, once the whole file was pushed */
  finish(): TraceResult;
}

/** Knows the container from its first four bytes, then hands the file to its parser. */
class AnyCapture implements UnitParser {
  format: TraceFormat | null = null;
  private inner: UnitParser | null = null;

  constructor(
    private readonly packets: PacketReader,
    private readonly problems: Problems,
  ) {}

  need(buf: Uint8Array, dv: DataView, off: number, avail: number, at: number): number {
    if (!this.inner) {
      if (avail < 4) return 4;
      const magic = dv.getUint32(off, false);
      if (PCAP_MAGICS.includes(magic)) {
        this.format = 'pcap';
        this.inner = new PcapFile(this.packets, this.problems);
      } else if (magic === PCAPNG_SHB) {
        this.format = 'pcapng';
        this.inner = new PcapngFile(this.packets, this.problems);
      } else {
        this.problems.fatal(0, notACapture(buf, off));
        return 0;
      }
    }
    return this.inner.need(buf, dv, off, avail, at);
  }

  unit(buf: Uint8Array, dv: DataView, off: number, len: number, at: number): void {
    this.inner?.unit(buf, dv, off, len, at);
  }
}

function notACapture(buf: Uint8Array, off: number): string {
  const hex = Array.from(buf.subarray(off, off + 4), (b) => b.toString(16).padStart(2, '0'));
  const what =
    buf[off] === 0x1f && buf[off + 1] === 0x8b
      ? 'a gzip-compressed file: decompress it first'
      : 'neither pcap (a1b2c3d4, a1b23c4d in either byte order) nor pcapng (0a0d0d0a)';
  return `not a capture file: it starts with ${hex.join(' ')}, ${what}`;
}

export function createPcapReader(): PcapReader {
  const problems = new Problems();
  const tracker = new ConnectionTracker();
  const packets = new PacketReader(tracker, problems);
  const capture = new AnyCapture(packets, problems);
  const stream = new UnitStream(capture);
  let result: TraceResult | null = null;
  let seen = 0;

  return {
    push(chunk: Uint8Array): void {
      if (result || stream.isStopped) return;
      try {
        seen += chunk.length;
        stream.push(chunk);
      } catch (e) {
        problems.fatal(stream.bytesSeen, `reading stopped on an internal error: ${String(e)}`);
      }
    },
    finish(): TraceResult {
      if (result) return result;
      let connections: TraceResult['connections'] = [];
      try {
        const rest = problems.hasFatal ? null : stream.pending();
        if (seen === 0) problems.fatal(0, 'the file is empty');
        else if (rest) {
          problems.fatal(
            rest.at,
            `the file ends inside the ${rest.at === 0 ? 'file header' : 'record'} at byte ` +
              `${rest.at} (${rest.have} of its ${rest.need} bytes are there): truncated`,
          );
        }
        const done = tracker.finish();
        connections = done.connections;
        for (const n of done.notes) problems.note(undefined, n);
      } catch (e) {
        problems.fatal(seen, `the analysis stopped on an internal error: ${String(e)}`);
      }
      result = {
        format: capture.format ?? 'pcap',
        connections,
        problems: problems.all(),
        records: packets.records,
      };
      return result;
    },
  };
}

/** The whole file at once (it is still read in place, without a copy). */
export function readPcap(bytes: Uint8Array): TraceResult {
  const reader = createPcapReader();
  reader.push(bytes);
  return reader.finish();
}
