import { AdaptiveSlice } from './adaptiveSlice';
import type { HeadlineFigure, HeadlineSource, HeadlineState } from './headline';

/** What a headline run needs of a simulation: where it is, and whether it is done. */
export interface Progressing {
  readonly done: boolean;
}

/**
 * A live run's headline worked out ahead of the animation (a HeadlineSource): the same scenario
 * run headless, as the command line runs it, in slices between clock readings for as long as
 * the live API allows. Both runs process the same events, so whichever is further along gives
 * the figure: at 'max' the animation may be ahead. A lab says what a slice is and what the
 * figure is (AIMD: events and the run's summary; the Dumbbell: simulated seconds).
 */
export abstract class HeadlineRun<Sim extends Progressing> implements HeadlineSource {
  private readonly slice: AdaptiveSlice;

  constructor(
    /** the headless run */
    protected readonly sim: Sim,
    /** the animation's run */
    private readonly shown: Sim,
    private readonly clock: () => number,
    /** the first slice, and the smallest and largest (about 4 ms of work each) */
    slice: { initial: number; min: number; max: number },
  ) {
    this.slice = new AdaptiveSlice(slice.initial, { min: slice.min, max: slice.max, aimMs: 4 });
  }

  /** How far a run is (events, simulated seconds), 0 to `length`. */
  protected abstract position(sim: Sim): number;
  protected abstract length(sim: Sim): number;
  /** Runs `size` more (or to the end); says whether all of it ran (the end not reached). */
  protected abstract runSlice(sim: Sim, size: number): boolean;
  /** The figure of a run so far (null before there is one: a warm-up). */
  protected abstract figure(sim: Sim): HeadlineFigure | null;

  get final(): boolean {
    return this.sim.done || this.shown.done;
  }

  advance(deadline: number): void {
    let last = this.clock();
    while (!this.final && last < deadline) {
      const full = this.runSlice(this.sim, this.slice.size);
      const now = this.clock();
      this.slice.update(full, now - last);
      last = now;
    }
  }

  current(): HeadlineState {
    const run = this.position(this.shown) > this.position(this.sim) ? this.shown : this.sim;
    return {
      figure: this.figure(run),
      final: run.done,
      progress: this.position(run) / this.length(run),
    };
  }
}

/** A headline run in slices of simulated seconds (the packet engine's runs). */
export abstract class TimedHeadlineRun<
  Sim extends Progressing & { readonly now: number },
> extends HeadlineRun<Sim> {
  /** the run's end, s */
  protected abstract horizon(sim: Sim): number;
  protected abstract runUntil(sim: Sim, t: number): void;

  protected position(sim: Sim): number {
    return sim.now;
  }

  protected length(sim: Sim): number {
    return this.horizon(sim);
  }

  protected runSlice(sim: Sim, size: number): boolean {
    const to = sim.now + size;
    const end = this.horizon(sim);
    this.runUntil(sim, Math.min(to, end));
    return to <= end;
  }
}
