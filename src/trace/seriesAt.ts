import type { Series } from './types';

/**
 * A step series' value at a time: its last sample at or before t (a cwnd or an RTT holds until the
 * next sample). Binary search over the sorted times.
 */

/** The index of the last sample at or before t; -1 when t is before the first (or none). */
export function lastAtOrBefore(s: Series, t: number): number {
  let lo = 0;
  let hi = s.t.length - 1;
  if (hi < 0 || !(s.t[0] <= t)) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (s.t[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The value held at t, null before the first sample. */
export function heldAt(s: Series, t: number): number | null {
  const k = lastAtOrBefore(s, t);
  return k < 0 ? null : s.v[k];
}

/** The value held at t, the first sample's before it (null only for an empty series). */
export function valueAt(s: Series, t: number): number | null {
  if (s.t.length === 0) return null;
  const k = lastAtOrBefore(s, t);
  return s.v[k < 0 ? 0 : k];
}
