import { OKABE_ITO, type LineSeries } from '../../../charts';
import { find, lossySummary, stuckThresholdMs, type Results } from '../experiments/analysis';
import { packetsPerSecond } from '../experiments/job';
import type { LossyReport } from '../lossyReport';
import { illinoisParams, type IllinoisScenario } from '../scenario';
import { VIEW_DEFAULTS } from '../experiments/views';
import { seedRows } from '../../kit/seeds';
import { csvTable, errorBars } from './style';

/**
 * Fig. 14 on the packet engine, for the lossy view's charts: the measured W̄_Illinois/W̄_Reno at
 * each p_d (mean over the replications, 95 % interval), each Illinois run over Reno's mean (the
 * spread, and the runs whose α never recovered), the measured windows, and how the measured
 * ratio stands against (31) and the random-loss model; each point and each run with its seeds on
 * hover, each stuck run with its seed. Pure.
 */
export function lossySim(s: IllinoisScenario, results: Results, models: LossyReport) {
  const points = lossySummary(s, results);
  // each p_d's seeds, in the order of its runs (Reno's runs at a p_d have the same ones)
  const seeds = points.map((p) => find(results, 'illinois', p.pd)?.runs.map((r) => r.seed) ?? []);
  const ratio: LineSeries = {
    id: 'sim-ratio',
    label: 'packet engine (mean of the runs, 95 %)',
    color: OKABE_ITO.vermillion,
    points: Float64Array.from(points.flatMap((p) => [p.pd, p.ratio.mean])),
    errors: errorBars(points.map((p) => p.ratio)),
    showPoints: true,
    width: 1.5,
    details: seeds.map((list) => seedRows(list)),
  };
  const runs: LineSeries = {
    id: 'sim-runs',
    label: 'each Illinois run / mean Reno window',
    color: OKABE_ITO.black,
    points: Float64Array.from(points.flatMap((p) => p.runRatios.flatMap((r) => [p.pd, r]))),
    showPoints: true,
    connect: false,
    width: 1,
    details: points.flatMap((p, i) =>
      p.runRatios.map((_, k) => [{ label: 'seed', value: String(seeds[i][k]) }]),
    ),
  };
  const measured = (alg: 'illinois' | 'reno'): LineSeries => ({
    id: `sim-${alg}`,
    label: `${alg === 'illinois' ? 'Illinois' : 'Reno'}, packet engine`,
    color: alg === 'illinois' ? OKABE_ITO.blue : OKABE_ITO.grey,
    points: Float64Array.from(points.flatMap((p) => [p.pd, p[alg].mean])),
    errors: errorBars(points.map((p) => p[alg])),
    showPoints: true,
    connect: false,
  });
  const random = models.ratios.random;
  const bound = models.bound;
  const cap = s.cap ?? VIEW_DEFAULTS.lossy.cap;
  const stuck = points.reduce((a, p) => a + p.stuck, 0);
  const runCount = points.reduce((a, p) => a + p.runRatios.length, 0);
  const means = points.map((p) => p.ratio.mean);
  const csv = () =>
    csvTable(
      [
        'pd',
        'w_illinois',
        'w_illinois_low',
        'w_illinois_high',
        'w_reno',
        'w_reno_low',
        'w_reno_high',
        'ratio',
        'ratio_low',
        'ratio_high',
        'bound',
        'ratio_random',
        'stuck_runs',
      ],
      points.map((p) => [
        p.pd,
        p.illinois.mean,
        p.illinois.ci95?.[0],
        p.illinois.ci95?.[1],
        p.reno.mean,
        p.reno.ci95?.[0],
        p.reno.ci95?.[1],
        p.ratio.mean,
        p.ratio.ci95?.[0],
        p.ratio.ci95?.[1],
        bound,
        random,
        p.stuck,
      ]),
    );
  const params = illinoisParams(s);
  const limit = stuckThresholdMs(cap);
  const packetMs = 1000 / packetsPerSecond(cap);
  // the stuck runs where Illinois's own rules apply (a window at or above W_thresh: below it
  // Illinois follows Reno's), each against the other runs of its p_d
  const stuckRuns = points.flatMap((p, i) =>
    p.runRatios.flatMap((ratio, k) => {
      const dm = p.runDm[k];
      if (dm === null || dm >= limit || ratio * p.reno.mean < params.wThresh) return [];
      const others = p.runRatios.filter((_, j) => {
        const d = p.runDm[j];
        return j !== k && d !== null && d >= limit;
      });
      const othersMean = others.length ? others.reduce((a, b) => a + b, 0) / others.length : null;
      return [{ pd: p.pd, ratio, dm, othersMean, seed: seeds[i][k] }];
    }),
  );
  const dms = points.flatMap((p) => p.runDm.filter((d): d is number => d !== null));
  return {
    points,
    stuckRuns,
    /** d₁ = η₁·d_m over the runs (ms), and one packet's transmission time (ms) */
    d1: dms.length
      ? {
          min: params.eta1 * Math.min(...dms),
          max: params.eta1 * Math.max(...dms),
          /** runs whose d₁ is under one packet's transmission time, of `runs` */
          below: dms.filter((d) => params.eta1 * d < packetMs).length,
          runs: dms.length,
        }
      : null,
    packetMs,
    wThresh: params.wThresh,
    ratioSeries: points.length ? [ratio, runs] : [],
    windowSeries: points.length ? [measured('illinois'), measured('reno')] : [],
    largest: means.length ? Math.max(...means) : null,
    smallest: means.length ? Math.min(...means) : null,
    /** how many measured means lie above (31)'s value, and above the random-loss model's */
    aboveBound: means.filter((m) => m > bound).length,
    aboveRandom: means.filter((m) => m > random).length,
    runsAboveBound: points.reduce((a, p) => a + p.runRatios.filter((r) => r > bound).length, 0),
    stuck,
    runCount,
    stuckMs: stuckThresholdMs(cap),
    eta1: illinoisParams(s).eta1,
    csv,
  };
}

export type LossySim = ReturnType<typeof lossySim>;
