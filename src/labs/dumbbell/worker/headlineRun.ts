import { PacketSimulation } from '../../../engines/packet/simulation';
import type { HeadlineFigure } from '../../../worker/headline';
import { TimedHeadlineRun } from '../../../worker/headlineRun';
import { toPacketParams } from '../../families/packet/params';
import type { DumbbellScenario } from '../../families/packet/scenario';
import { runFigure } from '../headline';

/**
 * The run's headline ahead of the animation (see HeadlineRun): the utilization of the whole run
 * (no traces, as the command line runs it), within seconds even at ×1 with a 300 s warm-up. A
 * slice is simulated seconds.
 */
export class DumbbellHeadlineRun extends TimedHeadlineRun<PacketSimulation> {
  constructor(scenario: DumbbellScenario, clock: () => number, shown: PacketSimulation) {
    const sim = new PacketSimulation(toPacketParams(scenario));
    super(sim, shown, clock, { initial: sim.meanRtt, min: 1e-6, max: 1e6 });
  }

  protected horizon(sim: PacketSimulation): number {
    return sim.params.duration;
  }

  protected runUntil(sim: PacketSimulation, t: number): void {
    sim.runUntil(t);
  }

  protected figure(sim: PacketSimulation): HeadlineFigure | null {
    return runFigure(sim.summary());
  }
}
