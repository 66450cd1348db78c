/**
 * Hacker, Athey and Noble's upper bound on the throughput of N parallel TCP connections, as paper
 * 001 quotes it in eq. (1):
 *
 *   Throughput <= (MSS / RTT) [1/sqrt(p_1) + 1/sqrt(p_2) + ... + 1/sqrt(p_N)],
 *
 * p_i being connection i's packet loss rate. It is the sum of N single-connection "square-root
 * law" rates (Mathis et al.), each connection being assumed to see the same RTT. As printed in
 * paper 001 it carries no constant: Mathis et al.'s sqrt(3/2) (about 1.22) is absent, and we
 * follow the printed form.
 *
 * It needs loss rates, which the other two models do not (their point is to do without them).
 * Without a loss rate there is no bound: callers get null (see parallelTcpModels).
 *
 * With MSS counted as one packet the bound is in packets per second; RTT is T, the propagation
 * RTT without queueing (the lab's T). A measured RTT including queueing, up to T + Q/B, gives a
 * lower bound. The bound grows linearly in N for a fixed loss rate: it knows nothing of the link's
 * capacity, so for N large it exceeds B, and it exceeds the other models.
 */

/** The loss rate of each of N connections: one shared value or one per connection. */
export type LossRates = number | readonly number[];

/**
 * Checks the loss rates of eq. (1): one shared value, or a list of exactly N; each in (0, 1]
 * (p = 0 makes the bound infinite; p > 1 is not a probability). A shared value stays a number:
 * N can be large and nothing needs N copies of it. `fail` throws (by default a RangeError naming
 * lossRate).
 */
export function checkLossRates(
  N: number,
  p: LossRates,
  fail: (message: string) => never = (message) => {
    throw new RangeError(`lossRate: ${message}`);
  },
): number | readonly number[] {
  const ok = (pi: unknown) => typeof pi === 'number' && Number.isFinite(pi) && pi > 0 && pi <= 1;
  if (typeof p === 'number') {
    if (!ok(p)) fail(`must be in (0, 1], got ${p}`);
    return p;
  }
  if (!Array.isArray(p)) fail('expected a number or an array of numbers');
  if (p.length !== N) fail(`expected one loss rate or ${N} of them, got ${p.length}`);
  p.forEach((pi, i) => {
    if (!ok(pi)) fail(`loss rate #${i + 1} must be in (0, 1], got ${String(pi)}`);
  });
  return p;
}

/**
 * Eq. (1) in packets per second: sum over the connections of 1 / (T sqrt(p_i)) (MSS = 1 packet).
 * T in seconds, p in (0, 1] (validated by checkLossRates).
 */
export function hackerBound(T: number, p: readonly number[]): number {
  let sum = 0;
  for (const pi of p) sum += 1 / Math.sqrt(pi);
  return sum / T;
}

/** Eq. (1) with the same loss rate p for all N connections: N / (T sqrt(p)) packets per second. */
export function hackerBoundUniform(T: number, N: number, p: number): number {
  return N / (T * Math.sqrt(p));
}
