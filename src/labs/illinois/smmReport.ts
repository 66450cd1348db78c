import {
  CONGESTION_LEVELS,
  SMM_DEFAULTS,
  simulateSmm,
  type BasisStats,
  type CongestionLevel,
  type SmmParams,
} from '../../engines/models/illinois';
import { illinoisParams, rttsOf, type Basis, type IllinoisScenario } from './scenario';

/**
 * The stochastic matrix model (17)-(18) for one congestion level, as the page and the command
 * line both run it: the same parameters, the same seed for every level, the same numbers.
 */
export interface SmmLevelRun {
  congestion: CongestionLevel;
  /** M is uniform on 1..mMax */
  mMax: number;
  rttMs: number[];
  /** β̂ = β_max, the fraction removed at a back-off (Sec. 4.2) */
  betaRemoved: number;
  atEvents: BasisStats;
  overTime: BasisStats;
  utilization: number;
  meanDropped: number;
  /** fraction of events in which k flows backed off, k = 1..N */
  flowsCut: number[];
  backoffRate: number[];
  theorem43: number[];
}

/** The engine's parameters for one level of the scenario (M, the RTTs, β̂ = β_max, the seed). */
export function smmParams(s: IllinoisScenario, level: CongestionLevel): SmmParams {
  return {
    ...SMM_DEFAULTS,
    rttsMs: rttsOf(s),
    congestion: level,
    betaRemoved: illinoisParams(s).betaRemovedMax,
    seed: s.seed,
    events: s.events,
    warmup: s.warmup,
  };
}

export function runSmmLevel(s: IllinoisScenario, level: CongestionLevel): SmmLevelRun {
  const p = smmParams(s, level);
  const r = simulateSmm(p);
  return {
    congestion: level,
    mMax: r.mMax,
    rttMs: p.rttsMs,
    betaRemoved: p.betaRemoved,
    atEvents: r.atEvents,
    overTime: r.overTime,
    utilization: r.utilization,
    meanDropped: r.meanDropped,
    flowsCut: r.flowsCut,
    backoffRate: r.backoffRate,
    theorem43: r.theorem43,
  };
}

export const levelsOf = (s: IllinoisScenario): CongestionLevel[] =>
  s.congestion === 'all' ? [...CONGESTION_LEVELS] : [s.congestion];

export const statsOf = (run: SmmLevelRun, basis: Basis): BasisStats =>
  basis === 'events' ? run.atEvents : run.overTime;

/** What the command line prints for one level: the chosen basis in full, μ of the other. */
export interface SmmSummary {
  congestion: CongestionLevel;
  mMax: number;
  basis: Basis;
  rttMs: number[];
  /** μ of (27) from the fit of log x̄ᵢ against log Tᵢ (slope −(1+μ)); null with equal RTTs */
  mu: number | null;
  muHalfWidth: number | null;
  fit: { slope: number; intercept: number; r2: number } | null;
  /** x̄ᵢ/xᵢ* (xᵢ* = equal windows), per flow in the order of rtt, with 95 % half-widths */
  ratio: number[];
  ratioHalfWidth: number[];
  /** Std(xᵢ)/x̄ᵢ */
  cv: number[];
  cvHalfWidth: number[];
  /** x̄ᵢ, packets/s (C = 12,500 packets/s: 100 Mb/s of 1000-byte packets) */
  mean: number[];
  meanHalfWidth: number[];
  std: number[];
  stdHalfWidth: number[];
  xStar: number[];
  /** the other basis (Remark 1), for comparison */
  other: { basis: Basis; mu: number | null; muHalfWidth: number | null; ratio: number[] };
  utilization: number;
  meanDropped: number;
  flowsCut: number[];
  backoffRate: number[];
  /** Tᵢ²·avg(xᵢDᵢ): Theorem 4.3, (20), says it is the same for every flow */
  theorem43: number[];
}

export function levelSummary(run: SmmLevelRun, basis: Basis): SmmSummary {
  const st = statsOf(run, basis);
  const otherBasis: Basis = basis === 'events' ? 'time' : 'events';
  const ot = statsOf(run, otherBasis);
  return {
    congestion: run.congestion,
    mMax: run.mMax,
    basis,
    rttMs: run.rttMs,
    mu: st.fit?.mu ?? null,
    muHalfWidth: st.fit?.muHalfWidth ?? null,
    fit: st.fit ? { slope: st.fit.slope, intercept: st.fit.intercept, r2: st.fit.r2 } : null,
    ratio: st.ratio,
    ratioHalfWidth: st.ratioHalfWidth,
    cv: st.cv,
    cvHalfWidth: st.cvHalfWidth,
    mean: st.mean,
    meanHalfWidth: st.meanHalfWidth,
    std: st.std,
    stdHalfWidth: st.stdHalfWidth,
    xStar: st.xStar,
    other: {
      basis: otherBasis,
      mu: ot.fit?.mu ?? null,
      muHalfWidth: ot.fit?.muHalfWidth ?? null,
      ratio: ot.ratio,
    },
    utilization: run.utilization,
    meanDropped: run.meanDropped,
    flowsCut: run.flowsCut,
    backoffRate: run.backoffRate,
    theorem43: run.theorem43,
  };
}
