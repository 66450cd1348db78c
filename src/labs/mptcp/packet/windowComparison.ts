import type { SweepPoint } from '../../../sweep/plan';
import { dynamicSetup, steadyNetwork } from '../comparison';
import { fluidAlg, type LabAlgorithm } from '../labAlgorithms';
import { packetHorizon, traceIntervalOf } from '../packetScenario';
import type { MptcpScenario } from '../scenario';
import { responsivenessOf, tcpRatioOf } from './measures';
import { convergenceSeeds, notConvergedNote, seedConvergence } from './seedConvergence';
import { buildSetup, runLengthOf, sourceAlgorithms } from './setup';
import { WindowRun } from './windowRun';
import type { WindowComparisonResult, WindowComparisonSpec } from './windowComparisonPlan';

export * from './windowComparisonPlan';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * One algorithm's window-level row (in the pool's workers), as the fluid comparison computes its
 * own (comparison.ts): a steady run, then the single-path sources on [40 s, 80 s) only.
 */
export function windowComparisonRow(
  s: MptcpScenario,
  alg: LabAlgorithm,
): Omit<WindowComparisonResult, 'index' | 'coords'> {
  const algorithms = sourceAlgorithms(s, alg);
  const responsive = s.net === 'responsiveness';
  const steadyLength = responsive
    ? { horizon: 200, warmup: 50, interval: traceIntervalOf(s) }
    : runLengthOf(s);
  const steady = new WindowRun(
    buildSetup(s, steadyNetwork(s, fluidAlg(alg)), algorithms, steadyLength),
  );
  const sum = steady.finish();
  const setup = steady.setup;
  const kind = (mp: boolean) => setup.sources.flatMap((x, k) => (x.multipath === mp ? [k] : []));
  const mpSources = kind(true);
  const spSources = kind(false);
  const mpT = mpSources.map((k) => sum.sources[k].throughput);
  const spT = spSources.map((k) => sum.sources[k].throughput);
  const share = mpT.reduce((a, b) => a + b, 0) / [...mpT, ...spT].reduce((a, b) => a + b, 0);
  const base = {
    alg,
    mpMean: mpT.length > 0 ? mean(mpT) : NaN,
    spMean: spT.length > 0 ? mean(spT) : NaN,
    mpShare: share,
    oscillation: mean(mpSources.map((k) => steady.log.sourceD(setup.sources[k].flows).D)),
    ratio: tcpRatioOf(
      steady,
      mpSources.map((k) => setup.sources[k].flows),
      spSources.map((k) => setup.sources[k].flows),
    ),
  };
  const dyn = dynamicSetup(s, fluidAlg(alg));
  if (typeof dyn === 'string')
    return { ...base, convergence: null, seeds: null, convergenceNote: dyn, spAverage: NaN };
  const horizon = responsive ? packetHorizon(s) : 150;
  // the dynamic run once per seed: the convergence time is their statistic, the single-path
  // throughput the first seed's (the scenario's own)
  const seeds = convergenceSeeds(s);
  const runs = seeds.map((seed) => {
    const run = new WindowRun(
      buildSetup({ ...s, seed }, dyn.net, algorithms, {
        horizon,
        warmup: 20,
        interval: traceIntervalOf(s),
      }),
    );
    run.finish();
    const single = dyn.single.flatMap((k) => run.setup.sources[k].flows);
    return responsivenessOf(run, dyn.watched, single);
  });
  const stat = seedConvergence(
    seeds,
    runs.map((r) => r.convergenceTime),
  );
  return {
    ...base,
    convergence: stat.mean,
    seeds: stat,
    convergenceNote: notConvergedNote(stat),
    spAverage: runs[0].spAverage,
  };
}

/** One point of the pool: one algorithm's window-level row. */
export function runWindowPoint(
  spec: WindowComparisonSpec,
  point: SweepPoint,
): WindowComparisonResult {
  const alg = point.series as LabAlgorithm;
  return { index: point.index, coords: [], ...windowComparisonRow(spec.scenario, alg) };
}
