/** The loss policies of the AIMD model (paper 000, Sec. I-IV; Baccelli-Hong for `independent`). */
export const POLICIES = [
  'rate-proportional',
  'largest-rate',
  'rate-independent',
  'beatdown',
  'synchronized',
  'independent',
] as const;
export type PolicyName = (typeof POLICIES)[number];

/** Policies that signal exactly one flow per congestion event: assumption (ONE) of Theorem 1. */
export const ONE_FLOW_POLICIES: readonly PolicyName[] = [
  'rate-proportional',
  'largest-rate',
  'rate-independent',
  'beatdown',
];

/** One-line explanations, shared by the CLI help and the UI. */
export const POLICY_EXPLANATIONS: Record<PolicyName, string> = {
  'rate-proportional': 'one flow per congestion event, chosen with probability x_i/c',
  'largest-rate':
    'one flow per congestion event: the one with the largest rate (ties: lowest index)',
  'rate-independent':
    'one flow per congestion event, chosen with fixed probabilities (weights or sigma)',
  beatdown:
    'a tagged flow is cut at every congestion time until it reaches zero (infinitely many cuts in finite time, summed exactly); then the largest flow is tagged. One event = one tagging',
  synchronized: 'every flow is cut at every congestion event (window synchronization, eq. 6)',
  independent:
    'each flow is cut independently with probability p_i, conditioned on at least one cut per event',
};

/** Fully resolved numeric parameters of one AIMD run: what the engine consumes. */
export interface AimdParams {
  /** number of flows N */
  n: number;
  /** link capacity c */
  c: number;
  /** multiplicative-decrease factor per flow (the fraction kept), 0 < beta < 1 */
  beta: Float64Array;
  /** additive-increase slope per flow (rate per unit time), > 0 */
  eta: Float64Array;
  policy: PolicyName;
  /** rate-independent selection weights (>= 0, positive sum) */
  weights: Float64Array;
  /** independent policy: probability that each flow is cut, in [0, 1], one positive at least */
  p: Float64Array;
  /** initial rates, >= 0, sum <= c */
  x0: Float64Array;
  seed: number;
  /** congestion events to simulate (taggings for beatdown) */
  events: number;
  /** events excluded from the statistics */
  warmup: number;
  /** histogram bins over [0, c] */
  bins: number;
}

/** Thrown when parameters handed to the engine directly are invalid (the codec never lets them through). */
export class AimdParamError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid AIMD parameters: ${problems.join('; ')}`);
    this.name = 'AimdParamError';
  }
}

const finite = (x: number): boolean => Number.isFinite(x);

/** Checks every constraint of the model; returns the list of violations (empty when valid). */
export function checkParams(p: AimdParams): string[] {
  const out: string[] = [];
  if (!Number.isInteger(p.n) || p.n < 1) out.push(`n must be an integer >= 1 (got ${p.n})`);
  if (!finite(p.c) || p.c <= 0) out.push(`c must be a finite number > 0 (got ${p.c})`);
  const n = p.n;
  const perFlow = (name: string, a: Float64Array, ok: (x: number) => boolean, rule: string) => {
    if (a.length !== n) out.push(`${name} must have ${n} values (got ${a.length})`);
    for (let i = 0; i < a.length; i++) {
      if (!finite(a[i]) || !ok(a[i])) {
        out.push(`${name}[${i + 1}] must be ${rule} (got ${a[i]})`);
        break;
      }
    }
  };
  perFlow('beta', p.beta, (x) => x > 0 && x < 1, 'in (0, 1)');
  perFlow('eta', p.eta, (x) => x > 0, '> 0');
  perFlow('weights', p.weights, (x) => x >= 0, '>= 0');
  perFlow('p', p.p, (x) => x >= 0 && x <= 1, 'in [0, 1]');
  perFlow('x0', p.x0, (x) => x >= 0, '>= 0');
  const weightSum = p.weights.reduce((s, x) => s + x, 0);
  if (!(weightSum > 0 && finite(weightSum))) out.push('weights must have a positive finite sum');
  if (!p.p.some((x) => x > 0)) out.push('p must be positive for at least one flow');
  const sum = p.x0.reduce((s, x) => s + x, 0);
  if (sum > p.c * (1 + 1e-12)) out.push(`initial rates sum to ${sum}, more than c = ${p.c}`);
  if (!Number.isInteger(p.events) || p.events < 1) out.push(`events must be an integer >= 1`);
  if (!Number.isInteger(p.warmup) || p.warmup < 0 || p.warmup >= p.events)
    out.push('warmup must be an integer with 0 <= warmup < events');
  if (!Number.isInteger(p.bins) || p.bins < 1 || p.bins > 10000)
    out.push('bins must be in 1..10000');
  if (!Number.isInteger(p.seed) || p.seed < 0 || p.seed > 0xffffffff)
    out.push('seed must be an integer in 0..2^32-1');
  return out;
}
