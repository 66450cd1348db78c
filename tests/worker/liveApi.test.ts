import { describe, expect, it } from 'vitest';
import { createLiveApi, type LiveTypes } from '../../src/worker/liveApi';
import { PacedRunner, type PacedOptions, type RunnerStatus } from '../../src/worker/pacedRunner';
import type { WorkerErrorReport } from '../../src/worker/runClient';
import type { WorkerHost } from '../../src/worker/runLoop';
import type { HeadlineSource, HeadlineState } from '../../src/worker/headline';

/** Fake timers: the clock moves only in `advance`, which runs the timers due on the way. */
class FakeHost implements WorkerHost {
  time = 0;
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 0;
  now = (): number => this.time;
  setTimeout = (run: () => void, ms: number): unknown => {
    this.timers.set(++this.next, { at: this.time + ms, run });
    return this.next;
  };
  clearTimeout = (handle: unknown): void => void this.timers.delete(handle as number);

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at);
      if (due.length === 0) break;
      const [id, t] = due[0];
      this.timers.delete(id);
      this.time = t.at;
      t.run();
    }
    this.time = end;
  }

  get pending(): number {
    return this.timers.size;
  }
}

interface ToyFrame {
  runId: number;
  status: RunnerStatus;
  time: number;
  chores: number;
  headline?: HeadlineState | null;
}

interface ToyOptions extends PacedOptions<number | 'max'> {
  /** work a tick does whatever the status (the MP-TCP comparison), one unit per tick */
  chores?: number;
  /** a tick at this simulated time throws */
  failAt?: number;
  /** a headline that takes this many units of work, one per advance */
  headlineUnits?: number;
}

/** A headline worked out in `units` steps, one per advance: its value is the share done. */
class ToyHeadline implements HeadlineSource {
  private done = 0;
  readonly deadlines: number[] = [];
  constructor(private readonly units: number) {}
  get final(): boolean {
    return this.done >= this.units;
  }
  advance(deadline: number): void {
    this.deadlines.push(deadline);
    this.done++;
  }
  current(): HeadlineState {
    const progress = this.done / this.units;
    return { figure: { value: progress, interval: null }, final: this.final, progress };
  }
}

interface Toy extends LiveTypes {
  scenario: { horizon: number };
  options: ToyOptions;
  frame: ToyFrame;
  speed: number | 'max';
  stepKind: 'small' | 'big';
  stepInfo: { from: number; to: number };
}

/** A runner that only moves its clock: the frames' times are the paced clock's targets. */
class ToyRunner extends PacedRunner<number | 'max'> {
  time = 0;
  private chores: number;
  readonly headline?: ToyHeadline;

  constructor(
    readonly runId: number,
    private readonly scenario: Toy['scenario'],
    private readonly options: ToyOptions,
  ) {
    super(options);
    this.chores = options.chores ?? 0;
    if (options.headlineUnits !== undefined) this.headline = new ToyHeadline(options.headlineUnits);
  }

  protected get position(): number {
    return this.time;
  }

  override get busy(): boolean {
    return this.status === 'running' || this.chores > 0;
  }

  tick(now: number): ToyFrame | null {
    let news = false;
    if (this.chores > 0) {
      this.chores--;
      news = true;
    }
    if (this.status === 'running') {
      const horizon = this.scenario.horizon;
      this.time = Math.min(this.pace.target(now, this.time, { horizon }), horizon);
      if (this.time >= (this.options.failAt ?? Infinity)) throw new Error('the model diverged');
      if (this.time >= horizon) this.status = 'done';
      news = true;
    }
    return news ? this.frame() : null;
  }

  frame(): ToyFrame {
    return { runId: this.runId, status: this.status, time: this.time, chores: this.chores };
  }

  step(kind: Toy['stepKind'] = 'small'): Toy['stepInfo'] | null {
    if (this.status === 'done') return null;
    this.pause();
    const from = this.time;
    this.time = Math.min(this.scenario.horizon, from + (kind === 'big' ? 10 : 1));
    if (this.time >= this.scenario.horizon) this.status = 'done';
    return { from, to: this.time };
  }
}

function setup(stepping = true) {
  const host = new FakeHost();
  const api = createLiveApi<Toy>(
    host,
    (runId, scenario, options) => {
      const r = new ToyRunner(runId, scenario, options);
      runners.push(r);
      if (!stepping) Object.defineProperty(r, 'step', { value: undefined });
      return r;
    },
    () => [],
  );
  const frames: ToyFrame[] = [];
  const errors: WorkerErrorReport[] = [];
  const runners: ToyRunner[] = [];
  const start = (runId: number, options: ToyOptions, horizon = 100) =>
    api.start(
      runId,
      { horizon },
      options,
      (f) => void frames.push(f),
      (e) => void errors.push(e),
    );
  return { host, api, frames, errors, start, runners };
}

describe('createLiveApi', () => {
  it('ticks once per frameMs, the frames paced by the clock, until the run is done', () => {
    const t = setup();
    t.start(1, { speed: 2 }, 3);
    t.host.advance(1000);
    expect(t.frames).toHaveLength(21); // at 0, 50, ..., 1000 ms
    expect(t.frames.map((f) => f.time).slice(0, 3)).toEqual([0, 0.1, 0.2]);
    expect(t.frames.at(-1)).toMatchObject({ runId: 1, status: 'running', time: 2 });
    t.host.advance(1000);
    expect(t.frames.at(-1)).toMatchObject({ status: 'done', time: 3 });
    expect(t.host.pending).toBe(0); // done: the loop stopped
  });

  it('a paused start sends its first frame and does not tick', () => {
    const t = setup();
    t.start(1, { speed: 1, paused: true });
    expect(t.frames).toEqual([{ runId: 1, status: 'paused', time: 0, chores: 0 }]);
    t.host.advance(1000);
    expect(t.frames).toHaveLength(1);
  });

  it('pauses with a frame saying so, stays put, and resumes where it was', () => {
    const t = setup();
    t.start(1, { speed: 1 });
    t.host.advance(500);
    t.api.pause();
    expect(t.frames.at(-1)).toMatchObject({ status: 'paused', time: 0.5 });
    const paused = t.frames.length;
    t.host.advance(5000);
    expect(t.frames).toHaveLength(paused);
    t.api.pause(); // already paused: nothing
    expect(t.frames).toHaveLength(paused);
    t.api.resume();
    t.host.advance(200);
    // the five paused seconds are not made up
    expect(t.frames.at(-1)).toMatchObject({ status: 'running', time: 0.7 });
  });

  it('steps (pausing first), sends the frame after the step, and says null when it cannot', () => {
    const t = setup();
    t.start(1, { speed: 1 }, 12);
    t.host.advance(1000);
    expect(t.api.step()).toEqual({ from: 1, to: 2 });
    expect(t.frames.at(-1)).toMatchObject({ status: 'paused', time: 2 });
    const n = t.frames.length;
    t.host.advance(1000);
    expect(t.frames).toHaveLength(n); // paused by the step
    expect(t.api.step('big')).toEqual({ from: 2, to: 12 });
    expect(t.frames.at(-1)).toMatchObject({ status: 'done', time: 12 });
    expect(t.api.step()).toBeNull();

    const plain = setup(false);
    plain.start(1, { speed: 1 });
    expect(plain.api.step('big')).toBeNull();
  });

  it('a new speed applies from where the run is; resumed, it wakes the loop', () => {
    const t = setup();
    t.start(1, { speed: 1 });
    t.host.advance(1000);
    t.api.setSpeed(10);
    t.host.advance(100);
    expect(t.frames.at(-1)!.time).toBeCloseTo(2, 12);
    t.api.pause();
    t.api.setSpeed(1); // paused: no tick
    const n = t.frames.length;
    t.host.advance(500);
    expect(t.frames).toHaveLength(n);
    t.api.resume();
    t.host.advance(0);
    expect(t.frames.at(-1)).toMatchObject({ status: 'running' });
  });

  it('leaves the loop to the runner: background work goes on while the run is paused', () => {
    const t = setup();
    t.start(1, { speed: 1, chores: 4 });
    t.api.pause(); // before the first tick
    expect(t.frames.at(-1)).toMatchObject({ status: 'paused', chores: 4 });
    t.host.advance(1000);
    expect(t.frames.at(-1)).toMatchObject({ status: 'paused', chores: 0, time: 0 });
    expect(t.host.pending).toBe(0);
  });

  it('cancel stops the frames; a start replaces the run; calls without a run do nothing', () => {
    const t = setup();
    t.start(1, { speed: 1 });
    t.host.advance(100);
    t.start(2, { speed: 1 });
    t.host.advance(100);
    expect(t.frames.filter((f) => f.runId === 1)).toHaveLength(3);
    expect(t.frames.at(-1)!.runId).toBe(2);
    t.api.cancel();
    const n = t.frames.length;
    t.host.advance(1000);
    t.api.pause();
    t.api.resume();
    t.api.setSpeed(3);
    expect(t.api.step()).toBeNull();
    expect(t.frames).toHaveLength(n);
    expect(t.host.pending).toBe(0);
  });

  it('reports a failing tick once, with its run, and ends the run', () => {
    const t = setup();
    t.start(7, { speed: 1, failAt: 0.3 });
    t.host.advance(1000);
    expect(t.errors).toEqual([{ runId: 7, message: 'Error: the model diverged' }]);
    expect(t.host.pending).toBe(0);
    expect(t.api.step()).toBeNull();
  });

  it("works out the runner's headline after each tick, each frame carrying it until it is final", () => {
    const t = setup();
    t.start(1, { speed: 1, headlineUnits: 3 });
    t.host.advance(500);
    const shown = t.frames.map((f) => f.headline);
    expect(shown.slice(0, 3).map((h) => h?.progress)).toEqual([1 / 3, 2 / 3, 1]);
    expect(shown[2]).toMatchObject({ final: true, figure: { value: 1, interval: null } });
    // final and sent: the animation's frames go on without it
    expect(shown.slice(3).every((h) => h === undefined)).toBe(true);
    expect(t.frames.at(-1)).toMatchObject({ status: 'running', time: 0.5 });
    // the headline's work ends by 0.85 of each frame, after the runner's own
    expect(t.runners[0].headline!.deadlines).toEqual([42.5, 92.5, 142.5]);
  });

  it('a paused run still works out its headline, in frames of its state, then the loop stops', () => {
    const t = setup();
    t.start(1, { speed: 1, paused: true, headlineUnits: 2 });
    t.host.advance(1000);
    expect(t.frames.map((f) => [f.status, f.time, f.headline?.final])).toEqual([
      ['paused', 0, undefined], // the paused start's own frame
      ['paused', 0, false],
      ['paused', 0, true],
    ]);
    expect(t.host.pending).toBe(0);
  });

  it('a runner that cannot be built throws from start, and the old run is gone', () => {
    const t = setup();
    t.start(1, { speed: 1 });
    expect(() => t.start(2, { speed: -1 })).toThrow(/speed must be/);
    t.host.advance(1000);
    expect(t.frames.every((f) => f.runId === 1)).toBe(true);
    expect(t.host.pending).toBe(0);
  });
});
