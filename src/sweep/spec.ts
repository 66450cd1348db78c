import { POLICIES, type PolicyName } from '../engines/aimd/params';
import { AIMD_DEFAULTS, AIMD_SCHEMA, type AimdScenario } from '../labs/aimd/scenario';
import type { Field } from '../scenario/fields';
import { numberField } from '../scenario/fields';
import { fail, ok, show, type Parsed } from '../scenario/values';
import { formatAxis, parseAxis, type SweepAxis } from './axis';

/**
 * A sweep: a base scenario of the AIMD model, up to two swept parameters, the loss policies drawn
 * as separate series, and the replications per point. Flat, like the scenario it extends, so that
 * the scenario's table of fields (and its validation) applies to it unchanged.
 */
export const SWEEP_LABS = ['sockets', 'insensitivity', 'aimd'] as const;
export type SweepLab = (typeof SWEEP_LABS)[number];

export interface SweepSpec extends Omit<AimdScenario, 'policy'> {
  lab: SweepLab;
  /** the first swept parameter (the x axis); null: no swept parameter, one point per policy */
  sweep: SweepAxis | null;
  /** a second swept parameter (one series per value), only with `sweep` */
  sweep2: SweepAxis | null;
  /** one series per policy, in this order */
  policies: PolicyName[];
  /** replications per point, each with its own seed derived from `seed` */
  reps: number;
}

/** Runs (points x replications) in one sweep at most: about an hour of a laptop's cores. */
export const MAX_RUNS = 20_000;
export const MAX_REPS = 1000;

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

function parsePolicies(raw: unknown): Parsed<PolicyName[]> {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string') items = raw.trim() === 'all' ? [...POLICIES] : raw.split(',');
  else return fail(`${show(raw)} is not a list of policies`);
  if (items.length === 0) return fail('the list is empty');
  const out: PolicyName[] = [];
  for (const item of items) {
    const name = typeof item === 'string' ? item.trim() : item;
    if (!POLICIES.includes(name as PolicyName))
      return fail(`${show(item)} is not one of ${POLICIES.join(', ')} (or "all")`);
    if (out.includes(name as PolicyName)) return fail(`${show(item)} is listed twice`);
    out.push(name as PolicyName);
  }
  return ok(out);
}

const isAll = (p: readonly PolicyName[]) =>
  p.length === POLICIES.length && p.every((x, k) => x === POLICIES[k]);

type SweepField = Field<SweepSpec>;

function axisField(key: 'sweep' | 'sweep2', help: string): SweepField {
  return {
    key,
    param: key,
    help,
    parse: (raw) => parseAxis(raw) as Parsed<SweepSpec[keyof SweepSpec]>,
    format: (v) => formatAxis(v as SweepAxis | null),
    json: (v) => formatAxis(v as SweepAxis | null),
    none: 'none',
  };
}

/**
 * The scenario's fields (all but `policy`, which `policies` replaces) and the sweep's own. The
 * scenario's fields read and write only their own property, so they apply to a SweepSpec as is.
 */
export const SWEEP_FIELDS: readonly SweepField[] = [
  ...(AIMD_SCHEMA.fields.filter((f) => f.param !== 'policy') as unknown as SweepField[]),
  axisField(
    'sweep',
    'the swept parameter and its values: n:1..20, sigma:0.05..0.95/19, beta:0.3,0.5',
  ),
  axisField('sweep2', 'a second swept parameter (one series per value), same forms'),
  {
    key: 'policies',
    param: 'policies',
    help: 'loss policies drawn as separate series (comma list, or "all")',
    parse: (raw) => parsePolicies(raw) as Parsed<SweepSpec[keyof SweepSpec]>,
    format: (v) => (isAll(v as PolicyName[]) ? 'all' : (v as PolicyName[]).join(',')),
    json: (v) => v,
  },
  numberField<SweepSpec>('reps', 'replications per point (seeds derived from seed)', {
    min: 1,
    max: MAX_REPS,
    integer: true,
  }),
];

export const isSweepLab = (s: unknown): s is SweepLab =>
  typeof s === 'string' && (SWEEP_LABS as readonly string[]).includes(s);
