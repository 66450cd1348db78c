import type { IllinoisParams, IllinoisRules } from '../../engines/models/illinois';
import {
  resolveCc,
  type CcChoiceParam,
  type CcFieldValues,
  type CcValues,
} from '../../engines/packet/cc/ccParams';
import { ILLINOIS_CC, illinoisModelParams } from '../../engines/packet/cc/illinois';
import type { CcSpec } from '../../engines/packet/params';
import type { ScenarioSchema } from '../../scenario/codec';
import type { Field } from '../../scenario/fields';
import { booleanField, enumField, listField, numberField } from '../../scenario/fields';
import { ccParamField } from '../families/packet/ccFields';
import { refineCcRules } from '../families/packet/ccRules';
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

/**
 * TCP-Illinois's parameters, as the module declares them (src/engines/packet/cc/illinois.ts:
 * amax, amin, bmax, bmin, wthresh, eta1, eta2, eta3, theta), each null for the variant's value.
 */
export type ParamKey = Exclude<keyof CcFieldValues<typeof ILLINOIS_CC>, 'ivariant'>;
type IllinoisValues = { [K in ParamKey]: number | null };

/** The module's variant parameter: `variant=` here (the Dumbbell lab's flat URL says ivariant). */
const VARIANT_PARAM = ILLINOIS_CC.params.find((p) => p.key === 'ivariant') as CcChoiceParam;

export interface IllinoisScenario extends ExperimentFields, IllinoisValues {
  view: IllinoisView;
  variant: IllinoisRules;
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

/** The parameters in the module's order (the variant aside). */
export const PARAM_LIST = ILLINOIS_CC.params
  .map((p) => p.key)
  .filter((k): k is ParamKey => k !== 'ivariant');

/** The engine's spec of TCP-Illinois for a scenario: the values given, under the module's names. */
export function illinoisSpec(s: IllinoisValues, variant: IllinoisRules): CcSpec {
  const spec: CcSpec = { name: ILLINOIS_CC.name, ivariant: variant };
  for (const k of PARAM_LIST) {
    const v = s[k];
    if (v !== null) spec[k] = v;
  }
  return spec;
}

/** Every parameter in force: the scenario's values, the variant's where none is given. */
export const illinoisValues = (s: S, variant: IllinoisRules = s.variant): CcValues =>
  resolveCc(ILLINOIS_CC, illinoisSpec(s, variant));

/** The model's parameters (src/engines/models/illinois) in force. */
export const illinoisParams = (s: S, variant: IllinoisRules = s.variant): IllinoisParams =>
  illinoisModelParams(illinoisValues(s, variant));

/** A parameter's own value in a variant (the scenario's aside). */
export const variantValue = (variant: IllinoisRules, k: ParamKey): number =>
  resolveCc(ILLINOIS_CC, { name: ILLINOIS_CC.name, ivariant: variant })[k] as number;

/** "the paper's value 0.1" / "the kernel's value 0.3" */
export function variantValueText(variant: IllinoisRules, k: ParamKey): string {
  const who = variant === 'linux' ? "the kernel's" : "the paper's";
  return `${who} value ${formatNumber(variantValue(variant, k))}`;
}

/** The RTTs of the flows, ms: the list, one value repeated, or n values over 60..120 ms. */
export function rttsOf(s: Pick<S, 'n' | 'rtt'>): number[] {
  if (s.rtt !== null && s.rtt.length === s.n) return s.rtt.slice();
  if (s.rtt !== null && s.rtt.length === 1) return Array.from({ length: s.n }, () => s.rtt![0]);
  if (s.n === 1) return [60];
  return Array.from({ length: s.n }, (_, i) => 60 + (60 * i) / (s.n - 1));
}

export const MAX_FLOWS = 200;

function refine(s: S, given: ReadonlySet<keyof S>, problems: Problem[]): void {
  // A bad Illinois value falls back to the variant's (the codec only knows "ignored").
  for (const p of problems)
    if (p.used === 'ignored' && (PARAM_LIST as readonly string[]).includes(p.param))
      p.used = variantValueText(s.variant, p.param as ParamKey);
  // the module's rules (α_min <= α_max ..., the kernel's fixed point): a value given that breaks
  // one falls back to the variant's
  refineCcRules(
    ILLINOIS_CC,
    () => illinoisSpec(s, s.variant),
    given as ReadonlySet<string>,
    (k) => (s[k as ParamKey] = null),
    (k) => variantValueText(s.variant, k as ParamKey),
    (param, reason, used, note) => problems.push({ param, reason, used, ...(note && { note }) }),
    (k, v) => (s[k as ParamKey] = v),
  );
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
  refineExperiment(s, given as ReadonlySet<string>, problems);
}

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
  enumField<S>('variant', VARIANT_PARAM.help, VARIANT_PARAM.names),
  ...ILLINOIS_CC.params
    .filter((p) => p.key !== 'ivariant')
    .map((p) => ccParamField<S>(ILLINOIS_CC, p, `${p.help} (default: the variant's)`)),
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
