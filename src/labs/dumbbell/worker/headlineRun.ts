import { PacketSimulation } from '../../../engines/packet/simulation';
import { AdaptiveSlice } from '../../../worker/adaptiveSlice';
import type { HeadlineSource, HeadlineState } from '../../../worker/headline';
import { toPacketParams } from '../../families/packet/params';
import type { DumbbellScenario } from '../../families/packet/scenario';
import { runFigure } from '../headline';

/**
 * The run's headline ahead of the animation: the same scenario run headless (no traces, as the
 * command line runs it) in the time the live API gives it, so that the utilization of the whole
 * run comes within seconds even at ×1 with a 300 s warm-up. Both runs process the same events,
 * so whichever is further along gives the figure.
 */
export class DumbbellHeadlineRun implements HeadlineSource {
  private readonly sim: PacketSimulation;
  /** simulated seconds per slice between clock readings, about 4 ms of work */
  private readonly slice: AdaptiveSlice;

  constructor(
    scenario: DumbbellScenario,
    private readonly clock: () => number,
    private readonly shown: PacketSimulation,
  ) {
    this.sim = new PacketSimulation(toPacketParams(scenario));
    this.slice = new AdaptiveSlice(this.sim.meanRtt, { min: 1e-6, max: 1e6, aimMs: 4 });
  }

  get final(): boolean {
    return this.sim.done || this.shown.done;
  }

  advance(deadline: number): void {
    const sim = this.sim;
    const end = sim.params.duration;
    let last = this.clock();
    while (!this.final && last < deadline) {
      const to = sim.now + this.slice.size;
      sim.runUntil(Math.min(to, end));
      const now = this.clock();
      this.slice.update(to <= end, now - last);
      last = now;
    }
  }

  current(): HeadlineState {
    const run = this.shown.now > this.sim.now ? this.shown : this.sim;
    return {
      figure: runFigure(run.summary()),
      final: run.done,
      progress: run.now / run.params.duration,
    };
  }
}
