import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { encodeQuery } from '../../scenario/codec';
import { DumbbellLiveData } from './liveData';
import { DUMBBELL_SCHEMA, type DumbbellScenario } from '../families/packet/scenario';
import { liveWindow } from './traceView';
import { DumbbellClient } from './worker/client';
import { defaultDrawnFlows } from './worker/frame';
import type { StepInfo } from './worker/protocol';

export type RunSpeed = number | 'max';

/** The statistics charts redraw at most this often during a run (ms). */
const STATS_MS = 250;

export interface DumbbellRun {
  data: DumbbellLiveData;
  /** bumps once per drawn frame: what the trace charts key their redraws on */
  version: number;
  /**
   * bumps at most every STATS_MS while running (and at every frame otherwise): the statistics
   * charts redraw on it, so that the frames' main-thread work stays with the moving traces
   */
  statsVersion: number;
  status: 'starting' | 'running' | 'paused' | 'done' | 'error';
  error: string | null;
  lastStep: StepInfo | null;
  /** simulated seconds per wall-clock second, or 'max' */
  speed: RunSpeed;
  toggle: () => void;
  /** one congestion event (→) */
  step: () => void;
  /** one packet event */
  stepPacket: () => void;
  reset: () => void;
  setSpeed: (s: RunSpeed) => void;
}

/** A typed handle for end-to-end tests: the run's state without reading pixels. */
export interface DumbbellTestApi {
  query: string;
  status: string;
  /** simulated time, s */
  now: number;
  /** the run's utilization after the warm-up (null during it) */
  utilization: number | null;
  /** during the warm-up: the path's utilization from t = 0 */
  warmupUtilization: number | null;
  runs: number;
  caption: string | null;
}

declare global {
  interface Window {
    __dumbbellLab?: DumbbellTestApi;
  }
}

/**
 * Runs the scenario in the lab's worker and keeps the live data. Any change of the scenario
 * restarts the run from its seed; frames are drawn at most once per animation frame, so the UI
 * thread only draws.
 */
export function useDumbbellRun(scenario: DumbbellScenario): DumbbellRun {
  const client = useMemo(() => new DumbbellClient(), []);
  const data = useMemo(() => new DumbbellLiveData(), []);
  const [version, setVersion] = useState(0);
  const [statsVersion, setStatsVersion] = useState(0);
  const statsAt = useRef(0);
  const [status, setStatus] = useState<DumbbellRun['status']>('starting');
  const [error, setError] = useState<string | null>(null);
  const [lastStep, setLastStep] = useState<StepInfo | null>(null);
  const [speed, setSpeedState] = useState<RunSpeed>(1);
  const [restarts, setRestarts] = useState(0);
  const pending = useRef(false);
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const runs = useRef(0);
  const query = encodeQuery(DUMBBELL_SCHEMA, scenario);
  const scenarioRef = useRef(scenario);
  scenarioRef.current = scenario;

  useEffect(() => () => client.dispose(), [client]);

  useEffect(() => {
    const s = scenarioRef.current;
    data.reset(null, 2 * liveWindow(s));
    setError(null);
    setLastStep(null);
    setStatus('starting');
    runs.current++;
    window.__dumbbellLab = {
      query,
      status: 'starting',
      now: 0,
      utilization: null,
      warmupUtilization: null,
      runs: runs.current,
      caption: null,
    };
    void client.start(
      s,
      { speed: speedRef.current, drawnFlows: defaultDrawnFlows(s.n) },
      (frame) => {
        data.push(frame);
        const api = window.__dumbbellLab;
        if (api) {
          api.status = frame.status;
          api.now = frame.now;
          api.utilization = frame.stats.utilization;
          api.warmupUtilization = frame.warmup?.stats.utilization ?? null;
        }
        if (!pending.current) {
          pending.current = true;
          requestAnimationFrame(() => {
            pending.current = false;
            setVersion((v) => v + 1);
            const t = performance.now();
            if (t - statsAt.current >= STATS_MS || data.status !== 'running') {
              statsAt.current = t;
              setStatsVersion((v) => v + 1);
            }
            setStatus(data.status ?? 'running');
          });
        }
      },
      (message) => {
        setError(message);
        setStatus('error');
        if (window.__dumbbellLab) window.__dumbbellLab.status = 'error';
      },
    );
    return () => void client.cancel();
  }, [client, data, query, restarts]);

  const toggle = useCallback(() => {
    if (data.status === 'done') {
      setRestarts((r) => r + 1);
      return;
    }
    if (data.status === 'paused') {
      setLastStep(null);
      void client.resume();
    } else void client.pause();
  }, [client, data]);

  const step = useCallback(() => {
    void client.step('congestion').then((info) => {
      if (info) setLastStep(info);
    });
  }, [client]);

  const stepPacket = useCallback(() => {
    void client.step('packet').then((info) => {
      if (info) setLastStep(info);
    });
  }, [client]);

  const reset = useCallback(() => setRestarts((r) => r + 1), []);

  const setSpeed = useCallback(
    (s: RunSpeed) => {
      setSpeedState(s);
      void client.setSpeed(s);
    },
    [client],
  );

  return {
    data,
    version,
    statsVersion,
    status,
    error,
    lastStep,
    speed,
    toggle,
    step,
    stepPacket,
    reset,
    setSpeed,
  };
}
