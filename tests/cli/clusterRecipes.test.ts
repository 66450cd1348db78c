import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inDirectory, shellWords, simArgs } from './recipeShell';
import { simInEnvironment } from './simCommand';

/**
 * The cluster recipes of docs/sweeps.md, run as written: each recipe's command line, read from
 * the document, runs in this process with its scheduler's variables for every index; one shard
 * is interrupted (its file cut in the middle of a line, as a kill while writing leaves it) and
 * run again, and the recipe's merge line must print the unsharded run's CSV, byte for byte.
 *
 * Two things differ from a cluster, for speed: the test's small sweep replaces the recipes'
 * (their command lines are unchanged), and --workers is 1 (threads give the same bytes, see
 * sweep.test.ts). GNU parallel is not installed where these tests run, so its recipe's command
 * template is run for each input line here; --joblog and --resume-failed (which job parallel
 * starts again) are parallel's own.
 */

const docs = readFileSync(join(__dirname, '..', '..', 'docs', 'sweeps.md'), 'utf8');
const SWEEP = 'lab=sockets&events=3000&sweep=n:1..4&sweep2=beta:0.3,0.5&reps=2';
/** 16 points, 4 per shard */
const SHARD_POINTS = 4;

/** A section of the document, from its heading to the next. */
function section(heading: string): string {
  const start = docs.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`docs/sweeps.md has no section "### ${heading}"`);
  const next = /\n#{2,3} /.exec(docs.slice(start + 5));
  return docs.slice(start, next ? start + 5 + next.index : undefined);
}

function codeBlock(text: string, lang: string, containing: string): string {
  for (const m of text.matchAll(/```(\w*)\n([\s\S]*?)```/g))
    if (m[1] === lang && m[2].includes(containing)) return m[2];
  throw new Error(`no \`\`\`${lang} block with "${containing}"`);
}

/** The section's `sim -- merge ...` command (inline, or inside sbatch --wrap '...'). */
function mergeArgs(text: string): string[] {
  const m = /sim -- merge ([^'`\n]+)/.exec(text);
  if (!m) throw new Error('no merge command line');
  return ['merge', ...shellWords(m[1], {})];
}

interface Recipe {
  count: number;
  /** the command's arguments for task i (the recipe's words, expanded as its shell would) */
  args(i: number): string[];
  /** the process's environment for task i (what main reads the shard from) */
  env(i: number): Record<string, string>;
  merge: string[];
  /** whether the shard comes from the scheduler's variables (and stderr says so) */
  fromEnvironment: boolean;
}

const oneWorker = (args: string[]) => args.map((a, k) => (args[k - 1] === '--workers' ? '1' : a));

function slurm(): Recipe {
  const text = section('Slurm');
  const script = codeBlock(text, 'sh', '#SBATCH --array=');
  const [, first, last] = /#SBATCH --array=(\d+)-(\d+)\n/.exec(script)!;
  const count = Number(last) - Number(first) + 1;
  const line = script.split('\n').find((l) => l.includes('sim -- "$SWEEP"'))!;
  const env = (i: number) => ({
    SLURM_ARRAY_JOB_ID: '4242',
    SLURM_ARRAY_TASK_ID: String(Number(first) + i),
    SLURM_ARRAY_TASK_MIN: first,
    SLURM_ARRAY_TASK_MAX: last,
    SLURM_ARRAY_TASK_STEP: '1',
    SLURM_ARRAY_TASK_COUNT: String(count),
    SLURM_CPUS_PER_TASK: '1',
  });
  return {
    count,
    env,
    args: (i) => oneWorker(simArgs(shellWords(line, { ...env(i), SWEEP }))),
    merge: mergeArgs(text),
    fromEnvironment: true,
  };
}

function kubernetes(): Recipe {
  const text = section('Kubernetes');
  const yaml = codeBlock(text, 'yaml', 'completionMode: Indexed');
  const count = Number(/\n {2}completions: (\d+)\n/.exec(yaml)![1]);
  const command = /command:\s*\[([\s\S]*?)\]/.exec(yaml)![1];
  const words = [...command.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
  expect(words.slice(0, 2)).toEqual(['sh', '-c']);
  const podEnv = Object.fromEntries(
    [...yaml.matchAll(/- name: (\w+)\n\s+value: '([^']*)'/g)].map((m) => [m[1], m[2]]),
  );
  expect(podEnv.SIM_SHARD_COUNT).toBe(String(count));
  const env = (i: number) => ({ ...podEnv, SWEEP, JOB_COMPLETION_INDEX: String(i) });
  return {
    count,
    env,
    args: (i) => oneWorker(simArgs(shellWords(words[2], env(i)))),
    merge: mergeArgs(text),
    fromEnvironment: true,
  };
}

function awsBatch(): Recipe {
  const text = section('AWS Batch');
  const job = JSON.parse(codeBlock(text, 'json', 'arrayProperties')) as {
    arrayProperties: { size: number };
    containerOverrides: { command: string[]; environment: { name: string; value: string }[] };
  };
  const count = job.arrayProperties.size;
  const { command, environment } = job.containerOverrides;
  expect(command.slice(0, 2)).toEqual(['sh', '-c']);
  const jobEnv = Object.fromEntries(environment.map((e) => [e.name, e.value]));
  const env = (i: number) => ({
    ...jobEnv,
    SWEEP,
    AWS_BATCH_JOB_ARRAY_INDEX: String(i),
    AWS_BATCH_JOB_ARRAY_SIZE: String(count),
  });
  return {
    count,
    env,
    args: (i) => oneWorker(simArgs(shellWords(command[2], env(i)))),
    merge: mergeArgs(text),
    fromEnvironment: true,
  };
}

function gnuParallel(): Recipe {
  const text = section('GNU parallel');
  const block = codeBlock(text, 'sh', '| parallel');
  const [, last] = /seq 0 (\d+) \| parallel /.exec(block)!;
  expect(block).toMatch(/--joblog \S+ --resume-failed/);
  const template = /'(npm run [^']*)'/.exec(block)![1];
  const env = (i: number) => ({ SWEEP, PARALLEL_SEQ: String(i + 1) });
  return {
    count: Number(last) + 1,
    env,
    args: (i) => simArgs(shellWords(template.replaceAll('{}', String(i)), env(i))),
    merge: mergeArgs(text.slice(text.indexOf('| parallel'))),
    fromEnvironment: false,
  };
}

const unsharded = simInEnvironment({}, SWEEP, '--format', 'csv', '--workers', '1');

describe.each([
  ['a Slurm array job', slurm],
  ['a Kubernetes Indexed Job', kubernetes],
  ['an AWS Batch array job', awsBatch],
  ['GNU parallel', gnuParallel],
])('docs/sweeps.md: %s', (_, read) => {
  it('every task runs its shard; one interrupted and resumed; merge gives the unsharded CSV', async () => {
    const recipe = read();
    expect(recipe.count).toBe(4);
    const dir = mkdtempSync(join(tmpdir(), 'recipe-'));
    const run = (i: number) => simInEnvironment(recipe.env(i), ...inDirectory(recipe.args(i), dir));
    for (let i = 0; i < recipe.count; i++) {
      const r = await run(i);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe('');
      if (recipe.fromEnvironment) expect(r.stderr).toContain(`sim: shard ${i}/4 (from `);
    }

    // shard 2 killed while writing its second point: a whole line, then part of one
    const out = inDirectory(recipe.args(2), dir).at(-1)!;
    const [line1, line2] = readFileSync(out, 'utf8').split('\n');
    writeFileSync(out, `${line1}\n${line2.slice(0, 60)}`);
    const resumed = await run(2);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain('removed a cut-short last line');
    expect(resumed.stderr).toContain(
      `1 of the ${SHARD_POINTS} points already there, running the other ${SHARD_POINTS - 1}`,
    );
    const after = readFileSync(out, 'utf8');
    expect(after.startsWith(`${line1}\n`)).toBe(true); // appended to, not rewritten
    expect(after.split('\n')).toHaveLength(SHARD_POINTS + 1);

    const merge = inDirectory(recipe.merge, dir);
    expect(merge.filter((a) => a.endsWith('.jsonl'))).toHaveLength(recipe.count);
    const merged = await simInEnvironment({}, ...merge);
    expect(merged.code, merged.stderr).toBe(0);
    const into = merge[merge.indexOf('--out') + 1];
    expect(readFileSync(into, 'utf8')).toBe((await unsharded).stdout);
  });
});
