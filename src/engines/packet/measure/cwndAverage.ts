/**
 * Time-average congestion window of each flow after the warm-up: the exact integral of the
 * piecewise-constant cwnd, updated only when a window changes. It reads the windows and the clock
 * itself, so that the per-ACK call passes no real numbers (no boxing on the hot path). A flow's
 * three numbers sit side by side in one row (with many flows, one cache line per update instead
 * of three).
 */
import type { Clock } from '../clock';

// a flow's row: the window in force, since when, the area so far (a fourth slot aligns rows)
const ROW = 4;
const VALUE = 0;
const SINCE = 1;
const AREA = 2;

export class CwndAverage {
  private readonly rows: Float64Array;
  private readonly out: Float64Array;

  constructor(
    flows: number,
    readonly from: number,
    private readonly clock: Clock,
    private readonly windows: readonly { readonly cwnd: number }[],
  ) {
    this.rows = new Float64Array(ROW * flows);
    this.out = new Float64Array(flows);
  }

  /** the window in force since the last change of `flow` (0 before the flow starts) */
  value(flow: number): number {
    return this.rows[ROW * flow + VALUE];
  }

  /** Every flow's `value`, in an array refilled by each call. */
  values(): Float64Array {
    const out = this.out;
    for (let f = 0; f < out.length; f++) out[f] = this.rows[ROW * f + VALUE];
    return out;
  }

  /** The window of `flow` may have changed now: close the previous piece. */
  note(flow: number): void {
    const t = this.clock.now;
    const c = this.windows[flow].cwnd;
    const rows = this.rows;
    const r = ROW * flow;
    if (c === rows[r + VALUE]) return;
    if (t > this.from) {
      // Math.max, not `since > from ? since : from`: V8 merges a typed-array double and the integer
      // field `from` as a boxed number, one allocation per window change (both are finite, >= 0)
      const a = Math.max(rows[r + SINCE], this.from);
      rows[r + AREA] += rows[r + VALUE] * (t - a);
    }
    rows[r + SINCE] = t;
    rows[r + VALUE] = c;
  }

  /** time average over [from, now] (NaN when now <= from) */
  mean(flow: number, now: number): number {
    if (now <= this.from) return NaN;
    const r = ROW * flow;
    const since = this.rows[r + SINCE];
    const a = since > this.from ? since : this.from;
    return (this.rows[r + AREA] + this.rows[r + VALUE] * (now - a)) / (now - this.from);
  }
}
