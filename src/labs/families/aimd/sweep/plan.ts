import { POLICIES, type PolicyName } from '../../../../engines/aimd/params';
import {
  enumeratePoints as enumerateAny,
  pointCount,
  sweptParams,
  type SweepPoint as AnyPoint,
} from '../../../../sweep/plan';
import type { AimdScenario } from '../scenario';
import type { SweepSpec } from './spec';

/** A point of an AIMD sweep: its series is a loss policy. */
export type SweepPoint = AnyPoint<PolicyName>;

/** The policy of a point that crossed a worker boundary as a generic one. */
export function policyOf(p: AnyPoint): PolicyName {
  if (!(POLICIES as readonly (string | null)[]).includes(p.series))
    throw new RangeError(`point ${p.index}: ${String(p.series)} is not a loss policy`);
  return p.series as PolicyName;
}

/** The points of the sweep: axes' values, then the policies (see src/sweep/plan.ts). */
export const enumeratePoints = (s: SweepSpec): SweepPoint[] =>
  enumerateAny(s, s.policies) as SweepPoint[];

/** Points of a sweep: the axes' values combined, times the policies. */
export const sweepPointCount = (s: SweepSpec): number => pointCount(s, s.policies);

/**
 * The Loss-policies lab's scenario at a point (its seed is the base seed; each replication
 * replaces it). A swept per-flow parameter is one value for every flow; a swept eta or sigma
 * replaces rtt or weights. With one flow, sigma has no classes to bias and is left out (the
 * scenario's rules would reject it; the run is the same).
 */
export function pointScenario(s: SweepSpec, p: AnyPoint): AimdScenario {
  const out: AimdScenario = {
    n: s.n,
    c: s.c,
    beta: s.beta,
    eta: s.eta,
    rtt: s.rtt,
    policy: policyOf(p),
    weights: s.weights,
    sigma: s.sigma,
    p: s.p,
    x0: s.x0,
    seed: s.seed,
    events: s.events,
    warmup: s.warmup,
    speed: s.speed,
  };
  sweptParams(s).forEach((param, k) => {
    const v = p.coords[k];
    switch (param) {
      case 'n':
      case 'c':
      case 'events':
      case 'warmup':
        out[param] = v;
        break;
      case 'sigma':
        out.sigma = v;
        out.weights = null;
        break;
      case 'eta':
        out.eta = [v];
        out.rtt = null;
        break;
      case 'beta':
      case 'rtt':
      case 'p':
        out[param] = [v];
    }
  });
  if (out.n < 2) out.sigma = null;
  return out;
}

/**
 * The sweep as it runs: with sigma swept, every point overrides the scenario's own `sigma`, which
 * is then inert (Lab 3 keeps its live slider there, in the URL). It is left out here so that the
 * CSV's "# sweep:" line and the run itself are the same whatever the slider says.
 */
export function runnableSweep(s: SweepSpec): SweepSpec {
  const swept = s.sweep?.param === 'sigma' || s.sweep2?.param === 'sigma';
  return swept && s.sigma !== null ? { ...s, sigma: null } : s;
}
