import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { NO_HEADLINE, type HeadlineState } from '../../../worker/headline';
import type { LiveTypes } from '../../../worker/liveApi';
import type { LiveClient } from '../../../worker/liveClient';
import { frameBatcher } from './frameBatcher';
import {
  initialRunState,
  runReducer,
  shownState,
  toggleAction,
  type LiveStatus,
  type RunEvent,
  type RunState,
} from './runState';
import { publishTestHandle } from './testHandle';

/** What a lab says about its live run; the rest (useLiveRun) is the same in every lab. */
export interface LiveRunSpec<T extends LiveTypes, Data, Speed, Own extends object> {
  scenario: T['scenario'];
  /** the scenario's canonical query: any change of it starts a new run */
  query: string;
  /** false: no run at all (the view is not shown), status 'idle' (default true) */
  enabled?: boolean;
  /** the page's handle on the lab's worker, made once per view */
  client: () => LiveClient<T>;
  /** a start's options, with the worker's speed */
  options: (scenario: T['scenario'], speed: T['speed']) => T['options'];
  /** the live data of a new run (made again at every run, so a new one never shows an old one) */
  data: (scenario: T['scenario']) => Data;
  /** the reducer: how a frame is applied to the live data */
  apply: (data: Data, frame: T['frame']) => void;
  /**
   * The run bar's speed: `value`, and `set` when the speed is the scenario's (its URL's `speed`,
   * see speedField): the run bar then sets the scenario, and the new value reaches the running
   * run without restarting it. Without `set` the view keeps its own, starting at `value`.
   * `toWorker`: what the worker is told for a speed of the run bar's.
   */
  speed: { value: Speed; set?: (speed: Speed) => void; toWorker: (speed: Speed) => T['speed'] };
  /** what a step did, in words: shown while the run is paused after it */
  caption?: (step: T['stepInfo']) => string;
  /** the test handle: its name on window and the lab's own fields beside the common ones */
  handle: { name: string; fields: (data: Data, run: { caption: string | null }) => Own };
  /** the statistics charts redraw at most this often while running (statsVersion), ms */
  statsMs?: number;
}

export interface LiveRun<T extends LiveTypes, Data, Speed> {
  data: Data;
  /** bumps at most once per animation frame, when frames came: what the charts redraw on */
  version: number;
  /** version, but at most every statsMs while running: for the charts that can lag */
  statsVersion: number;
  status: LiveStatus;
  error: string | null;
  lastStep: T['stepInfo'] | null;
  /** the last step in words, while paused after it (null without a caption or a step) */
  caption: string | null;
  /** the run's headline as its worker works it out (NO_HEADLINE for a runner without one) */
  headline: HeadlineState;
  speed: Speed;
  /** resumes, pauses, or runs again once done or failed */
  toggle: () => void;
  /** one step (pausing first); `kind` as the lab's worker takes it */
  step: (kind?: T['stepKind']) => void;
  /** runs again from the start */
  reset: () => void;
  setSpeed: (speed: Speed) => void;
}

/**
 * A lab's live run: the scenario runs in the lab's worker and the page only draws. A new run
 * starts on any change of the query (and on reset); frames are applied to the live data in
 * batches, at most once per animation frame; frames of a replaced run are dropped (by the client,
 * then by the batch's cancel); the run is cancelled and the worker terminated on unmount. The
 * test handle mirrors what is shown.
 */
export function useLiveRun<T extends LiveTypes, Data, Speed, Own extends object>(
  spec: LiveRunSpec<T, Data, Speed, Own>,
): LiveRun<T, Data, Speed> {
  // the latest spec: its functions may close over the latest render's values
  const latest = useRef(spec);
  latest.current = spec;
  const enabled = spec.enabled ?? true;
  const client = useMemo(() => latest.current.client(), []);
  const [restarts, setRestarts] = useState(0);
  const key = `${spec.query}#${restarts}`;
  const data = useMemo(() => latest.current.data(latest.current.scenario), [key]);
  const [state, dispatch] = useReducer<RunState<T['stepInfo']>, [RunEvent<T['stepInfo']>]>(
    runReducer,
    initialRunState<T['stepInfo']>(),
  );
  const [ownSpeed, setOwnSpeed] = useState<Speed>(spec.speed.value);
  const speed = spec.speed.set ? spec.speed.value : ownSpeed;
  const setSpeed = useCallback((s: Speed) => {
    const set = latest.current.speed.set;
    if (set) set(s);
    else setOwnSpeed(s);
  }, []);
  const workerSpeed = spec.speed.toWorker(speed);
  const speedKey = JSON.stringify(workerSpeed);
  const current = useRef({ key, workerSpeed, speedSent: '' });
  current.current.key = key;
  current.current.workerSpeed = workerSpeed;
  const runs = useRef(0);
  // the latest headline of the run named key (a frame without one keeps it)
  const headline = useRef<{ key: string; state: HeadlineState }>({ key, state: NO_HEADLINE });
  if (headline.current.key !== key) headline.current = { key, state: NO_HEADLINE };

  const shown = shownState(state, key, enabled);
  const caption =
    shown.lastStep !== null && shown.status === 'paused' && spec.caption
      ? spec.caption(shown.lastStep)
      : null;
  const status = useRef(shown.status);
  status.current = shown.status;

  useEffect(() => () => client.dispose(), [client]);

  useEffect(() => {
    if (!enabled) return;
    const s = latest.current;
    runs.current++;
    dispatch({ type: 'start', key });
    const batch = frameBatcher<T['frame']>((frames) => {
      for (const f of frames) {
        latest.current.apply(data, f);
        if (f.headline && headline.current.key === key) headline.current.state = f.headline;
      }
      dispatch({
        type: 'frames',
        key,
        status: frames[frames.length - 1].status,
        now: performance.now(),
        statsMs: latest.current.statsMs ?? 0,
      });
    });
    const { workerSpeed: speedNow } = current.current;
    current.current.speedSent = JSON.stringify(speedNow);
    void client.start(s.scenario, s.options(s.scenario, speedNow), batch.push, (message) =>
      dispatch({ type: 'error', key, message }),
    );
    return () => {
      batch.cancel();
      void client.cancel();
    };
  }, [client, data, key, enabled]);

  // A new speed (or a new meaning of it: the MP-TCP lab's time axis) goes to the running run.
  useEffect(() => {
    const c = current.current;
    if (!enabled || c.speedSent === speedKey) return;
    c.speedSent = speedKey;
    void client.setSpeed(c.workerSpeed);
  }, [client, enabled, speedKey]);

  useEffect(() => {
    if (!enabled) return;
    const { name, fields } = latest.current.handle;
    publishTestHandle(name, {
      query: latest.current.query,
      status: shown.status,
      runs: runs.current,
      error: shown.error,
      ...fields(data, { caption }),
    });
  }, [enabled, key, data, shown.status, shown.error, caption, state.version]);

  const toggle = useCallback(() => {
    const action = toggleAction(status.current);
    if (action === 'restart') setRestarts((r) => r + 1);
    else if (action === 'resume') {
      dispatch({ type: 'resume', key: current.current.key });
      void client.resume();
    } else if (action === 'pause') void client.pause();
  }, [client]);

  const step = useCallback(
    (kind?: T['stepKind']) => {
      const runKey = current.current.key;
      void client.step(kind).then((info) => {
        if (info !== null) dispatch({ type: 'step', key: runKey, info });
      });
    },
    [client],
  );

  const reset = useCallback(() => setRestarts((r) => r + 1), []);

  return {
    data,
    version: state.version,
    statsVersion: state.statsVersion,
    status: shown.status,
    error: shown.error,
    lastStep: shown.lastStep,
    caption,
    headline: headline.current.state,
    speed,
    toggle,
    step,
    reset,
    setSpeed,
  };
}
