import { describe, expect, it } from 'vitest';
import { runPoint } from '../../../src/labs/families/aimd/sweep/run';
import { enumeratePoints, runnableSweep } from '../../../src/labs/families/aimd/sweep/plan';
import type { PointResult } from '../../../src/labs/families/aimd/sweep/results';
import type { SweepSpec } from '../../../src/labs/families/aimd/sweep/spec';
import { insensitivityHeadline } from '../../../src/labs/insensitivity/headline';
import { likeTheCli, linkScenario } from '../headlineChecks';

/** Every point as the page's pool runs them (the sweep as it runs: runnableSweep). */
function allPoints(spec: SweepSpec): PointResult[] {
  const run = runnableSweep(spec);
  return enumeratePoints(run).map((p) => runPoint(run, p));
}

describe('the Insensitivity lab’s headline', () => {
  likeTheCli(
    'is the same from the page’s points',
    [
      'lab=insensitivity&events=3000&reps=2&sweep=sigma:0.1..0.9/3',
      'lab=insensitivity&n=2&events=3000&sweep=none&policies=all&reps=2',
      'lab=insensitivity&beta=0.8&sigma=0.3&events=2000&reps=2&sweep=sigma:0.2,0.8',
    ],
    (query) => {
      const spec = linkScenario<SweepSpec>(query);
      return insensitivityHeadline(spec, allPoints(spec));
    },
  );

  it('is the largest gap to Theorem 1 over σ: under 0.5 % (the mission’s bar), provisional before', () => {
    const spec = linkScenario<SweepSpec>(
      'lab=insensitivity&events=50000&reps=2&sweep=sigma:0.05..0.95/5',
    );
    const points = allPoints(spec);
    const partial = insensitivityHeadline(spec, points.slice(0, 2));
    expect(partial).toMatchObject({ final: false, progress: 0.4 });
    const h = insensitivityHeadline(spec, points);
    expect(h.final).toBe(true);
    // the same gap by hand: Theorem 1 for N = 4, beta = 1/2 is 1 - 1/13
    const t1 = 1 - 1 / 13;
    const gap = Math.max(...points.map((p) => Math.abs(p.utilization.mean - t1) / t1));
    expect(h.figure!.value).toBeCloseTo(gap, 12);
    expect(h.figure!.value).toBeLessThan(0.005);
  });
});
