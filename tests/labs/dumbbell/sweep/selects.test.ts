import { describe, expect, it } from 'vitest';
import {
  DUMBBELL_SPEC_SCHEMA,
  DUMBBELL_SWEEPS,
} from '../../../../src/labs/dumbbell/sweep/definition';
import { pointScenario } from '../../../../src/labs/dumbbell/sweep/plan';
import { runPoint } from '../../../../src/labs/dumbbell/sweep/run';
import { decodeQuery } from '../../../../src/scenario/codec';
import { enumeratePoints, pointSeeds } from '../../../../src/sweep/plan';
import { simInProcess } from '../../../cli/simCommand';

const decode = (q: string) => decodeQuery(DUMBBELL_SPEC_SCHEMA, q);

describe('selects=: the threshold-dropper’s policies as a sweep’s series (Fig. 11 on one chart)', () => {
  const q = 'lab=dumbbell&queue=threshold&sweep=n:2,4&selects=uniform,largest-rate&reps=2';

  it('runs every point once per policy, on the same seeds, each with its select', () => {
    const { scenario: s, problems } = decode(q);
    expect(problems).toEqual([]);
    const points = enumeratePoints(s, DUMBBELL_SWEEPS.series(s));
    expect(points.map((p) => [p.coords[0], p.series])).toEqual([
      [2, 'uniform'],
      [2, 'largest-rate'],
      [4, 'uniform'],
      [4, 'largest-rate'],
    ]);
    expect(pointScenario(s, points[1]).select).toBe('largest-rate');
    expect(pointSeeds(s, points[0])).toEqual(pointSeeds(s, points[1]));
  });

  it('gives each curve exactly the numbers of its policy’s own sweep', () => {
    const short = '&t=40&warmup=10';
    const { scenario: both } = decode(q + short);
    const points = enumeratePoints(both, DUMBBELL_SWEEPS.series(both));
    for (const [policy, index] of [
      ['uniform', 0],
      ['largest-rate', 1],
    ] as const) {
      const { scenario: alone } = decode(
        `lab=dumbbell&queue=threshold&select=${policy}&sweep=n:2,4&reps=2${short}`,
      );
      const own = runPoint(alone, enumeratePoints(alone, null)[0]);
      const mine = runPoint(both, points[index]);
      expect(mine.series).toBe(policy);
      expect(mine.utilization).toEqual(own.utilization);
      expect(mine.runs).toEqual(own.runs);
    }
  });

  it('is dropped with a word where it cannot apply, and says a written select gives way', () => {
    const reasons = (query: string) => decode(query).problems.map((p) => `${p.param}: ${p.reason}`);
    expect(reasons('lab=dumbbell&queue=threshold&selects=uniform,largest-rate')).toEqual([
      'selects: one curve per policy needs a sweep (sweep=n:1..10, say)',
    ]);
    expect(reasons('lab=dumbbell&sweep=n:1,2&selects=uniform,largest-rate')).toEqual([
      "selects: the policies are the threshold-dropper's, and the queue is droptail (queue=threshold)",
    ]);
    expect(
      reasons('lab=dumbbell&queue=threshold&select=arrival&sweep=n:1,2&selects=uniform,uniform'),
    ).toEqual([
      'selects: a policy is listed twice',
      'select: selects= gives each curve its policy (uniform)',
    ]);
    expect(reasons('lab=dumbbell&queue=threshold&sweep=n:1,2&selects=fair')[0]).toMatch(
      /selects: "fair" is not one of arrival, uniform, rate-proportional, largest-rate/,
    );
  });

  it('writes the policy in the CSV, right after the swept parameter', async () => {
    const out = await simInProcess(
      'lab=dumbbell&queue=threshold&sweep=n:2&selects=uniform,largest-rate&reps=1&t=30&warmup=5',
      '--format',
      'csv',
      '--workers',
      '1',
    );
    expect(out.code).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('#'));
    expect(lines[0]).toMatch(/^n,select,utilization,/);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      '2,uniform',
      '2,largest-rate',
    ]);
  });
});
