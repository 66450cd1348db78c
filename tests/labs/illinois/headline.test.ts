import { describe, expect, it } from 'vitest';
import { CONGESTION_LEVELS } from '../../../src/engines/models/illinois';
import { enumeratePoints } from '../../../src/sweep/plan';
import {
  boundHeadline,
  experimentHeadline,
  smmFirst,
  smmHeadline,
} from '../../../src/labs/illinois/headline';
import { experimentJob, seriesOf } from '../../../src/labs/illinois/experiments/job';
import { runPoint, type ExperimentPointResult } from '../../../src/labs/illinois/experiments/run';
import type { IllinoisScenario } from '../../../src/labs/illinois/scenario';
import type { SmmLevelRun } from '../../../src/labs/illinois/smmReport';
import { runSmmPoint, smmJob, smmPoints } from '../../../src/labs/illinois/worker/smmJob';
import { expectSameAsCli, likeTheCli, linkScenario } from '../headlineChecks';

describe('the TCP-Illinois lab’s headline', () => {
  likeTheCli(
    'is eq. (31)’s bound',
    ['lab=illinois', 'lab=illinois&variant=linux&overlay=1', 'lab=illinois&view=lossy&amax=9'],
    (query) => boundHeadline(linkScenario(query)),
  );

  it('is √(α_max/(2β_min)) by hand: √(10/0.25) on the paper’s values, 6 with α_max = 9', () => {
    const bound = (q: string) => boundHeadline(linkScenario(q)).figure!.value;
    expect(bound('lab=illinois')).toBeCloseTo(Math.sqrt(40), 12);
    expect(bound('lab=illinois&view=lossy&amax=9')).toBeCloseTo(6, 12);
  });

  likeTheCli(
    'on the SMM view is μ at the link’s level, run first',
    [
      'lab=illinois&view=smm&rtt=60,80,100,120&events=4000&warmup=100',
      'lab=illinois&view=smm&rtt=100&events=2000&warmup=100&congestion=heavy',
      'lab=illinois&view=smm&n=3&rtt=50,100,150&events=3000&warmup=100&congestion=all',
    ],
    (query) => {
      const s = linkScenario<IllinoisScenario>(query);
      const job = smmJob(s);
      const [level] = smmFirst(s);
      const runs: (SmmLevelRun | undefined)[] = CONGESTION_LEVELS.map(() => undefined);
      runs[level] = runSmmPoint(job, smmPoints()[level]).run;
      return smmHeadline(s, runs);
    },
  );

  it('on a packet experiment is its first run, as npm run sim prints it', async () => {
    const query = 'lab=illinois&view=buffers&buffers=10,20&t=20&twarm=5&reps=1';
    const job = experimentJob(linkScenario<IllinoisScenario>(query));
    const first = enumeratePoints(job, seriesOf(job))[0];
    const partials: ExperimentPointResult[] = [];
    const done = runPoint(job, first, (p) => partials.push(p), 0);
    // a point under way: its numbers so far, not final
    expect(partials.length).toBeGreaterThan(0);
    const early = experimentHeadline([], partials.slice(0, 1), 20);
    expect(early.final).toBe(false);
    expect(early.progress).toBe(partials[0].partialAt! / 20);
    expect(early.figure!.value).toBeGreaterThan(0);
    await expectSameAsCli(query, experimentHeadline([done]));
  });
});
