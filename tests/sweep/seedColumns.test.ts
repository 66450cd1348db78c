import { describe, expect, it } from 'vitest';
import { DUMBBELL_SPEC_SCHEMA, DUMBBELL_SWEEPS } from '../../src/labs/dumbbell/sweep/definition';
import { decodeQuery } from '../../src/scenario/codec';
import { enumeratePoints, pointSeeds } from '../../src/sweep/plan';
import { csvCells } from '../../src/format/csv';
import { simInProcess } from '../cli/simCommand';

/**
 * Every row of a sweep's CSV names its replications (reps, seeds): each seed re-runs as a single
 * link with seed=, and the row's utilization is the mean of those runs (an independent path: the
 * live scenario's command line, not the sweep's runner).
 */
describe('the seeds in a sweep’s CSV', () => {
  it('are the points’ seeds, and each re-runs alone to the row’s numbers', async () => {
    const q = 'lab=dumbbell&n=3&sweep=buffer:8,30&reps=2&t=40&warmup=10';
    const out = await simInProcess(q, '--format', 'csv', '--workers', '1');
    expect(out.code).toBe(0);
    const [header, ...rows] = out.stdout.trim().split('\n').map(csvCells);
    expect(header.slice(-2)).toEqual(['reps', 'seeds']);
    const col = (name: string) => header.indexOf(name);
    const spec = decodeQuery(DUMBBELL_SPEC_SCHEMA, q).scenario;
    const points = enumeratePoints(spec, DUMBBELL_SWEEPS.series(spec));
    for (const [k, row] of rows.entries()) {
      const seeds = row[col('seeds')].split(' ').map(Number);
      expect(Number(row[col('reps')])).toBe(2);
      expect(seeds).toEqual(pointSeeds(spec, points[k]));
      let sum = 0;
      for (const seed of seeds) {
        const alone = await simInProcess(
          `lab=dumbbell&n=3&buffer=${row[0]}&t=40&warmup=10&seed=${seed}`,
        );
        sum += (JSON.parse(alone.stdout) as { summary: { utilization: number } }).summary
          .utilization;
      }
      expect(Number(row[col('utilization')])).toBeCloseTo(sum / seeds.length, 12);
    }
  });
});
