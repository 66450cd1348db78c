import type { InternalColumn } from '../../../engines/packet/measure/traces';
import type { HeadlineState } from '../../../worker/headline';
import type { LiveWorkerApi } from '../../../worker/liveApi';
import type { PacedOptions, RunnerStatus } from '../../../worker/pacedRunner';
import type { WorkerErrorReport } from '../../../worker/runClient';
import type { DumbbellScenario } from '../../families/packet/scenario';
import type { DumbbellSpeed } from '../speeds';

/**
 * The typed surface between the Dumbbell lab and its worker. Everything large travels as typed
 * arrays (transferred, not copied); the worker sends the traces of the drawn flows only, and the
 * statistics as the engine's summary computes them.
 */

/** Simulated seconds per wall-clock second (finite, > 0), or as fast as the worker can go. */
export type Speed = DumbbellSpeed;

/** A start's options: the speed, the frames' cadence and a paused start (PacedOptions), and: */
export interface RunOptions extends PacedOptions<Speed> {
  /** flows whose cwnd traces are sent (indices, 0-based); the sum and the queue always are */
  drawnFlows: number[];
}

export type RunStatus = RunnerStatus;

/** The engine's summary as the page draws it: per-flow numbers and distributions as typed arrays. */
export interface FrameStats {
  /** simulated time reached, s */
  time: number;
  /** time measured (after the warm-up; from 0 in the warm-up's preview), s */
  measuredTime: number;
  /** null while nothing is measured yet */
  utilization: number | null;
  /** aggregate throughput at the bottleneck, Mbit/s (null while nothing is measured) */
  throughput: number | null;
  packets: number;
  drops: number;
  queueDrops: number;
  lossDrops: number;
  timeouts: number;
  fastRetransmits: number;
  /** per flow: Mbit/s, time-average cwnd (zeros while nothing is measured), drops, recoveries */
  flowThroughput: Float64Array;
  flowCwnd: Float64Array;
  flowDrops: Float64Array;
  flowTimeouts: Float64Array;
  flowFastRetransmits: Float64Array;
  /** congestion events with M = m flows losing a packet: syncCounts[m - 1] (Fig. 17) */
  syncCounts: Float64Array;
  syncEvents: number;
  /** mean M over the events (null without any) */
  syncMeanM: number | null;
  /** P(signal | w) (Figs. 13-14): the windows seen, and flow-bins signalled / in all at each */
  signalW: Float64Array;
  signalHits: Float64Array;
  signalTotal: Float64Array;
}

/** Trace samples since the previous frame: every `interval` s, cwnd of the drawn flows, Σ, queue. */
export interface TraceFrame {
  /** the drawn flows (indices) */
  flows: Int32Array;
  t: Float64Array;
  /** cwnd[k * flows.length + j]: drawn flow j at sample k */
  cwnd: Float64Array;
  /** Σ cwnd over all flows (drawn or not) */
  sum: Float64Array;
  /** packets at the bottleneck (in transmission + waiting) */
  queue: Float64Array;
  /**
   * what the drawn flows' congestion-control modules expose (Illinois's d_a, d_m, α, β; CUBIC's
   * W_max, K, W_est ...): the flow and the module's name of each column, the same in every frame
   */
  internalColumns: readonly InternalColumn[];
  /** internals[k * internalColumns.length + c]: column c at sample k */
  internals: Float64Array;
  /** samples were lost before these (the engine's ring overflowed): do not join across */
  gap: boolean;
  /**
   * every flow's dropped packets since the previous frame (drawn or not; paper 000, Figs. 18-19:
   * loss events over time): the time and the flow of each
   */
  dropT: Float64Array;
  dropFlow: Int32Array;
}

export interface UtilizationPoint {
  time: number;
  value: number;
}

export interface DumbbellFrame {
  runId: number;
  status: RunStatus;
  /** simulated time, s */
  now: number;
  /** events processed */
  events: number;
  /** packets at the bottleneck now (in transmission + waiting) */
  queue: number;
  stats: FrameStats;
  /** one running-utilization sample per frame (null during the warm-up) */
  utilization: UtilizationPoint | null;
  /**
   * During the warm-up: the statistics of the path so far, from t = 0 (a second simulation of the
   * same scenario with no warm-up, run in lockstep). For orientation only; null once the run
   * measures.
   */
  warmup: { stats: FrameStats; utilization: UtilizationPoint | null } | null;
  traces: TraceFrame | null;
  /** the run's headline, as the live API adds it (see LiveRunner.headline) */
  headline?: HeadlineState | null;
}

/** One packet event (step mode), for the caption. */
export interface PacketStep {
  kind: 'packet';
  time: number;
  /** what the event was */
  event: 'start' | 'arrival' | 'ack' | 'timeout' | 'delack' | 'timer';
  /** the flow it concerns (0-based) */
  flow: number;
  /** the packet (arrival: its sequence number; ack: the highest acknowledged) */
  seq: number | null;
  dupAcks: number;
  cwndBefore: number;
  cwndAfter: number;
  /** packets the flow sent in response (new ones and retransmissions) */
  sent: number;
  fastRetransmit: boolean;
  timeout: boolean;
  /** the packet was dropped on arrival: by the queue, or by the random loss */
  dropped: 'queue' | 'loss' | null;
  /** packets at the bottleneck after the event */
  queue: number;
}

/** The drops of one congestion event: drops no further apart than the sync measure's gap. */
export interface CongestionStep {
  kind: 'congestion';
  /** false when no packet was dropped within the search (then `time` is where it stopped) */
  found: boolean;
  /** first drop (or where the search stopped) */
  time: number;
  /** last drop */
  end: number;
  /** the gap that clumps drops into one event, s (syncgap x mean RTT) */
  gap: number;
  drops: number;
  /** drops by the random loss (the rest are queue drops) */
  lossDrops: number;
  /** M: distinct flows that lost a packet */
  flowCount: number;
  /** up to 12 of them, in the order of their first drop, with cwnd at the first drop and now */
  flows: { flow: number; drops: number; cwndBefore: number; cwndAfter: number }[];
  /** packets at the bottleneck at the first drop */
  queue: number;
}

export type StepInfo = PacketStep | CongestionStep;

export type { WorkerErrorReport };

/** The two kinds of step: one packet event, or one congestion event (the default). */
export type DumbbellStepKind = 'packet' | 'congestion';

/** The types of the lab's live run (see LiveTypes). */
export interface DumbbellLive {
  scenario: DumbbellScenario;
  options: RunOptions;
  frame: DumbbellFrame;
  speed: Speed;
  stepKind: DumbbellStepKind;
  stepInfo: StepInfo;
}

/** The worker's API (exposed with Comlink): the live API over a DumbbellRunner. */
export type DumbbellWorkerApi = LiveWorkerApi<DumbbellLive>;
