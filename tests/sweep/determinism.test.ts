import '../labs/families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import { decodeSweep } from '../../src/labs/families/aimd/sweep/codec';
import { mergeSweepCsvs } from '../../src/labs/families/aimd/sweep/codec';
import { sweepCsv } from '../../src/labs/families/aimd/sweep/codec';
import { inShard, pointSeeds } from '../../src/sweep/plan';
import { enumeratePoints } from '../../src/labs/families/aimd/sweep/plan';
import { runPoint } from '../../src/labs/families/aimd/sweep/run';
import { hashWords, mix32, repSeed } from '../../src/sweep/seeds';
import { aimdSweepPool } from '../../src/labs/families/aimd/worker/sweepPool';
import { fakeSweepWorker } from './fakeSweepWorker';

const query = 'lab=sockets&sweep=n:1..6&sweep2=beta:0.3,0.8&reps=3&events=4000&seed=42';
const spec = decodeSweep(query).scenario;
const points = enumeratePoints(spec);
const direct = points.map((p) => runPoint(spec, p));
const directCsv = sweepCsv(spec, direct);

async function poolCsv(size: number): Promise<string> {
  const pool = aimdSweepPool(size, fakeSweepWorker);
  try {
    const outcome = await pool.start(
      spec,
      () => undefined,
      () => undefined,
    );
    return sweepCsv(spec, outcome.results);
  } finally {
    pool.dispose();
  }
}

describe('seeds: SplitMix32 hashes of (base seed, swept values, replication)', () => {
  it('mix32 is the SplitMix32 finalizer (a bijection: no two words collide)', () => {
    const seen = new Set<number>();
    for (let x = 0; x < 100_000; x++) seen.add(mix32(x));
    expect(seen.size).toBe(100_000);
    expect(hashWords(1, [2, 3])).not.toBe(hashWords(1, [3, 2]));
  });

  it('depend on the swept values and the replication, not on the index, policy or axis order', () => {
    const seeds = points.map((p) => pointSeeds(spec, p));
    expect(new Set(seeds.flat()).size).toBe((seeds.length * 3) / spec.policies.length);
    const [a, b] = points; // n = 1, beta = 0.3 under two policies: common random numbers
    expect(pointSeeds(spec, a)).toEqual(pointSeeds(spec, b));
    const swapped = decodeSweep(
      'lab=sockets&sweep=beta:0.3,0.8&sweep2=n:1..6&reps=3&seed=42',
    ).scenario;
    const p = enumeratePoints(swapped).find((x) => x.coords[0] === 0.8 && x.coords[1] === 4)!;
    const q = points.find((x) => x.coords[0] === 4 && x.coords[1] === 0.8)!;
    expect(pointSeeds(swapped, p)).toEqual(pointSeeds(spec, q));
    const longer = decodeSweep(
      'lab=sockets&sweep=n:1..60&sweep2=beta:0.3,0.8&reps=3&seed=42',
    ).scenario;
    expect(pointSeeds(longer, enumeratePoints(longer)[7])).toEqual(pointSeeds(spec, points[7]));
    expect(repSeed(42, [{ param: 'n', value: 4 }], 0)).not.toBe(
      repSeed(43, [{ param: 'n', value: 4 }], 0),
    );
  });

  it('the same sweep gives the same CSV, whatever the pool size', async () => {
    expect(await poolCsv(1)).toBe(directCsv);
    expect(await poolCsv(2)).toBe(directCsv);
    expect(await poolCsv(5)).toBe(directCsv);
  });

  it('shards merged give the unsharded CSV, byte for byte', () => {
    for (const count of [1, 3, 7]) {
      const shards = Array.from({ length: count }, (_, index) => {
        const shard = { index, count };
        const mine = points.filter((p) => inShard(p, shard)).map((p) => runPoint(spec, p));
        return { name: `shard${index}.csv`, text: sweepCsv(spec, mine, shard) };
      });
      expect(mergeSweepCsvs(shards.reverse())).toBe(directCsv);
    }
  });

  it("one replication uses the run's own batch-means interval", () => {
    const one = decodeSweep('lab=sockets&sweep=n:2&reps=1&events=4000').scenario;
    const r = runPoint(one, enumeratePoints(one)[0]);
    expect(r.runs).toHaveLength(1);
    expect(r.utilization.ci95).not.toBeNull();
    expect(r.utilization.ci95![0]).toBeLessThan(r.utilization.mean);
  });
});
