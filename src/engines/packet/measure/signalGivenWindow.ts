/**
 * The empirical P(signal | window = w) of paper 000, Sec. V-D1 and Figs. 13-14. Time after the
 * warm-up is cut in bins of length T; flow i is signalled in bin n (z_i(n) = 1) if it lost at least
 * one packet at the bottleneck during the bin; w_i(n) is the integer part of its cwnd at the start
 * of the bin. The estimate is z̄(w) = Σ 1{z = 1, w} / Σ 1{w}, over flows and complete bins. A flow's
 * first (partial) bin after it starts is not counted.
 *
 * Lazily, per flow: whenever a flow's window changes or it loses a packet, the bins that ended since
 * its last change are closed, all with the window in force meanwhile; no work per bin otherwise.
 */
import type { Clock } from '../clock';

export class SignalGivenWindow {
  /** total[w] = flow-bins that started with window w; signalled[w] = those with a loss */
  total = new Float64Array(64);
  signalled = new Float64Array(64);
  private readonly bin: Float64Array;
  private readonly windowAtStart: Int32Array;
  private readonly hit: Uint8Array;
  /** the flow's current bin is counted (false for its first, partial bin) */
  private readonly counted: Uint8Array;

  constructor(
    readonly flows: number,
    /** bin length T, s */
    readonly width: number,
    /** bins start here (the end of the warm-up) */
    readonly from: number,
    private readonly clock: Clock,
  ) {
    this.bin = new Float64Array(flows).fill(-1);
    this.windowAtStart = new Int32Array(flows);
    this.hit = new Uint8Array(flows);
    this.counted = new Uint8Array(flows);
  }

  /** The flow starts now: its bins count from the next one. */
  start(flow: number): void {
    const t = this.clock.now;
    this.bin[flow] = t < this.from ? -1 : Math.floor((t - this.from) / this.width);
    this.counted[flow] = 0;
  }

  /** Now reached for `flow`, whose window has been `w` (the integer part of cwnd) since its last change. */
  advance(flow: number, w: number): void {
    const t = this.clock.now;
    if (t < this.from) return;
    const b = Math.floor((t - this.from) / this.width);
    const cur = this.bin[flow];
    if (b <= cur) return;
    if (cur >= 0 && this.counted[flow]) this.add(this.windowAtStart[flow], this.hit[flow] === 1, 1);
    // the bins between the last change and now, all with the same window and no loss
    const skipped = cur < 0 ? b : b - cur - 1;
    if (skipped > 0) this.add(w, false, skipped);
    this.bin[flow] = b;
    this.windowAtStart[flow] = w;
    this.hit[flow] = 0;
    this.counted[flow] = 1;
  }

  /** `flow` lost a packet now (call after advance). */
  signal(flow: number): void {
    if (this.clock.now >= this.from) this.hit[flow] = 1;
  }

  private add(w: number, hit: boolean, k: number): void {
    if (w >= this.total.length) {
      let size = this.total.length;
      while (size <= w) size *= 2;
      const total = new Float64Array(size);
      const signalled = new Float64Array(size);
      total.set(this.total);
      signalled.set(this.signalled);
      this.total = total;
      this.signalled = signalled;
    }
    this.total[w] += k;
    if (hit) this.signalled[w] += k;
  }

  /** The windows seen, with their counts (only w with at least one bin). */
  snapshot(): { w: number[]; signalled: number[]; total: number[] } {
    const out = { w: [] as number[], signalled: [] as number[], total: [] as number[] };
    for (let w = 0; w < this.total.length; w++) {
      if (this.total[w] === 0) continue;
      out.w.push(w);
      out.signalled.push(this.signalled[w]);
      out.total.push(this.total[w]);
    }
    return out;
  }
}
