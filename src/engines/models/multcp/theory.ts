import { multcp as multcpUtilizationAimd, theorem1 } from '../../aimd/theory';
import { checkN } from './rules';

/**
 * Closed-form results for MulTCP(N): paper 004's Annex B (steady state under random loss) and
 * Sec. 3 (receive-buffer limit), and paper 000's Sec. II-B.4 (MulTCP as one AIMD flow).
 *
 * Units: p is a loss probability per packet; windows are in packets; B (packet size) and R (RTT)
 * are in whatever units the caller uses, and throughputs come out in B per unit of R (bytes and
 * seconds give bytes/s; B = 1 and R = 1 give packets per RTT).
 */

function checkP(p: number): number {
  if (!(Number.isFinite(p) && p > 0 && p < 1))
    throw new RangeError(`p: the loss probability must be in (0, 1), got ${p}`);
  return p;
}

function checkPositive(v: number, field: string): number {
  if (!(Number.isFinite(v) && v > 0))
    throw new RangeError(`${field}: must be a finite number > 0, got ${v}`);
  return v;
}

/**
 * The deterministic sawtooth of Annex B: the window drops from W to W (N - 1/2)/N at each loss and
 * grows by N per RTT back to W. A cycle lasts (W - W(N - 1/2)/N)/N = W/(2N^2) RTTs at a mean
 * window of (W + W(N - 1/2)/N)/2 = W (N - 1/4)/N, so it carries S = W^2 (N - 1/4)/(2 N^3)
 * packets; one loss per cycle makes S = 1/p (eq. 2: p = 2N^2/W^2 · N/(N - 1/4)). Hence the peak
 * W = sqrt(2 N^3 / ((N - 1/4) p)) and the mean window sqrt(2 N (N - 1/4) / p). These are exact for
 * the fluid sawtooth (the paper's "≈" drops one term of the per-RTT sum, a relative O(sqrt p)).
 */
export function sawtoothPeakWindow(n: number, p: number): number {
  checkN(n);
  return Math.sqrt((2 * n ** 3) / ((n - 0.25) * checkP(p)));
}

/** Mean window (packets) of the Annex B sawtooth: W (N - 1/4)/N = sqrt(2 N (N - 1/4) / p). */
export function sawtoothMeanWindow(n: number, p: number): number {
  checkN(n);
  return Math.sqrt((2 * n * (n - 0.25)) / checkP(p));
}

/**
 * Eqs. (1) and (3): T(N) = sqrt(2) sqrt(N (N - 1/4)) B / (R sqrt(p)), the mean window times B over
 * R. For N = 1 it is sqrt(3/2) B/(R sqrt p), the classical TCP result of Floyd and Fall [5].
 */
export function multcpThroughput(n: number, p: number, rtt: number, packetSize: number): number {
  return (
    (sawtoothMeanWindow(n, p) * checkPositive(packetSize, 'packetSize')) / checkPositive(rtt, 'rtt')
  );
}

/** T_1 = sqrt(3/2) B/(R sqrt p): one TCP under the same sawtooth model. */
export function tcpThroughput(p: number, rtt: number, packetSize: number): number {
  return multcpThroughput(1, p, rtt, packetSize);
}

/**
 * Annex B's gain T(N)/T_1 = sqrt(2 N (N - 1/4)) / sqrt(3/2) = (2/sqrt 3) sqrt(N (N - 1/4)).
 * N = 1: (2/sqrt 3) sqrt(3/4) = 1; N = 2: sqrt(28/3) = 2.1602; N = 4: 2 sqrt 5 = 4.4721;
 * N = 10: 11.4018. For large N it approaches (2/sqrt 3)(N - 1/8), 15.5 % above N: the paper's
 * "≈ N T_1 for 1 <= N <= 10" is loose (its own eq. 3 drops the 1/4, giving sqrt 2 N, while T_1
 * keeps it, sqrt(3/2)); the exact formula is what we draw.
 */
export function multcpGain(n: number): number {
  checkN(n);
  return (2 / Math.sqrt(3)) * Math.sqrt(n * (n - 0.25));
}

/**
 * Paper 000, Sec. II-B.4: MulTCP(N) is one AIMD flow with additive increase N eta and kept factor
 * beta' = 1 - (1 - beta)/N (for beta = 1/2 that is 004's (N - 1/2)/N); one flow under (ONE) or ALL
 * gives eq. (6) with beta': E[X]/c = (1 + beta')/2 = 1 - (1 - beta)/(2N).
 */
export function multcpUtilization(n: number, beta = 0.5): number {
  checkN(n);
  return multcpUtilizationAimd(n, beta);
}

/** Theorem 1 (eq. 5): N identical AIMD flows, one signalled per event: 1 - 1/(1 + N(1+beta)/(1-beta)). */
export function parallelUtilization(n: number, beta = 0.5): number {
  checkN(n);
  return theorem1(n, beta);
}

/** The kept factor of paper 000's reading, 1 - (1 - beta)/N; at beta = 1/2 it is 004's (N - 1/2)/N. */
export function multcpKeptFactor(n: number, beta = 0.5): number {
  return 1 - (1 - beta) / checkN(n);
}

/**
 * How much MulTCP(N) overshoots N parallel flows in paper 000's model. With a = 1 - beta and
 * b = 1 + beta, (5) is N b/(a + N b) and (6) with beta' is (2N - a)/(2N), so
 *   ratio      = (2N - a)(a + N b)/(2 b N^2) = 1 + (a^2 / (2b)) (N - 1)/N^2,
 *   difference = a^2 (N - 1) / (2N (a + N b))          (in units of c).
 * Both vanish at N = 1 and as N grows; see maxMulTcpExcess for their maxima.
 */
export function multcpExcess(n: number, beta = 0.5): { ratio: number; difference: number } {
  const a = 1 - beta;
  const b = 1 + beta;
  checkN(n);
  return {
    ratio: 1 + ((a * a) / (2 * b)) * ((n - 1) / (n * n)),
    difference: (a * a * (n - 1)) / (2 * n * (a + n * b)),
  };
}

/**
 * Maxima over real N >= 1 of multcpExcess. (N - 1)/N^2 peaks at N = 2 (derivative (2 - N)/N^3),
 * so the ratio peaks at 1 + (1 - beta)^2 / (8 (1 + beta)): 1 + 1/48 = 1.0208 for beta = 1/2,
 * under paper 000's "less than 1.025". The difference peaks where b N^2 - 2 b N - a = 0, i.e.
 * N = 1 + sqrt(1 + a/b) (= 1 + sqrt(4/3) = 2.1547 for beta = 1/2, where it is 0.01795 c).
 */
export function maxMulTcpExcess(beta = 0.5): {
  ratioN: number;
  ratio: number;
  differenceN: number;
  difference: number;
} {
  if (!(Number.isFinite(beta) && beta > 0 && beta < 1))
    throw new RangeError(`beta: must be in (0, 1), got ${beta}`);
  const a = 1 - beta;
  const b = 1 + beta;
  const differenceN = 1 + Math.sqrt(1 + a / b);
  return {
    ratioN: 2,
    ratio: 1 + (a * a) / (8 * b),
    differenceN,
    difference: multcpExcess(differenceN, beta).difference,
  };
}

/** Sec. 3, Fig. 2: at most one receive buffer B_R in flight per RTT, T <= B_R / R. */
export function receiveBufferLimit(bufferSize: number, rtt: number): number {
  return checkPositive(bufferSize, 'bufferSize') / checkPositive(rtt, 'rtt');
}

/**
 * Fig. 2's curve: T(B_R) = min(B_R / R, T_loss), linear in the buffer up to the knee
 * B_R* = T_loss R (the loss-limited window in bytes), flat beyond. T_loss is the throughput the
 * loss rate allows, e.g. multcpThroughput(N, p, R, B); same units as B_R / R.
 */
export function receiveBufferThroughput(
  bufferSize: number,
  rtt: number,
  lossLimited: number,
): number {
  return Math.min(receiveBufferLimit(bufferSize, rtt), checkPositive(lossLimited, 'lossLimited'));
}

/** The knee of Fig. 2: the receive buffer beyond which losses, not the buffer, limit T. */
export function receiveBufferKnee(rtt: number, lossLimited: number): number {
  return checkPositive(rtt, 'rtt') * checkPositive(lossLimited, 'lossLimited');
}

/**
 * Sec. 3.1: buffers b_i = B k_i / sum_j k_j, with B = bottleneck bandwidth x mean RTT (what can be
 * in transit). With a common bottleneck and RTT, T_i = b_i / R is then proportional to the price k_i
 * (weighted proportional fairness on one link: Annex A with x_i ∝ k_i).
 */
export function receiveBufferShares(
  bottleneckRate: number,
  meanRtt: number,
  prices: readonly number[],
): number[] {
  const total = checkPositive(bottleneckRate, 'bottleneckRate') * checkPositive(meanRtt, 'meanRtt');
  if (prices.length === 0) throw new RangeError('prices: at least one connection is needed');
  prices.forEach((k, i) => checkPositive(k, `prices[${i}]`));
  const sum = prices.reduce((s, k) => s + k, 0);
  return prices.map((k) => (total * k) / sum);
}
