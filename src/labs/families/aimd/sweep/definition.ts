import { csvNumber } from '../../../../format/numbers';
import type { SweepDefinition } from '../../../../sweep/spec';
import type { Estimate } from '../../../../sweep/aggregate';
import { runnableSweep } from './plan';
import { smallestNReadout, theoryCurves } from './readout';
import { refineAimdSweep } from './refine';
import type { PointResult } from './results';
import { aimdSweepLab, aimdSweepLabs } from './labs';
import { SWEEP_PARAM_TABLE, type SweepSpec } from './spec';

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

/** Sweeps of the AIMD model, for the labs that register one (labs.ts). */
export const AIMD_SWEEPS: SweepDefinition<SweepSpec, PointResult> = {
  get labs() {
    return aimdSweepLabs().map((l) => l.lab);
  },
  schema: (lab) => aimdSweepLab(lab).schema,
  params: SWEEP_PARAM_TABLE,
  sameQuantity: [['eta', 'rtt', 'eta = 1/rtt^2']],
  series: (s) => s.policies,
  refine: refineAimdSweep,
  columns: (s) => [...STANDARD_COLUMNS, ...(s.detail ? DETAIL_COLUMNS : [])],
  cells,
  seeds: (r) => r.runs.map((x) => x.seed),
  extras: (s, byIndex, sharded) => ({
    readout: sharded ? [] : smallestNReadout(s, byIndex),
    theoryCurves: theoryCurves(s),
  }),
  runnable: runnableSweep,
};
