import {
  RENO_ALPHA,
  RENO_BETA_REMOVED,
  validateIllinoisParams,
  type IllinoisParams,
  type IllinoisRules,
} from './params';
import {
  linuxAlphaFixed,
  linuxBetaFixed,
  linuxFixedParams,
  linuxThresholdsUs,
} from './linuxFixedPoint';

/**
 * α = f₁(dₐ) and β = f₂(dₐ) of TCP-Illinois, eqs. (2)-(4), with the delay bounds
 * d_i = η_i·d_m (Sec. 3), d_m the maximum (average) queueing delay, dₐ the average queueing
 * delay over the last RTT. β is the fraction REMOVED (see params.ts).
 */

export interface DelayThresholds {
  dm: number;
  d1: number;
  d2: number;
  d3: number;
}

/**
 * κ₁…κ₄ of (4). κ₁, κ₂ are null when α is constant (α_max = α_min, or d_m = 0); κ₃, κ₄ are null
 * when f₂ is a step (d₂ = d₃, including d_m = 0).
 */
export interface Kappas {
  kappa1: number | null;
  kappa2: number | null;
  kappa3: number | null;
  kappa4: number | null;
}

function checkDelay(name: string, v: number): void {
  if (!Number.isFinite(v) || v < 0) {
    throw new RangeError(`${name} must be a finite delay >= 0 (got ${v})`);
  }
}

export function delayThresholds(p: IllinoisParams, dm: number): DelayThresholds {
  checkDelay('dm', dm);
  return { dm, d1: p.eta1 * dm, d2: p.eta2 * dm, d3: p.eta3 * dm };
}

/**
 * (4), re-derived from continuity: κ₁/(κ₂ + d₁) = α_max and κ₁/(κ₂ + d_m) = α_min give
 *   κ₁ = (d_m − d₁)·α_min·α_max/(α_max − α_min),  κ₂ = (d_m − d₁)·α_min/(α_max − α_min) − d₁;
 * κ₃ + κ₄d₂ = β_min and κ₃ + κ₄d₃ = β_max give
 *   κ₃ = (β_min·d₃ − β_max·d₂)/(d₃ − d₂),  κ₄ = (β_max − β_min)/(d₃ − d₂).
 * κ₂ may be negative (when η₁ > α_min/α_max); κ₂ + dₐ ≥ κ₂ + d₁ = κ₁/α_max > 0 on dₐ > d₁.
 */
export function kappas(p: IllinoisParams, dm: number): Kappas {
  const { d1, d2, d3 } = delayThresholds(p, dm);
  const span = p.alphaMax - p.alphaMin;
  const alphaVaries = span > 0 && dm > d1;
  const betaVaries = d3 > d2;
  return {
    kappa1: alphaVaries ? ((dm - d1) * p.alphaMin * p.alphaMax) / span : null,
    kappa2: alphaVaries ? ((dm - d1) * p.alphaMin) / span - d1 : null,
    kappa3: betaVaries ? (p.betaRemovedMin * d3 - p.betaRemovedMax * d2) / (d3 - d2) : null,
    kappa4: betaVaries ? (p.betaRemovedMax - p.betaRemovedMin) / (d3 - d2) : null,
  };
}

/**
 * f₁ of (2): α_max for dₐ ≤ d₁, κ₁/(κ₂ + dₐ) above. dₐ is clamped to d_m, which is by
 * definition the largest delay seen (so f₁ ≥ α_min). No θ rule here: that needs memory (thetaRule).
 */
export function alphaCurve(p: IllinoisParams, da: number, dm: number): number {
  checkDelay('da', da);
  checkDelay('dm', dm);
  const d1 = p.eta1 * dm;
  const d = Math.min(da, dm);
  const span = p.alphaMax - p.alphaMin;
  if (d <= d1 || !(span > 0)) return p.alphaMax;
  // κ₁/(κ₂ + dₐ) with numerator and denominator multiplied by (α_max − α_min)/α_min: the same
  // function, without the cancellation in κ₂ + dₐ (κ₂ can be negative and close to −dₐ).
  const dmr = dm - d1;
  return (dmr * p.alphaMax) / (dmr + ((d - d1) * span) / p.alphaMin);
}

/** f₂ of (3): β_min (removed) up to d₂, linear κ₃ + κ₄dₐ on (d₂, d₃), β_max from d₃ on. */
export function betaRemovedCurve(p: IllinoisParams, da: number, dm: number): number {
  checkDelay('da', da);
  const { d2, d3 } = delayThresholds(p, dm);
  const d = Math.min(da, dm);
  if (d <= d2) return p.betaRemovedMin;
  if (d >= d3) return p.betaRemovedMax;
  // κ₃ + κ₄dₐ, written from d₂ so that rounding cannot take it outside [β_min, β_max]
  return p.betaRemovedMin + ((p.betaRemovedMax - p.betaRemovedMin) * (d - d2)) / (d3 - d2);
}

/** Memory of the θ rule: has dₐ been above d₁, and for how many RTTs has it been back below. */
export interface ThetaMemory {
  rttAbove: boolean;
  rttLow: number;
}

export type ThetaDecision = 'alpha-max' | 'hold' | 'curve';

/**
 * The θ rule (Sec. 3): once dₐ > d₁, α may not return to α_max before dₐ has stayed below d₁ for
 * θ RTTs; meanwhile α keeps its last value ('hold'). Called once per RTT; updates `mem`.
 * - paper: θ CONSECUTIVE low RTTs (a high RTT restarts the count);
 * - linux: the kernel does not reset its counter on a high RTT, so low RTTs accumulate.
 * In both, α_max comes back on the θ-th low RTT (θ = 0 and θ = 1 act alike).
 */
export function thetaRule(
  rules: IllinoisRules,
  theta: number,
  mem: ThetaMemory,
  belowD1: boolean,
): ThetaDecision {
  if (!belowD1) {
    mem.rttAbove = true;
    if (rules === 'paper') mem.rttLow = 0;
    return 'curve';
  }
  if (!mem.rttAbove) return 'alpha-max';
  if (++mem.rttLow < theta) return 'hold';
  mem.rttLow = 0;
  mem.rttAbove = false;
  return 'alpha-max';
}

/**
 * The W_thresh rule (Sec. 3): below W_thresh, α = 1 and β = ½ (Reno's values, as the paper writes
 * them; with the default β_max = ½ this is also β_max, the kernel's BETA_BASE). Null above.
 */
export function smallWindowValues(
  p: IllinoisParams,
  cwnd: number,
): { alpha: number; betaRemoved: number } | null {
  return cwnd < p.wThresh ? { alpha: RENO_ALPHA, betaRemoved: RENO_BETA_REMOVED } : null;
}

export interface CurveSamples extends DelayThresholds, Kappas {
  rules: IllinoisRules;
  /** K delays from 0 to d_m */
  da: number[];
  alpha: number[];
  betaRemoved: number[];
}

/**
 * f₁ and f₂ at K evenly spaced dₐ ∈ [0, d_m] (for view=curves). With linux rules the values are
 * the kernel's fixed-point ones (dₐ, d_m rounded to whole µs, α in 1/128, β in 1/64), the κ's
 * are still the real-valued ones of (4) for reference.
 */
export function sampleCurves(p: IllinoisParams, dm: number, points: number): CurveSamples {
  validateIllinoisParams(p);
  checkDelay('dm', dm);
  if (!Number.isInteger(points) || points < 2) {
    throw new RangeError(`points must be an integer >= 2 (got ${points})`);
  }
  const da: number[] = [];
  const alpha: number[] = [];
  const betaRemoved: number[] = [];
  if (p.rules === 'linux') {
    const fx = linuxFixedParams(p);
    const dmUs = Math.min(Math.round(dm * 1e6), fx.rttMaxUs);
    const t = linuxThresholdsUs(fx, dmUs);
    for (let k = 0; k < points; k++) {
      const daUs = Math.round((k * dmUs) / (points - 1));
      da.push(daUs / 1e6);
      alpha.push(linuxAlphaFixed(fx, daUs, dmUs, t.d1) / fx.alphaScale);
      betaRemoved.push(linuxBetaFixed(fx, daUs, t.d2, t.d3) / fx.betaScale);
    }
    const th = { dm: dmUs / 1e6, d1: t.d1 / 1e6, d2: t.d2 / 1e6, d3: t.d3 / 1e6 };
    return { rules: p.rules, ...th, ...kappas(p, th.dm), da, alpha, betaRemoved };
  }
  for (let k = 0; k < points; k++) {
    const d = k === points - 1 ? dm : (k * dm) / (points - 1);
    da.push(d);
    alpha.push(alphaCurve(p, d, dm));
    betaRemoved.push(betaRemovedCurve(p, d, dm));
  }
  return { rules: p.rules, ...delayThresholds(p, dm), ...kappas(p, dm), da, alpha, betaRemoved };
}
