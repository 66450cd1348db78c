import { analyze } from '../../engines/fluid/analysis';
import { convergenceTime } from '../../engines/fluid/metrics';
import { compileNetwork, pktsToMbps, type Network } from '../../engines/fluid/network';
import { RESPONSIVENESS_TIMING } from '../../engines/fluid/presets';
import { FluidSimulation } from '../../engines/fluid/simulation';
import { specLabel } from './algorithmLabels';
import { PAPER_ORDER, comparisonAlgorithms, type ComparisonResult } from './comparisonPlan';
import {
  algorithmSpec,
  horizonOf,
  sampleIntervalOf,
  toNetwork,
  type MptcpScenario,
  type MultipathAlgorithm,
} from './scenario';

export { PAPER_ORDER, comparisonAlgorithms, type ComparisonResult };

/**
 * The comparison view: every algorithm on the current network. Per algorithm, (1) the equilibrium
 * with every source present (Table III's throughputs, lambda-bar, D_s), and (2) a
 * responsiveness-style run (Table IV): the network's single-path sources present on [40 s, 80 s)
 * only, the MP-TCP sources always; the convergence time is footnote 2's, for every MP-TCP route
 * that shares a link with a single-path source, and the single-path throughput is the average over
 * [40 s, 80 s). On net=responsiveness this is exactly the run the report (and the CLI) measures.
 */
const untimed = (net: Network): Network => ({
  ...net,
  sources: net.sources.map(({ startS: _a, stopS: _b, ...rest }) => rest),
});

/** The network with every source present all the time. */
export function steadyNetwork(s: MptcpScenario, alg: MultipathAlgorithm): Network {
  return untimed(toNetwork({ ...s, alg }));
}

export interface DynamicSetup {
  net: Network;
  /** flat route indices of the MP-TCP routes sharing a link with a single-path source */
  watched: number[];
  /** indices of the single-path sources */
  single: number[];
  horizon: number;
  sampleInterval: number;
}

/** Table IV's run on this network, or why there is none. */
export function dynamicSetup(s: MptcpScenario, alg: MultipathAlgorithm): DynamicSetup | string {
  const base = untimed(toNetwork({ ...s, alg }));
  const single = base.sources.flatMap((src, i) => (src.algorithm.name === 'tcp' ? [i] : []));
  if (single.length === 0) return 'no single-path source here, so none leaves';
  const spLinks = new Set(single.flatMap((i) => base.sources[i].routes.flatMap((r) => r.links)));
  const watched: number[] = [];
  let r = 0;
  for (const src of base.sources)
    for (const route of src.routes) {
      if (src.algorithm.name !== 'tcp' && route.links.some((l) => spLinks.has(l))) watched.push(r);
      r++;
    }
  if (watched.length === 0) return 'no MP-TCP route shares a link with a single-path source';
  const responsive = s.net === 'responsiveness';
  const horizon = responsive ? horizonOf(s) : 150;
  if (horizon < RESPONSIVENESS_TIMING.spStopS + 20)
    return `the run ends at ${horizon} s, too soon after the single-path flows leave at 80 s`;
  // the report's sampling (report.ts, runScenario): t/1000, refined to 5 ms
  const dt = responsive ? sampleIntervalOf(s) : horizon / 1000;
  const stride = Math.max(1, Math.round(dt / Math.min(dt, 0.005)));
  const net: Network = {
    ...base,
    sources: base.sources.map((src, i) =>
      single.includes(i)
        ? { ...src, startS: RESPONSIVENESS_TIMING.spStartS, stopS: RESPONSIVENESS_TIMING.spStopS }
        : src,
    ),
  };
  return { net, watched, single, horizon, sampleInterval: dt / stride };
}

/**
 * One algorithm's row, computed in slices: `work()` does the equilibrium analysis, then up to
 * `steps` integrator steps of the responsiveness-style run per call, so that a worker can answer
 * messages between slices.
 */
export class ComparisonJob {
  readonly alg: MultipathAlgorithm;
  result: ComparisonResult | null = null;
  private steady: Omit<
    ComparisonResult,
    'convergence' | 'convergenceNote' | 'spAverage' | 'resolution'
  > | null = null;
  private setup: DynamicSetup | string;
  private sim: FluidSimulation | null = null;
  private t: number[] = [];
  private watched: number[][] = [];
  private spSum = 0;
  private spCount = 0;
  private pkt = 1000;

  constructor(
    private readonly s: MptcpScenario,
    alg: MultipathAlgorithm,
  ) {
    this.alg = alg;
    this.setup = dynamicSetup(s, alg);
  }

  get done(): boolean {
    return this.result !== null;
  }

  work(steps = 200): void {
    if (this.result) return;
    if (!this.steady) {
      this.steady = this.analyzeSteady();
      if (typeof this.setup === 'string') this.finish(null, this.setup, NaN, 0);
      else {
        this.sim = new FluidSimulation(compileNetwork(this.setup.net), {
          horizon: this.setup.horizon,
          sampleInterval: this.setup.sampleInterval,
        });
        this.watched = this.setup.watched.map(() => []);
      }
      return;
    }
    const setup = this.setup as DynamicSetup;
    const sim = this.sim!;
    const chunk = sim.advance(steps);
    const { nR, srcStart } = sim.n;
    for (let k = 0; k < chunk.count; k++) {
      const t = chunk.t[k];
      this.t.push(t);
      setup.watched.forEach((r, i) => this.watched[i].push(chunk.x[k * nR + r]));
      if (t >= RESPONSIVENESS_TIMING.spStartS && t < RESPONSIVENESS_TIMING.spStopS) {
        let v = 0;
        for (const src of setup.single)
          for (let r = srcStart[src]; r < srcStart[src + 1]; r++) v += chunk.x[k * nR + r];
        this.spSum += v / setup.single.length;
        this.spCount++;
      }
    }
    if (!sim.done) return;
    if (sim.failure) {
      this.finish(null, `the run failed: ${sim.failure}`, NaN, 0);
      return;
    }
    let worst: number | null = 0;
    for (const v of this.watched) {
      const ct = convergenceTime(this.t, v, RESPONSIVENESS_TIMING.spStopS);
      worst = ct.time === null || worst === null ? null : Math.max(worst, ct.time);
    }
    const sp = pktsToMbps(this.spCount > 0 ? this.spSum / this.spCount : NaN, this.pkt);
    this.finish(
      worst,
      worst === null ? 'never within 10 % of its final average before the end' : null,
      sp,
      this.t.length > 1 ? this.t[1] - this.t[0] : 0,
    );
  }

  /** Ends the row with an error (an exception in the engine): the other rows still run. */
  fail(message: string): void {
    this.steady ??= {
      alg: this.alg,
      label: specLabel(algorithmSpec(this.s, this.alg)),
      mpMean: NaN,
      spMean: NaN,
      mpShare: NaN,
      lambdaBar: NaN,
      spectralAbscissa: NaN,
      oscillation: NaN,
      converged: false,
      nonUnique: null,
    };
    this.finish(null, `failed: ${message}`, NaN, 0);
  }

  private analyzeSteady() {
    const n = compileNetwork(steadyNetwork(this.s, this.alg));
    this.pkt = n.pktBytes;
    const a = analyze(n);
    const mb = (v: number) => pktsToMbps(v, n.pktBytes);
    let dSum = 0;
    let dCount = 0;
    for (let s = 0; s < n.nS; s++)
      if (n.algorithms[s].spec.name !== 'tcp' && Number.isFinite(a.oscillation[s])) {
        dSum += a.oscillation[s];
        dCount++;
      }
    return {
      alg: this.alg,
      label: specLabel(algorithmSpec(this.s, this.alg)),
      mpMean: mb(a.friendliness.mpMean),
      spMean: mb(a.friendliness.spMean),
      mpShare: a.friendliness.mpShare,
      lambdaBar: a.spectrum.lambdaBar,
      spectralAbscissa: a.spectrum.spectralAbscissa,
      oscillation: dCount > 0 ? dSum / dCount : NaN,
      converged: a.equilibrium.converged,
      nonUnique: a.equilibrium.nonUnique?.note ?? null,
    };
  }

  private finish(time: number | null, note: string | null, sp: number, resolution: number) {
    this.result = {
      ...this.steady!,
      convergence: time,
      convergenceNote: note,
      spAverage: sp,
      resolution,
    };
    this.sim = null;
    this.t = [];
    this.watched = [];
  }
}

/** A whole row at once (tests, CLI-style use). */
export function compareAlgorithm(s: MptcpScenario, alg: MultipathAlgorithm): ComparisonResult {
  const job = new ComparisonJob(s, alg);
  while (!job.done) job.work(10_000);
  return job.result!;
}
