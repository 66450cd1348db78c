/**
 * OLIA, the opportunistic linked-increases algorithm (Khalili, Gast, Popovic & Le Boudec, "MPTCP
 * is not Pareto-optimal", CoNEXT 2012 / IEEE/ACM ToN 2013; draft-khalili-mptcp-congestion-control),
 * as in the multipath kernel's mptcp_olia.c. Per ACK on subflow r in congestion avoidance:
 *   w_r += (w_r / rtt_r²) / (Σ_p w_p / rtt_p)² + α_r / w_r
 * and Reno's halving per loss. α_r moves window from the paths with the largest windows (M) to
 * the presumably best paths that are not among them (B \ M): with n subflows,
 *   α_r = 1 / (n |B\M|) on B\M,  −1 / (n |M|) on M,  0 elsewhere  (all 0 when B\M is empty).
 * B: the paths with the largest ℓ_r / rtt_r², ℓ_r = max(packets acknowledged between the last two
 * losses, packets acknowledged since the last loss), as the kernel compares them
 * (tmp_int · best_rtt ≥ best_int · tmp_rtt, rtt² in both). ℓ_r is published in `w.shared`.
 *
 * Kept from the kernel: M and B from the windows and ℓ's, the loss-interval bookkeeping (a new
 * interval at each loss that is not a repeated timeout), α's values, ssthresh floor 2 (its
 * tcp_reno_ssthresh). Not kept: fixed-point counters (2^10 scaling, whole-packet steps): the increase
 * is a real number here; the window never goes below one packet. Alone on its source,
 * α_r = 0 and the first term is (w/V)/V = 1/w: `reno` bit for bit.
 */
import { defineCc } from './ccParams';
import type { WindowState } from './congestionControl';
import { minSsthreshParam, scaledRateSum, SubflowCc } from './multipath';

export class OliaCc extends SubflowCc {
  readonly internalNames = ['alpha'] as const;
  private alpha = 0;
  // highest ACK at the last two losses, and now (the kernel's mptcp_loss1..3, in packets)
  private loss1 = 0;
  private loss2 = 0;
  private repeatedTimeout = false;

  constructor(
    w: WindowState,
    minSsthresh: number,
    private readonly self: WindowState,
  ) {
    super(w, minSsthresh);
  }

  /** ℓ_r: the larger of the last complete loss interval and the one in progress. */
  private interval(w: WindowState): number {
    const now = w.highestAck - this.loss2;
    const last = this.loss2 - this.loss1;
    return now > last ? now : last;
  }

  override onAck(w: WindowState): void {
    w.shared = this.interval(w);
    this.repeatedTimeout = false;
    super.onAck(w);
    if (w.cwnd < 1) w.cwnd = 1;
  }

  protected increase(w: WindowState): number {
    const total = scaledRateSum(w);
    this.alpha = this.alphaOf(w);
    return w.cwnd / total / total + this.alpha / w.cwnd;
  }

  /** α_r from M (largest windows) and B (largest ℓ/rtt²) among the started subflows. */
  private alphaOf(w: WindowState): number {
    const g = w.group;
    if (g.length === 1) return 0;
    let n = 0;
    let maxW = 0;
    let best = -1;
    for (const s of g) {
      if (!(s.rttSmoothed > 0)) continue;
      n++;
      if (s.cwnd > maxW) maxW = s.cwnd;
      const q = s.shared / (s.rttSmoothed * s.rttSmoothed);
      if (q > best) best = q;
    }
    let inM = 0;
    let inBnotM = 0;
    for (const s of g) {
      if (!(s.rttSmoothed > 0)) continue;
      if (s.cwnd === maxW) inM++;
      else if (s.shared / (s.rttSmoothed * s.rttSmoothed) === best) inBnotM++;
    }
    if (inBnotM === 0) return 0;
    if (w.cwnd === maxW) return -1 / (n * inM);
    const q = w.shared / (w.rttSmoothed * w.rttSmoothed);
    return q === best ? 1 / (n * inBnotM) : 0;
  }

  /** A loss starts a new interval (mptcp_olia_set_state), unless nothing was acknowledged since. */
  private newInterval(w: WindowState): void {
    if (w.highestAck !== this.loss2 && !this.repeatedTimeout) {
      this.loss1 = this.loss2;
      this.loss2 = w.highestAck;
    }
    w.shared = this.interval(w);
  }

  override onLoss(w: WindowState, window: number): void {
    this.newInterval(w);
    super.onLoss(w, window);
  }

  override onTimeout(w: WindowState, window: number): void {
    this.newInterval(w);
    this.repeatedTimeout = true;
    super.onTimeout(w, window);
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.self.group.length > 1 ? this.alpha : 0;
  }
}

export const OLIA_CC = defineCc({
  name: 'olia',
  title: 'OLIA',
  line: 'opportunistic linked increases (Khalili et al. 2012)',
  source: 'CoNEXT 2012',
  sentence:
    '+(w_r/rtt_r²)/(Σ w_p/rtt_p)² + α_r/w_r per ACK, α_r moving window towards the best paths; halved at a loss.',
  multipath: true,
  params: [minSsthreshParam(2)],
  create: (v, w) => new OliaCc(w, v.minSsthresh as number, w),
});
