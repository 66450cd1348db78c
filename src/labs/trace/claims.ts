import type { TraceMeasures } from '../../trace/measure';
import type { TraceConnection } from '../../trace/types';
import { EXAMPLE_LINK } from './examples';
import { listedConnections } from './view';

/**
 * What the "try this" captions measure on a trace, from the connections `npm run sim` prints for
 * the link: the recordings' own numbers against facts about the recording set-up (the bottleneck's
 * rate and buffer, tc's drop counter), never a number the readers computed read back.
 */

/** What the claims read of a report (the JSON that `sim --trace` prints). */
export interface TraceReport {
  connections: TraceConnection[];
  /** paper 000's measures of the data connections (src/trace/measure) */
  measures?: TraceMeasures;
}

/** The data connections of a report (iperf3's control connection left out). */
export const dataConnections = (r: TraceReport): TraceConnection[] =>
  listedConnections(r.connections, { control: false }).map((l) => l.c);

/** The connection that carried the most bytes. */
export const biggest = (r: TraceReport): TraceConnection | undefined =>
  dataConnections(r).reduce<TraceConnection | undefined>(
    (a, c) => (a === undefined || c.bytesSent > a.bytesSent ? c : a),
    undefined,
  );

/**
 * At each loss event, how far the window fell: the lowest cwnd over the 3 RTTs after it over the
 * highest over the 2 RTTs before it (mean RTT). Reno's multiplicative decrease is ½; the window
 * then grows by a packet per RTT, so 3 RTTs later it is still within a few packets of its floor.
 */
export function decreaseRatios(c: TraceConnection): number[] {
  const s = c.cwnd?.series;
  const rtt = (c.rtt?.mean ?? NaN) / 1000;
  if (!s || !(rtt > 0)) return [];
  return c.lossEvents.map((t) => {
    let before = 0;
    let after = Infinity;
    for (let k = 0; k < s.t.length; k++) {
      if (s.t[k] <= t && s.t[k] >= t - 2 * rtt) before = Math.max(before, s.v[k]);
      if (s.t[k] > t && s.t[k] <= t + 3 * rtt) after = Math.min(after, s.v[k]);
    }
    return before > 0 && Number.isFinite(after) ? after / before : NaN;
  });
}

export const median = (xs: readonly number[]): number | null => {
  const v = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Jain's fairness index of the rates: 1 for equal shares, 1/n when one flow has everything. */
export function jainIndex(rates: readonly number[]): number | null {
  if (rates.length === 0) return null;
  const sum = rates.reduce((a, x) => a + x, 0);
  const sq = rates.reduce((a, x) => a + x * x, 0);
  return sq > 0 ? (sum * sum) / (rates.length * sq) : null;
}

/**
 * The most payload a full bottleneck carries, Mbit/s: its rate times the payload's share of each
 * frame on the wire (1448 of 1514 bytes), which is what the traces' throughput counts.
 */
export const payloadCapacity = (): number =>
  (EXAMPLE_LINK.rateBps / 1e6) * (EXAMPLE_LINK.mss / EXAMPLE_LINK.frameBytes);

/** The time the full buffer takes to drain at the bottleneck's rate, ms: the most queueing. */
export const bufferDrainMs = (): number =>
  ((8 * EXAMPLE_LINK.bufferBytes) / EXAMPLE_LINK.rateBps) * 1000;
