/**
 * EWTCP (paper 002 Sec. II-B, after Honda et al. [3]): every subflow runs Reno on its own, with
 * the increase scaled by a: w_r += a / w_r per ACK, w_r /= 2 per loss. Paper 002's fluid model:
 * k_r = x_r²/2, φ_r = 2a / (τ_r² x_r²). a = 1 is Reno on each route (two routes through one
 * bottleneck then take twice a TCP's share); a = 1/n² for n routes makes the total a TCP's share on
 * a shared bottleneck. Not in the multipath kernel. A subflow alone with a = 1 is `reno` bit for bit.
 */
import { ccNumber, type CcFactory, type WindowState } from './congestionControl';
import { minSsthreshOf, SubflowCc } from './multipath';

export class EwtcpCc extends SubflowCc {
  constructor(
    w: WindowState,
    minSsthresh: number,
    /** the weight a of the increase */
    readonly a: number,
  ) {
    super(w, minSsthresh);
  }

  protected increase(w: WindowState): number {
    return this.a / w.cwnd;
  }
}

export const ewtcpFactory: CcFactory = (spec, w) =>
  new EwtcpCc(
    w,
    minSsthreshOf(spec),
    ccNumber(spec, 'a', 1, (x) => x > 0, 'a number > 0'),
  );
