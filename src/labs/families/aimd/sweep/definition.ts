import type { ScenarioSchema } from '../../../../scenario/codec';
import type { Problem } from '../../../../scenario/problems';
import { csvNumber } from '../../../../format/numbers';
import { sweepRefiner } from '../../../../sweep/refine';
import type { SweepDefinition } from '../../../../sweep/spec';
import type { Estimate } from '../../../../sweep/aggregate';
import { runnableSweep } from './plan';
import { smallestNReadout, theoryCurves } from './readout';
import { refineAimdSweep } from './refine';
import type { PointResult } from './results';
import {
  LAB_DETAIL,
  SWEEP_DEFAULTS,
  SWEEP_FIELDS,
  SWEEP_LABS,
  SWEEP_PARAM_TABLE,
  type SweepLab,
  type SweepSpec,
} from './spec';

/** The columns after the swept parameters: the policy and the utilization, then Lab 3's. */
export const STANDARD_COLUMNS = ['policy', 'utilization', 'ci95_low', 'ci95_high', 'theory'];

const DETAIL_COLUMNS = [
  ...['class1_throughput', 'class1_ci95_low', 'class1_ci95_high'],
  ...['class2_throughput', 'class2_ci95_low', 'class2_ci95_high'],
  ...['aggregate_second_moment', 'flow1_second_moment', 'theorem2_paper', 'theorem2_exact'],
];

const estimateCells = (e: Estimate) => [
  csvNumber(e.mean),
  csvNumber(e.ci95?.[0]),
  csvNumber(e.ci95?.[1]),
];

function cells(r: PointResult): string[] {
  const out = [r.policy, ...estimateCells(r.utilization), csvNumber(r.theory)];
  const d = r.detail;
  if (d) {
    out.push(...estimateCells(d.classes[0]), ...estimateCells(d.classes[1]));
    out.push(csvNumber(d.aggregateSecondMoment.mean), csvNumber(d.flow1SecondMoment.mean));
    out.push(csvNumber(d.theorem2?.paper), csvNumber(d.theorem2?.exact));
  }
  return out;
}

/**
 * `policy=` is read as a one-policy `policies=`, so that a Loss-policies link with a `sweep=` added
 * stays valid (in the browser's URL, in files and in the CLI alike).
 */
function policyAlias(
  entries: readonly [string, unknown][],
  problems: Problem[],
): [string, unknown][] {
  const policy = entries.find(([name]) => name === 'policy');
  if (!policy) return [...entries];
  const both = entries.some(([name]) => name === 'policies');
  if (both)
    problems.push({ param: 'policy', reason: 'policy and policies both given', used: 'policies' });
  return entries.flatMap((e) => (e !== policy ? [e] : both ? [] : [['policies', e[1]]]));
}

/** The sweeps' URL and file forms, one schema per lab (they differ in their defaults). */
export const SWEEP_SCHEMAS = Object.fromEntries(
  SWEEP_LABS.map((lab) => [
    lab,
    {
      lab,
      version: 1,
      defaults: SWEEP_DEFAULTS[lab],
      fields: SWEEP_FIELDS,
      refine: sweepRefiner(() => AIMD_SWEEPS),
      aliases: policyAlias,
    },
  ]),
) as Record<SweepLab, ScenarioSchema<SweepSpec>>;

/** Sweeps of the AIMD model: Lab 2, Lab 3, and Lab 1 with `sweep=`. */
export const AIMD_SWEEPS: SweepDefinition<SweepSpec, PointResult> = {
  labs: SWEEP_LABS,
  schema: (lab) => SWEEP_SCHEMAS[lab as SweepLab],
  params: SWEEP_PARAM_TABLE,
  sameQuantity: [['eta', 'rtt', 'eta = 1/rtt^2']],
  series: (s) => s.policies,
  refine: refineAimdSweep,
  columns: (s) => [...STANDARD_COLUMNS, ...(LAB_DETAIL[s.lab] ? DETAIL_COLUMNS : [])],
  cells,
  extras: (s, byIndex, sharded) => ({
    readout: sharded ? [] : smallestNReadout(s, byIndex),
    theoryCurves: theoryCurves(s),
  }),
  runnable: runnableSweep,
};
