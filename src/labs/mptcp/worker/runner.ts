import { analyze, type Analysis } from '../../../engines/fluid/analysis';
import { compileNetwork, pktsToMbps, type CompiledNetwork } from '../../../engines/fluid/network';
import { FluidSimulation, type Trajectory } from '../../../engines/fluid/simulation';
import { PacedRunner } from '../../../worker/pacedRunner';
import { analysisTransferables, analysisView, type AnalysisView } from '../analysisView';
import { ComparisonJob, comparisonAlgorithms, type ComparisonResult } from '../comparison';
import { buildReport } from '../report';
import { reportCsv, reportJson } from '../reportFormat';
import { DEFAULT_MAX_SAMPLES, sampling } from '../sampling';
import { toNetwork, type MptcpScenario } from '../scenario';
import type { MptcpFrame, MptcpRunOptions, MptcpSpeed, ReportOutput } from './protocol';

/** Step ends are shown up to this many display intervals (a few hundred points at most). */
const DENSE_SPAN = 20;

/**
 * One run of the Multipath TCP lab, advanced by `tick()` in bounded slices (no DOM, no timers: the
 * worker schedules it, tests drive it). It integrates exactly what `runScenario` (report.ts, the
 * CLI) integrates, in chunks paced to the wall clock, so its report is byte-identical to the CLI's.
 */
export class MptcpRunner extends PacedRunner<MptcpSpeed> {
  readonly n: CompiledNetwork;
  private readonly sim: FluidSimulation;
  private readonly plan: ReturnType<typeof sampling>;
  private readonly workMs: number;
  private analysis: Analysis | null = null;
  private view: AnalysisView | null = null;
  private viewSent = false;
  private reportSent = false;
  private sampleIndex = 0;
  private lastShown = -Infinity;
  /** what the report needs of the path: everything for responsiveness, else the last sample */
  private readonly keepAll: boolean;
  private kept: { t: number[]; x: number[]; p: number[] } = { t: [], x: [], p: [] };
  private out: { t: number[]; x: number[]; p: number[] } = { t: [], x: [], p: [] };
  private readonly jobs: ComparisonJob[];
  private jobIndex = 0;
  private rows: ComparisonResult[] = [];

  constructor(
    readonly runId: number,
    readonly scenario: MptcpScenario,
    options: MptcpRunOptions,
    private readonly clock: () => number,
  ) {
    super(options);
    this.n = compileNetwork(toNetwork(scenario));
    this.plan = sampling(scenario, options.maxSamples ?? DEFAULT_MAX_SAMPLES);
    this.sim = new FluidSimulation(this.n, {
      horizon: this.plan.horizon,
      sampleInterval: this.plan.interval,
    });
    this.keepAll = scenario.net === 'responsiveness';
    this.workMs = options.workMs ?? 30;
    this.jobs =
      options.compare === false
        ? []
        : comparisonAlgorithms(scenario).map((alg) => new ComparisonJob(scenario, alg));
  }

  /** True while a tick can still produce something without a resume. */
  override get busy(): boolean {
    return (
      !this.viewSent ||
      this.status === 'running' ||
      (this.sim.done && !this.reportSent) ||
      this.jobIndex < this.jobs.length
    );
  }

  get time(): number {
    return this.sim.time;
  }

  protected get position(): number {
    return this.sim.time;
  }

  /** The first display time after 0: where a log time axis starts. */
  get firstShown(): number {
    return this.plan.display * this.plan.interval;
  }

  /** One slice of work from wall time `started`. Returns what is new, if any. */
  tick(started: number): MptcpFrame | null {
    const clock = this.clock;
    const frame = this.emptyFrame();
    let news = false;
    if (!this.viewSent) {
      this.analysis = analyze(this.n, this.plan.horizon);
      this.view = analysisView(this.n, this.analysis, this.plan.horizon);
      this.viewSent = true;
      frame.analysis = this.view;
      this.pace.anchor(clock(), this.sim.time); // the solve took a while: the trajectory starts now
      return frame; // the equilibrium first: the page draws the dashed lines at once
    }
    const left = () => this.workMs - (clock() - started);
    if (this.status === 'running') {
      const span = { horizon: this.plan.horizon, logFrom: this.firstShown };
      const goal = this.pace.target(started, this.sim.time, span);
      while (!this.sim.done && this.sim.time < goal && left() > 0) {
        // early on, every step's end is shown too: the transient is fast, the samples are coarse
        const dense = this.sim.time < DENSE_SPAN * this.firstShown;
        this.consume(this.sim.advance(dense ? 1 : 8));
        if (dense && !this.sim.done) this.showState();
      }
      if (this.out.t.length > 0) {
        frame.samples = this.flushSamples();
        news = true;
      }
      if (this.sim.done) {
        this.status = 'done';
        news = true;
      }
    }
    if (this.sim.done && !this.reportSent) {
      frame.report = this.report();
      this.reportSent = true;
      news = true;
    }
    // the comparison fills the slack: while waiting for the clock, or after the trajectory
    while (this.jobIndex < this.jobs.length && left() > 0) {
      const job = this.jobs[this.jobIndex];
      try {
        job.work(200);
      } catch (e) {
        job.fail(e instanceof Error ? e.message : String(e));
      }
      if (job.result) {
        this.rows.push(job.result);
        this.jobIndex++;
      }
      if (this.status === 'running' && this.pace.speed === 'max') break;
    }
    if (this.rows.length > 0) {
      frame.comparison = this.rows;
      this.rows = [];
      news = true;
    }
    frame.comparisonDone = this.jobIndex >= this.jobs.length;
    frame.time = this.sim.time;
    frame.status = this.status;
    return news ? frame : null;
  }

  /** The current state as a frame (e.g. after a pause), without new samples. */
  frame(): MptcpFrame {
    return this.emptyFrame();
  }

  private emptyFrame(): MptcpFrame {
    return {
      runId: this.runId,
      status: this.status,
      time: this.sim.time,
      samples: null,
      analysis: null,
      report: null,
      comparison: [],
      comparisonTotal: this.jobs.length,
      comparisonDone: this.jobIndex >= this.jobs.length,
    };
  }

  private consume(chunk: { count: number; t: Float64Array; x: Float64Array; p: Float64Array }) {
    const { nR, nL, pktBytes } = this.n;
    const { count: total, display } = this.plan;
    for (let k = 0; k < chunk.count; k++, this.sampleIndex++) {
      const xs = chunk.x.subarray(k * nR, (k + 1) * nR);
      const ps = chunk.p.subarray(k * nL, (k + 1) * nL);
      if (this.keepAll || this.sampleIndex === total - 1 || k === chunk.count - 1) {
        if (!this.keepAll) this.kept = { t: [], x: [], p: [] };
        this.kept.t.push(chunk.t[k]);
        this.kept.x.push(...xs);
        this.kept.p.push(...ps);
      }
      if (this.sampleIndex % display === 0 || this.sampleIndex === total - 1) {
        this.out.t.push(chunk.t[k]);
        for (const v of xs) this.out.x.push(pktsToMbps(v, pktBytes));
        this.out.p.push(...ps);
      }
    }
  }

  /** Adds the integrator's state after a step to what the page gets (not to the report). */
  private showState(): void {
    const t = this.sim.time;
    const last = this.out.t.length > 0 ? this.out.t[this.out.t.length - 1] : this.lastShown;
    if (!(t > last)) return;
    const y = this.sim.state();
    const { nR, pktBytes } = this.n;
    this.out.t.push(t);
    for (let r = 0; r < nR; r++) this.out.x.push(pktsToMbps(y[r], pktBytes));
    for (let l = nR; l < y.length; l++) this.out.p.push(y[l]);
  }

  private flushSamples() {
    this.lastShown = this.out.t[this.out.t.length - 1];
    const s = {
      t: Float64Array.from(this.out.t),
      x: Float64Array.from(this.out.x),
      p: Float64Array.from(this.out.p),
    };
    this.out = { t: [], x: [], p: [] };
    return s;
  }

  private report(): ReportOutput {
    const trajectory: Trajectory = {
      count: this.kept.t.length,
      t: Float64Array.from(this.kept.t),
      x: Float64Array.from(this.kept.x),
      p: Float64Array.from(this.kept.p),
      steps: this.sim.steps,
      evaluations: this.sim.evaluations,
      failure: this.sim.failure,
    };
    const r = buildReport(
      {
        scenario: this.scenario,
        network: this.n,
        analysis: this.analysis!,
        trajectory,
        stride: this.plan.stride,
      },
      false,
    );
    this.kept = { t: [], x: [], p: [] };
    return {
      csv: reportCsv(r),
      json: reportJson(r),
      notes: r.notes,
      impossible: r.impossible ?? [],
      responsiveness: r.responsiveness ?? null,
      failure: r.trajectory.failure,
      finalTotalsDeviation: r.trajectory.finalTotalsDeviation,
    };
  }
}

/** Every buffer of a frame once, for Comlink.transfer. */
export function mptcpFrameTransferables(f: MptcpFrame): ArrayBuffer[] {
  const out = f.analysis ? analysisTransferables(f.analysis) : [];
  if (f.samples)
    for (const a of [f.samples.t, f.samples.x, f.samples.p]) out.push(a.buffer as ArrayBuffer);
  return [...new Set(out)];
}
