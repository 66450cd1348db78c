import { AdaptiveSlice } from '../../../worker/adaptiveSlice';
import type { HeadlineFigure, HeadlineSource, HeadlineState } from '../../../worker/headline';
import { mpFigure } from '../headline';
import { buildPacketReport } from '../packet/packetReport';
import { scenarioSetup } from '../packet/setup';
import { WindowRun } from '../packet/windowRun';
import type { MptcpScenario } from '../scenario';

/**
 * The window level's headline ahead of the playback: the same run headless (WindowRun, as the
 * command line runs it) in the time the live API gives it, and at its end the report's figure.
 * Both runs process the same events: when the playback ends first ('instant'), its run gives it.
 */
export class PacketHeadlineRun implements HeadlineSource {
  private readonly run: WindowRun;
  private figure: HeadlineFigure | null = null;
  /** simulated seconds per slice between clock readings, about 4 ms of work */
  private readonly slice: AdaptiveSlice;

  constructor(
    private readonly scenario: MptcpScenario,
    private readonly clock: () => number,
    private readonly shown: WindowRun,
  ) {
    this.run = new WindowRun(scenarioSetup(scenario));
    const horizon = this.run.setup.horizon;
    this.slice = new AdaptiveSlice(horizon / 2000, { min: 1e-3, max: horizon, aimMs: 4 });
  }

  get final(): boolean {
    return this.figure !== null;
  }

  advance(deadline: number): void {
    const run = this.run;
    let last = this.clock();
    while (!run.done && !this.shown.done && last < deadline) {
      const to = run.now + this.slice.size;
      run.advance(to);
      const now = this.clock();
      this.slice.update(to <= run.setup.horizon, now - last);
      last = now;
    }
    const done = this.shown.done ? this.shown : run.done ? run : null;
    if (done && this.figure === null) {
      const report = buildPacketReport(this.scenario, done, done.sim.summary(), false);
      this.figure = mpFigure(report.metrics.friendliness.mpMean);
    }
  }

  current(): HeadlineState {
    const at = Math.max(this.run.now, this.shown.now);
    return {
      figure: this.figure,
      final: this.figure !== null,
      progress: at / this.run.setup.horizon,
    };
  }
}
