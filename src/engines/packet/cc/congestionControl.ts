/**
 * The seam between congestion control and loss recovery, after Linux's `struct tcp_congestion_ops`
 * and ns-3's `TcpCongestionOps`: the sender (tcp/) decides *when* the window changes (a new ACK, a
 * loss detected by duplicate ACKs, a timeout) and keeps its own recovery state; a congestion-control
 * module decides *by how much*. One module instance per flow, so a module keeps its own per-flow
 * state (an epoch start, a base RTT ...) in its fields; modules of MP-TCP subflows read their
 * siblings' windows through `WindowState.group`.
 */
import type { Clock } from '../clock';
import type { CcSpec } from '../params';

/** What a module sees of its flow. The sender keeps the RTT fields up to date before each hook; `now` is the clock. */
export class WindowState {
  /** congestion window in packets (ns-2 cwnd_, a real number) */
  cwnd = 1;
  /** slow-start threshold in packets (ns-2 ssthresh_, an integer in ns-2's arithmetic) */
  ssthresh: number;
  /** the newest per-ACK RTT sample, s: now - send time of the newly acknowledged packet (never a retransmitted one); NaN before the first */
  rttSample = NaN;
  /** smallest and largest per-ACK RTT sample so far, s */
  minRtt = Infinity;
  maxRtt = 0;
  /** ns-2's smoothed RTT (t_srtt_ × tcp_tick_), s; 0 before the first measurement */
  srtt = 0;
  /** highest cumulative ACK (ns-2 highest_ack_) and highest sequence number sent (maxseq_) */
  highestAck = -1;
  maxSeq = -1;
  /** every flow of this flow's source, this one included (MP-TCP subflows); [this] for a single-path flow */
  group: WindowState[] = [];

  constructor(
    /** index of the flow in the simulation */
    readonly flow: number,
    /** the window the sender may use at most (min of wmax and the receiver window) */
    readonly wmax: number,
    private readonly clock: Clock,
  ) {
    this.ssthresh = wmax;
  }

  /** the simulation time, s (for modules that need the clock, such as CUBIC) */
  get now(): number {
    return this.clock.now;
  }
}

export interface CongestionControl {
  /**
   * A new cumulative ACK arrived outside loss recovery (ns-2 `opencwnd()`): grow `w.cwnd`, in slow
   * start or in congestion avoidance as the module defines them. `acked` = packets newly
   * acknowledged (ns-2 grows by one step per ACK whatever it covers; Reno here does the same).
   */
  onAck(w: WindowState, acked: number): void;
  /**
   * Loss detected by duplicate ACKs (ns-2 `slowdown(CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF)`):
   * set `w.ssthresh` and `w.cwnd` from `window`, the window in use (ns-2 `windowd()`).
   * Tahoe then sets cwnd to 1; the sender keeps ssthresh >= 2 as ns-2 does.
   */
  onLoss(w: WindowState, window: number): void;
  /** Retransmission timeout: set `w.ssthresh` from `window`; the sender then sets cwnd to 1. */
  onTimeout(w: WindowState, window: number): void;
  /** Fast recovery is over (the ACK that covers the recovery point arrived). */
  onRecoveryExit?(w: WindowState): void;
}

/** Builds the module of one flow from its spec; throws RangeError on a bad parameter. */
export type CcFactory = (spec: CcSpec, w: WindowState) => CongestionControl;

/** Reads a numeric parameter of a spec, or its default; RangeError naming it when out of range. */
export function ccNumber(
  spec: CcSpec,
  key: string,
  fallback: number,
  ok: (x: number) => boolean,
  rule: string,
): number {
  const v = spec[key] ?? fallback;
  if (typeof v !== 'number' || !Number.isFinite(v) || !ok(v)) {
    throw new RangeError(`cc.${key} (${spec.name}) must be ${rule} (got ${String(v)})`);
  }
  return v;
}
