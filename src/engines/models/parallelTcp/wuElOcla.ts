/**
 * Wu and El-Ocla's congestion-avoidance model of N parallel connections, as paper 001 quotes it in
 * eqs. (2)-(3). B (packets/s), T (s, without queueing), Q (packets) and N as in the paper.
 *
 * Derivation (re-done here, since the paper only states the result): the N windows together
 * oscillate between W/2 and W, W = B T + Q, growing by N packets per round (one per connection).
 *  - While the sum w of the windows is below B T the queue is empty and a round lasts T:
 *    (B T - W/2)/N rounds, i.e. T (B T - Q)/(2N).
 *  - From B T to W the queue holds w - B T packets and a round lasts w/B; integrating
 *    dw/dt = N B / w gives (W^2 - B^2 T^2)/(2 B N).
 *  Together a cycle lasts D/(2 B N), D = B^2 T^2 + B T Q + Q^2. The packets sent: W/(2N) rounds of
 *  3W/4 on average, 3 W^2/(8N). Their ratio is the aggregate (3B/4) W^2 / D, i.e. eq. (2)
 *  per connection:  Throughput = (3B/(4N)) (B^2T^2 + 2BTQ + Q^2)/(B^2T^2 + BTQ + Q^2).
 *
 * Eq. (3) adds three rounds per cycle (two to detect the loss, one of fast retransmit/recovery),
 * each at the full window W and lasting W/B (full queue): 3 S W more packets and 3 S W / B more
 * time. Multiplying as above, this is exactly the printed 8 N S (B T + Q) and 6 N S (B T + Q).
 * AMBIGUITY: the extracted text never defines S. The derivation fixes it: S is one segment in the
 * unit of B T and Q, i.e. S = 1 when they count packets (S = MSS if they counted bytes; the ratio
 * is the same). S = 0 gives back eq. (2), which is how both are computed below.
 *
 * Bounds: W^2 - D = BTQ >= 0 and 4D - 3W^2 = (BT - Q)^2 >= 0, so
 * 3W^2/4 <= D <= W^2 and eq. (2) gives between 3B/4 and B in aggregate for every Q >= 0: 3B/4 at
 * Q = 0 (any N), B at Q = B T. Eq. (3) multiplies eq. (2) by (1 + 8NSW/W^2)/(1 + 6NSW/D), which is
 * >= 1 and keeps the aggregate <= B because 3W^2 <= 4D; it grows with N towards B.
 * The derivation assumes Q <= B T (the queue drains after the halving). For Q > B T the link never
 * idles in that derivation and the throughput would be B, but the printed formulas decrease again;
 * they are evaluated as printed and the caller is warned (detail.queueExceedsPipe).
 *
 * NOTE: paper 001 says this model predicts 37 Mbit/s on average for B = 45 Mbit/s, T = 0.1 s,
 * Q = BDP, N = 1..50 (83 for 100 Mbit/s). With consistent units eqs. (2) and (3) give exactly B at
 * Q = B T (45 and 100). The paper's pair is what eq. (2) gives with B T and Q in units 8 apart
 * (bits against bytes): at B T / Q = 8 or 1/8 the aggregate is (3B/4) 81/73 = 0.832 B, 37.45 and
 * 83.22 Mbit/s for every N (tests/engines/models/parallelTcp/wuPaperNumbers.test.ts).
 */

export interface WuElOclaInputs {
  /** bottleneck rate, packets per second */
  B: number;
  /** round-trip time without queueing, seconds */
  T: number;
  /** bottleneck buffer, packets */
  Q: number;
  /** number of parallel connections */
  N: number;
  /** segment size in the unit of B T and Q: 1 for eq. (3), 0 for eq. (2) */
  S: number;
}

export interface WuElOclaResult {
  /** eq. (2) (S = 0) or (3): throughput of one connection, packets per second */
  perConnection: number;
  /** N times perConnection: the aggregate, packets per second */
  aggregate: number;
  /** the aggregate window just after a loss, (B T + Q)/2, packets */
  windowMin: number;
  /** the aggregate window at the loss, B T + Q, packets */
  windowMax: number;
  /** one congestion-avoidance cycle (plus the 3 S rounds of eq. 3), seconds */
  cycleDuration: number;
  /** packets all N connections send in one cycle */
  cyclePackets: number;
  /** Q > B T: outside the derivation's domain (see the module comment) */
  queueExceedsPipe: boolean;
}

export function wuElOcla({ B, T, Q, N, S }: WuElOclaInputs): WuElOclaResult {
  const BT = B * T;
  const W = BT + Q;
  const num = BT * BT + 2 * BT * Q + Q * Q + 8 * N * S * W; // = W^2 + 8 N S W
  const den = BT * BT + BT * Q + Q * Q + 6 * N * S * W;
  const perConnection = ((3 * B) / (4 * N)) * (num / den); // eq. (2) if S = 0, eq. (3) otherwise
  return {
    perConnection,
    aggregate: N * perConnection,
    windowMin: W / 2,
    windowMax: W,
    // den / (2 B N): T (BT - Q)/(2N) + (W^2 - B^2T^2)/(2BN) + 3 S W / B
    cycleDuration: den / (2 * B * N),
    // 3 num / (8 N): 3 W^2 / (8N) + 3 S W
    cyclePackets: (3 * num) / (8 * N),
    queueExceedsPipe: Q > BT,
  };
}
