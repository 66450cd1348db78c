import { jainIndex } from '../../../engines/common/jainIndex';
import { rttFit } from '../../../engines/models/illinois/rttFit';
import { acrossReps, type Estimate, FRACTION, NONNEGATIVE } from '../../../sweep/aggregate';
import { pdValues } from '../pdAxis';
import type { IllinoisScenario } from '../scenario';
import { algorithmLabels, bdpPackets, packetsPerSecond, setupAt } from './job';
import { renoSawtooth } from '../../../engines/models/reno/sawtooth';
import type { ExperimentPointResult } from './run';
import { packetView, VIEW_DEFAULTS } from './views';

/**
 * What each packet view concludes from its points: pure functions of the results (by point
 * index), shared by the page's readouts and tables, the command line's JSON and the tests.
 */
export type Results = readonly (ExperimentPointResult | undefined)[];

/** The result of a series at a swept value (or the only one of a view without an axis). */
export function find(results: Results, series: string, x?: number): ExperimentPointResult | null {
  for (const r of results)
    if (r && r.series === series && (x === undefined || r.coords[0] === x)) return r;
  return null;
}

const sum = (v: readonly number[]) => v.reduce((a, b) => a + b, 0);

/**
 * Ratio of two estimates of nonnegative quantities with a 95 % interval from their relative
 * half-widths (delta method; each half-width the larger side's, an interval cut at its range's
 * end being shorter there), the ratio's interval kept at or above 0.
 */
export function ratioOf(a: Estimate, b: Estimate): Estimate {
  const mean = a.mean / b.mean;
  if (!a.ci95 || !b.ci95) return { mean, ci95: null };
  const halfOf = (e: Estimate & { ci95: [number, number] }) =>
    Math.max(e.ci95[1] - e.mean, e.mean - e.ci95[0]);
  const ra = halfOf(a as Estimate & { ci95: [number, number] }) / a.mean;
  const rb = halfOf(b as Estimate & { ci95: [number, number] }) / b.mean;
  const half = mean * Math.hypot(ra, rb);
  return { mean, ci95: [Math.max(0, mean - half), mean + half] };
}

/** Fig. 10: W̄ per algorithm and buffer, and Illinois over Reno at each buffer. */
export function buffersSummary(s: IllinoisScenario, results: Results) {
  const cap = s.cap ?? VIEW_DEFAULTS.buffers.cap;
  const tp = s.tp ?? VIEW_DEFAULTS.buffers.tp;
  const at = (alg: string, b: number) => find(results, alg, b);
  return {
    bdp: bdpPackets(cap, tp),
    buffers: s.buffers,
    algorithms: algorithmLabels(s),
    rows: s.buffers.map((b) => {
      const ill = at('illinois', b);
      const reno = at('reno', b);
      return {
        buffer: b,
        ratio: ill && reno ? ratioOf(ill.flow[0].cwnd, reno.flow[0].cwnd) : null,
        /** Reno's fluid sawtooth (models/reno/sawtooth.ts): its average window and utilization */
        renoModel: renoSawtooth(packetsPerSecond(cap), tp / 1000, b),
      };
    }),
  };
}

/** Fig. 8: W̄ and utilization per algorithm on the long-fat link. */
export function longfatSummary(s: IllinoisScenario, results: Results) {
  const setup = setupAt(s, { series: 'reno', coords: [] });
  const bdp = bdpPackets(setup.cap, setup.flows[0].rttMs);
  return {
    bdp,
    wmax: bdp + setup.buffer,
    renoModel: renoSawtooth(packetsPerSecond(setup.cap), setup.flows[0].rttMs / 1000, setup.buffer),
    rows: algorithmLabels(s).map((alg) => {
      const r = find(results, alg);
      return {
        algorithm: alg,
        cwnd: r?.flow[0].cwnd ?? null,
        utilization: r?.utilization ?? null,
        timeouts: r?.flow[0].timeouts ?? null,
      };
    }),
  };
}

/** Figs. 11-13: per setup, each flow's throughput, Jain's index and the RTT-fairness fit. */
export function rttfairSummary(results: Results) {
  return results.flatMap((r) => {
    if (!r) return [];
    const x = r.flow.map((f) => f.throughput.mean);
    const rtts = r.flows.map((f) => f.rttMs);
    const fit = new Set(rtts).size > 1 ? rttFit(rtts, x) : null;
    return [{ series: r.series, rttMs: rtts, throughput: x, jain: jainIndex(x), fit }];
  });
}

/** Fig. 11 left: the share of the link the non-Reno flows take, per algorithm. */
export function friendlySummary(s: IllinoisScenario, results: Results) {
  return algorithmLabels(s).flatMap((alg) => {
    const r = find(results, alg);
    if (!r) return [];
    // the setup lists the Reno flows first, then as many of the other algorithm
    const half = r.flows.length / 2;
    const theirs = (run: { throughput: number[] }) =>
      sum(run.throughput.filter((_, f) => f >= half));
    const share = acrossReps(
      r.runs.map((run) => theirs(run) / sum(run.throughput)),
      FRACTION,
    );
    const reno = acrossReps(
      r.runs.map((run) => sum(run.throughput) - theirs(run)),
      NONNEGATIVE,
    );
    return [{ algorithm: alg, share, other: acrossReps(r.runs.map(theirs), NONNEGATIVE), reno }];
  });
}

/** An Illinois run whose d_m stayed below ten packets' transmission time: α never recovers. */
export function stuckThresholdMs(capMbps: number): number {
  return (10 * 1000) / packetsPerSecond(capMbps);
}

/** Fig. 14: W̄ of each algorithm and their ratio at each p_d, with the runs that got stuck. */
export function lossySummary(s: IllinoisScenario, results: Results) {
  const cap = s.cap ?? VIEW_DEFAULTS.lossy.cap;
  const limit = stuckThresholdMs(cap);
  return pdValues(s.simpd).flatMap((pd) => {
    const ill = find(results, 'illinois', pd);
    const reno = find(results, 'reno', pd);
    if (!ill || !reno) return [];
    const wr = reno.flow[0].cwnd.mean;
    const stuck = ill.runs.filter((r) => r.dm[0] !== null && r.dm[0] < limit).length;
    return [
      {
        pd,
        illinois: ill.flow[0].cwnd,
        reno: reno.flow[0].cwnd,
        ratio: ratioOf(ill.flow[0].cwnd, reno.flow[0].cwnd),
        /** each Illinois run over Reno's mean: the spread, and the stuck runs */
        runRatios: ill.runs.map((r) => r.cwnd[0] / wr),
        runDm: ill.runs.map((r) => r.dm[0]),
        stuck,
        timeouts: { illinois: ill.flow[0].timeouts, reno: reno.flow[0].timeouts },
      },
    ];
  });
}

/** Eq. (32): Vegas's equilibrium queueing delay with N flows, d_a* = Nγ/C, ms. */
export const vegasDelayMs = (n: number, gamma: number, capMbps: number): number =>
  ((n * gamma) / packetsPerSecond(capMbps)) * 1000;

/** Fig. 15: per algorithm and group, each user's throughput against σ. */
export function noiseSummary(s: IllinoisScenario, results: Results) {
  const cap = s.cap ?? VIEW_DEFAULTS.noise.cap;
  return algorithmLabels(s).map((alg) => {
    const [name, gamma] = alg.split(':');
    const group = (g: 'both' | 'one') =>
      s.sigma.map((sigma) => {
        const r = find(results, `${alg}/${g}`, sigma);
        return r
          ? {
              sigma,
              noisy: r.flow[0].throughput,
              other: r.flow[1].throughput,
              total: r.utilization,
              /** drops after the warm-up (means over the runs), and average windows, per user */
              drops: { noisy: r.flow[0].drops, other: r.flow[1].drops },
              cwnd: { noisy: r.flow[0].cwnd.mean, other: r.flow[1].cwnd.mean },
            }
          : null;
      });
    return {
      algorithm: alg,
      /** Vegas: the σ beyond which the paper expects throughput to fall (≈ d_a*, eq. 33) */
      threshold: name === 'vegas' ? vegasDelayMs(2, Number(gamma), cap) : null,
      both: group('both'),
      one: group('one'),
    };
  });
}

/** The view's summary for the command line's JSON. */
export function experimentSummary(s: IllinoisScenario, results: Results): unknown {
  switch (packetView(s)) {
    case 'buffers':
      return buffersSummary(s, results);
    case 'longfat':
      return longfatSummary(s, results);
    case 'rttfair':
      return rttfairSummary(results);
    case 'friendly':
      return friendlySummary(s, results);
    case 'lossy':
      return lossySummary(s, results);
    case 'noise':
      return noiseSummary(s, results);
    default:
      return null;
  }
}
