import type { TraceChunk } from '../../../engines/packet';
import { AdaptiveSlice } from '../../../worker/adaptiveSlice';
import { PacedRunner } from '../../../worker/pacedRunner';
import { packetReportCsv, packetReportJson } from '../packet/packetFormat';
import { buildPacketReport } from '../packet/packetReport';
import { OtherSeedRuns } from '../packet/seedRuns';
import { scenarioSetup } from '../packet/setup';
import { WindowRun } from '../packet/windowRun';
import type { MptcpScenario } from '../scenario';
import { PacketHeadlineRun } from './packetHeadlineRun';
import type { PacketFrame, PacketRunOptions } from './packetProtocol';
import type { MptcpSpeed } from './protocol';

/**
 * One window-level run for the page, advanced by `tick()` in bounded slices of work paced to the
 * wall clock (the whole run in `seconds`, or as fast as it goes). It runs exactly what the CLI
 * runs (WindowRun, the other seeds of Table IV's convergence statistic, then buildPacketReport),
 * so its report is byte-identical to the CLI's. The other seeds' runs fill the slack of each
 * frame once the headline is worked out (while the paced run waits for the clock), then whatever
 * is left of them after the run's end: the report follows the last of them.
 */
export class PacketRunner extends PacedRunner<MptcpSpeed> {
  readonly run: WindowRun;
  readonly drawn: number[];
  private readonly workMs: number;
  private readonly stride: number;
  private sampleIndex = 0;
  private binsSent = 0;
  private reportSent = false;
  /** the other seeds of the convergence statistic (none outside net=responsiveness) */
  private readonly others: OtherSeedRuns;
  /** simulated seconds per slice between clock readings, adapted to the cost of a slice */
  private readonly slice: AdaptiveSlice;
  /** the report's figure, worked out ahead of the playback (see PacketHeadlineRun) */
  readonly headline?: PacketHeadlineRun;

  constructor(
    readonly runId: number,
    readonly scenario: MptcpScenario,
    options: PacketRunOptions,
    private readonly clock: () => number,
  ) {
    super(options);
    this.run = new WindowRun(scenarioSetup(scenario));
    for (const f of options.drawn)
      if (!(Number.isInteger(f) && f >= 0 && f < this.run.flows))
        throw new RangeError(`drawn flow ${f} is not a flow index in 0..${this.run.flows - 1}`);
    this.drawn = [...options.drawn];
    const samples = this.run.setup.horizon / this.run.setup.interval;
    this.stride = Math.max(1, Math.ceil(samples / (options.maxSamples ?? 40_000)));
    this.workMs = options.workMs ?? 30;
    const horizon = this.run.setup.horizon;
    this.slice = new AdaptiveSlice(horizon / 2000, {
      min: 1e-3,
      max: Math.max(1e-3, horizon),
      aimMs: this.workMs / 8,
    });
    if (options.headline) this.headline = new PacketHeadlineRun(scenario, clock, this.run);
    this.others = new OtherSeedRuns(scenario);
  }

  override get busy(): boolean {
    // (paused, the other seeds go on in the slack, as the fluid runner's comparison does)
    return this.status === 'running' || !this.others.done || (this.run.done && !this.reportSent);
  }

  get time(): number {
    return this.run.now;
  }

  protected get position(): number {
    return this.run.now;
  }

  /** One slice of work from wall time `started`. Returns what is new, if any. */
  tick(started: number): PacketFrame | null {
    const clock = this.clock;
    const chunks: TraceChunk[] = [];
    if (this.status === 'running') {
      const horizon = this.run.setup.horizon;
      const goal = Math.min(this.pace.target(started, this.run.now, { horizon }), horizon);
      let last = started;
      while (this.run.now < goal && last - started < this.workMs) {
        const full = this.run.now + this.slice.size <= goal;
        chunks.push(...this.run.advance(full ? this.run.now + this.slice.size : goal));
        const now = clock();
        this.slice.update(full, now - last);
        last = now;
      }
      // behind the clock (the work ran out first): the view slows down instead of rushing later
      if (this.run.now < goal && this.pace.speed !== 'max') this.pace.anchor(last, this.run.now);
      if (this.run.done) this.status = 'done';
    }
    // the other seeds in the slack, not before the headline (it has the worker to itself first)
    if (!this.headline || this.headline.final || this.run.done) {
      let last = clock();
      while (!this.others.done && last - started < this.workMs) {
        if (this.status === 'running' && this.pace.speed === 'max') break;
        const full = this.others.advance(this.slice.size);
        const now = clock();
        this.slice.update(full, now - last);
        last = now;
      }
    }
    const frame = this.emptyFrame();
    frame.windows = this.windows(chunks);
    frame.bins = this.bins();
    if (this.run.done && this.others.done && !this.reportSent) {
      const s = this.scenario;
      const report = buildPacketReport(s, this.run, this.run.sim.summary(), false, [
        ...this.others.times,
      ]);
      frame.report = { report, json: packetReportJson(report), csv: packetReportCsv(report) };
      this.reportSent = true;
    }
    return frame.windows || frame.bins || frame.report || chunks.length > 0 ? frame : null;
  }

  frame(): PacketFrame {
    return this.emptyFrame();
  }

  private emptyFrame(): PacketFrame {
    return {
      runId: this.runId,
      status: this.status,
      time: this.run.now,
      windows: null,
      bins: null,
      report: null,
    };
  }

  private windows(chunks: TraceChunk[]): PacketFrame['windows'] {
    const t: number[] = [];
    const cwnd: number[] = [];
    for (const c of chunks)
      for (let k = 0; k < c.t.length; k++, this.sampleIndex++) {
        if (this.sampleIndex % this.stride !== 0) continue;
        t.push(c.t[k]);
        for (const f of this.drawn) cwnd.push(c.cwnd[k * c.flows + f]);
      }
    return t.length > 0 ? { t: Float64Array.from(t), cwnd: Float64Array.from(cwnd) } : null;
  }

  private bins(): PacketFrame['bins'] {
    const run = this.run;
    const to = run.binsDone;
    if (to <= this.binsSent) return null;
    const rates = new Float64Array((to - this.binsSent) * run.flows);
    for (let b = this.binsSent; b < to; b++)
      for (let f = 0; f < run.flows; f++)
        rates[(b - this.binsSent) * run.flows + f] = run.rate(b, f);
    const out = { from: this.binsSent, rates };
    this.binsSent = to;
    return out;
  }
}

export function packetFrameTransferables(f: PacketFrame): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  if (f.windows) out.push(f.windows.t.buffer as ArrayBuffer, f.windows.cwnd.buffer as ArrayBuffer);
  if (f.bins) out.push(f.bins.rates.buffer as ArrayBuffer);
  return out;
}
