/**
 * The simulated twin of a real trace: the packet engine on a dumbbell made of the trace's fit
 * (scenario.ts), run into the series a trace reader gives (run.ts), compared with the measurement
 * (difference.ts), and printed beside the trace's report (report.ts).
 */
export {
  ACCESS_FACTOR,
  firstDataTime,
  LINUX_IW,
  LINUX_MIN_RTO_S,
  MIN_CUTS_FOR_KIND,
  openingTimes,
  RTT_FLOOR_MS,
  twinScenario,
  type NoTwin,
  type TwinCc,
  type TwinOptions,
  type TwinScenario,
} from './scenario';
export {
  MAX_SAMPLES,
  runTwin,
  sampleInterval,
  type RunTwinOptions,
  type TwinFlow,
  type TwinFlowSummary,
  type TwinRun,
} from './run';
export {
  compared,
  heldAt,
  twinDifference,
  type Compared,
  type ConnectionDifference,
  type SeriesDifference,
  type TwinDifference,
} from './difference';
export { twinReport, twinWithRun, type TwinReport } from './report';
