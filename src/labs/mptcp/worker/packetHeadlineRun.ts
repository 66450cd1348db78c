import type { HeadlineFigure } from '../../../worker/headline';
import { TimedHeadlineRun } from '../../../worker/headlineRun';
import { mpFigure } from '../headline';
import { buildPacketReport } from '../packet/packetReport';
import { scenarioSetup } from '../packet/setup';
import { WindowRun } from '../packet/windowRun';
import type { MptcpScenario } from '../scenario';

/**
 * The window level's headline ahead of the playback (see HeadlineRun): the same run headless
 * (WindowRun, as the command line runs it), and at its end the report's figure (it has none
 * before: the report's numbers are the whole run's). A slice is simulated seconds.
 */
export class PacketHeadlineRun extends TimedHeadlineRun<WindowRun> {
  /** the figure of the run that ended first (the report is built once) */
  private ended: { run: WindowRun; figure: HeadlineFigure } | null = null;

  constructor(
    private readonly scenario: MptcpScenario,
    clock: () => number,
    shown: WindowRun,
  ) {
    const run = new WindowRun(scenarioSetup(scenario));
    const horizon = run.setup.horizon;
    super(run, shown, clock, { initial: horizon / 2000, min: 1e-3, max: Math.max(1e-3, horizon) });
  }

  protected horizon(run: WindowRun): number {
    return run.setup.horizon;
  }

  protected runUntil(run: WindowRun, t: number): void {
    run.advance(t);
  }

  protected figure(run: WindowRun): HeadlineFigure | null {
    if (!run.done) return null;
    if (this.ended?.run !== run) {
      // (the figure is the throughput: the convergence statistic's other seeds are not run)
      const report = buildPacketReport(this.scenario, run, run.sim.summary(), false, null);
      this.ended = { run, figure: mpFigure(report.metrics.friendliness.mpMean) };
    }
    return this.ended.figure;
  }
}
