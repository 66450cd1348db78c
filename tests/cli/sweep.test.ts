import type { SweepLab } from '../labs/families/aimd/sweepLabs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/labs/kit/commandLine/args';
import { ScenarioError, UsageError } from '../../src/labs/kit/commandLine/errors';
import { main } from '../../src/cli/main';
import { runAimdSweep } from '../../src/labs/families/aimd/commandLine';
import { decodeSweep } from '../../src/labs/families/aimd/sweep/codec';
import { sweepCsv } from '../../src/labs/families/aimd/sweep/codec';

import { aimdSweepPool } from '../../src/labs/families/aimd/worker/sweepPool';
import { fakeSweepWorker } from '../sweep/fakeSweepWorker';

/** A run's notes and flags, not looked at here. */
const QUIET = { notes: () => {}, impossible: () => {} };

const root = join(__dirname, '..', '..');

/** The real command line (a process per call: ~1 s each, so only where the process matters). */
function sim(...args: string[]) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'src/cli/sim.ts'), ...args],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The sweep command in this process, on this thread (--workers 1). */
async function run(lab: SweepLab, text: string, ...options: string[]): Promise<string> {
  const args = parseArgs([text, '--workers', '1', ...options]);
  const out = await runAimdSweep(lab, text, args, QUIET);
  return out;
}

const SWEEP = 'lab=sockets&events=3000&sweep=n:1..4&sweep2=beta:0.3,0.5&reps=2';

/** The browser's pool (its Comlink message path, on fake workers) on the same sweep. */
async function browserCsv(query: string): Promise<string> {
  const spec = decodeSweep(query).scenario;
  const pool = aimdSweepPool(2, fakeSweepWorker);
  try {
    return sweepCsv(
      spec,
      (
        await pool.start(
          spec,
          () => undefined,
          () => undefined,
        )
      ).results,
    );
  } finally {
    pool.dispose();
  }
}

describe('npm run sim -- "<sweep URL>"', () => {
  it('prints the CSV: the same bytes on worker threads, in one thread and in the browser pool', async () => {
    const threads = sim(`https://example.org/lab2/?${SWEEP}`, '--format', 'csv', '--workers', '2');
    expect(threads.code).toBe(0);
    expect(threads.stderr).toBe(''); // no progress line when stderr is not a terminal
    const inProcess = await run('sockets', SWEEP, '--format', 'csv');
    expect(threads.stdout).toBe(inProcess);
    expect(threads.stdout).toBe(await browserCsv(SWEEP));
    // a plain table: the header first (what pandas.read_csv and R's read.csv expect by default)
    const lines = inProcess.trim().split('\n');
    expect(lines[0]).toBe('n,beta,policy,utilization,ci95_low,ci95_high,theory,reps,seeds');
    expect(lines).toHaveLength(1 + 4 * 2 * 2);
    for (const line of lines) expect(line.split(',')).toHaveLength(9);
  });

  it('--shard i/k runs every k-th point; merge gives back the unsharded CSV, or says what is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-'));
    const whole = await run('sockets', SWEEP, '--format', 'csv');
    const files: string[] = [];
    for (const i of [0, 1, 2]) {
      const text = await run('sockets', SWEEP, '--format', 'csv', '--shard', `${i}/3`);
      expect(text.split('\n')[1]).toBe(`# shard: ${i}/3`);
      files.push(join(dir, `part${i}.csv`));
      writeFileSync(files[i], text);
    }
    const merge = async (...names: string[]) => {
      const out = { stdout: '', stderr: '' };
      const code = await main(['merge', ...names], {
        stdout: (t) => (out.stdout += t),
        stderr: (t) => (out.stderr += t),
      });
      return { code, ...out };
    };
    expect((await merge(files[2], files[0], files[1])).stdout).toBe(whole);
    expect((await merge(files[0], files[0], files[1], files[2])).stderr).toContain('appears twice');
    expect((await merge(join(dir, 'nothing.csv'))).stderr).toContain('cannot read');

    // the real command line: `sim merge` reaches the merge, and its errors exit with 2
    const missing = sim('merge', files[0], files[2]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('points are missing (shards given: 0/3, 2/3)');
  });

  it('JSON: the points with their runs, the readout and the theory curves; progress on stderr only', () => {
    const r = sim(
      'lab=aimd&n=2&sweep=n:1..3&policy=largest-rate&events=2000',
      '--progress',
      '--workers',
      '1',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.lab).toBe('aimd');
    expect(out.query).toBe('lab=aimd&n=2&events=2000&sweep=n:1..3&policies=largest-rate');
    expect(out.points).toHaveLength(3);
    expect(out.points[2]).toMatchObject({ index: 2, policy: 'largest-rate', coords: [3] });
    expect(out.points[2].runs).toHaveLength(5);
    expect(out.readout.map((x: { target: number }) => x.target)).toEqual([0.9, 0.95]);
    expect(out.theoryCurves[0].n).toEqual([1, 2, 3]);
    expect(r.stderr).toMatch(/^sweep: 3\/3 points \(100 %\), .* elapsed, done$/m);
  });

  it('any problem in the sweep is an error: exit 2, the parameter named, nothing on stdout', async () => {
    const r = sim('lab=sockets&sweep=n:0..3', '--format', 'csv');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('sweep: n value 0');
    for (const [input, param] of [
      ['lab=sockets&reps=0', 'reps'],
      ['lab=insensitivity&n=1&sweep=sigma:0.1,0.5', 'sweep'],
      ['lab=sockets&sweep=colour:1,2', 'sweep'],
      ['{"lab": "sockets", "policies": ["fastest"]}', 'policies'],
    ]) {
      await expect(run('sockets', input), input).rejects.toThrow(ScenarioError);
      await expect(run('sockets', input), input).rejects.toThrow(`${param}:`);
    }
    await expect(run('sockets', 'lab=sockets', '--path')).rejects.toThrow(UsageError);
    expect(() => parseArgs(['lab=sockets', '--shard', '3/3'])).toThrow('0 <= i < k');
    expect(() => parseArgs(['lab=sockets', '--workers', '0'])).toThrow('--workers');
    expect(parseArgs(['merge', 'a.csv', 'b.csv'])).toMatchObject({
      input: 'merge',
      merge: ['a.csv', 'b.csv'],
    });
  });
});
