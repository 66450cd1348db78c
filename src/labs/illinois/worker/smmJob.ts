import { CONGESTION_LEVELS, type CongestionLevel } from '../../../engines/models/illinois';
import type { SweepPoint } from '../../../sweep/plan';
import type { SweepCore } from '../../../sweep/spec';
import { illinoisParams, rttsOf, type IllinoisScenario } from '../scenario';
import { runSmmLevel, type SmmLevelRun } from '../smmReport';

/**
 * The SMM view's work as a sweep of three points, one per congestion level, so that the shared
 * worker pool runs them in parallel, reports progress and cancels them (src/worker/sweepPool.ts).
 * The job carries the scenario; each point runs exactly what the command line runs for its level.
 */
export interface SmmJob extends SweepCore {
  scenario: IllinoisScenario;
}

export interface SmmPointResult {
  index: number;
  coords: number[];
  run: SmmLevelRun;
}

export function smmJob(s: IllinoisScenario): SmmJob {
  return { lab: 'illinois', seed: s.seed, sweep: null, sweep2: null, reps: 1, scenario: s };
}

/** What the runs depend on: not the view, the basis or the curves' parameters. */
export function smmJobKey(s: IllinoisScenario): string {
  const p = illinoisParams(s);
  return [
    `rtt=${rttsOf(s).join(',')}`,
    `beta=${p.betaRemovedMax}`,
    `events=${s.events}`,
    `warmup=${s.warmup}`,
    `seed=${s.seed}`,
  ].join('&');
}

export const smmPoints = (): SweepPoint<CongestionLevel>[] =>
  CONGESTION_LEVELS.map((level, index) => ({ index, series: level, coords: [] }));

export function runSmmPoint(job: SmmJob, point: SweepPoint): SmmPointResult {
  const level = point.series as CongestionLevel;
  if (!CONGESTION_LEVELS.includes(level)) throw new Error(`no congestion level ${point.series}`);
  return { index: point.index, coords: [], run: runSmmLevel(job.scenario, level) };
}
