/**
 * The sweep machinery's public surface for the lab pages (and the CLI): what a sweep is, how it
 * reads and writes itself, its points, their results, the readouts and the exports. The pool that
 * runs a sweep in the browser is src/worker/sweepPool.ts.
 */
export {
  axisLength,
  axisValues,
  formatAxis,
  parseAxis,
  SWEEP_PARAMS,
  type SweepAxis,
  type SweepParam,
} from './axis';
export { decodeSweep, encodeSweepJson, encodeSweepQuery, SWEEP_SCHEMAS } from './codec';
export { mergeSweepCsvs, MergeError } from './merge';
export { csvColumns, sweepCsv, sweepReport, type SweepReport } from './output';
export {
  describePoint,
  enumeratePoints,
  pointScenario,
  pointSeeds,
  runnableSweep,
  sweptParams,
  type Shard,
  type SweepPoint,
} from './plan';
export { formatDuration, formatProgress, type SweepProgress } from './progress';
export { smallestNReadout, theoryCurves, type ReadoutRow, type TheoryCurve } from './readout';
export type { Estimate, PointDetail, PointResult, RunResult } from './results';
export { runPoint } from './run';
export {
  LAB_DETAIL,
  MAX_REPS,
  MAX_RUNS,
  SWEEP_DEFAULTS,
  SWEEP_LABS,
  type SweepLab,
  type SweepSpec,
} from './spec';
