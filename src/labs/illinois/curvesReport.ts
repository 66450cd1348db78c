import {
  paperRangeWarnings,
  sampleCurves,
  type IllinoisParams,
  type IllinoisRules,
} from '../../engines/models/illinois';
import { illinoisParams, type IllinoisScenario } from './scenario';

/**
 * Fig. 1 as numbers: α = f₁(dₐ) and β (removed) = f₂(dₐ) sampled over [0, d_m], the delay
 * thresholds and the κ's of (4), for the scenario's variant (and the other one with overlay=1).
 * Delays are in ms here (the model works in seconds).
 */
export interface CurveSet {
  variant: IllinoisRules;
  params: IllinoisParams;
  /** d_m, d₁ = η₁d_m, d₂, d₃, ms (the kernel's whole µs with linux rules) */
  thresholdsMs: { dm: number; d1: number; d2: number; d3: number };
  /** κ₁ (α·ms), κ₂ (ms), κ₃ (1), κ₄ (1/ms); null where the curve is flat or a step */
  kappas: {
    kappa1: number | null;
    kappa2: number | null;
    kappa3: number | null;
    kappa4: number | null;
  };
  d_a: number[];
  alpha: number[];
  beta_removed: number[];
  /** the kernel clamps RTT samples (U32_MAX/ALPHA_MAX µs): d_m was cut to this, ms */
  clampedDm: number | null;
}

const ms = (sec: number): number => sec * 1000;
const scale = (v: number | null, f: number): number | null => (v === null ? null : v * f);

/** f₁ and f₂ at `points` delays evenly spaced over [0, d_m], as sampleCurves gives them. */
export function curveSet(s: IllinoisScenario, variant: IllinoisRules, points: number): CurveSet {
  const params = illinoisParams(s, variant);
  const c = sampleCurves(params, s.dm / 1000, points);
  const dm = ms(c.dm);
  return {
    variant,
    params,
    thresholdsMs: { dm, d1: ms(c.d1), d2: ms(c.d2), d3: ms(c.d3) },
    kappas: {
      kappa1: scale(c.kappa1, 1000),
      kappa2: scale(c.kappa2, 1000),
      kappa3: c.kappa3,
      kappa4: scale(c.kappa4, 1e-3),
    },
    d_a: c.da.map(ms),
    alpha: c.alpha,
    beta_removed: c.betaRemoved,
    clampedDm: Math.abs(dm - s.dm) > 1e-3 ? dm : null,
  };
}

export const otherVariant = (v: IllinoisRules): IllinoisRules =>
  v === 'paper' ? 'linux' : 'paper';

/** The two rules that the curves do not show, one sentence each, with the values in force. */
export function ruleSentences(p: IllinoisParams, dmMs: number): { theta: string; wthresh: string } {
  const d1 = Number((p.eta1 * dmMs).toPrecision(3));
  const counting =
    p.rules === 'linux'
      ? 'the kernel counts low-delay RTTs without restarting the count when one is high'
      : 'consecutive RTTs: a high one restarts the count';
  return {
    theta:
      `θ = ${p.theta}: once dₐ has exceeded d₁ (${d1} ms), α may return to α_max only after ` +
      `dₐ has stayed below d₁ for θ RTTs (${counting}); meanwhile α keeps its last value.`,
    wthresh:
      `W_thresh = ${p.wThresh}: below a window of ${p.wThresh} packets, α = 1 and β = ½ ` +
      `(Reno's values), whatever the delay.`,
  };
}

export interface CurvesReport {
  view: 'curves';
  curves: CurveSet;
  overlay: CurveSet | null;
  rules: { theta: string; wthresh: string };
  /** values outside the ranges Sec. 3 asks for (allowed, but not the paper's algorithm) */
  warnings: string[];
}

export function curvesReport(s: IllinoisScenario): CurvesReport {
  const curves = curveSet(s, s.variant, s.points);
  return {
    view: 'curves',
    curves,
    overlay: s.overlay ? curveSet(s, otherVariant(s.variant), s.points) : null,
    rules: ruleSentences(curves.params, s.dm),
    warnings: paperRangeWarnings(curves.params),
  };
}
