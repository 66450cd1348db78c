/**
 * Balia (paper 002, eqs. (1)-(2); Peng, Walid, Hwang & Low), with x_k = w_k / rtt_k and
 * α_r = max_k x_k / x_r. Per ACK on route r (congestion avoidance):
 *   w_r += x_r / (rtt_r (Σ_k x_k)²) · (1 + α_r)/2 · (4 + α_r)/5                          (1)
 * Per loss on route r, one of three decreases (`balia-decrease`, 'fluid' by default):
 *   'paper'  eq. (2) as printed: w_r ← max{w_r (1 − α_r/2), 1}. For α_r ≥ 2 (a route carrying
 *            half the rate of the best one or less) this leaves one packet.
 *   'fluid'  w_r ← max{w_r (1 − (1 + α_r)/4), 1}: the decrease D_r = w_r (1 + α_r)/4 that makes
 *            (1) a member of the family (12) with (β, n, η) = (0.2, ∞, 0.5) through (5), i.e. the
 *            fluid lab's `balia` (its `balia-window` is the 'paper' rule).
 *   'kernel' the multipath kernel's mptcp_balia.c: ssthresh = max(w − ⌊w/2⌋·min(α_k, 1.5), 1),
 *            with α_k = ⌊max_k x_k / x_r⌋ the INTEGER quotient of the rates (div64_u64). So α_k
 *            is 1 while the best rate is under twice x_r, and the route keeps ⌈w/2⌉, Reno's
 *            halving; from twice on, min(α_k, 1.5) = 1.5 and it keeps w − 1.5⌊w/2⌋ ≈ w/4. The
 *            paper's real α_r instead moves the kept share continuously from 1/2 (α_r = 1) down
 *            to one packet (α_r = 2), and the fluid rule from 1/2 to one packet at α_r = 3. The
 *            kernel also falls back to Reno for a source with one subflow, as done here.
 * A timeout halves ssthresh as Reno (paper 002 Sec. V: "the same slow start and loss recovery
 * mechanism as TCP-NewReno"), except 'kernel', whose one ssthresh function serves both.
 *
 * Kept from the kernel: rates from the smoothed RTT, the 'kernel' decrease. Not kept: its integer
 * increase (a count of ACKs per packet, ai = ⌊⌊10 (Σx)²/(x_r + max x)⌋ w / (4 x_r + max x)⌋,
 * which is (1) inverted) and its rate rescaling: (1) is applied in real numbers on every ACK.
 *
 * Alone on its source, α_r = w/w = 1 exactly, (1) is 1/w and 'paper' and 'fluid' keep w·0.5, so
 * the subflow is `reno` bit for bit (the floor at one packet never binds above w = 2).
 */
import { defineCc } from './ccParams';
import type { WindowState } from './congestionControl';
import { minSsthreshParam, rateRatio, scaledRateSum, SubflowCc } from './multipath';

export const BALIA_DECREASES = ['paper', 'fluid', 'kernel'] as const;
export type BaliaDecrease = (typeof BALIA_DECREASES)[number];

export class BaliaCc extends SubflowCc {
  readonly internalNames = ['alpha'] as const;
  private alpha = 1;

  constructor(
    w: WindowState,
    minSsthresh: number,
    readonly decrease: BaliaDecrease,
    private readonly self: WindowState,
  ) {
    super(w, minSsthresh);
  }

  /**
   * (1) with v_k = w_k ρ_k (ρ_k = rtt_r/rtt_k): x_r/(rtt_r (Σx)²) = (v_r/V)/V and α_r = max v/v_r.
   */
  protected increase(w: WindowState): number {
    const total = scaledRateSum(w);
    const a = rateRatio(w);
    this.alpha = a;
    return (w.cwnd / total / total) * ((1 + a) / 2) * ((4 + a) / 5);
  }

  override onLoss(w: WindowState, window: number): void {
    if (this.decrease === 'kernel' && w.group.length > 1) {
      w.ssthresh = this.kernelReduced(w, window);
      w.cwnd = w.ssthresh;
      return;
    }
    const a = rateRatio(w);
    this.alpha = a;
    // alone ('kernel' falls back to Reno there): a = 1, and either rule keeps window·0.5
    const kept = this.decrease === 'fluid' ? 1 - (1 + a) / 4 : 1 - a / 2;
    const cwnd = Math.max(window * kept, 1);
    w.ssthresh = Math.trunc(cwnd);
    w.cwnd = cwnd;
  }

  override onTimeout(w: WindowState, window: number): void {
    if (this.decrease === 'kernel') w.ssthresh = this.kernelReduced(w, window);
    else super.onTimeout(w, window);
  }

  /** mptcp_balia_ssthresh: Reno for one subflow, else max(w − ⌊w/2⌋ min(⌊α⌋, 1.5), 1). */
  private kernelReduced(w: WindowState, window: number): number {
    if (w.group.length <= 1) return Math.trunc(window / 2);
    const a = Math.floor(rateRatio(w));
    this.alpha = a;
    return Math.max(window - Math.floor(window / 2) * Math.min(a, 1.5), 1);
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.self.group.length > 1 ? this.alpha : 1;
  }
}

export const BALIA_CC = defineCc({
  name: 'balia',
  title: 'Balia',
  line: 'balanced linked adaptation (paper 002)',
  source: 'paper 002',
  sentence:
    "+x_r/(rtt_r (Σx)²) · (1 + α_r)/2 · (4 + α_r)/5 per ACK, α_r = max x / x_r; at a loss the decrease chosen: paper 002's eq. (2), the fluid model's (12), or the kernel's.",
  multipath: true,
  params: [
    {
      kind: 'choice',
      key: 'balia-decrease',
      names: BALIA_DECREASES,
      default: 'fluid',
      help: 'the decrease per loss (fluid = eq. 12, paper = eq. 2, kernel)',
      label: 'decrease per loss',
      hint: "fluid: the fluid model's eq. (12) through (5); paper: eq. (2); kernel: mptcp_balia.c's.",
    },
    minSsthreshParam(1),
  ],
  create: (v, w) =>
    new BaliaCc(w, v.minSsthresh as number, v['balia-decrease'] as BaliaDecrease, w),
});
