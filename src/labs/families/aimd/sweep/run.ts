import { AimdSimulation } from '../../../../engines/aimd/simulation';
import type { AimdSummary } from '../../../../engines/aimd/statistics';
import { theoryOf } from '../report';
import { toParams } from '../scenario';
import type { TheoryReport } from '../../../../engines/aimd/theory';
import { acrossReps, FRACTION, meanArrays } from '../../../../sweep/aggregate';
import { pointSeeds, type SweepPoint } from '../../../../sweep/plan';
import { pointScenario, policyOf } from './plan';
import type { PointDetail, PointResult } from './results';
import type { SweepSpec } from './spec';

/**
 * Runs one point of a sweep: all its replications, one after the other, with the exact engine.
 * Pure (no clock, no I/O): the browser's workers, the CLI's threads and the tests all call this,
 * so a point gives the same numbers wherever it runs.
 */
export function runPoint(spec: SweepSpec, point: SweepPoint): PointResult {
  const scenario = pointScenario(spec, point);
  const seeds = pointSeeds(spec, point);
  const summaries = seeds.map((seed) => {
    const sim = new AimdSimulation(toParams({ ...scenario, seed }));
    sim.run(scenario.events);
    return sim.summary();
  });
  const utilizations = summaries.map((s) => s.utilization ?? Number.NaN);
  const utilization = acrossReps(utilizations, FRACTION);
  if (summaries.length === 1) utilization.ci95 = summaries[0].utilizationCI95;
  const theory = theoryOf(scenario);
  return {
    index: point.index,
    policy: policyOf(point),
    coords: point.coords.slice(),
    utilization,
    theory: pointTheory(theory),
    runs: seeds.map((seed, k) => ({ seed, utilization: utilizations[k] })),
    detail: spec.detail ? detailOf(summaries, theory.theorem2) : null,
  };
}

function detailOf(
  summaries: AimdSummary[],
  theorem2: ReturnType<typeof theoryOf>['theorem2'],
): PointDetail {
  const n = summaries[0].flows.length;
  const firstClass = Math.floor(n / 2);
  const classSum = (s: AimdSummary, from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += s.flows[i].throughput ?? Number.NaN;
    return sum;
  };
  return {
    classes: [
      acrossReps(
        summaries.map((s) => classSum(s, 0, firstClass)),
        FRACTION,
      ),
      acrossReps(
        summaries.map((s) => classSum(s, firstClass, n)),
        FRACTION,
      ),
    ],
    aggregateSecondMoment: acrossReps(
      summaries.map((s) => s.aggregateSecondMoment ?? Number.NaN),
      FRACTION,
    ),
    flow1SecondMoment: acrossReps(
      summaries.map((s) => s.flows[0].secondMoment ?? Number.NaN),
      FRACTION,
    ),
    histograms: {
      bins: summaries[0].histograms.bins,
      aggregate: meanArrays(summaries.map((s) => s.histograms.aggregate)),
      flow1: meanArrays(summaries.map((s) => s.histograms.flow1)),
    },
    theorem2: theorem2.applies ? theorem2.value : null,
  };
}

/**
 * The theory value of a point's utilization: Theorem 1 when it applies (identical flows, one
 * flow cut per event), else eq. (6) (synchronized), else none. MulTCP's 1 - (1 - beta)/(2N) is
 * not a prediction for any policy here: it is a separate curve (see theoryCurves).
 */
export function pointTheory(t: TheoryReport): number | null {
  if (t.theorem1.applies) return t.theorem1.value;
  if (t.synchronized.applies) return t.synchronized.value;
  return null;
}
