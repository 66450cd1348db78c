import type { PolicyName } from '../engines/aimd/params';
import type { AimdScenario } from '../labs/aimd/scenario';
import { formatNumber } from '../scenario/values';
import { axisValues, type SweepAxis, type SweepParam } from './axis';
import { repSeed, type Coordinate } from './seeds';
import type { SweepSpec } from './spec';

/**
 * The points of a sweep, in their canonical order: the first axis's values outermost, then the
 * second axis's, then the policies. The CSV lists them in this order; a pool hands them out in
 * this order (so the chart fills from the left for every series at once); shard i/k takes the
 * points whose index is i modulo k (so the shards get similar mixes of cheap and costly points).
 */
export interface SweepPoint {
  /** 0-based position in the canonical order */
  index: number;
  policy: PolicyName;
  /** the swept values, one per axis (sweep, then sweep2) */
  coords: number[];
}

export const sweepAxes = (s: SweepSpec): SweepAxis[] =>
  [s.sweep, s.sweep2].filter((a): a is SweepAxis => a !== null);

/** The swept parameters, in axis order (the CSV's first columns). */
export const sweptParams = (s: SweepSpec): SweepParam[] => sweepAxes(s).map((a) => a.param);

export function enumeratePoints(s: SweepSpec): SweepPoint[] {
  const axes = sweepAxes(s);
  const first = axes[0] ? axisValues(axes[0]) : [null];
  const second = axes[1] ? axisValues(axes[1]) : [null];
  const out: SweepPoint[] = [];
  for (const a of first) {
    for (const b of second) {
      const coords = [a, b].filter((v): v is number => v !== null);
      for (const policy of s.policies) out.push({ index: out.length, policy, coords });
    }
  }
  return out;
}

/** A shard: every `count`-th point starting at `index` (0-based). */
export interface Shard {
  index: number;
  count: number;
}

export const inShard = (p: SweepPoint, shard: Shard | null): boolean =>
  shard === null || p.index % shard.count === shard.index;

export function pointCoordinates(s: SweepSpec, p: SweepPoint): Coordinate[] {
  return sweptParams(s).map((param, k) => ({ param, value: p.coords[k] }));
}

/** The seeds of a point's replications (see seeds.ts). */
export function pointSeeds(s: SweepSpec, p: SweepPoint): number[] {
  const coords = pointCoordinates(s, p);
  return Array.from({ length: s.reps }, (_, rep) => repSeed(s.seed, coords, rep));
}

/**
 * The Loss-policies lab's scenario at a point (its seed is the base seed; each replication
 * replaces it). A swept per-flow parameter is one value for every flow; a swept eta or sigma
 * replaces rtt or weights. With one flow, sigma has no classes to bias and is left out (the
 * scenario's rules would reject it; the run is the same).
 */
export function pointScenario(s: SweepSpec, p: SweepPoint): AimdScenario {
  const out: AimdScenario = {
    n: s.n,
    c: s.c,
    beta: s.beta,
    eta: s.eta,
    rtt: s.rtt,
    policy: p.policy,
    weights: s.weights,
    sigma: s.sigma,
    p: s.p,
    x0: s.x0,
    seed: s.seed,
    events: s.events,
    warmup: s.warmup,
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
      default:
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

/** "n = 5, beta = 0.3, synchronized": a point for people (messages, tooltips). */
export function describePoint(s: SweepSpec, p: SweepPoint): string {
  const coords = pointCoordinates(s, p).map((c) => `${c.param} = ${formatNumber(c.value)}`);
  return [...coords, p.policy].join(', ');
}
