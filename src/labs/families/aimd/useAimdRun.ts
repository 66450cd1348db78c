import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { encodeQuery } from '../../../scenario/codec';
import { AimdClient } from './worker/client';
import { defaultDrawnFlows, defaultSpeed } from './worker/defaults';
import type { Speed, StepInfo } from './worker/protocol';
import { LiveData } from './liveData';
import { AIMD_SCHEMA, type AimdScenario } from './scenario';

export interface AimdRun {
  data: LiveData;
  /** bumps once per drawn frame: what the charts key their redraws on */
  version: number;
  status: 'starting' | 'running' | 'paused' | 'done' | 'error';
  error: string | null;
  lastStep: StepInfo | null;
  /** speed as a factor of the scenario's default speed, or 'max' */
  speed: number | 'max';
  toggle: () => void;
  step: () => void;
  reset: () => void;
  setSpeed: (s: number | 'max') => void;
}

/** A typed handle for end-to-end tests and the UI bench: state without reading pixels. */
export interface AimdTestApi {
  query: string;
  status: string;
  eventsDone: number;
  utilization: number | null;
  runs: number;
  firstChartAt?: number;
}

declare global {
  interface Window {
    __aimdLab?: AimdTestApi;
    /** compare mode's second run */
    __aimdLabB?: AimdTestApi;
  }
}

/**
 * Runs the scenario in the lab's worker and keeps the live data. Any change of the scenario
 * restarts the run from its seed; frames are drawn at most once per animation frame, so the UI
 * thread only draws.
 */
export interface RunOptions {
  /** simulated time per wall second at speed ×1 (default: the scenario's own default speed) */
  baseSpeed?: number;
  /** which test handle this run fills: window.__aimdLab, or __aimdLabB for compare mode's B */
  handle?: '__aimdLab' | '__aimdLabB';
}

export function useAimdRun(scenario: AimdScenario, options: RunOptions = {}): AimdRun {
  const handle = options.handle ?? '__aimdLab';
  const baseSpeedRef = useRef(options.baseSpeed);
  baseSpeedRef.current = options.baseSpeed;
  const client = useMemo(() => new AimdClient(), []);
  const data = useMemo(() => new LiveData(), []);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<AimdRun['status']>('starting');
  const [error, setError] = useState<string | null>(null);
  const [lastStep, setLastStep] = useState<StepInfo | null>(null);
  const [speed, setSpeedState] = useState<number | 'max'>(1);
  const [restarts, setRestarts] = useState(0);
  const pending = useRef(false);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const runs = useRef(0);
  const query = encodeQuery(AIMD_SCHEMA, scenario);
  const scenarioRef = useRef(scenario);
  scenarioRef.current = scenario;

  const workerSpeed = useCallback(
    (s: number | 'max'): Speed =>
      s === 'max' ? 'max' : s * (baseSpeedRef.current ?? defaultSpeed(scenarioRef.current)),
    [],
  );

  useEffect(() => () => client.dispose(), [client]);

  useEffect(() => {
    const s = scenarioRef.current;
    data.reset();
    setError(null);
    setLastStep(null);
    setStatus('starting');
    runs.current++;
    window[handle] = {
      query,
      status: 'starting',
      eventsDone: 0,
      utilization: null,
      runs: runs.current,
      firstChartAt: window[handle]?.firstChartAt,
    };
    void client.start(
      s,
      { speed: workerSpeed(speedRef.current), drawnFlows: defaultDrawnFlows(s.n) },
      (frame) => {
        data.push(frame);
        const api = window[handle];
        if (api) {
          api.status = frame.status;
          api.eventsDone = frame.eventsDone;
          api.utilization = frame.stats.utilization;
        }
        if (!pending.current) {
          pending.current = true;
          requestAnimationFrame(() => {
            pending.current = false;
            setVersion((v) => v + 1);
            setStatus(data.status ?? 'running');
          });
        }
      },
      (message) => {
        setError(message);
        setStatus('error');
        const api = window[handle];
        if (api) api.status = 'error';
      },
    );
    return () => void client.cancel();
  }, [client, data, handle, query, restarts, workerSpeed]);

  const toggle = useCallback(() => {
    if (data.status === 'done') {
      setRestarts((r) => r + 1);
      return;
    }
    if (data.status === 'paused') void client.resume();
    else void client.pause();
  }, [client, data]);

  const step = useCallback(() => {
    void client.step().then((info) => {
      if (info) setLastStep(info);
    });
  }, [client]);

  const reset = useCallback(() => setRestarts((r) => r + 1), []);

  const setSpeed = useCallback(
    (s: number | 'max') => {
      setSpeedState(s);
      void client.setSpeed(workerSpeed(s));
    },
    [client, workerSpeed],
  );

  return { data, version, status, error, lastStep, speed, toggle, step, reset, setSpeed };
}
