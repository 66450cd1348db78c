import { ONE_FLOW_POLICIES, type PolicyName } from './params';

/**
 * Closed-form results of paper 000 for the AIMD model, each next to its formula (TeX, for the
 * UI's KaTeX) and a predicate saying when it applies. Values are normalised by c.
 */

/** Theorem 1, eq. (5): identical flows, one flow signalled per congestion event. */
export function theorem1(n: number, beta: number): number {
  return 1 - 1 / (1 + (n * (1 + beta)) / (1 - beta));
}

/** Eq. (6): synchronized flows (policy ALL), whatever N. */
export function synchronizedUtilization(beta: number): number {
  return (1 + beta) / 2;
}

/** MulTCP(N) as one AIMD flow with slope N eta and factor 1 - (1 - beta)/N, through eq. (6). */
export function multcp(n: number, beta: number): number {
  return 1 - (1 - beta) / (2 * n);
}

/** Proposition 1, eq. (9): largest-rate fixed point of the rates just before congestion, sorted, c = 1. */
export function proposition1Point(n: number, beta: number): number[] {
  const x1 = 2 / ((1 + beta) * n + (1 - beta));
  return Array.from({ length: n }, (_, k) => x1 * (1 - ((1 - beta) * k) / n));
}

/** Beatdown stationary point (Sec. IV-B): rates when a flow is tagged, sorted, c = 1. */
export function beatdownPoint(n: number): number[] {
  if (n === 1) return [1];
  return Array.from({ length: n }, (_, k) => (2 * (n - 1 - k)) / (n * (n - 1)));
}

/**
 * Exact E[X_1^2]/c^2 for two identical flows under largest-rate, any beta: the 2-periodic orbit
 * of Proposition 1 (x1 = 2/(3 + beta), x2 = x1 (1 + beta)/2 before congestion), each flow rising
 * from beta x1 to x2 and from x2 to x1 in turn. For beta = 1/2 this is 4/21.
 */
export function largestRateSecondMomentN2(beta: number): number {
  const hi = 2 / (3 + beta);
  const mid = (hi * (1 + beta)) / 2;
  const lo = beta * hi;
  return (lo * lo + lo * mid + mid * mid + mid * mid + mid * hi + hi * hi) / 6;
}

/**
 * Exact E[X_1^2]/c^2 for two identical flows under beatdown, any beta, integrating the sawtooth:
 * half the time the flow rises from 0 to c (1/3 of c^2 on average); the other half it is beaten
 * down from c, rising from beta x_k to rho x_k on gap k, rho = (1 + beta)/2. Gives
 * 1/6 + (1 - beta)(beta^2 + beta rho + rho^2) / (12 (1 - rho^3)), = 28/111 ~ 0.25225 for beta = 1/2.
 * The paper's Step 1 of Appendix B integrates a straight line between consecutive congestion
 * points instead (rate from x_k to x_{k+1}, never dropping to beta x_k), which gives 1/3.
 */
export function beatdownSecondMomentN2(beta: number): number {
  const rho = (1 + beta) / 2;
  return 1 / 6 + ((1 - beta) * (beta * beta + beta * rho + rho * rho)) / (12 * (1 - rho ** 3));
}

/** The paper's Theorem 2 values (N = 2, beta = 1/2), as printed. */
export const THEOREM2_PAPER: Partial<Record<PolicyName, number>> = {
  beatdown: 1 / 3,
  'rate-independent': 5 / 24,
  'rate-proportional': 679 / 3396,
  'largest-rate': 4 / 21,
};

export const TEX = {
  theorem1: String.raw`\frac{\mathbb{E}[X]}{c} = 1 - \frac{1}{1 + \frac{1+\beta}{1-\beta}N}`,
  synchronized: String.raw`\frac{\mathbb{E}[X_{\mathrm{ALL}}]}{c} = \frac{1+\beta}{2}`,
  multcp: String.raw`\frac{\mathbb{E}[X_{\mathrm{MulTCP}}]}{c} = 1 - \frac{1-\beta}{2N}`,
  theorem2: String.raw`\frac{\mathbb{E}[X_1^2]}{c^2} = \tfrac{5}{24},\ \tfrac{679}{3396},\ \tfrac{4}{21},\ \tfrac{1}{3}`,
  proposition1: String.raw`x_1 = \frac{2}{(1+\beta)N + (1-\beta)},\quad x_i = x_1\Bigl(1 - \frac{(1-\beta)(i-1)}{N}\Bigr)`,
  beatdownPoint: String.raw`\frac{\tilde y_i}{c} = \frac{2(N-i)}{N(N-1)}`,
} as const;

/** What the theory module needs to know of a scenario. */
export interface TheoryInput {
  n: number;
  policy: PolicyName;
  beta: ArrayLike<number>;
  eta: ArrayLike<number>;
  weights: ArrayLike<number>;
}

export type Verdict<T> = { applies: true; value: T } | { applies: false; reason: string };

function allEqual(a: ArrayLike<number>): boolean {
  for (let i = 1; i < a.length; i++) if (a[i] !== a[0]) return false;
  return true;
}

function identicalReason(s: TheoryInput): string | null {
  if (!allEqual(s.beta)) return 'the flows have different beta; the result needs identical flows';
  if (!allEqual(s.eta))
    return 'the flows have different eta (RTT); the result needs identical flows';
  return null;
}

export interface TheoryReport {
  theorem1: Verdict<number>;
  synchronized: Verdict<number>;
  multcp: Verdict<number>;
  /** Theorem 2: flow 1's second moment for this policy (paper value, and exact value where ours differs) */
  theorem2: Verdict<{ paper: number | null; exact: number | null }>;
  proposition1: Verdict<number[]>;
  beatdownPoint: Verdict<number[]>;
  /** the utilization this scenario should reach, when a result above predicts it */
  predictedUtilization: number | null;
}

export function theoryFor(s: TheoryInput): TheoryReport {
  const beta = s.beta[0];
  const notIdentical = identicalReason(s);
  const oneFlow = ONE_FLOW_POLICIES.includes(s.policy) || s.n === 1;

  const theorem1V: Verdict<number> = notIdentical
    ? { applies: false, reason: notIdentical }
    : !oneFlow
      ? {
          applies: false,
          reason: `${s.policy} can signal several flows per event; Theorem 1 assumes exactly one (ONE)`,
        }
      : { applies: true, value: theorem1(s.n, beta) };

  const synchronizedV: Verdict<number> = !allEqual(s.beta)
    ? { applies: false, reason: 'the flows have different beta' }
    : s.policy !== 'synchronized' && s.n > 1
      ? {
          applies: false,
          reason: 'eq. (6) is for the synchronized policy (every flow cut at every event)',
        }
      : { applies: true, value: synchronizedUtilization(beta) };

  const multcpV: Verdict<number> = !allEqual(s.beta)
    ? { applies: false, reason: 'the flows have different beta' }
    : { applies: true, value: multcp(s.n, beta) };

  let theorem2V: TheoryReport['theorem2'];
  if (s.n !== 2 || notIdentical)
    theorem2V = { applies: false, reason: 'Theorem 2 is for two identical flows' };
  else if (s.policy === 'rate-independent' && !allEqual(s.weights))
    theorem2V = {
      applies: false,
      reason: 'Theorem 2 assumes each flow is picked with probability 1/2',
    };
  else {
    const paper = beta === 0.5 ? (THEOREM2_PAPER[s.policy] ?? null) : null;
    const exact =
      s.policy === 'largest-rate'
        ? largestRateSecondMomentN2(beta)
        : s.policy === 'beatdown'
          ? beatdownSecondMomentN2(beta)
          : paper;
    theorem2V =
      paper === null && exact === null
        ? {
            applies: false,
            reason:
              s.policy in THEOREM2_PAPER
                ? 'Theorem 2 is stated for beta = 1/2'
                : `Theorem 2 has no value for ${s.policy}`,
          }
        : { applies: true, value: { paper, exact } };
  }

  const proposition1V: Verdict<number[]> =
    s.policy !== 'largest-rate'
      ? { applies: false, reason: 'Proposition 1 is about the largest-rate policy' }
      : notIdentical
        ? { applies: false, reason: notIdentical }
        : { applies: true, value: proposition1Point(s.n, beta) };

  const beatdownV: Verdict<number[]> =
    s.policy !== 'beatdown'
      ? { applies: false, reason: 'the stationary point is about the beatdown policy' }
      : notIdentical
        ? { applies: false, reason: notIdentical }
        : { applies: true, value: beatdownPoint(s.n) };

  return {
    theorem1: theorem1V,
    synchronized: synchronizedV,
    multcp: multcpV,
    theorem2: theorem2V,
    proposition1: proposition1V,
    beatdownPoint: beatdownV,
    predictedUtilization: theorem1V.applies
      ? theorem1V.value
      : synchronizedV.applies
        ? synchronizedV.value
        : null,
  };
}
