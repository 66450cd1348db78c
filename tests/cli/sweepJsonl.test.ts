import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simInEnvironment } from './simCommand';

/** `npm run sim -- ...` in this process, in one thread, with the environment `env`. */
const sim = (env: Record<string, string>, ...args: string[]) =>
  simInEnvironment(env, ...args, ...(args[0] === 'merge' ? [] : ['--workers', '1']));

const SWEEP =
  'lab=aimd&n=2&events=2000&sweep=n:1..3&sweep2=beta:0.4,0.6&policies=largest-rate&reps=2';
const dir = () => mkdtempSync(join(tmpdir(), 'jsonl-'));

describe('--format jsonl', () => {
  it('to stdout without --out; the JSON lines merge into the unsharded CSV and JSON report', async () => {
    const d = dir();
    const files: string[] = [];
    for (const i of [0, 1]) {
      const r = await sim({}, SWEEP, '--format', 'jsonl', '--shard', `${i}/2`);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(3);
      files.push(join(d, `s${i}.jsonl`));
      writeFileSync(files[i], r.stdout);
    }
    const csv = await sim({}, 'merge', ...files);
    expect(csv.stdout).toBe((await sim({}, SWEEP, '--format', 'csv')).stdout);
    const json = await sim({}, 'merge', ...files, '--format', 'json');
    expect(json.stdout).toBe((await sim({}, SWEEP, '--format', 'json')).stdout);
  });

  it('never appends to a file of another sweep, shard or code version', async () => {
    const file = join(dir(), 'part.jsonl');
    const first = await sim({}, SWEEP, '--format', 'jsonl', '--shard', '0/2', '--out', file);
    expect(first.code, first.stderr).toBe(0);
    const before = readFileSync(file, 'utf8');
    const code = before.split('"code":"')[1].split('"')[0];

    const version = await sim(
      { SIM_CODE_VERSION: 'build-7' },
      ...[SWEEP, '--format', 'jsonl', '--shard', '0/2', '--out', file],
    );
    expect(version.code).toBe(2);
    expect(version.stderr).toContain(`line 1 is of another code version than this run's`);
    expect(version.stderr).toContain(`in the file: ${code}\n  this run:    build-7`);

    const other = SWEEP.replace('reps=2', 'reps=3');
    const sweep = await sim({}, other, '--format', 'jsonl', '--shard', '0/2', '--out', file);
    expect(sweep.code).toBe(2);
    expect(sweep.stderr).toContain('is of another sweep');
    expect(sweep.stderr).toContain(`in the file: ${SWEEP}\n  this run:    ${other}\n`);

    const shard = await sim({}, SWEEP, '--format', 'jsonl', '--shard', '1/2', '--out', file);
    expect(shard.code).toBe(2);
    expect(shard.stderr).toContain('in the file: 0/2\n  this run:    1/2');

    const csv = join(dir(), 'a.csv');
    writeFileSync(csv, 'n,policy\n1,synchronized');
    const foreign = await sim({}, SWEEP, '--format', 'jsonl', '--out', csv);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toContain(`${csv} line 1: not JSON`);
    expect(readFileSync(csv, 'utf8')).toBe('n,policy\n1,synchronized');
    expect(readFileSync(file, 'utf8')).toBe(before);

    // and the same command again has nothing left to do
    const again = await sim({}, SWEEP, '--format', 'jsonl', '--shard', '0/2', '--out', file);
    expect(again.stderr).toContain('3 of the 3 points already there, running the other 0');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('merge names the files of different code versions, and refuses mixed formats', async () => {
    const d = dir();
    const a = join(d, 'a.jsonl');
    const b = join(d, 'b.jsonl');
    await sim({ SIM_CODE_VERSION: 'v1' }, SWEEP, '--format', 'jsonl', '--shard', '0/2', '--out', a);
    await sim({ SIM_CODE_VERSION: 'v2' }, SWEEP, '--format', 'jsonl', '--shard', '1/2', '--out', b);
    const mixed = await sim({}, 'merge', a, b);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain(
      `${b} line 1 is of another code version than ${a} line 1:\n  v2\n  v1`,
    );
    const c = join(d, 'c.csv');
    writeFileSync(c, (await sim({}, SWEEP, '--format', 'csv', '--shard', '1/2')).stdout);
    expect((await sim({}, 'merge', a, c)).stderr).toContain(`${a} holds JSON lines and ${c} a CSV`);
    expect((await sim({}, 'merge', c, '--format', 'json')).stderr).toContain(
      'the JSON report needs their JSON lines',
    );
  });
});

describe("the scheduler's shard", () => {
  const slurm = { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '2' };

  it('is taken by sweeps, said on stderr; an explicit --shard wins', async () => {
    const fromEnv = await sim(slurm, SWEEP, '--format', 'csv');
    expect(fromEnv.stderr).toBe(
      'sim: shard 1/2 (from SLURM_ARRAY_TASK_ID=1, SLURM_ARRAY_TASK_COUNT=2)\n',
    );
    expect(fromEnv.stdout).toBe((await sim({}, SWEEP, '--format', 'csv', '--shard', '1/2')).stdout);
    const given = await sim(slurm, SWEEP, '--format', 'csv', '--shard', '0/2');
    expect(given.stderr).toBe('');
    expect(given.stdout).toBe((await sim({}, SWEEP, '--format', 'csv', '--shard', '0/2')).stdout);
    const k8s = await sim({ JOB_COMPLETION_INDEX: '2' }, SWEEP, '--shard-count', '3');
    expect(k8s.stderr).toContain('sim: shard 2/3 (from JOB_COMPLETION_INDEX=2, --shard-count 3)');
  });

  it('bad values are errors naming the variable (exit 2, nothing on stdout); single runs ignore them', async () => {
    for (const [env, message] of [
      [
        { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '2' },
        'SLURM_ARRAY_TASK_ID=2 is not below',
      ],
      [{ JOB_COMPLETION_INDEX: '1' }, 'give --shard-count k or set SIM_SHARD_COUNT'],
      [
        { AWS_BATCH_JOB_ARRAY_INDEX: '1.5' },
        'AWS_BATCH_JOB_ARRAY_INDEX must be a non-negative integer',
      ],
    ] as const) {
      const r = await sim(env, SWEEP, '--format', 'csv');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(message);
    }
    const single = await sim(
      { JOB_COMPLETION_INDEX: 'x' },
      'lab=aimd&n=2&events=2000',
      '--format',
      'csv',
    );
    expect(single.code, single.stderr).toBe(0);
    const jsonl = await sim({}, 'lab=aimd&n=2&events=2000', '--format', 'jsonl');
    expect(jsonl.code).toBe(2);
    expect(jsonl.stderr).toContain('--format jsonl is for sweeps');
  });
});
