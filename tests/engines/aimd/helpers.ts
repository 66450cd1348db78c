import type { AimdParams, PolicyName } from '../../../src/engines/aimd/params';
import { AimdSimulation } from '../../../src/engines/aimd/simulation';
import type { AimdSummary } from '../../../src/engines/aimd/statistics';

/** Identical flows on a unit-capacity link, overridable field by field. */
export function identical(
  n: number,
  policy: PolicyName,
  beta: number,
  over: Partial<AimdParams> = {},
): AimdParams {
  return {
    n,
    c: 1,
    beta: new Float64Array(n).fill(beta),
    eta: new Float64Array(n).fill(1),
    policy,
    weights: new Float64Array(n).fill(1),
    p: new Float64Array(n).fill(0.5),
    x0: new Float64Array(n),
    seed: 20260101 + n,
    events: 100_000,
    warmup: 1000,
    bins: 100,
    ...over,
  };
}

export function runToEnd(p: AimdParams): { sim: AimdSimulation; summary: AimdSummary } {
  const sim = new AimdSimulation(p);
  sim.run(Infinity);
  return { sim, summary: sim.summary() };
}

export const sortDesc = (a: ArrayLike<number>): number[] => Array.from(a).sort((x, y) => y - x);
