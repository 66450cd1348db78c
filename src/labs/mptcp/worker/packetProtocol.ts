import type { HeadlineState } from '../../../worker/headline';
import type { LiveWorkerApi } from '../../../worker/liveApi';
import type { PacedOptions } from '../../../worker/pacedRunner';
import type { WorkerErrorReport } from '../../../worker/runClient';
import type { PacketLevelReport } from '../packet/packetReport';
import type { MptcpScenario } from '../scenario';
import type { MptcpSpeed, MptcpStatus } from './protocol';

/**
 * The typed surface between the lab's window level and its packet worker: the run paced to the
 * wall clock as the fluid one (MptcpSpeed), the windows of the drawn flows and the per-second
 * throughput of every flow streamed as transferred typed arrays, the report at the end (its JSON
 * and CSV byte for byte what `npm run sim` prints).
 */
export interface PacketRunOptions extends PacedOptions<MptcpSpeed> {
  /** flows whose windows are sent (indices) */
  drawn: number[];
  /** ms of work per frame (default 30) */
  workMs?: number;
  /** at most this many window samples per drawn flow reach the page (default 40000) */
  maxSamples?: number;
}

export interface PacketReportOutput {
  report: PacketLevelReport;
  json: string;
  csv: string;
}

export interface PacketFrame {
  runId: number;
  status: MptcpStatus;
  time: number;
  /** window samples since the last frame: cwnd[k * drawn.length + j] for drawn flow j */
  windows: { t: Float64Array; cwnd: Float64Array } | null;
  /** bins finished since the last frame: rates (Mbit/s on the wire) of every flow, from bin `from` */
  bins: { from: number; rates: Float64Array } | null;
  report: PacketReportOutput | null;
  /** the run's headline, as the live API adds it (see LiveRunner.headline) */
  headline?: HeadlineState | null;
}

export type { WorkerErrorReport };

/** The types of the window level's live run (see LiveTypes): it plays, it does not step. */
export interface PacketLive {
  scenario: MptcpScenario;
  options: PacketRunOptions;
  frame: PacketFrame;
  speed: MptcpSpeed;
  stepKind: never;
  stepInfo: never;
}

/** The window level's worker API: the live API over a PacketRunner. */
export type PacketWorkerApi = LiveWorkerApi<PacketLive>;
