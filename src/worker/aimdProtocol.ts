import type { PathChunk } from '../engines/aimd/pathChunk';
import type { AimdScenario } from '../labs/aimd/scenario';

/**
 * The typed surface between the Loss-policies lab and its worker. Everything large travels as
 * typed arrays (transferred, not copied); the worker never sends the whole path, only what the
 * view can show.
 */

/** Simulated time per wall-clock second, or as fast as the worker can go. */
export type Speed = number | 'max';

export interface RunOptions {
  speed: Speed;
  /** flows whose individual paths are sent (indices, 0-based); the aggregate is always sent */
  drawnFlows: number[];
  /** wall-clock milliseconds between frames (default 50) */
  frameMs?: number;
  /** at most this many of the latest events per frame carry path detail (default 4000) */
  tailEvents?: number;
  /** start paused (step mode) */
  paused?: boolean;
}

export type RunStatus = 'running' | 'paused' | 'done';

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
 * The recent path, self-contained: the drawn flows' rates at `startTime` (just after the event at
 * that time), then every event after it. Between events rates grow linearly (slope eta_i), so
 * this is the exact path from startTime to the last event.
 */
export interface PathTail {
  flows: Int32Array;
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
  /** the live edge: the simulated time the view should reach (>= time when paced) */
  viewTime: number;
  stats: FrameStats;
  /** one running-utilization sample per frame (null during the warm-up) */
  utilization: UtilizationPoint | null;
  tail: PathTail | null;
}

/** What one step did: for the step-mode caption. */
export interface StepInfo {
  event: number;
  time: number;
  /** the cuts of that event (all flows, at most 12 listed) */
  cuts: { flow: number; before: number; after: number; span: number }[];
  /** how many flows were cut in all */
  cutCount: number;
}

/** The worker's API (exposed with Comlink). */
export interface AimdWorkerApi {
  /** Starts a run; frames arrive through `onFrame` until done or cancelled. */
  start(runId: number, scenario: AimdScenario, options: RunOptions, onFrame: (frame: AimdFrame) => void): void;
  pause(): void;
  resume(): void;
  /** Advances exactly one event (pausing first) and sends a frame. */
  step(): StepInfo | null;
  setSpeed(speed: Speed): void;
  cancel(): void;
}
