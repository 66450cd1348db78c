import { AimdSimulation } from '../../../../engines/aimd/simulation';
import { AdaptiveSlice } from '../../../../worker/adaptiveSlice';
import type { HeadlineSource, HeadlineState } from '../../../../worker/headline';
import { utilizationFigure } from '../headline';
import { toParams, type AimdScenario } from '../scenario';

/**
 * The run's headline ahead of the animation: the same scenario run headless, as fast as the time
 * the live API gives it allows, so that the whole run's utilization (what `npm run sim` prints)
 * comes within seconds whatever the speed of the animation. Its path is the animated run's, event
 * for event, so whichever of the two is further along gives the figure (at 'max' the animation
 * may be ahead).
 */
export class AimdHeadlineRun implements HeadlineSource {
  private readonly sim: AimdSimulation;
  /** events per chunk between clock readings, about 4 ms of work */
  private readonly chunk = new AdaptiveSlice(1024, { min: 1, max: 1 << 20, aimMs: 4 });

  constructor(
    scenario: AimdScenario,
    private readonly clock: () => number,
    private readonly shown: AimdSimulation,
  ) {
    this.sim = new AimdSimulation(toParams(scenario));
  }

  get final(): boolean {
    return this.sim.done || this.shown.done;
  }

  advance(deadline: number): void {
    const sim = this.sim;
    let last = this.clock();
    while (!this.final && last < deadline) {
      const size = Math.round(this.chunk.size);
      const before = sim.eventsDone;
      sim.run(size);
      const now = this.clock();
      this.chunk.update(sim.eventsDone - before === size, now - last);
      last = now;
    }
  }

  current(): HeadlineState {
    const run = this.shown.eventsDone > this.sim.eventsDone ? this.shown : this.sim;
    return {
      figure: utilizationFigure(run.summary()),
      final: run.done,
      progress: run.eventsDone / run.params.events,
    };
  }
}
