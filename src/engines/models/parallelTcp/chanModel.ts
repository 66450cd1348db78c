/**
 * Chan, Liu and Yen's throughput model of N parallel TCP connections (paper 001), eqs. (4), (17)
 * and (18): a slow start followed by m cycles of congestion avoidance + fast retransmit/recovery.
 *
 *   Throughput = Y / A (4) = (Y_SS + m (Y_CA + Y_FF)) / (T_SS + m (T_CA + T_FF))   (17)
 *   and, for a long transfer, (Y_CA + Y_FF) / (T_CA + T_FF)                          (18).
 *
 * AMBIGUITY: the paper says only that m "is related to the length of transfer time" and uses
 * eq. (17) for its 300 s runs. Given a duration A we take the real m = (A - T_SS)/(T_CA + T_FF),
 * so that the denominator of (17) is A itself, as eq. (4) says. Rounding m down or up instead
 * changes the utilization on paper 001's setup by at most 0.00035 (45 Mbit/s, 0.1 s, Q = 50 or
 * 562, N = 1..50), so the ns-2 README's model row cannot tell these choices apart.
 *
 * Utilization of the cycle (eq. 18): with t_e not clamped (Q <= B T + 2N),
 *   B (T_CA + T_FF) - (Y_CA + Y_FF) = [(BT - Q)^2 + 2N (BT - Q) + 8 N^2 (V + X - 2)] / (8N),
 * and with t_e clamped (Q > B T + 2N) it is [(Q + 3BT)(Q - BT - 2N) + 8 N^2 (V + X - 2)] / (8N).
 * So eq. (18) never exceeds B when V + X >= 2 and Q <= B T, or when V + X >= 17/8 for any Q (the
 * paper's V = 3, X = 1 satisfy both); at Q = B T its shortfall is N (V + X - 2) / (B (T_CA + T_FF)), which
 * vanishes as the pipe grows: full utilization at Q = BDP in the limit.
 * Eq. (17) is a weighted mean of the slow-start rate Y_SS/T_SS and eq. (18). The slow-start
 * rate can exceed B (the model gives every slow-start round the length T even when the queue
 * builds): with Q <= B T it cannot when slow start ends with at least 6.5 packets per connection
 * (N(2w - 1) <= B T (1 + log2 w) for w >= 6.4536, the root of log2 w = 3 - 2/w, since N w <= 2 B T),
 * but it can below that or when
 * Q is much larger than B T. A long transfer dilutes it, a short one shows it; the caller is warned
 * (see parallelTcpModels).
 */
import {
  congestionAvoidance,
  fastRecovery,
  slowStart,
  type ChanNetwork,
  type CongestionAvoidance,
  type FastRecovery,
  type SlowStart,
} from './chanPhases';

export interface ChanInputs extends ChanNetwork {
  /** slow-start threshold of each connection, packets */
  SSTHRESH: number;
  /** duplicate ACKs that signal a loss (usually 3) */
  V: number;
  /** packets each connection loses at the end of a congestion-avoidance phase */
  X: number;
}

/** How long the transfer is: eq. (18) (steady), eq. (17) with m cycles, or with a duration A. */
export type ChanHorizon =
  { kind: 'steady' } | { kind: 'cycles'; m: number } | { kind: 'duration'; A: number };

export interface ChanCycle {
  /** T_CA + T_FF: one congestion-avoidance + fast-recovery cycle, seconds */
  duration: number;
  /** Y_CA + Y_FF: packets sent in one cycle, all connections */
  packets: number;
  /** X N: packets lost per cycle (each connection loses X) */
  losses: number;
  /** X N / (Y_CA + Y_FF): the loss rate the cycle implies (what eq. 1 would need) */
  lossRate: number;
  /** eq. (18): packets per second */
  throughput: number;
}

export interface ChanResult {
  inputs: ChanInputs;
  /** B T + Q: aggregate window at the loss, packets */
  W: number;
  slowStart: SlowStart;
  congestionAvoidance: CongestionAvoidance;
  fastRecovery: FastRecovery;
  cycle: ChanCycle;
  /** Y_SS / T_SS: the slow-start phase's own rate, packets per second */
  slowStartRate: number;
  horizon: ChanHorizon['kind'];
  /** number of cycles in eq. (17); null for eq. (18) (m -> infinity) */
  m: number | null;
  /** A, the transfer duration (denominator of eq. 17), seconds; null for eq. (18) */
  A: number | null;
  /** Y, the packets of the whole transfer (numerator of eq. 17); null for eq. (18) */
  Y: number | null;
  /** eq. (17) or (18): aggregate throughput, packets per second */
  throughput: number;
}

/** A >= T_SS, forgiving the last bit of T U_SS (0.1 x 6 = 0.6000000000000001). */
export const endsAfterSlowStart = (A: number, T_SS: number): boolean => A >= T_SS * (1 - 1e-12);

/**
 * Eqs. (4)-(18). Inputs are assumed valid (parallelTcpModels validates the lab's parameters);
 * the only checks here are those no caller can see before the phases are computed.
 */
export function chanModel(inputs: ChanInputs, horizon: ChanHorizon): ChanResult {
  const { B, T, Q, N, SSTHRESH, V, X } = inputs;
  const net: ChanNetwork = { B, T, Q, N };
  const ss = slowStart(net, SSTHRESH);
  const ca = congestionAvoidance(net);
  const ff = fastRecovery(net, V, X);
  const packets = ca.Y_CA + ff.Y_FF;
  const duration = ca.T_CA + ff.T_FF;
  const cycle: ChanCycle = {
    duration,
    packets,
    losses: X * N,
    lossRate: (X * N) / packets,
    throughput: packets / duration, // eq. (18)
  };
  let m: number | null = null;
  if (horizon.kind === 'cycles') m = horizon.m;
  if (horizon.kind === 'duration') {
    if (!endsAfterSlowStart(horizon.A, ss.T_SS))
      throw new RangeError(
        `A: the transfer (${horizon.A} s) ends before slow start does (T_SS = ${ss.T_SS} s)`,
      );
    m = Math.max(0, (horizon.A - ss.T_SS) / duration);
  }
  if (m !== null && !(m >= 0 && Number.isFinite(m)))
    throw new RangeError(`m: must be a finite number >= 0, got ${m}`);
  const Y = m === null ? null : ss.Y_SS + m * packets;
  const A = m === null ? null : ss.T_SS + m * duration;
  return {
    inputs,
    W: B * T + Q,
    slowStart: ss,
    congestionAvoidance: ca,
    fastRecovery: ff,
    cycle,
    slowStartRate: ss.Y_SS / ss.T_SS,
    horizon: horizon.kind,
    m,
    A,
    Y,
    throughput: Y === null || A === null ? cycle.throughput : Y / A, // eq. (17) or (18)
  };
}
