import { runQuery } from '../../kit/live/speedField';
import type { LiveTestHandle } from '../../kit/live/testHandle';
import { useLiveRun, type LiveRun } from '../../kit/live/useLiveRun';
import { LiveData } from './liveData';
import { AIMD_SCHEMA, type AimdScenario } from './scenario';
import type { AimdSpeed } from './speeds';
import { AimdClient } from './worker/client';
import { defaultDrawnFlows, defaultSpeed } from './worker/defaults';
import type { AimdLive, StepInfo } from './worker/protocol';

export type { AimdSpeed };

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
  /**
   * Sets the scenario's speed (its URL's `speed`): the run bar's speed is then the scenario's.
   * Without it the view keeps its own speed, from the scenario's.
   */
  setSpeed?: (speed: AimdSpeed) => void;
  /** work out the whole run's headline in the worker (the lab's page shows it) */
  headline?: boolean;
}

/** The AIMD family's live run (see useLiveRun): the simulation in its worker, one event a step. */
export function useAimdRun(scenario: AimdScenario, options: RunOptions = {}): AimdRun {
  return useLiveRun({
    scenario,
    query: runQuery(AIMD_SCHEMA, scenario),
    client: () => new AimdClient(),
    options: (s, speed) => ({
      speed,
      drawnFlows: defaultDrawnFlows(s.n),
      headline: options.headline ?? false,
    }),
    data: () => new LiveData(),
    apply: (data, frame) => data.push(frame),
    speed: {
      value: scenario.speed,
      set: options.setSpeed,
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
