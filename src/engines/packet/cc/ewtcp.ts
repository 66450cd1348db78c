/**
 * EWTCP (paper 002 Sec. II-B, after Honda et al. [3]): every subflow runs Reno on its own, with
 * the increase scaled by a: w_r += a / w_r per ACK, w_r /= 2 per loss. Paper 002's fluid model:
 * k_r = x_r²/2, φ_r = 2a / (τ_r² x_r²). a = 1 is Reno on each route (two routes through one
 * bottleneck then take twice a TCP's share); a = 1/n² for n routes makes the total a TCP's share on
 * a shared bottleneck. Not in the multipath kernel. A subflow alone with a = 1 is `reno` bit for bit.
 */
import { defineCc } from './ccParams';
import type { WindowState } from './congestionControl';
import { minSsthreshParam, SubflowCc } from './multipath';

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

export const EWTCP_CC = defineCc({
  name: 'ewtcp',
  title: 'EWTCP',
  line: 'Reno on every subflow, the increase weighted by a (paper 002)',
  source: 'paper 002',
  sentence: '+a/w_r per ACK on each subflow, halved at a loss; a = 1 is Reno on every route.',
  multipath: true,
  params: [
    {
      kind: 'number',
      key: 'a',
      help: 'the weight a of the increase (a = 1/n² for n routes takes one TCP’s share)',
      label: 'a: weight of the increase',
      hint: 'Each subflow adds a/w per ACK.',
      range: { min: 0, openMin: true },
      default: 1,
    },
    minSsthreshParam(1),
  ],
  create: (v, w) => new EwtcpCc(w, v.minSsthresh as number, v.a as number),
});
