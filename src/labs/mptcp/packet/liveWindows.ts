import type { PacketFrame, PacketReportOutput } from '../worker/packetProtocol';
import { binEnd } from './bins';

/**
 * What the page has received of a window-level run: the window samples of the drawn flows and
 * the per-bin throughput of every flow, in growable typed arrays, and the lines the charts draw;
 * the simulated time reached and, at the end, the report. The worker caps the samples it sends
 * per flow, so memory stays bounded.
 */
export class LiveWindows {
  /** the simulated time reached, s */
  time = 0;
  report: PacketReportOutput | null = null;
  count = 0;
  t = new Float64Array(1024);
  cwnd: Float64Array;
  bins = 0;
  rates: Float64Array;

  constructor(
    /** drawn flows */
    readonly drawn: number,
    /** all flows */
    readonly flows: number,
    nBins: number,
  ) {
    this.cwnd = new Float64Array(1024 * drawn);
    this.rates = new Float64Array(Math.max(1, nBins) * flows);
  }

  /** Takes a frame (the reducer of usePacketRun's live run). */
  push(f: PacketFrame): void {
    if (f.windows) this.pushWindows(f.windows);
    if (f.bins) this.pushBins(f.bins);
    if (f.report) this.report = f.report;
    this.time = f.time;
  }

  pushWindows(w: { t: Float64Array; cwnd: Float64Array }): void {
    const k = w.t.length;
    if (w.cwnd.length !== k * this.drawn) throw new Error('a window chunk does not match');
    if (this.count + k > this.t.length) {
      const cap = Math.max(this.count + k, 2 * this.t.length);
      const grow = (a: Float64Array, width: number) => {
        const b = new Float64Array(cap * width);
        b.set(a.subarray(0, this.count * width));
        return b;
      };
      this.t = grow(this.t, 1);
      this.cwnd = grow(this.cwnd, this.drawn);
    }
    this.t.set(w.t, this.count);
    this.cwnd.set(w.cwnd, this.count * this.drawn);
    this.count += k;
  }

  pushBins(b: { from: number; rates: Float64Array }): void {
    const end = b.from * this.flows + b.rates.length;
    if (end > this.rates.length) throw new Error('bins beyond the run');
    this.rates.set(b.rates, b.from * this.flows);
    this.bins = Math.max(this.bins, end / this.flows);
  }

  /**
   * Interleaved (t, Σ_j cwnd of drawn flows js) over the samples with t >= tMin; NaN (a break)
   * outside [from, to), when the flow is not there.
   */
  windowLine(
    js: readonly number[],
    tMin = -Infinity,
    active: { from: number; to: number } = { from: -Infinity, to: Infinity },
  ): Float64Array {
    let k0 = 0;
    while (k0 < this.count && this.t[k0] < tMin) k0++;
    const out = new Float64Array(2 * (this.count - k0));
    for (let k = k0; k < this.count; k++) {
      let v = 0;
      for (const j of js) v += this.cwnd[k * this.drawn + j];
      const t = this.t[k];
      out[2 * (k - k0)] = t;
      out[2 * (k - k0) + 1] = t >= active.from && t < active.to ? v : NaN;
    }
    return out;
  }

  /** Mbit/s of flow f in bin b. */
  rate(b: number, f: number): number {
    return this.rates[b * this.flows + f];
  }

  /** Interleaved (bin end, mean over `flows` of their rate): a step at each bin's end. */
  binLine(flows: readonly number[]): Float64Array {
    const out = new Float64Array(2 * this.bins);
    for (let b = 0; b < this.bins; b++) {
      let v = 0;
      for (const f of flows) v += this.rate(b, f);
      out[2 * b] = binEnd(b);
      out[2 * b + 1] = flows.length > 0 ? v / flows.length : NaN;
    }
    return out;
  }

  /** Mean over bins ending after `from` of the summed rate of `flows` (NaN before any). */
  meanRate(flows: readonly number[], from: number): number {
    let sum = 0;
    let n = 0;
    for (let b = 0; b < this.bins; b++)
      if (binEnd(b) > from) {
        for (const f of flows) sum += this.rate(b, f);
        n++;
      }
    return n > 0 ? sum / n : NaN;
  }
}
