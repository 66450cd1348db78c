import { median } from '../fit/stats';
import type { Series, TraceConnection } from '../types';

/**
 * Congestion events as paper 000 measures them (Sec. V-E): "we clump loss events to congestion
 * events based on a time threshold (a factor of the round-trip time) and count the number of
 * distinct connections, M_n, that suffer at least one loss event in a bin n" (Fig. 17: the CCDF
 * of M_n; Figs. 18-19: the loss events over time, one row a connection).
 *
 * The rule here: the loss events of all connections in time order; a congestion event opens at
 * the first loss event not yet in one and takes every loss event up to `window` after it (a bin
 * opened by its first loss, not a chain: under heavy loss a chain of gaps under one RTT would
 * merge the whole trace into one event). The window is `factor` (1 by default) times the median
 * over the connections of their mean RTT: one overflow of the shared queue is seen by each
 * sender within about one RTT of it, and the RTT to use is the one the connections had, queue
 * included: on a path whose delay is all queue (the recorded fixtures: 0.06 ms of base RTT, 20 ms
 * of queue) the base RTT would split every overflow into one event per loss. When the trace
 * dates losses more coarsely than that (ss samples every 50 ms, iperf3 intervals) the window is
 * the median sampling interval instead, since two losses of one overflow may then be dated one
 * sample apart.
 */

export interface LossTimeline {
  /** loss event times, s from the trace's start, in order */
  t: number[];
  /** the data connection (0-based, in the order of `connections` of the measures) of each */
  connection: number[];
}

export interface CongestionEvent {
  /** first and last loss event of the event, s */
  start: number;
  end: number;
  /** the data connections hit (0-based), each once, in order */
  connections: number[];
}

export interface EventWindow {
  seconds: number;
  /** how it was chosen, in words */
  rule: string;
}

/** Used when no connection has an RTT nor a series to date losses by (s). */
export const FALLBACK_WINDOW = 0.1;

function medianSpacing(s: Series | null | undefined): number | null {
  if (!s || s.t.length < 2) return null;
  const d: number[] = [];
  for (let k = 1; k < s.t.length; k++) d.push(s.t[k] - s.t[k - 1]);
  const m = median(d.filter((x) => x > 0));
  return m !== null && m > 0 ? m : null;
}

export function eventWindow(connections: readonly TraceConnection[], factor = 1): EventWindow {
  const rtt = median(connections.map((c) => (c.rtt ? c.rtt.mean / 1000 : null)));
  // the readers date losses at their own records: a capture's packets, ss's samples
  const spacing = median(connections.map((c) => medianSpacing(c.rttSeries ?? c.cwnd?.series)));
  const byRtt = rtt !== null && rtt > 0 ? factor * rtt : null;
  if (byRtt !== null && (spacing === null || byRtt >= spacing))
    return { seconds: byRtt, rule: `${factor} x the median of the connections' mean RTT` };
  if (spacing !== null)
    return {
      seconds: spacing,
      rule:
        byRtt === null
          ? 'no RTT: the median interval between the records that date the losses'
          : "the median interval between the records that date the losses (longer than the RTT's window)",
    };
  return { seconds: FALLBACK_WINDOW, rule: `no RTT nor series: ${FALLBACK_WINDOW} s` };
}

export function lossTimeline(connections: readonly TraceConnection[]): LossTimeline {
  const marks: [number, number][] = [];
  connections.forEach((c, i) => {
    for (const t of c.lossEvents) if (Number.isFinite(t)) marks.push([t, i]);
  });
  marks.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { t: marks.map((m) => m[0]), connection: marks.map((m) => m[1]) };
}

export function congestionEvents(timeline: LossTimeline, window: number): CongestionEvent[] {
  const events: CongestionEvent[] = [];
  let current: { start: number; end: number; hit: Set<number> } | null = null;
  const close = () => {
    if (current)
      events.push({
        start: current.start,
        end: current.end,
        connections: [...current.hit].sort((a, b) => a - b),
      });
  };
  for (let k = 0; k < timeline.t.length; k++) {
    const t = timeline.t[k];
    if (current && t - current.start <= window) {
      current.end = t;
      current.hit.add(timeline.connection[k]);
      continue;
    }
    close();
    current = { start: t, end: t, hit: new Set([timeline.connection[k]]) };
  }
  close();
  return events;
}

/** Fig. 17: P(M >= m) for m = 1..n, M the connections an event hits (empty with no event). */
export function hitCcdf(events: readonly CongestionEvent[], n: number): { m: number; p: number }[] {
  if (events.length === 0) return [];
  const out: { m: number; p: number }[] = [];
  for (let m = 1; m <= Math.max(n, 1); m++) {
    let at = 0;
    for (const e of events) if (e.connections.length >= m) at++;
    out.push({ m, p: at / events.length });
  }
  return out;
}
