import { describe, expect, it } from 'vitest';
import {
  shardFromEnvironment,
  type Environment,
} from '../../src/labs/kit/commandLine/schedulerShard';

const shard = (env: Environment, count: number | null = null) => {
  const found = shardFromEnvironment(env, count);
  return found.kind === 'shard' ? found.shard : found;
};
const problem = (env: Environment, count: number | null = null) => {
  const found = shardFromEnvironment(env, count);
  return found.kind === 'error' ? found.message : `no error: ${JSON.stringify(found)}`;
};

describe("a sweep's shard from the batch scheduler's environment", () => {
  it('is none without a scheduler index (a SIM_SHARD_COUNT alone takes no shard)', () => {
    expect(shardFromEnvironment({}, null)).toEqual({ kind: 'none' });
    expect(shardFromEnvironment({ SIM_SHARD_COUNT: '4', HOME: '/x' }, null)).toEqual({
      kind: 'none',
    });
    expect(problem({}, 4)).toContain('--shard-count needs a scheduler index');
  });

  it('Slurm: every task of --array=0-3, 1-4 and 1-7:2 takes its own shard of 4', () => {
    const arrays = [
      { ids: [0, 1, 2, 3], min: 0, max: 3, step: 1 },
      { ids: [1, 2, 3, 4], min: 1, max: 4, step: 1 },
      { ids: [1, 3, 5, 7], min: 1, max: 7, step: 2 },
    ];
    for (const { ids, min, max, step } of arrays) {
      const shards = ids.map((id) =>
        shard({
          SLURM_ARRAY_TASK_ID: String(id),
          SLURM_ARRAY_TASK_MIN: String(min),
          SLURM_ARRAY_TASK_MAX: String(max),
          SLURM_ARRAY_TASK_STEP: String(step),
          SLURM_ARRAY_TASK_COUNT: '4',
        }),
      );
      expect(shards).toEqual([0, 1, 2, 3].map((index) => ({ index, count: 4 })));
    }
    const found = shardFromEnvironment(
      { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '4' },
      null,
    );
    expect(found.kind === 'shard' && found.from).toBe(
      'SLURM_ARRAY_TASK_ID=3 - SLURM_ARRAY_TASK_MIN=1, SLURM_ARRAY_TASK_COUNT=4',
    );
  });

  it('Slurm: bad values and arrays with gaps are errors naming the variable', () => {
    expect(problem({ SLURM_ARRAY_TASK_ID: 'two', SLURM_ARRAY_TASK_COUNT: '4' })).toBe(
      'SLURM_ARRAY_TASK_ID must be a non-negative integer, got "two"',
    );
    expect(problem({ SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '2.5' })).toContain(
      'SLURM_ARRAY_TASK_COUNT must be a non-negative integer',
    );
    expect(problem({ SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_COUNT: '4' })).toContain(
      'is not below the count of tasks (SLURM_ARRAY_TASK_COUNT=4)',
    );
    expect(problem({ SLURM_ARRAY_TASK_ID: '3' })).toContain(
      'SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT',
    );
    // --array=1,4,9: three tasks from 1 to 9
    expect(
      problem({
        SLURM_ARRAY_TASK_ID: '4',
        SLURM_ARRAY_TASK_MIN: '1',
        SLURM_ARRAY_TASK_MAX: '9',
        SLURM_ARRAY_TASK_COUNT: '3',
      }),
    ).toContain('an --array list with gaps?');
    expect(problem({ SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_MIN: '3' })).toContain(
      'not a task of an evenly spaced array',
    );
    expect(
      problem({ SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '4', SIM_SHARD_COUNT: '8' }),
    ).toContain('SIM_SHARD_COUNT=8 disagrees with the scheduler');
  });

  it('Kubernetes: JOB_COMPLETION_INDEX with the count from --shard-count or SIM_SHARD_COUNT', () => {
    expect(shard({ JOB_COMPLETION_INDEX: '2' }, 3)).toEqual({ index: 2, count: 3 });
    expect(shard({ JOB_COMPLETION_INDEX: '0', SIM_SHARD_COUNT: '3' })).toEqual({
      index: 0,
      count: 3,
    });
    expect(problem({ JOB_COMPLETION_INDEX: '2' })).toContain(
      "JOB_COMPLETION_INDEX=2 gives the shard's index, not the count of shards: give --shard-count k or set SIM_SHARD_COUNT",
    );
    expect(problem({ JOB_COMPLETION_INDEX: '3', SIM_SHARD_COUNT: '3' })).toContain(
      'JOB_COMPLETION_INDEX=3 is not below the count of tasks (SIM_SHARD_COUNT=3)',
    );
    expect(problem({ JOB_COMPLETION_INDEX: '1', SIM_SHARD_COUNT: 'three' })).toContain(
      'SIM_SHARD_COUNT must be a non-negative integer, got "three"',
    );
    expect(problem({ JOB_COMPLETION_INDEX: '0', SIM_SHARD_COUNT: '0' })).toContain(
      'SIM_SHARD_COUNT must be at least 1',
    );
  });

  it('AWS Batch: AWS_BATCH_JOB_ARRAY_INDEX of AWS_BATCH_JOB_ARRAY_SIZE', () => {
    expect(shard({ AWS_BATCH_JOB_ARRAY_INDEX: '1', AWS_BATCH_JOB_ARRAY_SIZE: '2' })).toEqual({
      index: 1,
      count: 2,
    });
    expect(problem({ AWS_BATCH_JOB_ARRAY_INDEX: '2', AWS_BATCH_JOB_ARRAY_SIZE: '2' })).toContain(
      'AWS_BATCH_JOB_ARRAY_INDEX=2 is not below the count of tasks (AWS_BATCH_JOB_ARRAY_SIZE=2)',
    );
    expect(problem({ AWS_BATCH_JOB_ARRAY_INDEX: '-1', AWS_BATCH_JOB_ARRAY_SIZE: '2' })).toContain(
      'AWS_BATCH_JOB_ARRAY_INDEX must be a non-negative integer, got "-1"',
    );
    expect(problem({ AWS_BATCH_JOB_ARRAY_INDEX: '0' })).toContain(
      'AWS_BATCH_JOB_ARRAY_INDEX=0 is set but not AWS_BATCH_JOB_ARRAY_SIZE',
    );
  });
});
