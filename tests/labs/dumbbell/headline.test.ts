import { describe, expect, it } from 'vitest';
import { enumeratePoints } from '../../../src/sweep/plan';
import { headlinePoint, sweepHeadline } from '../../../src/labs/dumbbell/headline';
import { baseScenario } from '../../../src/labs/dumbbell/sweep/plan';
import { runPoint } from '../../../src/labs/dumbbell/sweep/run';
import type { DumbbellSpec } from '../../../src/labs/dumbbell/sweep/spec';
import { defaultDrawnFlows } from '../../../src/labs/dumbbell/worker/frame';
import { DumbbellRunner } from '../../../src/labs/dumbbell/worker/runner';
import type { DumbbellPointResult } from '../../../src/labs/dumbbell/sweep/results';
import {
  expectSameAsCli,
  finalHeadline,
  likeTheCli,
  linkScenario,
  stepClock,
} from '../headlineChecks';

/** The page's live run of a link, with its headline, at the link's speed. */
function runner(spec: DumbbellSpec, clock = () => performance.now()): DumbbellRunner {
  const s = baseScenario(spec);
  const options = { speed: spec.speed, drawnFlows: defaultDrawnFlows(s.n), headline: true };
  return new DumbbellRunner(1, s, options, clock);
}

describe('the Dumbbell lab’s headline, live', () => {
  likeTheCli(
    'is in the worker',
    [
      'lab=dumbbell&n=3&t=40&warmup=10',
      'lab=dumbbell&n=4&queue=red&buffer=30&t=30&warmup=5&speed=max',
      'lab=dumbbell&n=2&cc=illinois,reno&rtt=60&buffer=30&t=40&warmup=10&speed=0.25',
    ],
    (query) => finalHeadline(runner(linkScenario(query))),
  );

  it('comes long before the animation: a 300 s warm-up at x1 does not hold it back', () => {
    const clock = stepClock();
    const r = runner(linkScenario('lab=dumbbell&n=3&cap=2&t=400&warmup=300'), clock);
    const h = finalHeadline(r, clock);
    expect(r.sim.now).toBeLessThan(5); // the animation, at real time, has hardly started
    expect(h.figure!.value).toBeGreaterThan(0.5);
    expect(h.figure!.value).toBeLessThanOrEqual(1);
  });
});

describe('the Dumbbell lab’s headline, a sweep', () => {
  it("stands for the link's own point (N = 10, B = 20 on Fig. 7's link), which runs first", () => {
    const spec = linkScenario<DumbbellSpec>('lab=dumbbell&sweep=n:1..10&sweep2=buffer:5,20,100');
    const [index] = headlinePoint(spec);
    expect(enumeratePoints(spec, null)[index].coords).toEqual([10, 20]);
    const far = linkScenario<DumbbellSpec>('lab=dumbbell&n=7&sweep=n:1,2,4,8,16');
    expect(enumeratePoints(far, null)[headlinePoint(far)[0]].coords).toEqual([8]);
  });

  it('is, from its one point, what npm run sim prints for the whole sweep', async () => {
    const query = 'lab=dumbbell&n=3&t=30&warmup=10&sweep=n:1..3&sweep2=buffer:5,20&reps=2';
    const spec = linkScenario<DumbbellSpec>(query);
    const points = enumeratePoints(spec, null);
    const byIndex: DumbbellPointResult[] = [];
    for (const i of headlinePoint(spec)) byIndex[i] = runPoint(spec, points[i]);
    const page = sweepHeadline(spec, byIndex);
    expect(page.figure!.interval).not.toBeNull(); // two replications give an interval
    await expectSameAsCli(query, page);
  });
});
