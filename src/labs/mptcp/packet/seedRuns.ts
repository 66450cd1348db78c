import { dynamicSetup } from '../comparison';
import { fluidAlg } from '../labAlgorithms';
import type { MptcpScenario } from '../scenario';
import { responsivenessOf } from './measures';
import { responsivenessFlows } from './packetReport';
import { convergenceSeeds } from './seedConvergence';
import { scenarioSetup } from './setup';
import { WindowRun } from './windowRun';

/**
 * The runs of Table IV's convergence statistic besides the scenario's own: the same scenario at
 * window level with seed + 1, …, seed + K − 1 (K = `seeds`), each run to its end, of which only the
 * convergence time is kept. None outside net=responsiveness (the report has no convergence time
 * there). In slices of simulated seconds (`advance`) for the page's worker, which runs them in the
 * slack of the paced run, or at once (`finish`) for the command line: the same numbers either way.
 */
export class OtherSeedRuns {
  /** the seeds still to run or run, in order */
  readonly seeds: number[];
  /** the convergence time of each seed run so far (null: that run never converged) */
  readonly times: (number | null)[] = [];
  private run: WindowRun | null = null;

  constructor(private readonly s: MptcpScenario) {
    const measured =
      s.net === 'responsiveness' && typeof dynamicSetup(s, fluidAlg(s.alg)) !== 'string';
    this.seeds = measured ? convergenceSeeds(s).slice(1) : [];
  }

  get done(): boolean {
    return this.times.length === this.seeds.length;
  }

  /**
   * Runs `seconds` more simulated seconds of the current seed's run (to its end at most); says
   * whether all of them ran (false: that run ended first, or every seed is done).
   */
  advance(seconds: number): boolean {
    if (this.done) return false;
    const seed = this.seeds[this.times.length];
    const run = (this.run ??= new WindowRun(scenarioSetup({ ...this.s, seed })));
    const to = run.now + seconds;
    run.advance(Math.min(to, run.setup.horizon));
    if (!run.done) return true;
    const flows = responsivenessFlows(this.s, run.setup)!;
    this.times.push(responsivenessOf(run, flows.watched, flows.single).convergenceTime);
    this.run = null;
    return to <= run.setup.horizon;
  }

  /** Runs every seed to its end; returns their convergence times. */
  finish(): (number | null)[] {
    while (!this.done) this.advance(Infinity);
    return this.times;
  }
}
