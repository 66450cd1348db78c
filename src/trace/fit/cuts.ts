import type { Series } from '../types';

/**
 * The multiplicative decreases of a cwnd series, found at the connection's loss events. A cut is
 * not one step in a trace: Linux's proportional rate reduction walks the window down over the
 * recovery's RTT (tcp_probe: 21, 20, ..., 10), a capture's flight size keeps growing while the
 * hole holds snd_una back and falls only when it is filled, and ss samples every 50 ms or so. So
 * each loss event L (those within `tolerance` of the one before are one recovery) gives:
 *   before = the largest window in [L - tolerance, L) (else the last sample before L), and
 *   after  = the smallest window in [L, L + 2 tolerance), not past the next loss event;
 * a cut when after <= (1 - DROP) before (BBR's losses do not cut the window: no cut), a
 * retransmission timeout instead when after <= 1 packet (the window restarts from 1), counted
 * apart. tolerance is a couple of RTTs or sampling intervals (connection.ts).
 */
export const DROP = 0.15;

export interface Cut {
  /** the window before and after the cut: time (s), packets, index in the cleaned series */
  peakT: number;
  peak: number;
  peakI: number;
  troughT: number;
  trough: number;
  troughI: number;
}

export interface CutScan {
  /** the series' finite points, in time order */
  series: Series;
  cuts: Cut[];
  timeouts: number;
}

/** The finite points of a series, in time order (a reader keeps the file's order). */
export function cleanSeries(s: Series): Series {
  const idx: number[] = [];
  const n = Math.min(s.t.length, s.v.length);
  for (let k = 0; k < n; k++) if (Number.isFinite(s.t[k]) && Number.isFinite(s.v[k])) idx.push(k);
  idx.sort((a, b) => s.t[a] - s.t[b] || a - b);
  return { t: idx.map((k) => s.t[k]), v: idx.map((k) => s.v[k]) };
}

/** The loss events, in order, those within `tolerance` of the previous kept one dropped. */
function recoveries(losses: readonly number[], tolerance: number): number[] {
  const sorted = losses.filter(Number.isFinite).sort((a, b) => a - b);
  const out: number[] = [];
  for (const t of sorted) if (out.length === 0 || t - out[out.length - 1] > tolerance) out.push(t);
  return out;
}

/** First index with t[i] >= x (binary search; t in order). */
function lowerBound(t: readonly number[], x: number): number {
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function findCuts(raw: Series, losses: readonly number[], tolerance: number): CutScan {
  const series = cleanSeries(raw);
  const { t, v } = series;
  const cuts: Cut[] = [];
  let timeouts = 0;
  const events = recoveries(losses, tolerance);
  for (let e = 0; e < events.length; e++) {
    const L = events[e];
    const at = lowerBound(t, L);
    if (at === 0) continue; // nothing before the loss
    let peakI = at - 1;
    for (let i = lowerBound(t, L - tolerance); i < at; i++) if (v[i] > v[peakI]) peakI = i;
    const stop = Math.min(e + 1 < events.length ? events[e + 1] : Infinity, L + 2 * tolerance);
    let troughI = -1;
    for (let i = at; i < t.length && t[i] < stop; i++)
      if (troughI < 0 || v[i] < v[troughI]) troughI = i;
    if (troughI < 0 || !(v[peakI] > 0) || v[troughI] > (1 - DROP) * v[peakI]) continue;
    if (v[troughI] <= 1) {
      timeouts++;
      continue;
    }
    cuts.push({
      peakT: t[peakI],
      peak: v[peakI],
      peakI,
      troughT: t[troughI],
      trough: v[troughI],
      troughI,
    });
  }
  return { series, cuts, timeouts };
}
