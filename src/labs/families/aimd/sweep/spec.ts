import { POLICIES, type PolicyName } from '../../../../engines/aimd/params';
import type { Field } from '../../../../scenario/fields';
import { checkRange } from '../../../../scenario/fields';
import { ok, type Parsed } from '../../../../scenario/values';
import type { SweepAxis, SweepParamTable } from '../../../../sweep/axis';
import { axisField, parseNameList, repsField, type SweepCore } from '../../../../sweep/spec';
import { AIMD_DEFAULTS, AIMD_SCHEMA, type AimdScenario } from '../scenario';

export { MAX_REPS, MAX_RUNS } from '../../../../sweep/spec';

/**
 * A sweep of the AIMD model (Labs 2 and 3, and Lab 1 with `sweep=`): a base scenario, up to two
 * swept parameters, the loss policies drawn as separate series, and the replications per point.
 */
export const SWEEP_LABS = ['sockets', 'insensitivity', 'aimd'] as const;
export type SweepLab = (typeof SWEEP_LABS)[number];

export interface SweepSpec extends Omit<AimdScenario, 'policy'>, SweepCore {
  lab: SweepLab;
  /** one series per policy, in this order */
  policies: PolicyName[];
}

const common = { ...AIMD_DEFAULTS } as Partial<AimdScenario>;
delete common.policy;
const aimdBase = common as Omit<AimdScenario, 'policy'>;

/**
 * Per-lab defaults. Lab 2's 100,000 events per run put every point within its interval of
 * Theorem 1 (the engine's batch-means half-width is ~1e-6 there) and the default sweep
 * (20 N x 2 policies x 5 replications = 200 runs, 2e7 events) takes a few seconds on two cores.
 * Lab 2 draws rate-proportional (any one-flow policy gives Theorem 1) against synchronized.
 */
export const SWEEP_DEFAULTS: Record<SweepLab, SweepSpec> = {
  sockets: {
    ...aimdBase,
    lab: 'sockets',
    sweep: { param: 'n', kind: 'range', from: 1, to: 20 },
    sweep2: null,
    policies: ['rate-proportional', 'synchronized'],
    reps: 5,
  },
  insensitivity: {
    ...aimdBase,
    lab: 'insensitivity',
    n: 4,
    sweep: { param: 'sigma', kind: 'linspace', from: 0.05, to: 0.95, count: 19 },
    sweep2: null,
    policies: ['rate-independent'],
    reps: 5,
  },
  aimd: {
    ...aimdBase,
    lab: 'aimd',
    sweep: null,
    sweep2: null,
    policies: [AIMD_DEFAULTS.policy],
    reps: 5,
  },
};

/** What each lab adds to the standard results: Lab 3 wants classes, moments and histograms. */
export const LAB_DETAIL: Record<SweepLab, boolean> = {
  sockets: false,
  insensitivity: true,
  aimd: false,
};

/** The scenario parameters a sweep can vary; per-flow ones take one value for every flow. */
export const SWEEP_PARAMS = [
  'n',
  'beta',
  'sigma',
  'c',
  'eta',
  'rtt',
  'p',
  'events',
  'warmup',
] as const;
export type SweepParam = (typeof SWEEP_PARAMS)[number];

const INTEGER_PARAMS: readonly string[] = ['n', 'events', 'warmup'];

/**
 * Each swept value is checked by the parameter's own field (its range); a swept p is also every
 * flow's probability, so it must be positive (the engine needs one flow that can be cut).
 */
export const SWEEP_PARAM_TABLE: SweepParamTable = SWEEP_PARAMS.map((param) => {
  const field = AIMD_SCHEMA.fields.find((f) => f.param === param);
  return {
    param,
    integer: INTEGER_PARAMS.includes(param),
    check(v: number): string | null {
      const parsed = field ? field.parse(v) : ok(v);
      if (!parsed.ok) return parsed.reason;
      return param === 'p' ? checkRange(v, { min: 0, max: 1, openMin: true }) : null;
    },
  };
});

const isAll = (p: readonly PolicyName[]) =>
  p.length === POLICIES.length && p.every((x, k) => x === POLICIES[k]);

type SweepField = Field<SweepSpec>;

/**
 * The scenario's fields (all but `policy`, which `policies` replaces) and the sweep's own. The
 * scenario's fields read and write only their own property, so they apply to a SweepSpec as is.
 */
export const SWEEP_FIELDS: readonly SweepField[] = [
  ...(AIMD_SCHEMA.fields.filter((f) => f.param !== 'policy') as unknown as SweepField[]),
  axisField<SweepSpec>(
    'sweep',
    'the swept parameter and its values: n:1..20, sigma:0.05..0.95/19, beta:0.3,0.5',
    SWEEP_PARAM_TABLE,
  ),
  axisField<SweepSpec>(
    'sweep2',
    'a second swept parameter (one series per value), same forms',
    SWEEP_PARAM_TABLE,
  ),
  {
    key: 'policies',
    param: 'policies',
    help: 'loss policies drawn as separate series (comma list, or "all")',
    parse: (raw) => parseNameList(raw, POLICIES, 'policies') as Parsed<SweepSpec[keyof SweepSpec]>,
    format: (v) => (isAll(v as PolicyName[]) ? 'all' : (v as PolicyName[]).join(',')),
    json: (v) => v,
  },
  repsField<SweepSpec>(),
];

export const isSweepLab = (s: unknown): s is SweepLab =>
  typeof s === 'string' && (SWEEP_LABS as readonly string[]).includes(s);

export type { SweepAxis };
