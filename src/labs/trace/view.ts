import type { ConnectionSummary } from '../../trace/types';
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
export interface Listed<C extends ConnectionSummary = ConnectionSummary> {
  /** 1-based, among the listed connections: what conn=k names */
  k: number;
  /** index in the trace's own list */
  index: number;
  c: C;
}

/** The tiny ones (see TINY_SHARE) among `conns`, by index. */
export function tinyConnections(conns: readonly ConnectionSummary[]): Set<number> {
  const most = Math.max(0, ...conns.map((c) => c.bytesSent));
  const out = new Set<number>();
  conns.forEach((c, i) => {
    if (conns.length > 1 && c.bytesSent < TINY_SHARE * most) out.add(i);
  });
  return out;
}

/** The connections the list offers: the data connections, or all of them with control=1. */
export function listedConnections<C extends ConnectionSummary>(
  conns: readonly C[],
  s: Pick<TraceScenario, 'control'>,
): Listed<C>[] {
  const tiny = tinyConnections(conns);
  return conns
    .map((c, index) => ({ c, index }))
    .filter(({ index }) => s.control || !tiny.has(index))
    .map((x, j) => ({ ...x, k: j + 1 }));
}

export interface Selection<C extends ConnectionSummary = ConnectionSummary> {
  listed: Listed<C>[];
  /** what the table and the charts show */
  shown: Listed<C>[];
  /** connections hidden as tiny */
  hidden: number;
  /** conn=k names no listed connection (then all are shown) */
  missing: number | null;
}

export function selectConnections<C extends ConnectionSummary>(
  conns: readonly C[],
  s: Pick<TraceScenario, 'control' | 'conn'>,
): Selection<C> {
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

/** "10.0.1.1:33710 → 10.0.2.1:5201" */
export const connectionName = (c: Pick<ConnectionSummary, 'src' | 'dst'>): string =>
  `${c.src} → ${c.dst}`;
