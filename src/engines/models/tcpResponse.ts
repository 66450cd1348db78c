/**
 * Response functions of one TCP connection (throughput against loss rate and RTT) that the
 * project's other models do not already give: PFTK (Padhye, Firoiu, Towsley, Kurose, SIGCOMM
 * 1998, eq. (31), the "full model" approximation with timeouts) and CUBIC's (RFC 9438, Sec. 5.1).
 * The sawtooth of Mathis et al., sqrt(3/2)/(R sqrt p), is multcp/theory.ts's tcpThroughput.
 *
 * Units: p a loss-event probability per packet, R the round-trip time and T0 the retransmission
 * timeout in seconds; throughputs in packets per second.
 */

function finitePositive(v: number): boolean {
  return Number.isFinite(v) && v > 0;
}

/**
 * PFTK: B(p) = 1 / (R sqrt(2bp/3) + T0 min(1, 3 sqrt(3bp/8)) p (1 + 32 p^2)), packets/s, b the
 * packets acknowledged per ACK (the window grows 1/b per RTT). The receiver-window cap Wmax/R of
 * the paper is `wmax` (packets) when known. NaN outside p in (0, 1], R, T0 > 0.
 */
export function pftkThroughput(
  p: number,
  rtt: number,
  rto: number,
  b = 1,
  wmax = Infinity,
): number {
  if (!(finitePositive(p) && p <= 1 && finitePositive(rtt) && finitePositive(rto) && b > 0))
    return NaN;
  const ca = rtt * Math.sqrt((2 * b * p) / 3);
  const timeouts = rto * Math.min(1, 3 * Math.sqrt((3 * b * p) / 8)) * p * (1 + 32 * p * p);
  return Math.min(wmax / rtt, 1 / (ca + timeouts));
}

/**
 * CUBIC's mean window in its cubic region (RFC 9438, Sec. 5.1, the deterministic-loss analysis):
 * W = (C (3 + beta) / (4 (1 - beta)))^(1/4) R^(1/4) / p^(3/4) packets, throughput W / R; C in
 * packets/s^3 (0.4), beta the factor kept at a loss (0.7). RFC 9438 has CUBIC never below Reno's
 * rate (its Reno-friendly region); `cubicThroughput` is the cubic curve's alone, callers take the
 * max with the Reno response where they want CUBIC's actual rate. NaN outside the domain.
 */
export function cubicThroughput(p: number, rtt: number, c = 0.4, beta = 0.7): number {
  if (!(finitePositive(p) && p <= 1 && finitePositive(rtt) && c > 0 && beta > 0 && beta < 1))
    return NaN;
  const w = ((c * (3 + beta)) / (4 * (1 - beta))) ** 0.25 * rtt ** 0.25 * p ** -0.75;
  return w / rtt;
}
