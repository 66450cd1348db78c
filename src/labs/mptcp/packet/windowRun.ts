import { PacketSimulation, type PacketSummary, type TraceChunk } from '../../../engines/packet';
import { LossLog } from '../../../engines/packet/measure/lossLog';
import { binEnd, THROUGHPUT_BIN } from './bins';
import { CC_MODULES } from '../../../engines/packet/cc/registry';
import { CHUNK_ROWS, type PacketSetup } from './setup';

export { binEnd, THROUGHPUT_BIN };

/**
 * One window-level run, advanced in slices (`advance`), that keeps what the lab measures: the
 * payload bytes each flow had acknowledged in each bin of THROUGHPUT_BIN seconds (from the traces'
 * per-interval `delivered`, an interval counted in the bin where it ends), the reductions for D_s
 * (LossLog), and optionally every window sample (`--path`). The same parameters give the same
 * numbers however the run is sliced.
 */
export class WindowRun {
  readonly sim: PacketSimulation;
  readonly log: LossLog;
  readonly flows: number;
  readonly nBins: number;
  /** payload bytes acknowledged in bin b by flow f: binBytes[b * flows + f] */
  readonly binBytes: Float64Array;
  /** bins whose end the run has passed */
  binsDone = 0;
  /** every window sample (when kept): time, then cwnd of each flow */
  readonly path: { t: number[]; cwnd: number[] } | null;

  constructor(
    readonly setup: PacketSetup,
    { keepPath = false }: { keepPath?: boolean } = {},
  ) {
    this.flows = setup.flowSource.length;
    this.log = new LossLog(this.flows, setup.warmup);
    this.sim = new PacketSimulation(setup.params, {
      congestionControls: this.log.wrap(CC_MODULES),
    });
    this.nBins = Math.max(1, Math.ceil(setup.horizon / THROUGHPUT_BIN - 1e-9));
    this.binBytes = new Float64Array(this.nBins * this.flows);
    this.path = keepPath ? { t: [], cwnd: [] } : null;
  }

  get now(): number {
    return this.sim.now;
  }

  get done(): boolean {
    return this.sim.done;
  }

  /** Runs to `until` (at most the horizon); returns the window samples drained on the way. */
  advance(until: number): TraceChunk[] {
    const out: TraceChunk[] = [];
    const step = CHUNK_ROWS * this.setup.interval;
    const end = Math.min(until, this.setup.horizon);
    while (this.sim.now < end) {
      this.sim.runUntil(Math.min(end, this.sim.now + step));
      const chunk = this.sim.drainTraces();
      if (chunk && chunk.t.length > 0) {
        this.take(chunk);
        out.push(chunk);
      }
    }
    return out;
  }

  /** Runs to the end and returns the engine's summary. */
  finish(): PacketSummary {
    this.advance(this.setup.horizon);
    return this.sim.summary();
  }

  private take(c: TraceChunk): void {
    const n = this.flows;
    for (let k = 0; k < c.t.length; k++) {
      const t = c.t[k];
      if (this.path) {
        this.path.t.push(t);
        for (let f = 0; f < n; f++) this.path.cwnd.push(c.cwnd[k * n + f]);
      }
      if (!(t > 0)) continue;
      const b = Math.min(this.nBins - 1, Math.ceil(t / THROUGHPUT_BIN - 1e-9) - 1);
      for (let f = 0; f < n; f++) this.binBytes[b * n + f] += c.delivered[k * n + f];
    }
    const last = c.t[c.t.length - 1];
    this.binsDone = Math.min(this.nBins, Math.floor(last / THROUGHPUT_BIN + 1e-9));
  }

  /** Wire Mbit/s of flow `f` in bin `b` (payload acknowledged, scaled by (payload + header) / payload). */
  rate(b: number, f: number): number {
    return (this.binBytes[b * this.flows + f] * 8 * this.setup.wire) / THROUGHPUT_BIN / 1e6;
  }
}
