import * as Comlink from 'comlink';
import type { HeadlineSource, HeadlineState } from './headline';
import type { WorkerErrorReport } from './runClient';
import { RunLoop, type WorkerHost } from './runLoop';
import type { RunnerStatus } from './pacedRunner';

/**
 * The types of one lab's live run, named once: what a start takes, what the frames are, the
 * speeds the runner accepts, and its steps (`never` for a runner that cannot step).
 */
export interface LiveTypes {
  scenario: unknown;
  options: unknown;
  frame: LiveFrame;
  speed: unknown;
  stepKind: unknown;
  stepInfo: unknown;
}

/** What every live run's frame holds; the live API adds the headline (see LiveRunner.headline). */
export interface LiveFrame {
  runId: number;
  status: RunnerStatus;
  headline?: HeadlineState | null;
}

/**
 * The share of a frame's time (frameMs) by which the headline's work ends: it comes after the
 * runner's own (at most 0.6 of the frame), leaving the rest for messages.
 */
const HEADLINE_FRACTION = 0.85;

/** What the live API needs of a lab's runner (see PacedRunner for the pacing most of it is). */
export interface LiveRunner<T extends LiveTypes> {
  readonly runId: number;
  readonly status: RunnerStatus;
  /** true while a tick can still produce something without a resume */
  readonly busy: boolean;
  /** wall-clock milliseconds between the starts of two ticks */
  readonly frameMs: number;
  /** one frame's work, started at wall time `now`; the frame to send, if any */
  tick(now: number): T['frame'] | null;
  /** the current state as a frame */
  frame(): T['frame'];
  pause(): void;
  resume(now: number): void;
  setSpeed(speed: T['speed']): void;
  /** one step (pausing first); null when there is nothing left to step */
  step?(kind?: T['stepKind']): T['stepInfo'] | null;
  /**
   * The lab's headline figure, worked out beside the animation in the time each frame leaves
   * (the whole run's statistics at the worker's pace, whatever the chosen speed): every frame
   * carries its state, and the loop goes on, paused or not, until it is final and sent.
   */
  readonly headline?: HeadlineSource;
}

/** Builds a runner; `clock` reads the wall clock for the budget checks inside a tick. */
export type MakeRunner<T extends LiveTypes> = (
  runId: number,
  scenario: T['scenario'],
  options: T['options'],
  clock: () => number,
) => LiveRunner<T>;

/** A live run's worker API, the same for every lab (exposed with Comlink). */
export interface LiveWorkerApi<T extends LiveTypes> {
  /**
   * Starts a run (cancelling any other); rejects, with the reason, when the runner cannot be
   * built. Frames arrive through `onFrame` until done or cancelled; a failure during the run
   * arrives once through `onError`, which ends the run. A paused start sends its first frame.
   */
  start(
    runId: number,
    scenario: T['scenario'],
    options: T['options'],
    onFrame: (frame: T['frame']) => void,
    onError: (error: WorkerErrorReport) => void,
  ): void;
  /** Pauses a running run and sends a frame saying so. */
  pause(): void;
  /** Continues a paused run from where it is (the time spent paused is not made up). */
  resume(): void;
  /** One step, paused afterwards, and the frame after it; null when the run cannot step. */
  step(kind?: T['stepKind']): T['stepInfo'] | null;
  setSpeed(speed: T['speed']): void;
  cancel(): void;
}

/**
 * The worker's API over a lab's runner: a timer loop of one tick per frameMs while the runner is
 * busy (RunLoop), frames transferred to the page. Pause, resume, step and speed are the same code
 * in every lab; a pause leaves the loop to the runner's `busy` (the Multipath TCP runner goes on
 * with its comparison while its trajectory is paused). Built by a function so that tests can use
 * it directly or through Comlink on a MessageChannel.
 */
export function createLiveApi<T extends LiveTypes>(
  host: WorkerHost,
  makeRunner: MakeRunner<T>,
  transferables: (frame: T['frame']) => Transferable[],
): LiveWorkerApi<T> {
  // whether a run's final headline went out: the loop stops once it has (and the runner is idle)
  const finalSent = new WeakSet<LiveRunner<T>>();
  const loop = new RunLoop<LiveRunner<T>, T['frame']>(host, {
    tick: (runner, started) => {
      const frame = runner.tick(started);
      const headline = runner.headline;
      if (headline === undefined || finalSent.has(runner)) return frame;
      if (!headline.final) headline.advance(started + HEADLINE_FRACTION * runner.frameMs);
      // a paused or finished run sends a frame of its state to carry the news
      const out = frame ?? runner.frame();
      out.headline = headline.current();
      if (headline.final) finalSent.add(runner);
      return out;
    },
    busy: (runner) => runner.busy || (runner.headline !== undefined && !finalSent.has(runner)),
    frameMs: (runner) => runner.frameMs,
    transferables,
  });
  const clock = () => host.now();
  return {
    start(runId, scenario, options, onFrame, onError): void {
      loop.start(
        () => makeRunner(runId, scenario, options, clock),
        onFrame,
        onError,
        // a paused start shows the initial state
        (runner) => (runner.status === 'running' ? null : runner.frame()),
      );
    },
    pause(): void {
      loop.with((runner, run) => {
        if (runner.status !== 'running') return;
        runner.pause();
        run.send(runner.frame());
      });
    },
    resume(): void {
      loop.with((runner, run) => {
        if (runner.status !== 'paused') return;
        runner.resume(host.now());
        run.wake();
      });
    },
    step(kind) {
      return loop.with((runner, run) => {
        if (!runner.step) return null;
        const info = runner.step(kind);
        if (info) run.send(runner.frame());
        return info;
      });
    },
    setSpeed(speed): void {
      loop.with((runner, run) => {
        runner.setSpeed(speed);
        if (runner.busy && !run.ticking()) run.wake();
      });
    },
    cancel(): void {
      loop.cancel();
    },
  };
}

/**
 * Exposes a live API on the worker's scope; importing a worker's entry module in Node (tests) or
 * on the main thread does nothing, so tests can import its factory.
 */
export function exposeLiveWorker(create: () => object): void {
  if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope)
    Comlink.expose(create());
}
