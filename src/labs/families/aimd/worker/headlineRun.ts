import { AimdSimulation } from '../../../../engines/aimd/simulation';
import type { HeadlineFigure } from '../../../../worker/headline';
import { HeadlineRun } from '../../../../worker/headlineRun';
import { utilizationFigure } from '../headline';
import { toParams, type AimdScenario } from '../scenario';

/**
 * The run's headline ahead of the animation (see HeadlineRun): the whole run's utilization, what
 * `npm run sim` prints, within seconds whatever the speed of the animation. A slice is a number
 * of events.
 */
export class AimdHeadlineRun extends HeadlineRun<AimdSimulation> {
  constructor(scenario: AimdScenario, clock: () => number, shown: AimdSimulation) {
    super(new AimdSimulation(toParams(scenario)), shown, clock, {
      initial: 1024,
      min: 1,
      max: 1 << 20,
    });
  }

  protected position(sim: AimdSimulation): number {
    return sim.eventsDone;
  }

  protected length(sim: AimdSimulation): number {
    return sim.params.events;
  }

  protected runSlice(sim: AimdSimulation, size: number): boolean {
    const events = Math.round(size);
    const before = sim.eventsDone;
    sim.run(events);
    return sim.eventsDone - before === events;
  }

  protected figure(sim: AimdSimulation): HeadlineFigure | null {
    return utilizationFigure(sim.summary());
  }
}
