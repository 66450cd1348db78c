import {
  ILLINOIS_RULES,
  LINUX_PRESET,
  PAPER_PRESET,
  validateIllinoisParams,
  type IllinoisParams,
  type IllinoisRules,
} from '../../engines/models/illinois';
import type { ScenarioSchema } from '../../scenario/codec';
import type { Field } from '../../scenario/fields';
import { booleanField, enumField, listField, numberField } from '../../scenario/fields';
import type { Problem } from '../../scenario/problems';
import { formatNumber } from '../../format/numbers';
import {
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_FIELDS,
  type ExperimentFields,
} from './experiments/fields';
import { EXPERIMENT_VIEWS, packetView, refineExperiment } from './experiments/views';
import { pdField, type PdAxis } from './pdAxis';

/**
 * The TCP-Illinois lab's scenario (paper 003). The Illinois parameters are null when not given:
 * they then take the value of the variant (`variant=paper`: Sec. 6; `variant=linux`: the kernel's),
 * so that `variant=linux` alone switches every default, and a value given in the URL still wins.
 * Every Illinois β here is the fraction REMOVED at a loss (W ← W − βW), as in the paper.
 */
export const VIEWS = ['curves', 'smm', 'lossy', ...EXPERIMENT_VIEWS] as const;
export type IllinoisView = (typeof VIEWS)[number];
export const CONGESTION_CHOICES = ['light', 'medium', 'heavy', 'all'] as const;
export type CongestionChoice = (typeof CONGESTION_CHOICES)[number];
export const BASES = ['events', 'time'] as const;
export type Basis = (typeof BASES)[number];

export interface IllinoisScenario extends ExperimentFields {
  view: IllinoisView;
  variant: IllinoisRules;
  amax: number | null;
  amin: number | null;
  /** β_max, fraction removed */
  bmax: number | null;
  /** β_min, fraction removed */
  bmin: number | null;
  wthresh: number | null;
  eta1: number | null;
  eta2: number | null;
  eta3: number | null;
  theta: number | null;
  /** d_m, the maximum average queueing delay, ms (the curves' x axis ends there) */
  dm: number;
  /** curves: draw the other variant too */
  overlay: boolean;
  /** curves: samples of f₁, f₂ over [0, d_m] on the command line */
  points: number;
  n: number;
  /** per-flow RTTs, ms; null: n values spread evenly over 60..120 ms */
  rtt: number[] | null;
  congestion: CongestionChoice;
  basis: Basis;
  events: number;
  warmup: number;
  seed: number;
  pd: PdAxis;
  /** bandwidth-delay product of the lossy link, packets (validity of eq. 31: no queue) */
  bdp: number;
}

export const ILLINOIS_DEFAULTS: IllinoisScenario = {
  view: 'curves',
  variant: 'paper',
  amax: null,
  amin: null,
  bmax: null,
  bmin: null,
  wthresh: null,
  eta1: null,
  eta2: null,
  eta3: null,
  theta: null,
  dm: 40,
  overlay: false,
  points: 101,
  n: 4,
  rtt: null,
  congestion: 'medium',
  basis: 'events',
  events: 100_000,
  warmup: 1_000,
  seed: 1,
  pd: { kind: 'range', from: 0.0005, to: 0.05, count: 21 },
  bdp: 500,
  ...EXPERIMENT_DEFAULTS,
};

type S = IllinoisScenario;
const num = (...a: Parameters<typeof numberField<S>>) => numberField<S>(...a);

/** URL name → the model's name of each Illinois parameter. */
export const PARAM_KEYS = {
  amax: 'alphaMax',
  amin: 'alphaMin',
  bmax: 'betaRemovedMax',
  bmin: 'betaRemovedMin',
  wthresh: 'wThresh',
  eta1: 'eta1',
  eta2: 'eta2',
  eta3: 'eta3',
  theta: 'theta',
} as const satisfies Record<string, keyof IllinoisParams>;
export type ParamKey = keyof typeof PARAM_KEYS;
export const PARAM_LIST = Object.keys(PARAM_KEYS) as ParamKey[];

export const presetOf = (v: IllinoisRules): Readonly<IllinoisParams> =>
  v === 'linux' ? LINUX_PRESET : PAPER_PRESET;

/** The model's parameters: the scenario's values, the variant's where none is given. */
export function illinoisParams(s: S, variant: IllinoisRules = s.variant): IllinoisParams {
  const p = { ...presetOf(variant), rules: variant };
  for (const k of PARAM_LIST) {
    const v = s[k];
    if (v !== null) p[PARAM_KEYS[k]] = v as never;
  }
  return p;
}

/** "the paper's value 0.1" / "the kernel's value 0.3" */
export function variantValueText(variant: IllinoisRules, k: ParamKey): string {
  const who = variant === 'linux' ? "the kernel's" : "the paper's";
  return `${who} value ${formatNumber(presetOf(variant)[PARAM_KEYS[k]] as number)}`;
}

/** The RTTs of the flows, ms: the list, one value repeated, or n values over 60..120 ms. */
export function rttsOf(s: Pick<S, 'n' | 'rtt'>): number[] {
  if (s.rtt !== null && s.rtt.length === s.n) return s.rtt.slice();
  if (s.rtt !== null && s.rtt.length === 1) return Array.from({ length: s.n }, () => s.rtt![0]);
  if (s.n === 1) return [60];
  return Array.from({ length: s.n }, (_, i) => 60 + (60 * i) / (s.n - 1));
}

export const MAX_FLOWS = 200;

/** Pairs that must be ordered: [lower, upper]. */
const ORDERED: readonly (readonly [ParamKey, ParamKey])[] = [
  ['amin', 'amax'],
  ['bmin', 'bmax'],
  ['eta2', 'eta3'],
];

function refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  // A bad Illinois value falls back to the variant's (the codec only knows "ignored").
  for (const p of problems)
    if (p.used === 'ignored' && p.param in PARAM_KEYS)
      p.used = variantValueText(s.variant, p.param as ParamKey);
  const reset = (k: ParamKey, reason: string) => {
    problems.push({ param: k, reason, used: variantValueText(s.variant, k) });
    s[k] = null;
  };
  for (const [lo, hi] of ORDERED) {
    const p = illinoisParams(s);
    const a = p[PARAM_KEYS[lo]] as number;
    const b = p[PARAM_KEYS[hi]] as number;
    if (a <= b) continue;
    // the value the input gave is the culprit (the lower one when both were given)
    if (given.has(lo) || s[hi] === null)
      reset(lo, `must be <= ${hi} (${formatNumber(b)}), got ${formatNumber(a)}`);
    else reset(hi, `must be >= ${lo} (${formatNumber(a)}), got ${formatNumber(b)}`);
  }
  for (let tries = 0; tries < PARAM_LIST.length; tries++) {
    try {
      validateIllinoisParams(illinoisParams(s));
      break;
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      const field = /^(\w+)/.exec(e.message)?.[1];
      const k = PARAM_LIST.find((x) => PARAM_KEYS[x] === field);
      if (!k || s[k] === null) throw e; // the variant's own values are valid
      reset(k, e.message.replace(/^\w+ /, '').replace(/ \(got (.*)\)$/, ', got $1'));
    }
  }
  if (s.rtt !== null && s.rtt.length > 1 && s.rtt.length !== s.n) {
    if (given.has('n'))
      problems.push({
        param: 'n',
        reason: `n = ${s.n} but rtt lists ${s.rtt.length} RTTs`,
        used: `n = ${s.rtt.length}, the length of rtt`,
      });
    s.n = s.rtt.length;
  }
  if (s.n > MAX_FLOWS) {
    problems.push({
      param: 'rtt',
      reason: `lists ${s.n} RTTs, more than ${MAX_FLOWS} flows`,
      used: 'none: the default RTTs',
    });
    s.rtt = null;
    s.n = ILLINOIS_DEFAULTS.n;
  }
  refineExperiment(s, problems);
}

const param = (k: ParamKey, help: string, range: Parameters<typeof numberField>[2]): Field<S> =>
  num(k, `${help} (default: the variant's)`, range);

/** The model views' own fields, and the packet views that use them too. */
const MODEL_FIELDS: Partial<Record<keyof S, readonly IllinoisView[]>> = {
  dm: [],
  overlay: [],
  points: [],
  congestion: [],
  basis: [],
  events: [],
  warmup: [],
  n: ['rttfair'],
  rtt: ['rttfair'],
  pd: ['lossy'],
  bdp: ['lossy'],
};

export const ILLINOIS_FIELDS: readonly Field<S>[] = [
  enumField<S>(
    'view',
    'curves (Fig. 1), smm (Figs. 2-7), lossy (eq. 31, Fig. 14); packet engine: buffers (Fig. 10), longfat (Fig. 8), rttfair (Figs. 11-13), friendly (Fig. 11 left), noise (Fig. 15)',
    VIEWS,
  ),
  enumField<S>(
    'variant',
    'paper (Sec. 3 and 6) or linux (tcp_illinois.c: its defaults and fixed-point rules)',
    ILLINOIS_RULES,
  ),
  param('amax', 'alpha_max, packets per RTT at low delay', { min: 0, max: 1000, openMin: true }),
  param('amin', 'alpha_min, packets per RTT at d_m', { min: 0, max: 1000, openMin: true }),
  // β from 0.1 % removed: below, the random-loss model's product needs millions of terms
  param('bmax', 'beta_max, fraction of the window REMOVED at high delay', {
    min: 0.001,
    max: 1,
    openMax: true,
  }),
  param('bmin', 'beta_min, fraction of the window REMOVED at low delay', {
    min: 0.001,
    max: 1,
    openMax: true,
  }),
  param('wthresh', 'W_thresh, packets: below it alpha = 1, beta = 1/2', { min: 0, max: 1e6 }),
  param('eta1', 'eta_1: d_1 = eta_1 d_m ends alpha = alpha_max', { min: 0, max: 1, openMax: true }),
  param('eta2', 'eta_2: d_2 = eta_2 d_m ends beta = beta_min', { min: 0, max: 1 }),
  param('eta3', 'eta_3: d_3 = eta_3 d_m starts beta = beta_max', { min: 0, max: 1 }),
  param('theta', 'theta, RTTs below d_1 before alpha_max returns', {
    min: 0,
    max: 1000,
    integer: true,
  }),
  num('dm', 'd_m, the maximum average queueing delay, ms', { min: 0.01, max: 10_000 }),
  booleanField<S>('overlay', 'curves: draw the other variant too (1/0)'),
  num('points', 'curves: samples of f1 and f2 over [0, d_m]', {
    min: 2,
    max: 10_001,
    integer: true,
  }),
  num('n', 'SMM and rttfair: flows', { min: 1, max: MAX_FLOWS, integer: true }),
  listField<S>(
    'rtt',
    'SMM and rttfair: per-flow RTTs, ms, a comma list (default: n over 60..120 ms)',
    {
      min: 0,
      max: 1e5,
      openMin: true,
    },
  ),
  enumField<S>(
    'congestion',
    'SMM: light (M on 1..N/2), medium (1..N), heavy (1..2N), all (the CLI prints the three)',
    CONGESTION_CHOICES,
  ),
  enumField<S>('basis', 'SMM: averages at congestion events (the paper) or over time', BASES),
  num('events', 'SMM: congestion events measured per level', {
    min: 1000,
    max: 1e7,
    integer: true,
  }),
  num('warmup', 'SMM: events left out before measuring', { min: 0, max: 1e7, integer: true }),
  num('seed', 'SMM and packet runs: seed (each level, each point derives its seeds from it)', {
    min: 0,
    max: 0xffffffff,
    integer: true,
  }),
  pdField<S>('pd', 'lossy: p_d range a..b/k (log-spaced) or a comma list'),
  num('bdp', 'lossy: bandwidth-delay product, packets (Sec. 6.3: 500)', {
    min: 0,
    max: 1e9,
    openMin: true,
  }),
  ...(EXPERIMENT_FIELDS as unknown as Field<S>[]),
].map((f) => {
  const home = MODEL_FIELDS[f.key];
  // outside their views the model views' fields are not written (the packet runs ignore them)
  const away = (s: S) => home !== undefined && packetView(s) !== null && !home.includes(s.view);
  // n follows a list of RTTs: writing it too would only repeat the list's length
  if (f.key === 'n')
    return { ...f, inactive: (s: S) => away(s) || (s.rtt !== null && s.rtt.length > 1) };
  return home === undefined ? f : { ...f, inactive: away };
});

export const ILLINOIS_SCHEMA: ScenarioSchema<S> = {
  lab: 'illinois',
  version: 1,
  defaults: ILLINOIS_DEFAULTS,
  fields: ILLINOIS_FIELDS,
  refine,
};
