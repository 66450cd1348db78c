import { encodeQuery } from '../../../scenario/codec';
import type { LiveTestHandle } from '../../kit/live/testHandle';
import { useLiveRun, type LiveRun } from '../../kit/live/useLiveRun';
import { LiveData } from './liveData';
import { AIMD_SCHEMA, type AimdScenario } from './scenario';
import { AimdClient } from './worker/client';
import { defaultDrawnFlows, defaultSpeed } from './worker/defaults';
import type { AimdLive, StepInfo } from './worker/protocol';

/** The speed of the run bar: a factor of the scenario's default speed, or 'max'. */
export type AimdSpeed = number | 'max';

export type AimdRun = LiveRun<AimdLive, LiveData, AimdSpeed>;

/** A typed handle for end-to-end tests and the UI bench: state without reading pixels. */
export interface AimdTestApi extends LiveTestHandle {
  eventsDone: number;
  utilization: number | null;
  /** when the sample paths were first drawn (performance.now), set by the chart */
  firstChartAt?: number;
}

declare global {
  interface Window {
    __aimdLab?: AimdTestApi;
    /** compare mode's second run */
    __aimdLabB?: AimdTestApi;
  }
}

export interface RunOptions {
  /** simulated time per wall second at speed ×1 (default: the scenario's own default speed) */
  baseSpeed?: number;
  /** which test handle this run fills: window.__aimdLab, or __aimdLabB for compare mode's B */
  handle?: '__aimdLab' | '__aimdLabB';
  /** the step caption (the lab's page shows it; compare mode does not) */
  caption?: (step: StepInfo) => string;
}

/** The AIMD family's live run (see useLiveRun): the simulation in its worker, one event a step. */
export function useAimdRun(scenario: AimdScenario, options: RunOptions = {}): AimdRun {
  return useLiveRun({
    scenario,
    query: encodeQuery(AIMD_SCHEMA, scenario),
    client: () => new AimdClient(),
    options: (s, speed) => ({ speed, drawnFlows: defaultDrawnFlows(s.n) }),
    data: () => new LiveData(),
    apply: (data, frame) => data.push(frame),
    speed: {
      initial: 1 as AimdSpeed,
      toWorker: (s) => (s === 'max' ? 'max' : s * (options.baseSpeed ?? defaultSpeed(scenario))),
    },
    caption: options.caption,
    handle: {
      name: options.handle ?? '__aimdLab',
      fields: (data) => ({
        eventsDone: data.eventsDone,
        utilization: data.stats?.utilization ?? null,
      }),
    },
  });
}
