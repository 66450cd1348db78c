/**
 * TCP Vegas (Brakmo & Peterson 1995) as paper 003 uses it (Sec. 6.4, eq. (32)): once per RTT,
 *   diff = (W / BaseRTT − W / RTT) · BaseRTT = W (RTT − BaseRTT) / RTT,
 * the packets the flow keeps queued, with BaseRTT the smallest RTT sample so far and RTT the mean of
 * the samples of the round that just ended (ns-2's v_sumRTT_ / v_cntRTT_). In congestion avoidance
 * the window then grows by one packet over the next round if diff < α, shrinks by one packet at
 * once if diff > β (without any loss), and stays put otherwise. Slow start doubles every other
 * round and ends as soon as diff > γ (cwnd −= cwnd/8, ssthresh = 2). Paper 003 sets α = β = γ
 * (2, 5 or 10): `gamma` sets all three, `alpha` and `beta` override. At equilibrium
 * W* = γ (T_p + d_a*) / d_a* (eq. (32)), and RTT noise of mean σ > d_a* shrinks W (eq. (33)).
 *
 * Kept from ns-2's Agent/TCP/Vegas (tcp-vegas.cc): the per-round decisions above, the increase of
 * 1/cwnd per ACK fixed at the round's start, a loss keeping 3/4 of the window (`decrease`) with
 * ssthresh 2 (Vegas then stays in congestion avoidance). Not kept: its own loss recovery and
 * fine-grained timer (the sender's flavour does that here), rounding diff to an integer, its
 * "cwnd − in flight ≤ 2" test. Linux's tcp_vegas.c differs in using the round's smallest RTT,
 * diff = W (RTT − BaseRTT)/BaseRTT, and Reno's halving.
 */
import { defineCc, ordered } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

export class VegasCc implements CongestionControl {
  readonly internalNames = ['diff', 'baseRtt'] as const;
  baseRtt = Infinity;
  /** diff at the last round end (NaN before) */
  diff = NaN;
  private sum = 0;
  private count = 0;
  private seen = 0;
  private round = 0;
  /** congestion avoidance: the increase per ACK during this round (set at its start) */
  private caIncr = 0;
  /** slow start: this round grows (+1 per ACK); it grows every other round */
  private slowGrow = true;

  constructor(
    readonly alpha: number,
    readonly beta: number,
    readonly gamma: number,
    /** fraction of the window kept on a loss */
    readonly decrease: number,
  ) {}

  onAck(w: WindowState): void {
    // this ACK ends the round, and its sample (a packet sent in the new round) opens the next
    if (w.round !== this.round) {
      this.round = w.round;
      this.endRound(w);
    }
    if (w.rttSamples !== this.seen) {
      this.seen = w.rttSamples;
      const s = w.rttSample;
      this.sum += s;
      this.count++;
      if (s < this.baseRtt) this.baseRtt = s;
    }
    if (w.cwnd < w.ssthresh) {
      if (this.slowGrow) w.cwnd += 1;
    } else w.cwnd += this.caIncr;
  }

  /** The once-per-RTT decision. */
  private endRound(w: WindowState): void {
    if (this.count === 0) return;
    const rtt = this.sum / this.count;
    this.sum = 0;
    this.count = 0;
    const diff = w.cwnd * (1 - this.baseRtt / rtt);
    this.diff = diff;
    this.caIncr = 0;
    if (w.cwnd < w.ssthresh) {
      this.slowGrow = !this.slowGrow;
      if (this.slowGrow && diff > this.gamma) {
        w.ssthresh = 2;
        w.cwnd = Math.max(w.cwnd - w.cwnd / 8, 2);
        this.slowGrow = false;
      }
    } else if (diff > this.beta) w.cwnd = Math.max(w.cwnd - 1, 2);
    else if (diff < this.alpha) this.caIncr = 1 / w.cwnd;
  }

  onLoss(w: WindowState, window: number): void {
    w.cwnd = Math.max(window * this.decrease, 2);
    w.ssthresh = 2;
    this.caIncr = 0;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(window / 2);
    this.slowGrow = true;
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.diff;
    out[at + 1] = this.baseRtt;
  }
}

export const VEGAS_CC = defineCc({
  name: 'vegas',
  title: 'TCP Vegas',
  line: 'delay-based, keeps α to β packets queued, seldom a loss',
  source: 'as paper 003 Sec. 6.4 runs it',
  sentence:
    'once per RTT diff = W(RTT − BaseRTT)/RTT, the packets it keeps queued; +1 per RTT below α, −1 above β, and 3/4 of the window kept at a loss.',
  params: [
    {
      kind: 'number',
      key: 'gamma',
      help: 'γ, packets each flow keeps queued (α = β = γ unless valpha, vbeta are given; paper 003: 2, 5, 10)',
      label: 'γ: packets kept queued (α = β = γ)',
      hint: 'Vegas aims at γ of its packets in the queue; slow start ends when diff exceeds γ. Paper 003 uses 2, 5 and 10.',
      range: { min: 0, max: 1e4, openMin: true },
      default: 2,
    },
    {
      kind: 'number',
      key: 'valpha',
      help: 'α, packets: below it the window grows by 1 per RTT',
      label: 'α: grow below this diff (default γ)',
      hint: 'diff < α: +1 packet over the next RTT.',
      range: { min: 0, max: 1e4 },
      default: null,
      derive: (v) => v.gamma as number,
      derivedText: 'γ',
    },
    {
      kind: 'number',
      key: 'vbeta',
      help: 'β, packets: above it the window shrinks by 1 per RTT',
      label: 'β: shrink above this diff (default γ)',
      hint: 'diff > β: −1 packet at once, without any loss.',
      range: { min: 0, max: 1e4 },
      default: null,
      derive: (v) => v.gamma as number,
      derivedText: 'γ',
    },
    {
      kind: 'number',
      key: 'vdecrease',
      help: 'the fraction of the window kept at a loss (ns-2: 3/4)',
      label: 'fraction kept at a loss',
      hint: "ns-2's Vegas keeps 3/4 of the window at a loss.",
      range: { min: 0, max: 1, openMin: true, openMax: true },
      default: 0.75,
      internal: true,
    },
  ],
  rules: [ordered('valpha', 'vbeta')],
  create: (v) =>
    new VegasCc(v.valpha as number, v.vbeta as number, v.gamma as number, v.vdecrease as number),
});
