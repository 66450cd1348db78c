/**
 * The three phases of Chan, Liu and Yen's model (paper 001, Sec. 3.2), eqs. (5)-(16). Everything
 * is in packets and seconds: B the bottleneck rate (packets/s), T the round-trip time without
 * queueing (s), Q the DropTail buffer (packets), N connections, all of which see the loss in the
 * same round (Sec. 3.1). Round counts are real numbers, as in the paper's formulas (a round count
 * of 38.28 enters the sums as such; no rounding is applied anywhere).
 */

export interface ChanNetwork {
  /** bottleneck rate, packets per second */
  B: number;
  /** round-trip time without queueing, seconds */
  T: number;
  /** bottleneck buffer, packets */
  Q: number;
  /** parallel connections */
  N: number;
}

export interface SlowStart {
  /** eq. (7): rounds of slow start (real-valued) */
  U_SS: number;
  /** eq. (5): packets sent in slow start, all connections */
  Y_SS: number;
  /** eq. (8): duration of slow start, seconds */
  T_SS: number;
  /** which term of the min in eq. (6) is binding */
  endedBy: 'ssthresh' | 'loss';
  /** window of each connection at the end of slow start, 2^(U_SS - 1), packets */
  windowAtEnd: number;
}

/**
 * Slow start, eqs. (5)-(8). Each connection's window doubles every round from 1 packet; the
 * windows stop growing at SSTHRESH or when the N of them fill the pipe and the buffer, eq. (6):
 * N 2^(U_SS - 1) = min{N SSTHRESH, B T + Q}, whence eq. (7):
 * U_SS = min{1 + log2((B T + Q)/N), 1 + log2 SSTHRESH}. Y_SS = N (2^U_SS - 1), eq. (5).
 * AMBIGUITY: eq. (8) is extracted as "T + min{log2(...)^T, log2(SSTHRESH)^T}"; the superscript T
 * is a product (the text just before says T_SS = U_SS x T, one round = T), so T_SS = T U_SS.
 */
export function slowStart({ B, T, Q, N }: ChanNetwork, SSTHRESH: number): SlowStart {
  const byLoss = 1 + Math.log2((B * T + Q) / N);
  const bySsthresh = 1 + Math.log2(SSTHRESH);
  const U_SS = Math.min(byLoss, bySsthresh);
  return {
    U_SS,
    Y_SS: N * (2 ** U_SS - 1),
    T_SS: T * U_SS,
    endedBy: bySsthresh <= byLoss ? 'ssthresh' : 'loss',
    windowAtEnd: 2 ** (U_SS - 1),
  };
}

export interface CongestionAvoidance {
  /** eq. (9): U_CA; the phase has U_CA + 1 rounds, numbered 0..U_CA */
  U_CA: number;
  /** eq. (10): packets sent in congestion avoidance, all connections */
  Y_CA: number;
  /** eq. (11): time with the queue empty, seconds */
  t_e: number;
  /** eq. (12): time while the queue builds up, seconds */
  t_q: number;
  /** eq. (13): the last round, queue full, seconds */
  t_Q: number;
  /** eq. (14): t_e + t_q + t_Q, seconds */
  T_CA: number;
  /** rounds with the queue empty, (B T - Q)/(2N) + 1 (before the clamp of eq. 11) */
  emptyQueueRounds: number;
  /** rounds while the queue builds up, Q/N */
  queueingRounds: number;
}

/**
 * Congestion avoidance, eqs. (9)-(14). The aggregate window starts at W/2 (W = B T + Q) and grows
 * by N per round: round k has W/2 + k N. Round U_CA - 1 fills pipe and buffer (W/2 + (U_CA - 1) N
 * = W), giving eq. (9) U_CA = W/(2N) + 1; one more round (U_CA, window W + N) is needed to
 * perceive the loss. Eq. (10) sums the arithmetic series over rounds 0..U_CA:
 * (U_CA + 1)/2 (W/2 + W/2 + N U_CA) = (U_CA + 1)/2 (W + N U_CA).
 * Durations: rounds with window <= B T see an empty queue and last T: from W/2 to B T that is
 * (B T - W/2)/N + 1 = (B T - Q)/(2N) + 1 rounds, eq. (11), clamped at 0 as printed. From B T to W
 * the round with window B T + k N (k = 1..Q/N) lasts T + k N / B, eq. (12):
 * t_q = (Q/N) T + (N/B)(Q/N)(Q/N + 1)/2 = Q (2 B T + N + Q)/(2 N B). The last round sees a full
 * buffer and lasts (B T + Q)/B, eq. (13). Eq. (14) is their sum: its two printed branches,
 * [2BT(Q+N) + Q(3N+Q)]/(2NB) and [BT(BT+Q+4N) + Q(3N+Q)]/(2NB), are t_q + t_Q without and with
 * t_e (their difference is 2NB t_e = BT(BT - Q + 2N)), so the max of eq. (14) is the clamp of
 * eq. (11). The round counts add up: (BT - Q)/(2N) + 1 + Q/N + 1 = U_CA + 1.
 * NOTE (left as printed): when Q > B T + 2N the clamp removes t_e but t_q still counts Q/N rounds
 * although the window starts above B T, so T_CA counts more rounds than Y_CA sends; the model then
 * under-predicts (its utilization falls as Q grows beyond B T). Callers are warned.
 */
export function congestionAvoidance({ B, T, Q, N }: ChanNetwork): CongestionAvoidance {
  const W = B * T + Q;
  const U_CA = W / (2 * N) + 1;
  const Y_CA = ((U_CA + 1) / 2) * (W + N * U_CA);
  const emptyQueueRounds = (B * T - Q) / (2 * N) + 1;
  const t_e = Math.max(0, T * emptyQueueRounds);
  const t_q = (Q * (2 * B * T + N + Q)) / (2 * N * B);
  const t_Q = W / B;
  return {
    U_CA,
    Y_CA,
    t_e,
    t_q,
    t_Q,
    T_CA: t_e + t_q + t_Q,
    emptyQueueRounds,
    queueingRounds: Q / N,
  };
}

export interface FastRecovery {
  /** eq. (15): one round with a full buffer, seconds */
  T_FF: number;
  /** eq. (16): packets sent in fast retransmit and recovery, all connections */
  Y_FF: number;
}

/**
 * Fast retransmit and recovery (TCP SACK), eqs. (15)-(16). Every connection detects its loss by
 * V duplicate ACKs and (SACK) needs one more round, of length (B T + Q)/B, to retransmit, eq. (15).
 * Eq. (16) as printed: Y_FF = (B T + Q + N) - V N - X N, X packets lost per connection; B T + Q + N
 * is the window of CA's last round U_CA, less the V packets per connection whose duplicate ACKs
 * announced the loss and the X lost ones (the paper gives no more reasoning than that).
 */
export function fastRecovery({ B, T, Q, N }: ChanNetwork, V: number, X: number): FastRecovery {
  const W = B * T + Q;
  return { T_FF: W / B, Y_FF: W + N - V * N - X * N };
}
