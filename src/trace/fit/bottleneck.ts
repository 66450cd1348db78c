import type { Series, TraceConnection } from '../types';
import { cleanSeries } from './cuts';
import { median, orNull, quantile } from './stats';

/**
 * The path the connections share: its bottleneck rate and its buffer.
 *
 * Rate: the connections' throughput series summed in common bins, and the bins where the queue
 * never emptied kept: a bottleneck with a queue is busy, and delivers exactly its rate. A bin is
 * busy when its lowest RTT sample (all connections') is above the base RTT by BUSY_SHARE of the
 * RTT's rise at least. The rate is those bins' bytes over their time; bins are made to hold at
 * least MIN_BIN_PACKETS packets, so that a packet counted in the next bin instead (the readers date
 * their points at bin starts or ends) moves a bin by 1 % at most, and to span BIN_RTTS RTTs and
 * two of any series' intervals. Only bins while every connection runs count. Without RTT samples, the median bin. A capture taken at the
 * sender counts bytes when sent, not delivered: in slow start it sends faster than the link, but
 * then the queue is still empty at the bin's start and the bin is not busy.
 *
 * Buffer: the queue's delay at its fullest is the RTT's rise, a high quantile of the RTT samples
 * (HIGH_RTT_QUANTILE of connection.ts: the max is one sample) minus the base RTT (the smallest);
 * times the rate, in packets, and in bytes on the wire or of payload.
 */
export const MIN_BIN_PACKETS = 100;
export const BIN_RTTS = 10;
export const BUSY_SHARE = 0.1;
/** Bins at most: a day of a 100 Gbit/s trace in 100-packet bins would be 10^9 of them. */
export const MAX_BINS = 10_000;

/** [from, to) intervals and the bytes each carried, from a throughput series (Mbit/s). */
function intervals(c: TraceConnection): { from: number; to: number; bytes: number }[] {
  const s: Series = cleanSeries(c.throughputSeries);
  const n = s.t.length;
  if (n === 0) return [];
  const gaps: number[] = [];
  for (let k = 1; k < n; k++) gaps.push(s.t[k] - s.t[k - 1]);
  const step = median(gaps.filter((g) => g > 0)) ?? Math.max(c.end - c.start, 0);
  // a capture's bins are dated at their start (the first at the connection's start); the text
  // readers' points close an interval
  const startDated = Math.abs(s.t[0] - c.start) <= 1e-9 * Math.max(1, Math.abs(c.start));
  const out: { from: number; to: number; bytes: number }[] = [];
  for (let k = 0; k < n; k++) {
    const from = startDated ? s.t[k] : k > 0 ? s.t[k - 1] : Math.max(c.start, s.t[0] - step);
    const to = startDated
      ? k + 1 < n
        ? s.t[k + 1]
        : Math.min(s.t[k] + step, Math.max(c.end, s.t[k]))
      : s.t[k];
    const bytes = (s.v[k] * 1e6 * (to - from)) / 8;
    if (to > from && Number.isFinite(bytes) && bytes >= 0) out.push({ from, to, bytes });
  }
  return out;
}

/** All data connections' RTT samples (ms) pooled, and the path's base and high RTT. */
export interface PathRtt {
  t: number[];
  v: number[];
  baseMs: number;
  highMs: number;
  maxMs: number;
}

export function pathRtt(conns: readonly TraceConnection[], highQuantile: number): PathRtt | null {
  const t: number[] = [];
  const v: number[] = [];
  let base = Infinity;
  for (const c of conns) {
    if (c.rtt && Number.isFinite(c.rtt.min) && c.rtt.min >= 0) base = Math.min(base, c.rtt.min);
    if (!c.rttSeries) continue;
    const s = cleanSeries(c.rttSeries);
    for (let k = 0; k < s.t.length; k++)
      if (s.v[k] > 0) {
        t.push(s.t[k]);
        v.push(s.v[k]);
        base = Math.min(base, s.v[k]);
      }
  }
  const high = quantile(v, highQuantile);
  const max = quantile(v, 1);
  if (high === null || max === null || !Number.isFinite(base)) return null;
  return { t, v, baseMs: base, highMs: high, maxMs: max };
}

export interface RateFit {
  /** payload (goodput) Mbit/s, what the traces count */
  mbps: number;
  /** with the headers a packet adds on the wire (what tbf counts) */
  wireMbps: number;
  packetsPerSecond: number;
  binSeconds: number;
  bins: number;
  /** bins whose queue never emptied (all of them, when there is no RTT) */
  busyBins: number;
  /** the largest and the median bin, for comparison */
  maxMbps: number;
  medianMbps: number;
}

export function fitRate(
  conns: readonly TraceConnection[],
  rtt: PathRtt | null,
  meanRttS: number | null,
  mss: number,
  headerBytes: number,
): RateFit | null {
  const all = conns.map(intervals);
  let start = Infinity;
  let end = -Infinity;
  let bytes = 0;
  let widest = 0;
  for (const list of all)
    for (const i of list) {
      start = Math.min(start, i.from);
      end = Math.max(end, i.to);
      bytes += i.bytes;
      widest = Math.max(widest, i.to - i.from);
    }
  const span = end - start;
  if (!(span > 0 && bytes > 0)) return null;
  const meanRate = bytes / span; // bytes/s
  const width = Math.max(
    (MIN_BIN_PACKETS * mss) / meanRate,
    BIN_RTTS * (meanRttS ?? 0),
    2 * widest,
    span / MAX_BINS,
  );
  const count = Math.floor(span / width + 1e-9);
  if (!(count >= 1) || !Number.isFinite(width)) return null;
  const bins = new Array<number>(count).fill(0);
  for (const list of all)
    for (const i of list) {
      const d = i.to - i.from;
      for (let b = Math.max(0, Math.floor((i.from - start) / width)); b < count; b++) {
        const lo = start + b * width;
        if (lo >= i.to) break;
        const overlap = Math.min(i.to, lo + width) - Math.max(i.from, lo);
        if (overlap > 0) bins[b] += (i.bytes * overlap) / d;
      }
    }
  const mbpsBins = bins.map((b) => (b * 8) / width / 1e6);
  // the lowest RTT in each bin: the queue's emptiest moment there
  const lowest = new Array<number>(count).fill(Infinity);
  if (rtt)
    for (let k = 0; k < rtt.t.length; k++) {
      const b = Math.floor((rtt.t[k] - start) / width);
      if (b >= 0 && b < count) lowest[b] = Math.min(lowest[b], rtt.v[k]);
    }
  const floor = rtt ? rtt.baseMs + BUSY_SHARE * (rtt.highMs - rtt.baseMs) : NaN;
  // only bins while every connection runs: at the trace's ends the senders stop one by one, and
  // the few RTT samples of a lone last sender do not show its idle moments
  let latestStart = -Infinity;
  let earliestEnd = Infinity;
  for (const c of conns) {
    latestStart = Math.max(latestStart, c.start);
    earliestEnd = Math.min(earliestEnd, c.end);
  }
  const inside = (b: number) =>
    start + b * width >= latestStart - 1e-9 && start + (b + 1) * width <= earliestEnd + 1e-9;
  const busy =
    rtt && rtt.highMs > rtt.baseMs
      ? mbpsBins.filter((_, b) => inside(b) && lowest[b] !== Infinity && lowest[b] >= floor)
      : [];
  const medianMbps = median(mbpsBins) ?? 0;
  const mbps = busy.length > 0 ? busy.reduce((a, b) => a + b, 0) / busy.length : medianMbps;
  const result = {
    mbps,
    wireMbps: (mbps * (mss + headerBytes)) / mss,
    packetsPerSecond: (mbps * 1e6) / 8 / mss,
    binSeconds: width,
    bins: count,
    busyBins: busy.length > 0 ? busy.length : count,
    maxMbps: mbpsBins.reduce((a, b) => Math.max(a, b), 0),
    medianMbps,
  };
  return Object.values(result).every(Number.isFinite) && mbps > 0 ? result : null;
}

export interface BufferFit {
  baseRttMs: number;
  highRttMs: number;
  maxRttMs: number;
  /** highRttMs - baseRttMs */
  riseMs: number;
  packets: number;
  wireBytes: number;
  payloadBytes: number;
  /** the same from the largest RTT sample */
  packetsFromMax: number;
}

export function fitBuffer(
  rtt: PathRtt,
  rate: RateFit,
  mss: number,
  headerBytes: number,
): BufferFit | null {
  const packets = ((rtt.highMs - rtt.baseMs) / 1000) * rate.packetsPerSecond;
  const out = {
    baseRttMs: rtt.baseMs,
    highRttMs: rtt.highMs,
    maxRttMs: rtt.maxMs,
    riseMs: rtt.highMs - rtt.baseMs,
    packets,
    wireBytes: packets * (mss + headerBytes),
    payloadBytes: packets * mss,
    packetsFromMax: ((rtt.maxMs - rtt.baseMs) / 1000) * rate.packetsPerSecond,
  };
  return Object.values(out).every((x) => orNull(x) !== null) ? out : null;
}
