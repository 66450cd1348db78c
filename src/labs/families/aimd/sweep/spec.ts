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
 * Which labs run such sweeps, and with which defaults, is theirs to say (labs.ts).
 */
export interface SweepSpec extends Omit<AimdScenario, 'policy'>, SweepCore {
  lab: string;
  /** one series per policy, in this order */
  policies: PolicyName[];
  /**
   * whether a point also measures the two classes, the second moments and the histograms (Lab 3):
   * the lab's, not the URL's (a lab's defaults set it; a worker reads it with the point)
   */
  detail: boolean;
}

const common = { ...AIMD_DEFAULTS } as Partial<AimdScenario>;
delete common.policy;
/** What every lab's sweep starts from: the AIMD model's defaults, without a policy. */
export const AIMD_SWEEP_BASE = common as Omit<AimdScenario, 'policy'>;

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
 * The scenario's fields (all but `policy`, which `policies` replaces, and the live run's `speed`:
 * a sweep does not play) and the sweep's own. The scenario's fields read and write only their
 * own property, so they apply to a SweepSpec as is.
 */
export const SWEEP_FIELDS: readonly SweepField[] = [
  ...(AIMD_SCHEMA.fields.filter(
    (f) => f.param !== 'policy' && f.param !== 'speed',
  ) as unknown as SweepField[]),
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

export type { SweepAxis };
