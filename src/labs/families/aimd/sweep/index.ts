/**
 * The AIMD sweeps' public surface for the lab pages, the command line and the tests: what a sweep
 * of the AIMD model is, how it reads and writes itself, its points, their results, the readouts
 * and the exports (the generic machinery of src/sweep/ bound to this lab's definition).
 */
export { axisLength, axisValues, formatAxis, type SweepAxis } from '../../../../sweep/axis';
export { describePoint, pointSeeds, sweptParams, type Shard } from '../../../../sweep/plan';
export { formatDuration, formatProgress, type SweepProgress } from '../../../../sweep/progress';
export { MergeError } from '../../../../sweep/merge';
export type { SweepReport } from '../../../../sweep/output';
export {
  csvColumns,
  decodeSweep,
  encodeSweepJson,
  encodeSweepQuery,
  mergeSweepCsvs,
  parseAxis,
  sweepCsv,
  sweepReport,
} from './codec';
export { AIMD_SWEEPS } from './definition';
export {
  enumeratePoints,
  pointScenario,
  runnableSweep,
  sweepPointCount,
  type SweepPoint,
} from './plan';
export { smallestNReadout, theoryCurves, type ReadoutRow, type TheoryCurve } from './readout';
export type { Estimate, PointDetail, PointResult, RunResult } from './results';
export { runPoint } from './run';
export { MAX_REPS, MAX_RUNS, SWEEP_PARAMS, type SweepParam, type SweepSpec } from './spec';
export { aimdSweepLab, aimdSweepLabs, registerAimdSweepLab, type AimdSweepLab } from './labs';
