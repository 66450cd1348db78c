/**
 * What every trace reader produces (pcap / pcapng captures, iperf3 --json, `ss -tin` logs, the
 * tcp:tcp_probe tracepoint as text): TCP connections, each with its summary and its time series,
 * plus the problems met while reading. Plain JSON-able data, DOM-free, the same in the browser's
 * worker and on the command line.
 */

/** The formats the readers know. */
export type TraceFormat = 'pcap' | 'pcapng' | 'iperf3' | 'ss' | 'tcp_probe';

/** RTT statistics in ms, computed as tcptrace does for a capture (data -> ACK, Karn's rule). */
export interface RttStats {
  min: number;
  mean: number;
  max: number;
  samples: number;
}

/** One time series of a connection: times in s from the trace's first record, values in `unit`. */
export interface Series {
  t: number[];
  v: number[];
}

export interface TraceConnection {
  /** "address:port" of the data sender (IPv6 addresses in brackets: "[::1]:5201") */
  src: string;
  /** "address:port" of the receiver */
  dst: string;
  /** first and last record of the connection, s from the trace's start */
  start: number;
  end: number;
  /** unique payload bytes from src to dst (retransmissions counted once) */
  bytesSent: number;
  /** retransmitted data packets (pcap), or the sender's retransmission counter (iperf3, ss, tcp_probe) */
  retransmissions: number;
  /** loss events: retransmissions grouped into one per window (the first retransmission of a recovery) */
  lossEvents: number[];
  /** null where the format has no RTT */
  rtt: RttStats | null;
  /** cwnd in packets where the format records one; for a pcap, the bytes in flight in packets (of the MSS) */
  cwnd: { mean: number; series: Series } | null;
  /** mean throughput over [start, end], Mbit/s */
  throughput: number;
  /** throughput over time, Mbit/s (per reader's natural interval: iperf3 intervals, ss samples, 1 RTT bins for pcap) */
  throughputSeries: Series;
  /** RTT over time, ms (null where none) */
  rttSeries: Series | null;
  /** the sender's congestion control when the trace says (ss, iperf3 "congestion_used") */
  congestionControl?: string;
  /** maximum segment size in bytes when known */
  mss?: number;
}

/**
 * A connection's numbers without its series: what a page keeps of a trace (the series stay in the
 * worker that read it; the page gets lines made for drawing). A TraceConnection is one.
 */
export type ConnectionSummary = Omit<TraceConnection, 'cwnd' | 'throughputSeries' | 'rttSeries'> & {
  cwnd: { mean: number } | null;
};

/** The connection without its series (a new object: the series are not kept by it). */
export function connectionSummary(c: TraceConnection): ConnectionSummary {
  const { cwnd, throughputSeries: _t, rttSeries: _r, ...rest } = c;
  return { ...rest, cwnd: cwnd ? { mean: cwnd.mean } : null };
}

/** Something the reader could not read: where, what, and what it did instead. */
export interface TraceProblem {
  /** byte offset (binary formats) or line number (text formats), 0-based offset / 1-based line */
  at: { offset?: number; line?: number };
  message: string;
  /** true when reading stopped here (what was read before is kept) */
  fatal: boolean;
}

export interface TraceResult {
  format: TraceFormat;
  connections: TraceConnection[];
  problems: TraceProblem[];
  /** records (packets, intervals, samples, lines) read */
  records: number;
}

/** What readTrace gives when no reader could take the input (not a trace format, empty, gzipped). */
export interface UnreadTrace {
  format: null;
  connections: [];
  problems: TraceProblem[];
  records: 0;
}

export type ReadTraceResult = TraceResult | UnreadTrace;
