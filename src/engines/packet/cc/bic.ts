/**
 * BIC-TCP (Xu, Harfoush & Rhee, INFOCOM 2004) as Linux 2.6.22's tcp_bic.c runs it: the code that
 * ns-2 2.35's Agent/TCP/Linux runs for `select_ca bic` (tcp/linux/src/tcp_bic.c), and paper 003's
 * BIC-TCP (Sec. 6, default parameters). Windows in packets, W = ⌊cwnd⌋ the kernel's integer window.
 *
 * Congestion avoidance (bictcp_cong_avoid): the window grows by one packet every cnt + 1 ACKs (the
 * kernel's counter: +1 once snd_cwnd_cnt has reached cnt), here 1/(cnt + 1) per ACK. bictcp_update
 * sets cnt, the ACKs per packet, from W and W_max (the window at the last loss), with B = 4
 * (BICTCP_B) and integer divisions:
 *   W ≤ low_window:                              cnt = W              Reno, +1 per RTT
 *   W < W_max, d = ⌊(W_max − W)/B⌋:  d > max_inc: cnt = ⌊W/max_inc⌋    +max_inc per RTT (additive)
 *                                     d ≤ 1:      cnt = ⌊W smooth/B⌋   +B/smooth per RTT (the plateau)
 *                                     else:       cnt = ⌊W/d⌋          +d per RTT (binary search)
 *   W ≥ W_max:  W < W_max + B:                    cnt = ⌊W smooth/B⌋   the plateau
 *               W < W_max + max_inc (B − 1):      cnt = ⌊W (B−1)/(W − W_max)⌋   max probing, a slow
 *                                                                      start: +(W − W_max)/(B − 1)
 *               else:                             cnt = ⌊W/max_inc⌋    +max_inc per RTT
 *   before the first loss cnt ≤ 20 (at least 5 % per RTT); then cnt = max(⌊16 cnt / r⌋, 1), r the
 *   kernel's estimate of packets per ACK ×16 (delayed_ack, bictcp_acked: it starts at 32 and moves
 *   by acked − ⌊r/16⌋ per ACK outside recovery). With an ACK per packet, as ns-2's sinks send, the
 *   integer estimate stops at 31, not 16: every step above is 31/16 ≈ 1.94 times larger (the binary
 *   search goes about half, not a quarter, of the way to W_max each RTT). `bdelack` 0 leaves it out.
 * A loss (bictcp_recalc_ssthresh): W_max = W (1 + β)/2 if W is below the previous W_max (fast
 * convergence), else W; cwnd = ssthresh = β W above low_window, W/2 at or below. A timeout sets
 * ssthresh the same way, then forgets W_max, the loss and r (bictcp_state, TCP_CA_Loss), until the
 * next loss. Slow start: +1 per ACK below ssthresh. Defaults, Linux 2.6.22's: low_window 14,
 * max_increment 16, β = 819/1024, smooth_part 20, fast convergence on.
 *
 * Not included: the kernel's integer cwnd and W_max (cwnd and W_max are real numbers; only the
 * branches and cnt use W = ⌊cwnd⌋), bictcp_update's rate limit (cnt recomputed at most every
 * HZ/32 while W stays put: here at every ACK, which gives the same cnt), undo_cwnd (ns-2's agent
 * has no undo), the "cwnd-limited" test (the sender always has data).
 */
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

/** BICTCP_B: the binary search goes 1/B of the way to W_max per RTT (before the ACK ratio). */
export const BIC_B = 4;
/** the kernel's packets-per-ACK estimate ×16 at the start and after a timeout (2 << 4) */
const RATIO_START = 32;
/** the most ACKs per packet before the first loss: +5 % per RTT (a literal 20 in bictcp_update) */
const FIRST_CNT_MAX = 20;

export class BicCc implements CongestionControl {
  readonly internalNames = ['wmax', 'incr'] as const;
  /** W_max (last_max_cwnd): 0 before the first loss and after a timeout */
  wMax = 0;
  /** the window at the last loss (loss_cwnd): 0 before the first and after a timeout */
  lossWindow = 0;
  /** packets per ACK ×16 (delayed_ack) */
  ratio = RATIO_START;
  /** ACKs per packet of the last step (ca->cnt) */
  cnt = 0;
  /** packets per RTT at the last step, ⌊cwnd⌋/(cnt + 1), for drawing */
  private incr = NaN;
  /** after a timeout, the kernel's TCP_CA_Loss until the ACK of this sequence (-1: not in it) */
  private lossUntil = -1;

  constructor(
    /** the fraction of the window kept at a loss above low_window (819/1024) */
    readonly beta: number,
    readonly lowWindow: number,
    readonly maxIncrement: number,
    readonly smoothPart: number,
    readonly fastConvergence: boolean,
    /** the kernel's packets-per-ACK estimate scales cnt */
    readonly ackRatio: boolean,
  ) {}

  /** bictcp_update: ACKs per one-packet increase at integer window W. */
  stepAcks(W: number): number {
    const B = BIC_B;
    const wMax = this.wMax;
    const inc = this.maxIncrement;
    let cnt: number;
    if (W <= this.lowWindow) cnt = W;
    else if (W < wMax) {
      const d = Math.floor((wMax - W) / B);
      if (d > inc) cnt = Math.floor(W / inc);
      else if (d <= 1) cnt = Math.floor((W * this.smoothPart) / B);
      else cnt = Math.floor(W / d);
    } else if (W < wMax + B) cnt = Math.floor((W * this.smoothPart) / B);
    else if (W < wMax + inc * (B - 1)) cnt = Math.floor((W * (B - 1)) / (W - wMax));
    else cnt = Math.floor(W / inc);
    if (this.lossWindow === 0 && cnt > FIRST_CNT_MAX) cnt = FIRST_CNT_MAX;
    if (this.ackRatio) cnt = Math.floor((cnt * 16) / this.ratio);
    return cnt === 0 ? 1 : cnt;
  }

  onAck(w: WindowState, acked: number): void {
    // bictcp_acked: the ratio moves outside recovery and outside the loss state of a timeout
    if (this.lossUntil >= 0) {
      if (w.highestAck >= this.lossUntil) this.lossUntil = -1;
    } else this.ratio += acked - (this.ratio >> 4);
    if (w.cwnd < w.ssthresh) {
      w.cwnd += 1;
      return;
    }
    const W = Math.floor(w.cwnd);
    this.cnt = this.stepAcks(W);
    this.incr = W / (this.cnt + 1);
    w.cwnd += 1 / (this.cnt + 1);
  }

  /** bictcp_recalc_ssthresh: W_max with fast convergence, and the window kept. */
  private reduce(window: number): number {
    const W = Math.floor(window);
    this.wMax =
      this.fastConvergence && window < this.wMax ? (window * (1 + this.beta)) / 2 : window;
    this.lossWindow = window;
    return W <= this.lowWindow ? window / 2 : window * this.beta;
  }

  onLoss(w: WindowState, window: number): void {
    const kept = this.reduce(window);
    w.ssthresh = Math.trunc(kept);
    w.cwnd = kept;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(this.reduce(window));
    // bictcp_reset on entering TCP_CA_Loss, which lasts until everything sent so far is acknowledged
    this.wMax = 0;
    this.lossWindow = 0;
    this.ratio = RATIO_START;
    this.lossUntil = w.maxSeq;
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.wMax;
    out[at + 1] = this.incr;
  }
}

export const BIC_CC = defineCc({
  name: 'bic',
  title: 'BIC-TCP',
  line: 'a binary search for the window of the last loss (Linux 2.6.22, as ns-2 runs it)',
  source: 'Linux 2.6.22 tcp_bic.c',
  sentence:
    'after a loss the window climbs fast toward W_max, the window at the loss, slows to a plateau near it, then probes beyond, slowly and then faster; β of the window kept at a loss.',
  params: [
    {
      kind: 'number',
      key: 'bbeta',
      help: 'β, the fraction of the window KEPT at a loss above low_window (Linux 2.6.22: 819/1024)',
      label: 'β: fraction kept at a loss',
      hint: 'Above low_window a loss keeps β of the window (Linux: 819/1024 ≈ 0.8); at or below it, half.',
      range: { min: 0, max: 1, openMin: true, openMax: true },
      default: 819 / 1024,
    },
    {
      kind: 'number',
      key: 'bmaxinc',
      help: 'max_increment, the largest step of the binary search, packets per RTT (Linux: 16)',
      label: 'max_increment: largest step per RTT',
      hint: 'Far below W_max, and far above it, the window grows by this many packets per RTT: linearly.',
      range: { min: 1, max: 1e6, integer: true },
      default: 16,
    },
    {
      kind: 'number',
      key: 'blow',
      advanced: true,
      help: 'low_window, packets: at or below it BIC is Reno (+1 per RTT, half kept at a loss; Linux: 14)',
      label: 'low_window: Reno at or below',
      hint: 'Small windows grow and shrink as Reno, for fairness to it.',
      range: { min: 0, max: 1e6, integer: true },
      default: 14,
    },
    {
      kind: 'number',
      key: 'bsmooth',
      advanced: true,
      help: 'smooth_part: near W_max the window grows by 4/smooth_part packets per RTT (Linux: 20)',
      label: 'smooth_part: the plateau near W_max',
      hint: 'Within a few packets of W_max the step is 4/smooth_part packets per RTT: the plateau of the curve.',
      range: { min: 1, max: 1e6, integer: true },
      default: 20,
    },
    {
      kind: 'flag',
      key: 'bfast',
      help: 'fast convergence: W_max lowered to W (1 + β)/2 when a loss comes below the previous one',
      label: 'fast convergence',
      hint: 'A loss below the previous W_max sets W_max = W (1 + β)/2, leaving room to newer flows.',
      default: true,
      internal: true,
    },
    {
      kind: 'flag',
      key: 'bdelack',
      help: "the kernel's packets-per-ACK estimate scales the steps (31/16 with an ACK per packet, as in ns-2)",
      label: 'packets-per-ACK estimate',
      hint: 'Linux divides the ACKs per step by its estimate of packets per ACK, which stays at 31/16 without delayed ACKs.',
      default: true,
      internal: true,
    },
  ],
  create: (v) =>
    new BicCc(
      v.bbeta as number,
      v.blow as number,
      v.bmaxinc as number,
      v.bsmooth as number,
      v.bfast as boolean,
      v.bdelack as boolean,
    ),
});
