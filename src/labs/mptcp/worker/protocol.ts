import type { HeadlineState } from '../../../worker/headline';
import type { LiveWorkerApi } from '../../../worker/liveApi';
import type { HorizonSpeed } from '../../../worker/pacedClock';
import type { PacedOptions, RunnerStatus } from '../../../worker/pacedRunner';
import type { WorkerErrorReport } from '../../../worker/runClient';
import type { AnalysisView } from '../analysisView';
import type { ComparisonResult } from '../comparison';
import type { ResponsivenessReport } from '../report';
import type { MptcpScenario } from '../scenario';

/**
 * The typed surface between the Multipath TCP lab and its worker. The worker integrates the fluid
 * model paced to the wall clock (so the page's lines grow as it integrates), solves the
 * equilibrium, and fills the all-algorithms comparison in the time between frames. Large data
 * travels as transferred typed arrays.
 */

/**
 * Playback: the whole run in `seconds` of wall-clock time, the simulated time advancing evenly
 * (linear) or by equal factors (log, from `from` seconds: even growth on a log time axis); or as
 * fast as the worker goes.
 */
export type MptcpSpeed = 'max' | HorizonSpeed;

/** A start's options: the speed, the frames' cadence and a paused start (PacedOptions), and: */
export interface MptcpRunOptions extends PacedOptions<MptcpSpeed> {
  /** ms of work per frame (default 30): the worker answers messages between slices */
  workMs?: number;
  /** run the comparison of every algorithm too (default true) */
  compare?: boolean;
  /** at most this many trajectory samples reach the page (default 2000; decimated evenly) */
  maxSamples?: number;
}

export type MptcpStatus = RunnerStatus;

/** New trajectory samples for the page: times, rates (Mbit/s, count x nR) and prices (count x nL). */
export interface SampleChunk {
  t: Float64Array;
  x: Float64Array;
  p: Float64Array;
}

/** What the CLI prints for this scenario (`npm run sim -- "<URL>"`), ready when the run ends. */
export interface ReportOutput {
  /** `--format csv`: the route table, byte for byte */
  csv: string;
  /** the JSON report, byte for byte (without the trailing newline the CLI adds) */
  json: string;
  notes: string[];
  /** the impossible values of the report (kit/impossible.ts), as the command line prints them */
  impossible: string[];
  responsiveness: ResponsivenessReport | null;
  failure: string | null;
  finalTotalsDeviation: number;
}

export interface MptcpFrame {
  runId: number;
  /** the trajectory's status ('done' once it reached the horizon) */
  status: MptcpStatus;
  /** simulated time reached */
  time: number;
  samples: SampleChunk | null;
  /** sent once, first */
  analysis: AnalysisView | null;
  /** sent once, when the trajectory ends */
  report: ReportOutput | null;
  /** comparison rows finished since the last frame, in order */
  comparison: ComparisonResult[];
  comparisonTotal: number;
  comparisonDone: boolean;
  /** unused: the fluid model's headline is its equilibrium, the first frame's analysis */
  headline?: HeadlineState | null;
}

export type { WorkerErrorReport };

/** The types of the fluid model's live run (see LiveTypes): it plays, it does not step. */
export interface MptcpLive {
  scenario: MptcpScenario;
  options: MptcpRunOptions;
  frame: MptcpFrame;
  speed: MptcpSpeed;
  stepKind: never;
  stepInfo: never;
}

/** The fluid model's worker API: the live API over an MptcpRunner. */
export type MptcpWorkerApi = LiveWorkerApi<MptcpLive>;
