import { sweptParams, type SweepPoint } from '../../../sweep/plan';
import type { BufferScenario } from '../scenario';
import type { BufferSpec } from './spec';

/** The scenario part of a spec. */
export function baseScenario(s: BufferSpec): BufferScenario {
  const { lab: _lab, sweep: _s, sweep2: _s2, reps: _r, ...scenario } = s;
  return scenario;
}

/** The scenario at a point: each swept parameter takes the point's value. */
export function pointScenario(s: BufferSpec, p: SweepPoint): BufferScenario {
  const out = baseScenario(s);
  sweptParams(s).forEach((param, k) => {
    (out as unknown as Record<string, number>)[param] = p.coords[k];
  });
  return out;
}
