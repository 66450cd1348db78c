import type { HeadlineState } from '../../../../worker/headline';
import type { LiveWorkerApi } from '../../../../worker/liveApi';
import type { PacedOptions, RunnerStatus } from '../../../../worker/pacedRunner';
import type { WorkerErrorReport } from '../../../../worker/runClient';
import type { PathChunk } from '../../../../engines/aimd/pathChunk';
import type { AimdScenario } from '../scenario';

/**
 * The typed surface between the Loss-policies lab and its worker. Everything large travels as
 * typed arrays (transferred, not copied); the worker never sends the whole path, only what the
 * view can show.
 */

/** Simulated time per wall-clock second (finite, > 0), or as fast as the worker can go. */
export type Speed = number | 'max';

/** A start's options: the speed, the frames' cadence and a paused start (PacedOptions), and: */
export interface RunOptions extends PacedOptions<Speed> {
  /** flows whose individual paths are sent (indices, 0-based); the aggregate is always sent */
  drawnFlows: number[];
  /**
   * at most this many of the latest events per frame carry path detail (default 4000). Fewer when
   * an event cuts many flows (synchronized, independent): the recorder holds every cut flow before
   * the drawn ones are kept, so the count is lowered to keep that below ~2^18 records.
   */
  tailEvents?: number;
}

export type RunStatus = RunnerStatus;

/** Exact statistics of the measured window so far, as typed arrays. */
export interface FrameStats {
  measuredEvents: number;
  measuredTime: number;
  /** null while the measured window has zero length (warm-up) */
  utilization: number | null;
  ci95: [number, number] | null;
  aggregateSecondMoment: number | null;
  /** per flow: time-average rate / c (zeros while utilization is null) */
  throughput: Float64Array;
  /** per flow: time average of (x/c)^2 */
  secondMoment: Float64Array;
  /** per flow: congestion signals (taggings for beatdown) */
  signals: Float64Array;
  /** time fractions per bin of [0, c] */
  aggregateHistogram: Float64Array;
  flow1Histogram: Float64Array;
}

/**
 * The recent path, self-contained: the drawn flows' rates at `startTime` (just after the event
 * that ends there; a beatdown tagging ends a span after it starts), then every event after it. Between events rates grow linearly (slope eta_i), so
 * this is the exact path from startTime to the last event.
 */
export interface PathTail {
  flows: Int32Array;
  /**
   * eventsDone at the keyframe: the tail's events are numbered startEvent + 1, startEvent + 2, ...
   * Added so that a consumer can tell whether two tails join up (the later one starts where the
   * earlier one ended) or whether unrecorded events lie between them (max speed skips them).
   */
  startEvent: number;
  startTime: number;
  startRates: Float64Array;
  startAggregate: number;
  /** one entry per event */
  events: {
    time: Float64Array;
    /** aggregate rate just after the event's cuts (c at the end of a beatdown tagging) */
    aggregateAfter: Float64Array;
    /** beatdown: the tagged flow, its rate when tagged and the duration of the accumulation; else -1, 0, 0 */
    tagFlow: Int32Array;
    tagRate: Float64Array;
    tagSpan: Float64Array;
  };
  /** the cuts of the drawn flows (beatdown taggings as records with span > 0) */
  cuts: PathChunk;
}

export interface UtilizationPoint {
  time: number;
  value: number;
  lo: number | null;
  hi: number | null;
}

export interface AimdFrame {
  runId: number;
  status: RunStatus;
  eventsDone: number;
  /** absolute time of the last event */
  time: number;
  /**
   * The live edge: the simulated time the view should reach. Paced, every event at or before it
   * has run and none after it, so the path is exact up to it (the flows grow linearly from the
   * last event). Usually >= time; the exception is a beatdown tagging that starts before the edge:
   * it is one event whose accumulation ends at `time`, later than the edge, and the view reaches
   * it at the chosen speed. At max speed and when done it equals `time`.
   */
  viewTime: number;
  stats: FrameStats;
  /** one running-utilization sample per frame (null during the warm-up) */
  utilization: UtilizationPoint | null;
  /**
   * During the warm-up (while `stats.utilization` is null): the statistics of the path so far,
   * from time 0, for orientation only (they are not the run's results, which leave the warm-up
   * out). Exact: the same path, measured from the start. Null once the warm-up is over.
   */
  warmup: { stats: FrameStats; utilization: UtilizationPoint | null } | null;
  tail: PathTail | null;
  /** the run's headline, as the live API adds it (see LiveRunner.headline) */
  headline?: HeadlineState | null;
}

/** What one step did: for the step-mode caption. */
export interface StepInfo {
  /** 1-based index of the event */
  event: number;
  /** its congestion time (a beatdown tagging's start; the accumulation ends at time + span) */
  time: number;
  /** the cuts of that event (all flows, at most 12 listed) */
  cuts: { flow: number; before: number; after: number; span: number }[];
  /** how many flows were cut in all */
  cutCount: number;
}

export type { WorkerErrorReport };

/** The types of the lab's live run (see LiveTypes): one kind of step, a congestion event. */
export interface AimdLive {
  scenario: AimdScenario;
  options: RunOptions;
  frame: AimdFrame;
  speed: Speed;
  stepKind: never;
  stepInfo: StepInfo;
}

/** The worker's API (exposed with Comlink): the live API over an AimdRunner. */
export type AimdWorkerApi = LiveWorkerApi<AimdLive>;
