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
  /**
   * the newest per-ACK RTT sample, s: now - send time of the newest packet a new ACK covers, none
   * when the ACK covers a retransmitted packet (Karn); NaN before the first
   */
  rttSample = NaN;
  /** how many per-ACK RTT samples so far: a module sees whether `rttSample` is new since its last look */
  rttSamples = 0;
  /** smallest and largest per-ACK RTT sample so far, s */
  minRtt = Infinity;
  maxRtt = 0;
  /**
   * EWMA of the per-ACK samples with gain 1/8 (RFC 6298's SRTT without its clock ticks), s; NaN
   * before the first. ns-2's `srtt` below is kept in 10 ms ticks, too coarse for the rates that
   * MP-TCP modules compare (the multipath kernel uses srtt_us).
   */
  rttSmoothed = NaN;
  /** ns-2's smoothed RTT (t_srtt_ × tcp_tick_), s; 0 before the first measurement */
  srtt = 0;
  /**
   * Per-RTT rounds, as the kernel delimits them (Vegas, Illinois): a round ends with the first new
   * ACK beyond `roundEnd`, the highest sequence sent when the round began; `round` counts them.
   */
  round = 0;
  roundEnd = 0;
  /** highest cumulative ACK (ns-2 highest_ack_) and highest sequence number sent (maxseq_) */
  highestAck = -1;
  maxSeq = -1;
  /** every flow of this flow's source, this one included (MP-TCP subflows); [this] for a single-path flow */
  group: WindowState[] = [];
  /**
   * The floor the sender puts under ssthresh after a reduction (ns-2 and RFC 5681: 2). Paper 002's
   * ns-2 runs use 1 for the subflows of a source with more than one route (Sec. V).
   */
  minSsthresh = 2;
  /** one number a module publishes for its siblings' modules (OLIA: its loss interval ℓ_r) */
  shared = 0;

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
  /**
   * Names of the values a module exposes for drawing (Illinois: d_a, α, β ...), sampled with the
   * cwnd traces; `internals` writes their current values, in this order, at out[at ...].
   */
  readonly internalNames?: readonly string[];
  internals?(out: Float64Array, at: number): void;
}

/** Builds the module of one flow from its spec; throws RangeError on a bad parameter. */
export type CcFactory = (spec: CcSpec, w: WindowState) => CongestionControl;
