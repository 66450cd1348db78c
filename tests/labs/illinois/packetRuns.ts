import { expect } from 'vitest';
import {
  experimentJob,
  seriesOf,
  type ExperimentJob,
} from '../../../src/labs/illinois/experiments/job';
import {
  mergeReps,
  runPoint,
  type ExperimentPointResult,
} from '../../../src/labs/illinois/experiments/run';
import { ILLINOIS_SCHEMA } from '../../../src/labs/illinois/scenario';
import { decodeQuery } from '../../../src/scenario/codec';
import { enumeratePoints } from '../../../src/sweep/plan';

/** A packet view's job from its query (no problem allowed). */
export function job(q: string): ExperimentJob {
  const d = decodeQuery(ILLINOIS_SCHEMA, `lab=illinois&${q}`);
  expect(d.problems, q).toEqual([]);
  return experimentJob(d.scenario);
}

/**
 * Runs every point of the view here (what the workers do), and puts each setup's replications
 * together (what the page and the command line's summary read).
 */
export function runView(q: string): { job: ExperimentJob; results: ExperimentPointResult[] } {
  const j = job(q);
  return { job: j, results: mergeReps(enumeratePoints(j, seriesOf(j)).map((p) => runPoint(j, p))) };
}
