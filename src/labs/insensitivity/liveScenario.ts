import type { AimdScenario } from '../families/aimd/scenario';
import { AIMD_SCHEMA } from '../families/aimd/scenario';
import { encodeQuery } from '../../scenario/codec';
import { axisValues } from '../../sweep/axis';
import { pointSeeds } from '../../sweep/plan';
import { pointScenario, type SweepPoint } from '../families/aimd/sweep/plan';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { fixed } from '../../format/numbers';

/**
 * The σ slider's live run: the Loss-policies scenario of the sweep's point at σ (rate-independent
 * with Example 1's bias), with the seed of that point's first replication, so that the live
 * sample paths are one of the runs behind the chart's point (exactly so at a swept σ).
 */
export const SIGMA_STEP = 0.005;

/** Fig. 4's two panels: σ = 1/2 (all flows alike) and σ = 1/8 (the classes split). */
export const FIG4_SIGMAS = [0.5, 0.125] as const;

/** The slider's value, on its grid of SIGMA_STEP strictly inside (0, 1). */
export function snapSigma(v: number): number {
  if (!Number.isFinite(v)) return 0.5;
  const k = Math.round(v / SIGMA_STEP);
  return Math.min(1 - SIGMA_STEP, Math.max(SIGMA_STEP, Number((k * SIGMA_STEP).toFixed(3))));
}

/**
 * The live run's sigma (shown when sigma is swept). When sigma is swept, the sweep overrides the scenario's own `sigma` at
 * every point, so that field is free to carry the slider's position in the URL
 * (`sigma=0.3&sweep=sigma:...` shares the sweep with the live run at 0.3); Fig. 4's right panel
 * (1/8) without one.
 */
export function liveSigmaOf(spec: SweepSpec): number {
  return spec.sigma ?? FIG4_SIGMAS[1];
}

/** The scenario with the slider at `sigma` (the sweep itself unchanged). */
export const withLiveSigma = (spec: SweepSpec, sigma: number): SweepSpec => ({ ...spec, sigma });

export function livePoint(spec: SweepSpec, sigma: number): SweepPoint {
  const policy = spec.policies.includes('rate-independent') ? 'rate-independent' : spec.policies[0];
  const coords = [sigma, ...(spec.sweep2 ? [axisValues(spec.sweep2)[0]] : [])];
  return { index: 0, series: policy, coords };
}

export function liveScenario(spec: SweepSpec, sigma: number): AimdScenario {
  const point = livePoint(spec, sigma);
  return { ...pointScenario(spec, point), seed: pointSeeds(spec, point)[0] };
}

/** The Loss-policies lab's link to the live run (to explore it there: step, zoom, histograms). */
export const liveQuery = (s: AimdScenario): string => encodeQuery(AIMD_SCHEMA, s);

/** "flows 1–2 each picked with probability 0.0625; flows 3–4 each with 0.4375" (N = 4). */
export function sigmaCaption(n: number, sigma: number): string {
  const k = Math.floor(n / 2);
  const group = (a: number, b: number) => (a === b ? `flow ${a}` : `flows ${a}–${b}`);
  const each = (m: number) => (m > 1 ? 'each ' : '');
  return (
    `${group(1, k)} ${each(k)}picked with probability ${fixed(sigma / k, 4)}; ` +
    `${group(k + 1, n)} ${each(n - k)}with ${fixed((1 - sigma) / (n - k), 4)}`
  );
}
