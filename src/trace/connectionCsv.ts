import { csvNumber } from '../format/numbers';
import type { ConnectionSummary } from './types';

/**
 * The columns of a connection's summary in every CSV that lists connections (`sim --trace FILE
 * --format csv`, the Traces lab's "Table as CSV"), in one place, so the two name and write them
 * alike: units in the names, numbers as `csvNumber` writes them (empty where the trace has none).
 */
export const CONNECTION_COLUMNS: readonly {
  name: string;
  cell: (c: ConnectionSummary) => string;
}[] = [
  { name: 'src', cell: (c) => c.src },
  { name: 'dst', cell: (c) => c.dst },
  { name: 'start_s', cell: (c) => csvNumber(c.start) },
  { name: 'end_s', cell: (c) => csvNumber(c.end) },
  { name: 'bytes_sent', cell: (c) => csvNumber(c.bytesSent) },
  { name: 'retransmissions', cell: (c) => csvNumber(c.retransmissions) },
  { name: 'loss_events', cell: (c) => csvNumber(c.lossEvents.length) },
  { name: 'rtt_min_ms', cell: (c) => csvNumber(c.rtt?.min) },
  { name: 'rtt_mean_ms', cell: (c) => csvNumber(c.rtt?.mean) },
  { name: 'rtt_max_ms', cell: (c) => csvNumber(c.rtt?.max) },
  { name: 'rtt_samples', cell: (c) => csvNumber(c.rtt?.samples) },
  // packets: a log's cwnd, a capture's bytes in flight over the MSS
  { name: 'cwnd_mean', cell: (c) => csvNumber(c.cwnd?.mean) },
  { name: 'throughput_mbps', cell: (c) => csvNumber(c.throughput) },
  { name: 'congestion_control', cell: (c) => c.congestionControl ?? '' },
  { name: 'mss', cell: (c) => csvNumber(c.mss) },
];

export const connectionHeader = (): string[] => CONNECTION_COLUMNS.map((col) => col.name);

export const connectionCells = (c: ConnectionSummary): string[] =>
  CONNECTION_COLUMNS.map((col) => col.cell(c));
