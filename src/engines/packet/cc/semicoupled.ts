/**
 * Semicoupled MP-TCP (paper 002 Sec. II-B, after Wischik et al. [7]): per ACK on route r,
 * w_r += 1 / Σ_k w_k; per loss, w_r /= 2. Fluid model: k_r = x_r²/2,
 * φ_r = 2 / (x_r τ_r Σ_k x_k τ_k). Not in the multipath kernel. A subflow alone computes 1/w:
 * it is `reno` bit for bit.
 */
import type { WindowState } from './congestionControl';
import { defineCc } from './ccParams';
import { minSsthreshParam, SubflowCc, windowSum } from './multipath';

export class SemicoupledCc extends SubflowCc {
  protected increase(w: WindowState): number {
    return 1 / windowSum(w);
  }
}

export const SEMICOUPLED_CC = defineCc({
  name: 'semicoupled',
  title: 'Semicoupled',
  line: 'each subflow grows by one over the sum of the windows (paper 002)',
  source: 'paper 002',
  sentence: '+1/Σw per ACK on each subflow, halved at a loss.',
  multipath: true,
  params: [minSsthreshParam(1)],
  create: (v, w) => new SemicoupledCc(w, v.minSsthresh as number),
});
