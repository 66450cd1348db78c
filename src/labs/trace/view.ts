import type { TraceConnection, Series } from '../../trace/types';
import type { TraceScenario } from './scenario';

/**
 * What the page shows of a trace, worked out from its connections alone (pure, DOM-free: the
 * worker, the page, the headline and the command line's report all go through it, so the table,
 * the charts and `npm run sim` agree on which connections are shown).
 */

/**
 * A connection is tiny beside the trace's largest when it carried less than this share of its
 * bytes: iperf3's control connection (a few hundred bytes beside megabytes), which every
 * recording shows next to the flows. Hidden unless asked for (control=1).
 */
export const TINY_SHARE = 0.01;

/** The trace's connections with their numbers in the list the page shows (1-based). */
export interface Listed {
  /** 1-based, among the listed connections: what conn=k names */
  k: number;
  /** index in the trace's own list */
  index: number;
  c: TraceConnection;
}

/** The tiny ones (see TINY_SHARE) among `conns`, by index. */
export function tinyConnections(conns: readonly TraceConnection[]): Set<number> {
  const most = Math.max(0, ...conns.map((c) => c.bytesSent));
  const out = new Set<number>();
  conns.forEach((c, i) => {
    if (conns.length > 1 && c.bytesSent < TINY_SHARE * most) out.add(i);
  });
  return out;
}

/** The connections the list offers: the data connections, or all of them with control=1. */
export function listedConnections(
  conns: readonly TraceConnection[],
  s: Pick<TraceScenario, 'control'>,
): Listed[] {
  const tiny = tinyConnections(conns);
  return conns
    .map((c, index) => ({ c, index }))
    .filter(({ index }) => s.control || !tiny.has(index))
    .map((x, j) => ({ ...x, k: j + 1 }));
}

export interface Selection {
  listed: Listed[];
  /** what the table and the charts show */
  shown: Listed[];
  /** connections hidden as tiny */
  hidden: number;
  /** conn=k names no listed connection (then all are shown) */
  missing: number | null;
}

export function selectConnections(
  conns: readonly TraceConnection[],
  s: Pick<TraceScenario, 'control' | 'conn'>,
): Selection {
  const listed = listedConnections(conns, s);
  const hidden = conns.length - listed.length;
  if (s.conn === 'all') return { listed, shown: listed, hidden, missing: null };
  const one = listed.find((l) => l.k === s.conn);
  return one
    ? { listed, shown: [one], hidden, missing: null }
    : { listed, shown: listed, hidden, missing: s.conn };
}

/**
 * The headline: the shown connections' throughputs summed, Mbit/s (each over its own span; the
 * flows of a recording run side by side, so this is what they carried together). Null when
 * nothing is shown.
 */
export function aggregateThroughput(shown: readonly Listed[]): number | null {
  return shown.length === 0 ? null : shown.reduce((a, l) => a + l.c.throughput, 0);
}

/** The time axis every chart shares: the shown connections' first to last record, s. */
export function timeDomain(shown: readonly Listed[]): readonly [number, number] {
  if (shown.length === 0) return [0, 1];
  const lo = Math.min(...shown.map((l) => l.c.start));
  const hi = Math.max(...shown.map((l) => l.c.end));
  return hi > lo ? [lo, hi] : [lo, lo + 1];
}

/** A series as interleaved (t, v) pairs, what the line charts draw. */
export function interleave(s: Series | null | undefined): Float64Array | null {
  if (!s) return null;
  const n = Math.min(s.t.length, s.v.length);
  const out = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    out[2 * k] = s.t[k];
    out[2 * k + 1] = s.v[k];
  }
  return out;
}

/** The value of a series at time t: its last sample at or before t (the first after, if none). */
export function valueAt(s: Series, t: number): number | null {
  if (s.t.length === 0) return null;
  let lo = 0;
  let hi = s.t.length - 1;
  if (t < s.t[0]) return s.v[0];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.t[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return s.v[lo];
}

/** One connection's lines for the charts, made in the worker (big traces: many samples). */
export interface ConnectionLines {
  cwnd: Float64Array | null;
  rtt: Float64Array | null;
  throughput: Float64Array;
  /** interleaved (t, cwnd there) of each loss event; cwnd 0 where the trace has none */
  losses: Float64Array;
}

export function connectionLines(c: TraceConnection): ConnectionLines {
  const losses = new Float64Array(2 * c.lossEvents.length);
  c.lossEvents.forEach((t, k) => {
    losses[2 * k] = t;
    losses[2 * k + 1] = c.cwnd ? (valueAt(c.cwnd.series, t) ?? 0) : 0;
  });
  return {
    cwnd: interleave(c.cwnd?.series),
    rtt: interleave(c.rttSeries),
    throughput: interleave(c.throughputSeries) ?? new Float64Array(0),
    losses,
  };
}

/** "10.0.1.1:33710 → 10.0.2.1:5201" */
export const connectionName = (c: Pick<TraceConnection, 'src' | 'dst'>): string =>
  `${c.src} → ${c.dst}`;
