import { describe, expect, it } from 'vitest';
import { runPoint } from '../../../src/labs/families/aimd/sweep/run';
import { enumeratePoints } from '../../../src/labs/families/aimd/sweep/plan';
import type { PointResult } from '../../../src/labs/families/aimd/sweep/results';
import type { SweepSpec } from '../../../src/labs/families/aimd/sweep/spec';
import { socketsFirst, socketsHeadline } from '../../../src/labs/sockets/headline';
import type { HeadlineState } from '../../../src/worker/headline';
import { likeTheCli, linkScenario } from '../headlineChecks';

/**
 * The page's headline as its pool gives it: the points it needs first, one at a time (each a
 * worker's runPoint), until it is final; the other points never matter to it.
 */
function pageHeadline(spec: SweepSpec): { state: HeadlineState; ran: number } {
  const points = enumeratePoints(spec);
  const byIndex: PointResult[] = [];
  let ran = 0;
  for (const i of socketsFirst(spec)) {
    if (socketsHeadline(spec, byIndex).final) break;
    byIndex[i] = runPoint(spec, points[i]);
    ran++;
  }
  return { state: socketsHeadline(spec, byIndex), ran };
}

describe('the Parallel-sockets lab’s headline', () => {
  likeTheCli(
    'is the same from the points it needs first',
    [
      'lab=sockets&events=3000&sweep=n:1..8&reps=2',
      'lab=sockets&events=3000&sweep=n:1..6&sweep2=beta:0.3,0.8&reps=2',
      'lab=sockets&events=2000&policies=synchronized&sweep=n:1..4&reps=2',
      'lab=sockets&events=3000&sweep=beta:0.3,0.5&reps=3',
    ],
    (query) => pageHeadline(linkScenario(query)).state,
  );

  it('is the smallest N reaching 90 %, known before the larger N are run', () => {
    // 200,000 events put the runs' intervals well inside Theorem 1's steps: N = 3 (0.9) is the
    // first to reach 90 % at beta = 1/2, N = 5 (0.9057) at beta = 0.3 (N = 4: 0.8814)
    const half = pageHeadline(linkScenario('lab=sockets&events=200000&sweep=n:1..20&reps=2'));
    expect(half.state.figure).toEqual({ value: 3, interval: null });
    expect(half.ran).toBe(3);
    const low = linkScenario<SweepSpec>('lab=sockets&beta=0.3&events=200000&sweep=n:1..20&reps=2');
    expect(pageHeadline(low).state.figure!.value).toBe(5);
    const never = pageHeadline(
      linkScenario('lab=sockets&policies=synchronized&events=1000&sweep=n:1..3'),
    );
    expect(never.state.figure).toEqual({
      value: null,
      interval: null,
      text: 'not reached up to N = 3',
    });
  });
});
