import { describe, expect, it } from 'vitest';
import { mptcpCommandLine } from '../../../src/labs/mptcp/cli';
import { parseArgs } from '../../../src/labs/kit/commandLine/args';
import type { PacketLevelReport } from '../../../src/labs/mptcp/packet/packetReport';
import { windowComparisonRow } from '../../../src/labs/mptcp/packet/windowComparison';
import { MPTCP_SCHEMA } from '../../../src/labs/mptcp/scenario';
import { decodeQuery } from '../../../src/scenario/codec';

/**
 * Table IV's window-level convergence time is a statistic over seeds: one run gives whole seconds
 * that another seed moves by seconds, so the report and the comparison run the dynamic part once per
 * seed (seed, seed + 1, …; seeds= of them, 5 by default) and give every seed's time with their mean
 * and range. Checked here against each seed's own run, by the single-seed path (seeds=1).
 */
const sink = { notes: () => {}, impossible: () => {} };

async function report(q: string, format: 'json' | 'csv' = 'json') {
  const argv = format === 'csv' ? [q, '--format', 'csv'] : [q];
  return (await mptcpCommandLine.run(q, parseArgs(argv), sink)) as string;
}

const json = async (q: string) => JSON.parse(await report(q)) as PacketLevelReport;

/** Each seed's time, each by its own single-seed run (seeds=1). */
async function singleSeedTimes(base: string, seeds: number[]): Promise<(number | null)[]> {
  const times: (number | null)[] = [];
  for (const seed of seeds) {
    const one = await json(`${base}&seed=${seed}&seeds=1`);
    // one seed: the statistic is that run
    expect(one.responsiveness!.convergenceOverSeeds!.seeds).toEqual([seed]);
    expect(one.responsiveness!.convergenceOverSeeds!.times).toEqual([
      one.responsiveness!.convergenceTime,
    ]);
    times.push(one.responsiveness!.convergenceTime);
  }
  return times;
}

describe("Table IV's window-level convergence time over seeds", () => {
  for (const [alg, base, seeds] of [
    ['coupled', 'lab=mptcp&net=responsiveness&level=packet&alg=coupled', [1, 2, 3, 4, 5]],
    ['balia', 'lab=mptcp&net=responsiveness&level=packet&alg=balia', [1, 2, 3, 4, 5]],
    ['coupled', 'lab=mptcp&net=responsiveness&level=packet&alg=coupled&seed=7&seeds=3', [7, 8, 9]],
  ] as const)
    it(
      `is each seed's own run, with their mean, min and max: ${base}`,
      { timeout: 120_000 },
      async () => {
        const r = (await json(base)).responsiveness!;
        const stat = r.convergenceOverSeeds!;
        expect(stat.seeds).toEqual(seeds);
        const times = await singleSeedTimes(base.replace(/&seeds?=\d+/g, ''), [...seeds]);
        expect(stat.times).toEqual(times);
        // the report's own run is the first seed's
        expect(r.convergenceTime).toBe(times[0]);
        // by hand, over the seeds that converged (all of them here: each a whole number of seconds)
        const done = times.filter((t): t is number => t !== null);
        expect(done).toHaveLength(seeds.length);
        expect(stat.notConverged).toBe(0);
        for (const t of done) expect(Number.isInteger(t)).toBe(true);
        let sum = 0;
        let min = Infinity;
        let max = -Infinity;
        for (const t of done) {
          sum += t;
          min = t < min ? t : min;
          max = t > max ? t : max;
        }
        expect(stat.mean).toBeCloseTo(sum / done.length, 12);
        expect(stat.min).toBe(min);
        expect(stat.max).toBe(max);
        // the comparison's row for the algorithm runs the same seeds and finds the same times
        const s = decodeQuery(MPTCP_SCHEMA, base).scenario;
        const row = windowComparisonRow(s, alg);
        expect(row.seeds).toEqual(stat);
        expect(row.convergence).toBe(stat.mean);
        expect(row.spAverage).toBe(r.spAverage);
      },
    );

  it('moves by seconds from seed to seed (Coupled): why one seed is not enough', async () => {
    const stat = (await json('lab=mptcp&net=responsiveness&level=packet&alg=coupled'))
      .responsiveness!.convergenceOverSeeds!;
    expect(stat.max! - stat.min!).toBeGreaterThanOrEqual(2);
  });

  it('--format csv ends with a row per seed, then the mean, min and max', async () => {
    const q = 'lab=mptcp&net=responsiveness&level=packet&alg=coupled&seeds=3';
    const stat = (await json(q)).responsiveness!.convergenceOverSeeds!;
    const blocks = (await report(q, 'csv')).split('\n\n');
    expect(blocks).toHaveLength(2);
    expect(blocks[1].trimEnd().split('\n')).toEqual([
      'seed,convergence_s',
      ...stat.seeds.map((seed, k) => `${seed},${stat.times[k]}`),
      `mean,${stat.mean}`,
      `min,${stat.min}`,
      `max,${stat.max}`,
    ]);
  });

  it('no statistic outside the responsiveness network (no convergence time there)', async () => {
    const r = await json('lab=mptcp&net=friendliness&level=packet&t=30&warmup=5');
    expect(r.responsiveness).toBeUndefined();
    const csv = await report('lab=mptcp&net=friendliness&level=packet&t=30&warmup=5', 'csv');
    expect(csv).not.toContain('convergence_s');
  });
});
