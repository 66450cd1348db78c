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
import {
  ccNumber,
  type CcFactory,
  type CongestionControl,
  type WindowState,
} from './congestionControl';

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

export const vegasFactory: CcFactory = (spec) => {
  const gamma = ccNumber(spec, 'gamma', 2, (x) => x > 0, 'a number > 0 (packets)');
  const alpha = ccNumber(spec, 'alpha', gamma, (x) => x >= 0, 'a number >= 0 (packets)');
  const beta = ccNumber(spec, 'beta', gamma, (x) => x >= alpha, `a number >= alpha (${alpha})`);
  const decrease = ccNumber(spec, 'decrease', 0.75, (x) => x > 0 && x < 1, 'in (0, 1)');
  return new VegasCc(alpha, beta, gamma, decrease);
};
