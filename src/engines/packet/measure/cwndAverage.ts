/**
 * Time-average congestion window of each flow after the warm-up: the exact integral of the
 * piecewise-constant cwnd, updated only when a window changes. It reads the windows and the clock
 * itself, so that the per-ACK call passes no real numbers (no boxing on the hot path).
 */
import type { Clock } from '../clock';

export class CwndAverage {
  private readonly area: Float64Array;
  private readonly since: Float64Array;
  /** the window in force since `since[f]` (0 before the flow starts) */
  readonly value: Float64Array;

  constructor(
    flows: number,
    readonly from: number,
    private readonly clock: Clock,
    private readonly windows: readonly { readonly cwnd: number }[],
  ) {
    this.area = new Float64Array(flows);
    this.since = new Float64Array(flows);
    this.value = new Float64Array(flows);
  }

  /** The window of `flow` may have changed now: close the previous piece. */
  note(flow: number): void {
    const t = this.clock.now;
    const c = this.windows[flow].cwnd;
    if (c === this.value[flow]) return;
    if (t > this.from) {
      const a = this.since[flow] > this.from ? this.since[flow] : this.from;
      this.area[flow] += this.value[flow] * (t - a);
    }
    this.since[flow] = t;
    this.value[flow] = c;
  }

  /** time average over [from, now] (NaN when now <= from) */
  mean(flow: number, now: number): number {
    if (now <= this.from) return NaN;
    const a = this.since[flow] > this.from ? this.since[flow] : this.from;
    return (this.area[flow] + this.value[flow] * (now - a)) / (now - this.from);
  }
}
