import type { Shard } from '../../../sweep/plan';

/**
 * A sweep's shard from the batch scheduler that started the process, when `--shard` is not given:
 * each array task (Slurm), indexed completion (Kubernetes) or array child (AWS Batch) runs the
 * shard its index names, so one job script serves every task. Pure: it reads the environment it
 * is given (tests hand it objects), and says where the shard came from or what is wrong.
 */

export type Environment = Readonly<Record<string, string | undefined>>;

/** The count for a scheduler that gives only the index (Kubernetes; any, as a cross-check). */
export const SHARD_COUNT_VARIABLE = 'SIM_SHARD_COUNT';

export type SchedulerShard =
  /** no scheduler's index in the environment: the whole sweep */
  | { kind: 'none' }
  | { kind: 'shard'; shard: Shard; from: string }
  | { kind: 'error'; message: string };

const error = (message: string): SchedulerShard => ({ kind: 'error', message });

/** A variable's value as a non-negative integer, or the reason it is not one. */
function integer(env: Environment, name: string): number | string | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const t = raw.trim();
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(Number(t)))
    return `${name} must be a non-negative integer, got "${raw}"`;
  return Number(t);
}

/** `--shard-count k`, else SIM_SHARD_COUNT: [count, where it came from], null or an error. */
function givenCount(
  env: Environment,
  shardCount: number | null,
): [number, string] | null | { error: string } {
  if (shardCount !== null) return [shardCount, `--shard-count ${shardCount}`];
  const n = integer(env, SHARD_COUNT_VARIABLE);
  if (typeof n === 'string') return { error: n };
  if (n === null) return null;
  if (n < 1)
    return {
      error: `${SHARD_COUNT_VARIABLE} must be at least 1, got "${env[SHARD_COUNT_VARIABLE]}"`,
    };
  return [n, `${SHARD_COUNT_VARIABLE}=${n}`];
}

/** The shard, once index and count are read: checks them against each other and the given count. */
function shardOf(
  index: number,
  indexFrom: string,
  count: number | null,
  countFrom: string,
  given: [number, string] | null,
): SchedulerShard {
  if (count !== null && given !== null && given[0] !== count)
    return error(
      `${given[1]} disagrees with the scheduler's count ${countFrom}: leave one out, or make them equal`,
    );
  const k = count ?? given?.[0] ?? null;
  const kFrom = count !== null ? countFrom : (given?.[1] ?? '');
  if (k === null) return error(`no count for ${indexFrom}`);
  if (k < 1) return error(`${kFrom}: the count of tasks must be at least 1`);
  if (index >= k)
    return error(`${indexFrom} is not below the count of tasks (${kFrom}): 0 <= index < count`);
  return { kind: 'shard', shard: { index, count: k }, from: `${indexFrom}, ${kFrom}` };
}

/**
 * Slurm: SLURM_ARRAY_TASK_ID is the array index as written in `--array` (which may start above 0
 * or step: 1-7:2), so the shard is its rank among the tasks: (id - min) / step, out of
 * SLURM_ARRAY_TASK_COUNT. An index list with gaps (--array=1,4,9) has no such rank.
 */
function slurm(env: Environment, given: [number, string] | null): SchedulerShard | null {
  const read = (name: string, fallback: number | null) => integer(env, name) ?? fallback;
  const values = {
    id: read('SLURM_ARRAY_TASK_ID', null),
    min: read('SLURM_ARRAY_TASK_MIN', 0),
    max: read('SLURM_ARRAY_TASK_MAX', null),
    step: read('SLURM_ARRAY_TASK_STEP', 1),
    count: read('SLURM_ARRAY_TASK_COUNT', null),
  };
  if (values.id === null) return null;
  for (const v of Object.values(values)) if (typeof v === 'string') return error(v);
  const { id, min, max, step, count } = values as Record<keyof typeof values, number | null> & {
    id: number;
    min: number;
    step: number;
  };
  if (step === 0) return error('SLURM_ARRAY_TASK_STEP must be at least 1, got "0"');
  const from =
    `SLURM_ARRAY_TASK_ID=${id}` +
    (min !== 0 ? ` - SLURM_ARRAY_TASK_MIN=${min}` : '') +
    (step !== 1 ? ` / SLURM_ARRAY_TASK_STEP=${step}` : '');
  if (id < min || (id - min) % step !== 0)
    return error(`${from} is not a task of an evenly spaced array: give --shard i/k yourself`);
  // the count Slurm gives, else the one its range implies
  const span = max !== null ? (max - min) / step + 1 : null;
  if (count !== null && span !== null && count !== span)
    return error(
      `SLURM_ARRAY_TASK_COUNT=${count} is not the number of tasks from SLURM_ARRAY_TASK_MIN=${min} ` +
        `to SLURM_ARRAY_TASK_MAX=${max} (an --array list with gaps?): give --shard i/k yourself`,
    );
  const k = count ?? span;
  if (k === null && given === null)
    return error(
      `SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT (nor SLURM_ARRAY_TASK_MAX): give --shard-count k or set ${SHARD_COUNT_VARIABLE}`,
    );
  const kFrom = count !== null ? `SLURM_ARRAY_TASK_COUNT=${count}` : `SLURM_ARRAY_TASK_MAX=${max}`;
  return shardOf((id - min) / step, from, k, kFrom, given);
}

/** Kubernetes Indexed Jobs: JOB_COMPLETION_INDEX, 0-based; the count is not in the pod's environment. */
function kubernetes(env: Environment, given: [number, string] | null): SchedulerShard | null {
  const i = integer(env, 'JOB_COMPLETION_INDEX');
  if (i === null) return null;
  if (typeof i === 'string') return error(i);
  if (given === null)
    return error(
      `JOB_COMPLETION_INDEX=${i} gives the shard's index, not the count of shards: give --shard-count k or set ${SHARD_COUNT_VARIABLE} (the Job's completions) in the pod's env`,
    );
  return shardOf(i, `JOB_COMPLETION_INDEX=${i}`, null, '', given);
}

/** AWS Batch array jobs: AWS_BATCH_JOB_ARRAY_INDEX, 0-based, of AWS_BATCH_JOB_ARRAY_SIZE. */
function awsBatch(env: Environment, given: [number, string] | null): SchedulerShard | null {
  const i = integer(env, 'AWS_BATCH_JOB_ARRAY_INDEX');
  if (i === null) return null;
  if (typeof i === 'string') return error(i);
  const n = integer(env, 'AWS_BATCH_JOB_ARRAY_SIZE');
  if (typeof n === 'string') return error(n);
  if (n === null && given === null)
    return error(
      `AWS_BATCH_JOB_ARRAY_INDEX=${i} is set but not AWS_BATCH_JOB_ARRAY_SIZE: give --shard-count k or set ${SHARD_COUNT_VARIABLE}`,
    );
  return shardOf(i, `AWS_BATCH_JOB_ARRAY_INDEX=${i}`, n, `AWS_BATCH_JOB_ARRAY_SIZE=${n}`, given);
}

/**
 * The shard the scheduler's variables name: Slurm's, else Kubernetes', else AWS Batch's (the
 * first one set is taken, and the message says which). `shardCount` is `--shard-count k`.
 */
export function shardFromEnvironment(env: Environment, shardCount: number | null): SchedulerShard {
  const given = givenCount(env, shardCount);
  if (given !== null && 'error' in given) return error(given.error);
  for (const scheduler of [slurm, kubernetes, awsBatch]) {
    const found = scheduler(env, given);
    if (found !== null) return found;
  }
  if (shardCount !== null)
    return error(
      '--shard-count needs a scheduler index (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX); otherwise give --shard i/k',
    );
  return { kind: 'none' };
}
