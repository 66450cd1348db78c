/**
 * Coupled MP-TCP (paper 002 Sec. II-B, after Kelly & Voice [5] and Han et al. [6]): per ACK on
 * route r, w_r += w_r / (Σ_k w_k)²; per loss, w_r /= 2. Fluid model: k_r = x_r²/2,
 * φ_r = 2 / (Σ_k x_k τ_k)²: the same utility as one TCP of window Σw, so it is the friendliest of
 * the family, but a route with a small window grows very slowly (Table IV: 54 s to converge).
 * Not in the multipath kernel (its `coupled` module is LIA, cc/lia.ts). Written (w_r/Σw)/Σw so that
 * a subflow alone computes exactly 1/w: it is then `reno` bit for bit.
 */
import type { WindowState } from './congestionControl';
import { defineCc } from './ccParams';
import { minSsthreshParam, SubflowCc, windowSum } from './multipath';

export class CoupledCc extends SubflowCc {
  protected increase(w: WindowState): number {
    const total = windowSum(w);
    return w.cwnd / total / total;
  }
}

export const COUPLED_CC = defineCc({
  name: 'coupled',
  title: 'Coupled',
  line: 'the windows of a source grow as one TCP (paper 002)',
  source: 'paper 002',
  sentence: '+w_r/(Σw)² per ACK on each subflow, halved at a loss: the whole source is one TCP.',
  multipath: true,
  params: [minSsthreshParam(1)],
  create: (v, w) => new CoupledCc(w, v.minSsthresh as number),
});
