import '../labs/families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import { decodeSweep } from '../../src/labs/families/aimd/sweep/codec';
import { mergeSweepCsvs } from '../../src/labs/families/aimd/sweep/codec';
import { sweepCsv } from '../../src/labs/families/aimd/sweep/codec';
import { inShard, type Shard } from '../../src/sweep/plan';
import { enumeratePoints } from '../../src/labs/families/aimd/sweep/plan';
import type { PointResult } from '../../src/labs/families/aimd/sweep/results';

// Merging copies rows: made-up numbers are enough to test it.
const spec = decodeSweep('lab=sockets&sweep=n:1..5&reps=2').scenario;
const fake = (index: number): PointResult => {
  const p = enumeratePoints(spec)[index];
  const u = 0.5 + index / 100;
  return {
    index: p.index,
    policy: p.series,
    coords: p.coords,
    utilization: { mean: u, ci95: [u - 0.01, u + 0.01] },
    theory: null,
    runs: [],
    detail: null,
  };
};
const all = enumeratePoints(spec).map((p) => fake(p.index));
const shardFile = (index: number, count: number, s = spec) => {
  const shard: Shard = { index, count };
  return {
    name: `s${index}.csv`,
    text: sweepCsv(
      s,
      all.filter((r) => inShard({ ...r, series: r.policy }, shard)),
      shard,
    ),
  };
};

describe('merging shards', () => {
  it('gives the whole sweep, in point order, whatever the order of the files', () => {
    expect(mergeSweepCsvs([shardFile(2, 3), shardFile(0, 3), shardFile(1, 3)])).toBe(
      sweepCsv(spec, all),
    );
  });

  it('names a missing point and the shards given', () => {
    expect(() => mergeSweepCsvs([shardFile(0, 3), shardFile(2, 3)])).toThrow(
      /3 of the sweep's 10 points are missing \(shards given: 0\/3, 2\/3\):\n {2}#1: n = 1, synchronized/,
    );
  });

  it('refuses a point given twice', () => {
    expect(() => mergeSweepCsvs([shardFile(0, 2), shardFile(0, 2), shardFile(1, 2)])).toThrow(
      /the point n = 1, rate-proportional appears twice: s0.csv line 4 and s0.csv line 4/,
    );
  });

  it('refuses shards of different sweeps', () => {
    const other = decodeSweep('lab=sockets&sweep=n:1..5&reps=3').scenario;
    expect(() => mergeSweepCsvs([shardFile(0, 2), shardFile(1, 2, other)])).toThrow(
      /s1.csv is a shard of another sweep than s0.csv:\n {2}lab=sockets&sweep=n:1..5&reps=3\n {2}lab=sockets&sweep=n:1..5&reps=2/,
    );
  });

  it('refuses files that are not sweep CSVs, a wrong header, a row of no point', () => {
    expect(() => mergeSweepCsvs([{ name: 'x.csv', text: 'n,policy\n1,synchronized\n' }])).toThrow(
      /x.csv: not a sweep CSV/,
    );
    const good = shardFile(0, 1);
    const badHeader = { ...good, text: good.text.replace('ci95_low', 'low') };
    expect(() => mergeSweepCsvs([badHeader])).toThrow(/s0.csv: the header is not the sweep's/);
    const stray = { ...good, text: good.text + '9,synchronized,1,1,1,\n' };
    expect(() => mergeSweepCsvs([stray])).toThrow(
      /s0.csv line 14: "9,synchronized,1,1,1," is not a point/,
    );
    const broken = {
      ...good,
      text: good.text.replace('# sweep: lab=sockets&', '# sweep: lab=sockets&reps=0&'),
    };
    expect(() => mergeSweepCsvs([broken])).toThrow(/not a valid sweep:\nreps: must be/);
    expect(() => mergeSweepCsvs([])).toThrow(/no CSV files/);
  });
});
