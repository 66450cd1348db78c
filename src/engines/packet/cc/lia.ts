/**
 * LIA, RFC 6356 (the multipath kernel's `coupled`, mptcp_coupled.c), which is paper 002's "Max"
 * (Sec. II-B, after Wischik et al. [7]); registered as `lia` and `max`. Per ACK on subflow r in
 * congestion avoidance:
 *   w_r += min(a / Σ_k w_k, 1 / w_r),   a = Σ_k w_k · max_k(w_k / rtt_k²) / (Σ_k w_k / rtt_k)²,
 * i.e. the increase is min(max_k(w_k/rtt_k²) / (Σ_k w_k/rtt_k)², 1/w_r); per loss w_r /= 2.
 * The min(·, 1/w_r) cap (RFC 6356's) keeps a subflow from growing faster than a TCP on its path;
 * paper 002's fluid model leaves it out ("the performance is mainly captured by" the first term).
 *
 * Kept from the kernel: rates from each subflow's smoothed RTT, subflows without an RTT left out.
 * Not kept: its integer arithmetic (a scaled by 2^alpha_scale, whole-packet counters, a recomputed
 * only at some events): here the increase is a real number recomputed on every ACK, and the
 * decrease is ns-2's Reno halving; the ssthresh floor is paper 002's (1 with several subflows).
 *
 * With ρ_k = rtt_r / rtt_k the increase is (v_m / V)·(ρ_m / V), v_k = w_k ρ_k, V = Σ v_k and m the
 * subflow with the largest w_k ρ_k²: a subflow alone computes (w/w)·(1/w) = 1/w, `reno` bit for bit.
 */
import type { WindowState } from './congestionControl';
import { defineCc } from './ccParams';
import { minSsthreshParam, SubflowCc } from './multipath';

export class LiaCc extends SubflowCc {
  protected increase(w: WindowState): number {
    const rr = w.rttSmoothed;
    let total = 0;
    let best = -1;
    let bestV = 0;
    let bestRho = 0;
    for (const s of w.group) {
      const r = s.rttSmoothed;
      if (!(r > 0)) continue;
      const rho = rr / r;
      const v = s.cwnd * rho;
      total += v;
      if (v * rho > best) {
        best = v * rho;
        bestV = v;
        bestRho = rho;
      }
    }
    const coupled = (bestV / total) * (bestRho / total);
    const reno = 1 / w.cwnd;
    return coupled < reno ? coupled : reno;
  }
}

export const LIA_CC = defineCc({
  name: 'lia',
  aliases: ['max'],
  title: 'LIA',
  line: "linked increases (RFC 6356), paper 002's Max",
  source: 'RFC 6356',
  sentence: '+min(max_k(w_k/rtt_k²)/(Σ w_k/rtt_k)², 1/w_r) per ACK, halved at a loss.',
  multipath: true,
  params: [minSsthreshParam(1)],
  create: (v, w) => new LiaCc(w, v.minSsthresh as number),
});
