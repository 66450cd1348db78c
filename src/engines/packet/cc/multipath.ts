/**
 * What the MP-TCP modules share (paper 002, Sec. II-B and V; RFC 6356): each subflow of a source
 * runs Reno's slow start, loss recovery and halving, and only the congestion-avoidance increase is
 * coupled (ewtcp, coupled, semicoupled, lia/max, olia; balia also couples the decrease). A module
 * reads its siblings through `w.group`, in O(subflows) per ACK.
 *
 * Rates x_k = w_k / rtt_k use each subflow's smoothed per-ACK RTT (`rttSmoothed`; the multipath
 * kernel uses srtt_us); a sibling without an RTT sample yet (not started) is left out, as the
 * kernel skips subflows that cannot send. Every formula is written relative to the subflow's own
 * RTT (ρ_k = rtt_r / rtt_k, so ρ_r = 1) and in an order that makes a source with ONE subflow
 * compute exactly 1/w in floating point (w/w = 1 and 1·y = y are exact): alone, the subflow is
 * `reno` bit for bit (tests/engines/packet/multipath.test.ts runs both).
 *
 * Paper 002's ns-2 runs lower the ssthresh floor from 2 to 1 "when more than 1 path is available"
 * (Sec. V): `minSsthresh` (default 1) applies when the source has more than one subflow.
 */
import type { CcNumberParam } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

/** Σ over the started subflows of w_k ρ_k, i.e. rtt_r Σ x_k (0 when r has no RTT yet). */
export function scaledRateSum(w: WindowState): number {
  const rr = w.rttSmoothed;
  let sum = 0;
  for (const s of w.group) {
    const r = s.rttSmoothed;
    if (r > 0) sum += s.cwnd * (rr / r);
  }
  return sum;
}

/** Σ of the started subflows' windows (coupled, semicoupled: windows, not rates). */
export function windowSum(w: WindowState): number {
  let sum = 0;
  for (const s of w.group) if (s.rttSmoothed > 0 || s === w) sum += s.cwnd;
  return sum;
}

/** max_k x_k / x_r (Balia's α_r), 1 for a subflow alone; Infinity if r's rate is 0. */
export function rateRatio(w: WindowState): number {
  const rr = w.rttSmoothed;
  let best = w.cwnd;
  for (const s of w.group) {
    const r = s.rttSmoothed;
    if (r > 0 && s !== w) {
      const v = s.cwnd * (rr / r);
      if (v > best) best = v;
    }
  }
  return best / w.cwnd;
}

/**
 * Reno's window arithmetic on a subflow (ns-2 opencwnd / slowdown with decrease 1/2, exactly as
 * cc/reno.ts), with the congestion-avoidance increase per ACK left to the subclass.
 */
export abstract class SubflowCc implements CongestionControl {
  constructor(w: WindowState, minSsthresh: number) {
    if (w.group.length > 1) w.minSsthresh = minSsthresh;
  }

  /** the congestion-avoidance increase for one new ACK on this subflow */
  protected abstract increase(w: WindowState): number;

  onAck(w: WindowState): void {
    if (w.cwnd < w.ssthresh) w.cwnd += 1;
    else if (w.rttSmoothed > 0) w.cwnd += this.increase(w);
    else w.cwnd += 1 / w.cwnd; // no RTT sample yet: nothing to couple with
  }

  onLoss(w: WindowState, window: number): void {
    const half = window / 2;
    w.ssthresh = Math.trunc(half);
    w.cwnd = half;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(window / 2);
  }
}

/**
 * The ssthresh floor of the subflows of a source with several of them: paper 002's ns-2 runs use 1
 * (Sec. V), ns-2 and RFC 5681 2 (OLIA's kernel code keeps 2). Every multipath module has it.
 */
export const minSsthreshParam = (
  fallback: 1 | 2,
): CcNumberParam<'minSsthresh'> & { internal: true } => ({
  kind: 'number',
  key: 'minSsthresh',
  help: 'the ssthresh floor of a source with several subflows, packets (paper 002: 1; RFC 5681: 2)',
  label: 'ssthresh floor',
  hint: 'After a reduction ssthresh stays at least this many packets.',
  range: { min: 1, max: 2, integer: true },
  default: fallback,
  internal: true,
});
