/**
 * HighSpeed TCP, RFC 3649 (Floyd 2003), from the table of its Appendix B: for a window w above
 * Low_Window = 38 packets the increase is a(w) packets per RTT (a(w)/w per ACK) and a loss keeps
 * w (1 − b(w)); at and below 38, a = 1 and b = 1/2: Reno. The table is the RFC's for its default
 * Low_Window 38, High_Window 83000, High_P 10⁻⁷, High_Decrease 0.1: row i holds the window w_i
 * from which a(w) = i + 1, with b(w_i).
 *
 * Kept from Linux (tcp_highspeed.c, the same table with b in 1/256): a window in (w_{i-1}, w_i]
 * uses row i, so a tabulated w_i has exactly the RFC's a(w_i), b(w_i), and the row index follows the
 * window one step at a time (O(1) per ACK). Not kept: Linux's integer windows and counters (cwnd
 * is a real number here, +a/w per ACK as ns-2's windowOption_ 8), Linux's b in 1/256 (the RFC's two
 * decimals here); ns-2's HS-TCP computes a(w), b(w) from the RFC's formulas instead of the table.
 * Slow start and timeouts: Reno's rules, with the decrease of the row in force on a timeout
 * (Linux's one ssthresh function serves both).
 */
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

/** RFC 3649 Appendix B: w, and b(w) (a(w) = row index + 1). */
// prettier-ignore
export const HSTCP_TABLE: readonly (readonly [number, number])[] = [
  [38, 0.5], [118, 0.44], [221, 0.41], [347, 0.38], [495, 0.37], [663, 0.35], [851, 0.34],
  [1058, 0.33], [1284, 0.32], [1529, 0.31], [1793, 0.3], [2076, 0.29], [2378, 0.28], [2699, 0.28],
  [3039, 0.27], [3399, 0.27], [3778, 0.26], [4177, 0.26], [4596, 0.25], [5036, 0.25], [5497, 0.24],
  [5979, 0.24], [6483, 0.23], [7009, 0.23], [7558, 0.22], [8130, 0.22], [8726, 0.22], [9346, 0.21],
  [9991, 0.21], [10661, 0.21], [11358, 0.2], [12082, 0.2], [12834, 0.2], [13614, 0.19],
  [14424, 0.19], [15265, 0.19], [16137, 0.19], [17042, 0.18], [17981, 0.18], [18955, 0.18],
  [19965, 0.17], [21013, 0.17], [22101, 0.17], [23230, 0.17], [24402, 0.16], [25618, 0.16],
  [26881, 0.16], [28193, 0.16], [29557, 0.15], [30975, 0.15], [32450, 0.15], [33986, 0.15],
  [35586, 0.14], [37253, 0.14], [38992, 0.14], [40808, 0.14], [42707, 0.13], [44694, 0.13],
  [46776, 0.13], [48961, 0.13], [51258, 0.13], [53677, 0.12], [56230, 0.12], [58932, 0.12],
  [61799, 0.12], [64851, 0.11], [68113, 0.11], [71617, 0.11], [75401, 0.1], [79517, 0.1],
  [84035, 0.1], [89053, 0.1],
];

/** The row for window w: w_{i-1} < w ≤ w_i (the last row beyond the table). */
export function hstcpRow(w: number): number {
  let i = 0;
  while (i < HSTCP_TABLE.length - 1 && w > HSTCP_TABLE[i][0]) i++;
  return i;
}

/** a(w): packets added per RTT. */
export const hstcpIncrease = (w: number): number => hstcpRow(w) + 1;
/** b(w): the fraction of the window removed by a loss. */
export const hstcpDecrease = (w: number): number => HSTCP_TABLE[hstcpRow(w)][1];

export class HighSpeedCc implements CongestionControl {
  readonly internalNames = ['a', 'b'] as const;
  /** the table row in force (Linux's ca->ai) */
  private row = 0;

  /** Moves the row to the window, one step at a time. */
  private follow(w: number): number {
    const t = HSTCP_TABLE;
    while (this.row < t.length - 1 && w > t[this.row][0]) this.row++;
    while (this.row > 0 && w <= t[this.row - 1][0]) this.row--;
    return this.row;
  }

  onAck(w: WindowState): void {
    if (w.cwnd < w.ssthresh) w.cwnd += 1;
    else w.cwnd += (this.follow(w.cwnd) + 1) / w.cwnd;
  }

  onLoss(w: WindowState, window: number): void {
    const kept = window * (1 - HSTCP_TABLE[this.follow(window)][1]);
    w.ssthresh = Math.trunc(kept);
    w.cwnd = kept;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(window * (1 - HSTCP_TABLE[this.follow(window)][1]));
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.row + 1;
    out[at + 1] = HSTCP_TABLE[this.row][1];
  }
}

export const HIGHSPEED_CC = defineCc({
  name: 'highspeed',
  title: 'HighSpeed TCP',
  line: 'larger steps for large windows (RFC 3649)',
  source: 'RFC 3649',
  sentence:
    "Reno up to 38 packets, then +a(w) per RTT and −b(w)·W at a loss from the RFC's table, a(w) growing and b(w) shrinking with the window.",
  params: [],
  create: () => new HighSpeedCc(),
});
