import { POLICIES, type AimdParams, type PolicyName } from '../../../engines/aimd/params';
import type { ScenarioSchema } from '../../../scenario/codec';
import { enumField, listField, numberField } from '../../../scenario/fields';
import { adaptedDefault, type Problem } from '../../../scenario/problems';
import { fitFlowCount, refineWarmup, type WarmupRule } from '../../../scenario/rules';
import { formatNumber } from '../../../format/numbers';
import { speedField } from '../../kit/live/speedField';
import { AIMD_SPEEDS, type AimdSpeed } from './speeds';

/** The Loss-policies lab's scenario: what a URL or a scenario file says. */
export interface AimdScenario {
  n: number;
  c: number;
  /** one value for every flow, or one per flow */
  beta: number[];
  eta: number[];
  /** RTTs (eta = 1/RTT^2); null when eta is given directly */
  rtt: number[] | null;
  policy: PolicyName;
  /** rate-independent weights; null = uniform */
  weights: number[] | null;
  /** Example 1's two-class bias: the first floor(N/2) flows share sigma, the others 1 - sigma */
  sigma: number | null;
  /** independent policy: probability of each flow being cut */
  p: number[];
  x0: number[];
  seed: number;
  events: number;
  warmup: number;
  /** how fast the live run plays: a factor of the scenario's own speed (see AIMD_SPEEDS) */
  speed: AimdSpeed;
}

export const MAX_N = 100_000;
/** The largest capacity c. */
const C_MAX = 1e15;
export const MAX_EVENTS = 1e12;

export const AIMD_DEFAULTS: AimdScenario = {
  n: 3,
  c: 1,
  beta: [0.5],
  eta: [1],
  rtt: null,
  policy: 'rate-proportional',
  weights: null,
  sigma: null,
  p: [0.5],
  x0: [0],
  seed: 1,
  events: 100_000,
  warmup: 100,
  speed: 1,
};

/** Histogram bins over [0, c]: the same in the browser and the CLI so that both give the same numbers. */
export const AIMD_BINS = 100;

type F = Parameters<typeof numberField<AimdScenario>>;
const num = (...a: F) => numberField<AimdScenario>(...a);
const list = (...a: Parameters<typeof listField<AimdScenario>>) => listField<AimdScenario>(...a);

const expand = (v: number[], n: number): Float64Array =>
  v.length === 1 ? new Float64Array(n).fill(v[0]) : Float64Array.from(v);

const sum = (v: Float64Array): number => v.reduce((a, b) => a + b, 0);

const perFlowKeys = ['beta', 'eta', 'rtt', 'weights', 'p', 'x0'] as const;

function refine(
  s: AimdScenario,
  given: ReadonlySet<keyof AimdScenario>,
  problems: Problem[],
): void {
  const report = (param: string, reason: string, used: string) =>
    problems.push({ param, reason, used });
  s.n = fitFlowCount(
    { param: 'n', value: s.n, given: given.has('n') },
    perFlowKeys.map((key) => ({ param: key, length: s[key]?.length ?? 1, given: given.has(key) })),
    MAX_N,
    problems,
  );
  for (const key of perFlowKeys) {
    const v = s[key];
    if (v !== null && v.length !== 1 && v.length !== s.n) {
      const def = AIMD_DEFAULTS[key];
      report(
        key,
        `has ${v.length} values but n = ${s.n} (give 1 value or ${s.n})`,
        def ? `the default ${def.map(formatNumber).join(',')}` : 'ignored',
      );
      (s as unknown as Record<string, unknown>)[key] = def;
    }
  }
  if (s.rtt !== null && given.has('eta')) {
    report('rtt', 'eta and rtt both given (eta = 1/rtt^2 is one or the other)', 'eta; rtt ignored');
    s.rtt = null;
  }
  // Sums are taken over the expanded per-flow arrays, in the order checkParams adds them, so that
  // a scenario accepted here is never rejected by the engine because of rounding or overflow.
  const weightSum = s.weights === null ? 1 : sum(expand(s.weights, s.n));
  if (!(weightSum > 0 && Number.isFinite(weightSum))) {
    report('weights', 'must have a positive finite sum', 'uniform weights');
    s.weights = null;
  }
  if (s.sigma !== null && s.weights !== null) {
    report('sigma', 'weights and sigma both given', 'weights; sigma ignored');
    s.sigma = null;
  }
  if (s.sigma !== null && s.n < 2) {
    report('sigma', 'the two-class bias needs n >= 2', 'uniform weights; sigma ignored');
    s.sigma = null;
  }
  if (!s.p.some((x) => x > 0)) {
    report('p', 'at least one flow needs a positive probability', 'the default 0.5');
    s.p = AIMD_DEFAULTS.p;
  }
  const x0Sum = sum(expand(s.x0, s.n));
  if (x0Sum > s.c * (1 + 1e-12) && !given.has('c') && x0Sum <= C_MAX) {
    problems.push(
      adaptedDefault(
        'c',
        `the default ${formatNumber(s.c)} is below the initial rates' sum ${formatNumber(x0Sum)}`,
        `${formatNumber(x0Sum)}, the sum (the flows start at the capacity)`,
      ),
    );
    s.c = x0Sum;
  } else if (x0Sum > s.c * (1 + 1e-12)) {
    report(
      'x0',
      `initial rates sum to ${formatNumber(x0Sum)}, more than c = ${formatNumber(s.c)}`,
      'the default 0',
    );
    s.x0 = AIMD_DEFAULTS.x0;
  }
  refineWarmup(s, given as ReadonlySet<string>, ['warmup', 'events'], WARMUP_RULE, problems);
}

/**
 * The warm-up is a count of events, not a share of the run (100 events forget the initial rates
 * whatever the run's length): a short run keeps a tenth of itself as warm-up, and a long warm-up
 * is followed by the default's measured events.
 */
const MEASURED = AIMD_DEFAULTS.events - AIMD_DEFAULTS.warmup;
const WARMUP_RULE: WarmupRule = {
  unit: '',
  warmupFor: (events) => Math.floor(events / 10),
  warmupWhy: 'a tenth of the run',
  runFor: (warmup) => (warmup + MEASURED <= MAX_EVENTS ? warmup + MEASURED : null),
  runWhy: `the warm-up then the default's ${formatNumber(MEASURED)} measured events`,
};

export const AIMD_SCHEMA: ScenarioSchema<AimdScenario> = {
  lab: 'aimd',
  version: 1,
  defaults: AIMD_DEFAULTS,
  fields: [
    num('n', 'number of flows N', { min: 1, max: MAX_N, integer: true }),
    num('c', 'link capacity c', { min: 1e-9, max: C_MAX }),
    list(
      'beta',
      'multiplicative decrease: the fraction of its rate a cut flow keeps (one value, or one per flow)',
      { min: 0, max: 1, openMin: true, openMax: true },
    ),
    {
      ...list('eta', 'additive increase: rate gained per unit time (one value, or one per flow)', {
        min: 1e-9,
        max: 1e15,
      }),
      inactive: (s) => s.rtt !== null, // rtt gives the slopes; writing eta too would conflict
    },
    list('rtt', 'round-trip times, giving eta = 1/rtt^2 (instead of eta)', { min: 1e-6, max: 1e4 }),
    enumField<AimdScenario>('policy', 'loss policy', POLICIES),
    list('weights', 'rate-independent: selection weights, one per flow (>= 0)', { min: 0 }),
    num(
      'sigma',
      "rate-independent: Example 1's bias; the first half of the flows share sigma, the rest 1 - sigma",
      { min: 0, max: 1, openMin: true, openMax: true },
    ),
    list('p', 'independent: probability that each flow is cut at an event', { min: 0, max: 1 }),
    list('x0', 'initial rates (one value, or one per flow; sum <= c)', { min: 0 }),
    num('seed', 'seed of the random generator (xoshiro128**)', {
      min: 0,
      max: 0xffffffff,
      integer: true,
    }),
    num('events', 'congestion events to simulate (taggings for beatdown)', {
      min: 1,
      max: MAX_EVENTS,
      integer: true,
    }),
    num('warmup', 'events left out of the statistics', { min: 0, max: MAX_EVENTS, integer: true }),
    speedField<AimdScenario, AimdSpeed>(
      AIMD_SPEEDS.choices,
      "how fast the page plays the run: a factor of the scenario's own pace, or max",
    ),
  ],
  refine,
};

/** The selection weights a scenario implies for the rate-independent policy. */
export function selectionWeights(s: AimdScenario): Float64Array {
  if (s.weights !== null) return expand(s.weights, s.n);
  if (s.sigma !== null && s.n >= 2) {
    const first = Math.floor(s.n / 2);
    const w = new Float64Array(s.n);
    for (let i = 0; i < s.n; i++)
      w[i] = i < first ? s.sigma / first : (1 - s.sigma) / (s.n - first);
    return w;
  }
  return new Float64Array(s.n).fill(1 / s.n);
}

/** Per-flow slopes: eta directly, or 1/RTT^2. */
export function slopes(s: AimdScenario): Float64Array {
  if (s.rtt !== null) return expand(s.rtt, s.n).map((r) => 1 / (r * r));
  return expand(s.eta, s.n);
}

/** The engine's parameters for a (decoded, hence valid) scenario. */
export function toParams(s: AimdScenario, bins = AIMD_BINS): AimdParams {
  return {
    n: s.n,
    c: s.c,
    beta: expand(s.beta, s.n),
    eta: slopes(s),
    policy: s.policy,
    weights: selectionWeights(s),
    p: expand(s.p, s.n),
    x0: expand(s.x0, s.n),
    seed: s.seed,
    events: s.events,
    warmup: s.warmup,
    bins,
  };
}
