/**
 * CUBIC, RFC 9438 (Xu, Ha, Rhee, Goel & Eggert 2023), in packets and seconds:
 *   W_cubic(t) = C (t − K)³ + W_max,   K = ∛((W_max − cwnd_epoch) / C)                 (Sec. 4.2)
 * t is the time since the current congestion-avoidance stage began (the first ACK in congestion
 * avoidance after a reduction or after slow start, `w.now`), cwnd_epoch the window then. Per ACK:
 * target = W_cubic(t + RTT) held within [cwnd, 1.5 cwnd], cwnd += (target − cwnd)/cwnd
 * (Secs. 4.4-4.5); the Reno-friendly estimate W_est starts at cwnd_epoch and grows by
 * α_cubic/cwnd per ACK, α_cubic = 3(1 − β)/(1 + β), and by 1/cwnd once W_est ≥ cwnd_prior (the
 * window before the last reduction); when W_cubic(t) < W_est, cwnd = W_est (Sec. 4.3; here
 * never below the cubic step, as Linux takes the larger of the two). A loss:
 * cwnd_prior = the window, W_max = cwnd_prior, or cwnd_prior (1 + β)/2 with fast convergence when
 * it is below the previous W_max (Sec. 4.7); cwnd = ssthresh = β cwnd_prior (Sec. 4.6). A timeout
 * sets ssthresh the same way, and the next stage starts with W_max = cwnd_epoch, K = 0 (Sec. 4.8).
 * C = 0.4, β = 0.7. RTT: the smoothed per-ACK RTT.
 *
 * Not included: HyStart++ (slow start is ns-2's), the application-limited rules, Linux's integer
 * counters, its delayed-ACK ratio and its min-RTT-based target (RFC 9438's curve is Linux's).
 * ns-2 2.35's Linux agent runs CUBIC v2.1 (Linux 2.6.22), whose β is 819/1024 ≈ 0.8:
 * `cbeta: 0.8` compares with it (bench/packetNs2Linux.ts).
 */
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

export class CubicCc implements CongestionControl {
  readonly internalNames = ['wmax', 'k', 'west'] as const;
  /** W_max (0 before the first reduction), K, cwnd before the last reduction */
  wMax = 0;
  k = 0;
  private prior = 0;
  /** start of the congestion-avoidance stage (NaN: none yet), and W_est */
  epoch = NaN;
  private wEst = 0;
  /** the next stage restarts the curve from its own window (after a timeout, Sec. 4.8) */
  private afterTimeout = false;
  private readonly alphaFriendly: number;

  constructor(
    readonly c: number,
    /** the fraction kept on a loss, β_cubic */
    readonly beta: number,
    readonly fastConvergence: boolean,
    /** the Reno-friendly region */
    readonly friendly: boolean,
  ) {
    this.alphaFriendly = (3 * (1 - beta)) / (1 + beta);
  }

  /** W_cubic(t) */
  wCubic(t: number): number {
    const d = t - this.k;
    return this.c * d * d * d + this.wMax;
  }

  private startEpoch(w: WindowState): void {
    this.epoch = w.now;
    this.wEst = w.cwnd;
    if (this.afterTimeout || this.wMax <= w.cwnd) {
      // after slow start without a loss, or after a timeout: the curve starts flat at cwnd
      this.wMax = w.cwnd;
      this.k = 0;
    } else {
      this.k = Math.cbrt((this.wMax - w.cwnd) / this.c);
    }
    this.afterTimeout = false;
  }

  onAck(w: WindowState): void {
    if (w.cwnd < w.ssthresh) {
      w.cwnd += 1;
      return;
    }
    if (this.epoch !== this.epoch) this.startEpoch(w); // NaN: a new stage
    const t = w.now - this.epoch;
    const rtt = w.rttSmoothed > 0 ? w.rttSmoothed : 0;
    const cwnd = w.cwnd;
    let target = this.wCubic(t + rtt);
    if (target < cwnd) target = cwnd;
    else if (target > 1.5 * cwnd) target = 1.5 * cwnd;
    let next = cwnd + (target - cwnd) / cwnd;
    if (this.friendly) {
      this.wEst += (this.wEst >= this.prior ? 1 : this.alphaFriendly) / cwnd;
      if (this.wCubic(t) < this.wEst && this.wEst > next) next = this.wEst;
    }
    w.cwnd = next;
  }

  /** Secs. 4.6-4.7: W_max with fast convergence, and the reduced window. */
  private reduce(window: number): number {
    this.prior = window;
    this.wMax =
      this.fastConvergence && window < this.wMax ? (window * (1 + this.beta)) / 2 : window;
    this.epoch = NaN;
    return window * this.beta;
  }

  onLoss(w: WindowState, window: number): void {
    const kept = this.reduce(window);
    w.ssthresh = Math.trunc(kept);
    w.cwnd = kept;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(this.reduce(window));
    this.afterTimeout = true;
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.wMax;
    out[at + 1] = this.k;
    out[at + 2] = this.wEst;
  }
}

export const CUBIC_CC = defineCc({
  name: 'cubic',
  title: 'CUBIC',
  line: 'a cubic curve of the time since the last loss (RFC 9438)',
  source: 'RFC 9438',
  sentence:
    'the window follows W(t) = C (t − K)³ + W_max from the last loss, flat near W_max, the window at the last loss; β of it kept at a loss; never below a Reno-friendly estimate.',
  params: [
    {
      kind: 'number',
      key: 'cbeta',
      help: 'β_cubic, the fraction of the window KEPT at a loss (RFC 9438: 0.7; ns-2 2.35, Linux 2.6.22: 0.8)',
      label: 'β_cubic: fraction kept at a loss',
      hint: 'The window keeps β_cubic of itself at a loss: RFC 9438’s 0.7 (ns-2 2.35’s CUBIC v2.1 keeps 0.8).',
      range: { min: 0, max: 1, openMin: true, openMax: true },
      default: 0.7,
    },
    {
      kind: 'number',
      key: 'cscale',
      help: 'C, the scale of the cubic curve, packets/s³ (RFC 9438: 0.4)',
      label: 'C: scale of the cubic, packets/s³',
      hint: 'K = ∛(W_max (1 − β)/C) seconds after a loss the window is back at W_max: a larger C comes back sooner.',
      range: { min: 0, max: 1000, openMin: true },
      default: 0.4,
    },
    {
      kind: 'flag',
      key: 'cfast',
      help: 'fast convergence (RFC 9438 Sec. 4.7): W_max lowered when a loss comes below the previous one',
      label: 'fast convergence',
      hint: 'A loss below the previous W_max sets W_max = W (1 + β)/2, leaving room to newer flows.',
      default: true,
      internal: true,
    },
    {
      kind: 'flag',
      key: 'cfriendly',
      help: 'the Reno-friendly region (RFC 9438 Sec. 4.3)',
      label: 'Reno-friendly region',
      hint: 'The window never falls below the estimate W_est of a Reno flow with the same losses.',
      default: true,
      internal: true,
    },
  ],
  create: (v) =>
    new CubicCc(v.cscale as number, v.cbeta as number, v.cfast as boolean, v.cfriendly as boolean),
});
