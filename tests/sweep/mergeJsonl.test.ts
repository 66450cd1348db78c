import '../labs/families/aimd/sweepLabs';
import { describe, expect, it } from 'vitest';
import {
  decodeSweep,
  encodeSweepQuery,
  sweepCsv,
  sweepReport,
} from '../../src/labs/families/aimd/sweep/codec';
import { AIMD_SWEEPS } from '../../src/labs/families/aimd/sweep/definition';
import { enumeratePoints } from '../../src/labs/families/aimd/sweep/plan';
import type { PointResult } from '../../src/labs/families/aimd/sweep/results';
import { pointRecordLine } from '../../src/sweep/jsonl';
import { MergeError } from '../../src/sweep/merge';
import { mergeSweepJsonl } from '../../src/sweep/mergeJsonl';
import { inShard } from '../../src/sweep/plan';

// Merging copies what the records hold: made-up numbers are enough (a NaN and an infinity among
// them, which JSON has no numbers for, and a value that needs all 17 digits).
const spec = decodeSweep('lab=sockets&sweep=n:1..5&reps=2').scenario;
const points = enumeratePoints(spec);
const fake = (index: number): PointResult => {
  const p = points[index];
  const u = 0.5 + index / 100 + 1e-17 * index;
  return {
    index,
    policy: p.series,
    coords: p.coords,
    utilization: { mean: u, ci95: [index === 3 ? NaN : u - 0.01, u + 0.01] },
    theory: index === 4 ? Infinity : null,
    runs: [],
    detail: null,
  };
};
const all = points.map((p) => fake(p.index));
const meta = (shard: string | null, code = '1.0.0+abc') => ({
  query: encodeSweepQuery(spec),
  shard,
  code,
});

/** Shard i/k's JSON lines, in the order the points completed (last first here). */
const shardFile = (index: number, count: number, code?: string) => ({
  name: `s${index}.jsonl`,
  text: points
    .filter((p) => inShard(p, { index, count }))
    .reverse()
    .map((p) =>
      pointRecordLine(AIMD_SWEEPS, spec, p, all[p.index], meta(`${index}/${count}`, code), 12.5),
    )
    .join(''),
});
const merge = (files: { name: string; text: string }[], format: 'csv' | 'json' = 'csv') =>
  mergeSweepJsonl(AIMD_SWEEPS, files, format);

describe("merging shards' JSON lines", () => {
  it("gives the unsharded run's CSV and JSON, whatever the order of files and lines", () => {
    const files = [shardFile(2, 3), shardFile(0, 3), shardFile(1, 3)];
    expect(merge(files)).toBe(sweepCsv(spec, all));
    expect(merge(files, 'json')).toBe(JSON.stringify(sweepReport(spec, all)) + '\n');
    // a file of shards concatenated merges too
    expect(merge([{ name: 'all.jsonl', text: files.map((f) => f.text).join('') }])).toBe(
      sweepCsv(spec, all),
    );
  });

  it('names the missing points, the shard that should have had them and a cut-short file', () => {
    const cut = shardFile(1, 3);
    const lines = cut.text.split('\n');
    // the last point written, cut in the middle of its line
    const interrupted = {
      ...cut,
      text: `${lines.slice(0, 2).join('\n')}\n${lines[2].slice(0, 40)}`,
    };
    expect(() => merge([shardFile(0, 3), interrupted, shardFile(2, 3)])).toThrow(
      /1 of the sweep's 10 points are missing:\n {2}#1: n = 1, synchronized, shard 1\/3 \(s1.jsonl\)\ns1.jsonl ends in a cut-short line/,
    );
    expect(() => merge([shardFile(0, 3), shardFile(2, 3)])).toThrow(
      /#1: n = 1, synchronized, shard 1\/3 \(no file of it given\)/,
    );
  });

  it('refuses files of another sweep or code version, naming both', () => {
    const other = decodeSweep('lab=sockets&sweep=n:1..5&reps=3').scenario;
    const foreign = {
      name: 'x.jsonl',
      text: pointRecordLine(
        AIMD_SWEEPS,
        other,
        points[1],
        all[1],
        {
          ...meta('1/2'),
          query: encodeSweepQuery(other),
        },
        1,
      ),
    };
    expect(() => merge([shardFile(0, 2), foreign])).toThrow(
      /x.jsonl line 1 is of another sweep than s0.jsonl line 1:\n {2}lab=sockets&sweep=n:1..5&reps=3\n {2}lab=sockets&sweep=n:1..5&reps=2/,
    );
    expect(() => merge([shardFile(0, 2), shardFile(1, 2, '1.0.1+def')])).toThrow(
      /s1.jsonl line 1 is of another code version than s0.jsonl line 1:\n {2}1.0.1\+def\n {2}1.0.0\+abc/,
    );
  });

  it('refuses a point twice, a record of no point, lines that are not records', () => {
    expect(() => merge([shardFile(0, 2), shardFile(0, 2), shardFile(1, 2)])).toThrow(
      /appears twice: s0.jsonl line 1 and s0.jsonl line 1/,
    );
    const good = shardFile(0, 1);
    const moved = { ...good, text: good.text.replace('"params":{"n":1}', '"params":{"n":9}') };
    expect(() => merge([moved])).toThrow(
      /s0.jsonl line \d+: point (\d) \(\{"n":9\}, [a-z-]+\) is not a point of the sweep \(its point \1 is n = 1, [a-z-]+\)/,
    );
    expect(() => merge([{ name: 'b.jsonl', text: '{"query": 1}\n' }])).toThrow(MergeError);
    expect(() => merge([{ name: 'b.jsonl', text: '{"query": 1}\n' }])).toThrow(
      /b.jsonl line 1: not a point of a sweep's JSON lines/,
    );
    expect(() => merge([{ name: 'b.jsonl', text: '{oops\n' }])).toThrow(/b.jsonl line 1: not JSON/);
    expect(() => merge([{ name: 'e.jsonl', text: '' }])).toThrow(/no points in e.jsonl/);
  });
});
