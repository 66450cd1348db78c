import type { Problem } from '../../../scenario/problems';
import { sweptParams, type SweepPoint } from '../../../sweep/plan';
import {
  DUMBBELL_DEFAULTS,
  DUMBBELL_SCHEMA,
  type DumbbellScenario,
} from '../../families/packet/scenario';
import type { DumbbellSpec } from './spec';

/** The scenario part of a spec (the sweep's own fields left out). */
export function baseScenario(s: DumbbellSpec): DumbbellScenario {
  const { lab: _lab, sweep: _s, sweep2: _s2, selects: _sel, reps: _r, speed: _v, ...scenario } = s;
  return scenario;
}

/** Per-flow parameters: a swept one is one value for every flow. */
const LISTS = new Set<string>(['rtt', 'weight', 'noise']);

/**
 * The scenario at a point, with the lab's cross-field rules applied (`problems`, when given,
 * collects what they repaired): a swept per-flow parameter is one value for every flow. The rules
 * see as written what the spec holds other than the defaults, and the swept values: the same
 * from the spec alone when it is decoded and when it runs, so both build the same point.
 */
export function pointScenario(
  s: DumbbellSpec,
  p: SweepPoint,
  problems: Problem[] = [],
): DumbbellScenario {
  const out = baseScenario(s);
  const given = new Set<keyof DumbbellScenario>(
    (Object.keys(out) as (keyof DumbbellScenario)[]).filter(
      (k) => JSON.stringify(out[k]) !== JSON.stringify(DUMBBELL_DEFAULTS[k]),
    ),
  );
  sweptParams(s).forEach((param, k) => {
    const v = p.coords[k];
    (out as unknown as Record<string, number | number[]>)[param] = LISTS.has(param) ? [v] : v;
    given.add(param as keyof DumbbellScenario);
  });
  // a series is a threshold-dropper policy (selects=): the point's `select`
  if (p.series !== null) {
    out.select = p.series as DumbbellScenario['select'];
    given.add('select');
  }
  DUMBBELL_SCHEMA.refine(out, given, problems);
  return out;
}
