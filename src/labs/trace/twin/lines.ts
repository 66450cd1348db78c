import { decimateLine, interleave } from '../lines';
import type { TwinRun } from './run';

/**
 * The twin's lines for the Traces lab's charts, by the trace's connection each flow stands for,
 * thinned as the measurement's are (lines.ts). The window drawn is what the trace's window is: a
 * capture's is its flight (bytes sent and not acknowledged), a log's the sender's cwnd.
 */
export interface TwinLines {
  /** the trace's index of the connection */
  index: number;
  cwnd: Float64Array;
  rtt: Float64Array;
  throughput: Float64Array;
  /** the twin's loss events, s */
  losses: Float64Array;
}

export function twinLines(
  run: TwinRun,
  connections: readonly number[],
  cwndIs: 'flight' | 'cwnd',
): TwinLines[] {
  const empty = new Float64Array(0);
  return run.flows.map((f, k) => ({
    index: connections[k],
    cwnd: decimateLine(interleave(cwndIs === 'flight' ? f.flight : f.cwnd) ?? empty),
    rtt: decimateLine(interleave(f.rtt) ?? empty),
    throughput: decimateLine(interleave(f.throughput) ?? empty),
    losses: Float64Array.from(f.lossEvents),
  }));
}

/** The buffers of the lines, handed to the page rather than copied. */
export const twinTransferables = (lines: readonly TwinLines[]): ArrayBuffer[] =>
  lines.flatMap((l) => [l.cwnd, l.rtt, l.throughput, l.losses].map((a) => a.buffer as ArrayBuffer));
