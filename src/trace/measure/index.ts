import { theorem1 } from '../../engines/aimd/theory';
import { mean, orNull } from '../fit/stats';
import type { TraceResult } from '../types';
import { splitConnections, type SkippedConnection } from './connections';
import {
  congestionEvents,
  eventWindow,
  hitCcdf,
  lossTimeline,
  type CongestionEvent,
  type EventWindow,
  type LossTimeline,
} from './events';

/**
 * Paper 000's measures (Sec. V-E) of the connections of one trace sharing a path: throughput,
 * aggregate and per connection; loss events per connection; congestion events across them (see
 * events.ts for the rule) with the CCDF of the connections each hits (Fig. 17); loss events over
 * time (Figs. 18-19). And across traces of 1..N parallel connections, the throughput against N
 * (Fig. 15, Table I). Pure: JSON-able numbers, null where not measurable.
 */

export interface ConnectionMeasures {
  /** index in TraceResult.connections */
  index: number;
  src: string;
  dst: string;
  throughputMbps: number | null;
  lossEvents: number;
  /** loss events per second of the connection's own duration (null when it lasts 0 s) */
  lossEventsPerSecond: number | null;
}

export interface TraceMeasures {
  /** the data connections; indices in `connection` of the timeline and events refer to this */
  connections: ConnectionMeasures[];
  /** connections left out (iperf3's control connection, reverse directions), and why */
  skipped: SkippedConnection[];
  /** from the first data connection's start to the last one's end, s */
  duration: number;
  /** all data connections' unique bytes over `duration`, Mbit/s (null when duration is 0) */
  aggregateMbps: number | null;
  window: EventWindow;
  lossTimeline: LossTimeline;
  congestionEvents: {
    count: number;
    perSecond: number | null;
    /** mean connections hit per event (1 under paper 000's assumption ONE) */
    meanHit: number | null;
    ccdf: { m: number; p: number }[];
    events: CongestionEvent[];
  };
}

export interface MeasureOptions {
  /** the congestion-event window in RTTs (paper 000: "a factor of the round-trip time") */
  windowRtts?: number;
}

const positive = (x: number): number | null => (Number.isFinite(x) && x > 0 ? x : null);

export function measureTrace(
  result: Pick<TraceResult, 'connections'>,
  options: MeasureOptions = {},
): TraceMeasures {
  const { data, skipped } = splitConnections(result);
  const conns = data.map((d) => d.connection);
  let start = Infinity;
  let end = -Infinity;
  let bytes = 0;
  for (const c of conns) {
    if (Number.isFinite(c.start)) start = Math.min(start, c.start);
    if (Number.isFinite(c.end)) end = Math.max(end, c.end);
    bytes += c.bytesSent;
  }
  const duration = positive(end - start) ?? 0;
  const connections: ConnectionMeasures[] = data.map(({ index, connection: c }) => {
    const own = positive(c.end - c.start);
    return {
      index,
      src: c.src,
      dst: c.dst,
      throughputMbps: orNull(c.throughput),
      lossEvents: c.lossEvents.length,
      lossEventsPerSecond: own === null ? null : orNull(c.lossEvents.length / own),
    };
  });
  const window = eventWindow(conns, options.windowRtts ?? 1);
  const timeline = lossTimeline(conns);
  const events = congestionEvents(timeline, window.seconds);
  return {
    connections,
    skipped,
    duration,
    aggregateMbps: duration > 0 ? orNull((bytes * 8) / duration / 1e6) : null,
    window,
    lossTimeline: timeline,
    congestionEvents: {
      count: events.length,
      perSecond: duration > 0 ? orNull(events.length / duration) : null,
      meanHit: mean(events.map((e) => e.connections.length)),
      ccdf: hitCcdf(events, conns.length),
      events,
    },
  };
}

/** One row of throughput against N (Fig. 15, Table I). */
export interface ThroughputRow {
  /** data connections in the trace */
  n: number;
  aggregateMbps: number | null;
  perConnectionMbps: number | null;
  lossEventsPerConnectionPerSecond: number | null;
  congestionEventsPerSecond: number | null;
  meanHit: number | null;
  /**
   * Theorem 1's utilization for this N and beta (the caller's, 1/2 by default: TCP-like),
   * scaled to the measured aggregate at the largest N (theorem1Anchor): paper 000's Fig. 15
   * scales the theorem to the measurement at its largest N the same way.
   */
  theorem1Mbps: number | null;
}

/** A trace's row, from its measures; Theorem 1's column is filled by withTheorem1. */
export function throughputRow(m: TraceMeasures): ThroughputRow {
  return {
    n: m.connections.length,
    aggregateMbps: m.aggregateMbps,
    perConnectionMbps: mean(m.connections.map((c) => c.throughputMbps)),
    lossEventsPerConnectionPerSecond: mean(m.connections.map((c) => c.lossEventsPerSecond)),
    congestionEventsPerSecond: m.congestionEvents.perSecond,
    meanHit: m.congestionEvents.meanHit,
    theorem1Mbps: null,
  };
}

/**
 * Where Theorem 1 is pinned to the measurements: the largest N with a measured aggregate, and the
 * mean aggregate of the traces at that N (paper 000 measures each N 10 times and fits the theorem
 * at N = 50); null when no trace has one.
 */
export function theorem1Anchor(
  rows: readonly ThroughputRow[],
): { n: number; aggregateMbps: number } | null {
  const measured = rows.filter((r) => r.n > 0 && r.aggregateMbps !== null);
  if (measured.length === 0) return null;
  const n = Math.max(...measured.map((r) => r.n));
  const aggregateMbps = mean(measured.filter((r) => r.n === n).map((r) => r.aggregateMbps));
  return aggregateMbps === null ? null : { n, aggregateMbps };
}

/**
 * Theorem 1 at N, Mbit/s, scaled so that it is the anchor's aggregate at the anchor's N; null
 * for N < 1, and everywhere without an anchor or with beta outside (0, 1).
 */
export function theorem1Mbps(
  anchor: { n: number; aggregateMbps: number } | null,
  beta: number,
): (n: number) => number | null {
  if (!anchor || !(beta > 0 && beta < 1)) return () => null;
  const scale = anchor.aggregateMbps / theorem1(anchor.n, beta);
  return (n) => (n >= 1 ? orNull(scale * theorem1(n, beta)) : null);
}

/** The rows with Theorem 1's column, in their order; beta outside (0, 1) leaves it null. */
export function withTheorem1<R extends ThroughputRow>(rows: readonly R[], beta: number): R[] {
  const at = theorem1Mbps(theorem1Anchor(rows), beta);
  return rows.map((r) => ({ ...r, theorem1Mbps: at(r.n) }));
}

export function throughputVsN(
  results: readonly Pick<TraceResult, 'connections'>[],
  beta = 0.5,
  options: MeasureOptions = {},
): ThroughputRow[] {
  const rows = results.map((r) => throughputRow(measureTrace(r, options)));
  return withTheorem1(rows, beta).sort((a, b) => a.n - b.n);
}
