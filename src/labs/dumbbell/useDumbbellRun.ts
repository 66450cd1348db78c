import { encodeQuery } from '../../scenario/codec';
import type { LiveTestHandle } from '../kit/live/testHandle';
import { useLiveRun, type LiveRun } from '../kit/live/useLiveRun';
import { DUMBBELL_SCHEMA, type DumbbellScenario } from '../families/packet/scenario';
import { DumbbellLiveData } from './liveData';
import { stepCaption } from './stepCaption';
import { liveWindow } from './traceView';
import { DumbbellClient } from './worker/client';
import { defaultDrawnFlows } from './worker/frame';
import type { DumbbellLive, Speed } from './worker/protocol';

/** The statistics charts redraw at most this often during a run (ms): statsVersion. */
const STATS_MS = 250;

export type DumbbellRun = LiveRun<DumbbellLive, DumbbellLiveData, Speed>;

/** A typed handle for end-to-end tests: the run's state without reading pixels. */
export interface DumbbellTestApi extends LiveTestHandle {
  /** simulated time, s */
  now: number;
  /** the run's utilization after the warm-up (null during it) */
  utilization: number | null;
  /** during the warm-up: the path's utilization from t = 0 */
  warmupUtilization: number | null;
  caption: string | null;
}

declare global {
  interface Window {
    __dumbbellLab?: DumbbellTestApi;
  }
}

/**
 * The lab's live run (see useLiveRun): the packet simulation in its worker, at simulated seconds
 * per wall second (the link's `speed`, which `speed.set` writes); a step is a congestion event (→) or a packet event. The statistics charts
 * redraw a few times a second (statsVersion), so that the frames' main-thread work stays with
 * the moving traces.
 */
export function useDumbbellRun(
  scenario: DumbbellScenario,
  speed: { value: Speed; set: (speed: Speed) => void },
): DumbbellRun {
  return useLiveRun({
    scenario,
    query: encodeQuery(DUMBBELL_SCHEMA, scenario),
    client: () => new DumbbellClient(),
    options: (s, speed) => ({ speed, drawnFlows: defaultDrawnFlows(s.n), headline: true }),
    data: (s) => new DumbbellLiveData({ keepSeconds: 2 * liveWindow(s) }),
    apply: (data, frame) => data.push(frame),
    speed: { ...speed, toWorker: (s) => s },
    caption: (step) => stepCaption(scenario, step),
    statsMs: STATS_MS,
    handle: {
      name: '__dumbbellLab',
      fields: (data, run) => ({
        now: data.now,
        utilization: data.stats?.utilization ?? null,
        warmupUtilization: data.warmupStats?.utilization ?? null,
        caption: run.caption,
      }),
    },
  });
}
