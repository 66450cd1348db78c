import type { RunnerStatus } from '../../../worker/pacedRunner';

/**
 * What the page shows of a live run: the worker's status (running, paused, done), or where the
 * page is with it: no run (idle: the view is not shown), waiting for its first frames (starting),
 * or failed (error).
 */
export type LiveStatus = RunnerStatus | 'idle' | 'starting' | 'error';

/**
 * A live run's state in the page, for the run named `key` (its scenario's query and how many
 * restarts): news of another run (a step's answer after a restart) is ignored.
 */
export interface RunState<StepInfo> {
  key: string | null;
  status: LiveStatus;
  error: string | null;
  /** what the last step did, until the run goes on */
  lastStep: StepInfo | null;
  /** bumps once per batch of frames: what the charts key their redraws on */
  version: number;
  /** bumps at most every statsMs while running, and at every batch otherwise */
  statsVersion: number;
  /** the wall time of statsVersion's last bump, ms */
  statsAt: number;
}

export type RunEvent<StepInfo> =
  | { type: 'start'; key: string }
  /** a batch of frames, the last one's status; `now` is the wall clock, ms */
  | { type: 'frames'; key: string; status: RunnerStatus; now: number; statsMs: number }
  | { type: 'error'; key: string; message: string }
  | { type: 'step'; key: string; info: StepInfo }
  /** shown as running at once: the worker's next frame says so too */
  | { type: 'resume'; key: string };

export function initialRunState<StepInfo>(): RunState<StepInfo> {
  return {
    key: null,
    status: 'starting',
    error: null,
    lastStep: null,
    version: 0,
    statsVersion: 0,
    statsAt: -Infinity,
  };
}

export function runReducer<StepInfo>(
  state: RunState<StepInfo>,
  event: RunEvent<StepInfo>,
): RunState<StepInfo> {
  if (event.type === 'start')
    return { ...state, key: event.key, status: 'starting', error: null, lastStep: null };
  if (event.key !== state.key) return state;
  switch (event.type) {
    case 'frames': {
      const stats = event.status !== 'running' || event.now - state.statsAt >= event.statsMs;
      return {
        ...state,
        // frames that were on their way when the run failed do not hide the failure
        status: state.status === 'error' ? 'error' : event.status,
        version: state.version + 1,
        statsVersion: stats ? state.statsVersion + 1 : state.statsVersion,
        statsAt: stats ? event.now : state.statsAt,
      };
    }
    case 'error':
      return { ...state, status: 'error', error: event.message };
    case 'step':
      return { ...state, lastStep: event.info };
    case 'resume':
      return { ...state, status: 'running', lastStep: null };
  }
}

/**
 * The state to show for the run named `key`: until that run's start is recorded it is starting,
 * with nothing of the previous run's; without a run, idle.
 */
export function shownState<StepInfo>(
  state: RunState<StepInfo>,
  key: string,
  enabled: boolean,
): Pick<RunState<StepInfo>, 'status' | 'error' | 'lastStep'> {
  if (!enabled) return { status: 'idle', error: null, lastStep: null };
  if (state.key !== key) return { status: 'starting', error: null, lastStep: null };
  return state;
}

/** What the run bar's play/pause button does in each status (space too). */
export function toggleAction(status: LiveStatus): 'restart' | 'resume' | 'pause' | null {
  switch (status) {
    case 'done':
    case 'error':
      return 'restart';
    case 'paused':
      return 'resume';
    case 'running':
    case 'starting':
      return 'pause';
    case 'idle':
      return null;
  }
}
