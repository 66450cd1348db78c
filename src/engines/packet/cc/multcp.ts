/**
 * MulTCP(N) (paper 004: Crowcroft & Oechslin 1998, Sec. 4.1): one connection that takes the share
 * of N TCPs, N real ≥ 1 (`weight`). With the model's rules (src/engines/models/multcp/rules.ts):
 * congestion avoidance adds N/cwnd per ACK; a loss keeps (N − 1/2)/N of the window (halved in slow
 * start); a timeout sets ssthresh the same way; slow start adds 2 per ACK below w_N = 3^k_N,
 * k_N = log N / (log 3 − log 2), the window from which N TCPs starting from one packet each would
 * be ahead of one connection sending 3 packets per ACK, and 1 above.
 *
 * The sender's window in use (ns-2 windowd()) is what a loss reduces, as in reno; whether the flow
 * is in slow start is read from cwnd and ssthresh as ns-2's slowdown() does. w_N is the paper's
 * (slow start from one packet): the SYN exchange here opens at 2 packets (ns-2's windowInit_), so
 * the +2 phase ends at w_N rather than 2·w_N. For N = 1 every rule is Reno's to the bit (w_1 = 1
 * is never above cwnd, 1/cwnd, window·(1/2) = window/2, the same truncated ssthresh and floor
 * of 2): MulTCP(1) runs are identical to reno's (tests/engines/packet/multcp.test.ts).
 */
import {
  ackIncrement,
  multcpConfig,
  reducedSsthresh,
  reducedWindow,
  type MulTcpConfig,
  type MulTcpWindow,
} from '../../models/multcp';
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

export class MulTcpCc implements CongestionControl {
  readonly cfg: MulTcpConfig;
  /**
   * What the model's loss rules see: the window in use as cwnd, and an ssthresh of ±∞ that makes
   * its slow-start test answer for the real cwnd (reused: no allocation per loss).
   */
  private readonly view: MulTcpWindow = { cwnd: 1, ssthresh: 1 };

  constructor(readonly n: number) {
    this.cfg = multcpConfig({ n, initialWindow: 1, minSsthresh: 2, truncateSsthresh: true });
  }

  onAck(w: WindowState): void {
    w.cwnd += ackIncrement(w, this.cfg);
  }

  private viewOf(w: WindowState, window: number): MulTcpWindow {
    const v = this.view;
    v.cwnd = window;
    v.ssthresh = w.cwnd < w.ssthresh ? Infinity : -Infinity;
    return v;
  }

  onLoss(w: WindowState, window: number): void {
    const v = this.viewOf(w, window);
    w.ssthresh = reducedSsthresh(v, this.cfg);
    w.cwnd = reducedWindow(v, this.cfg);
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = reducedSsthresh(this.viewOf(w, window), this.cfg);
  }
}

export const MULTCP_CC = defineCc({
  name: 'multcp',
  title: 'MulTCP(N)',
  line: 'one connection worth N Reno flows (paper 004)',
  source: 'paper 004',
  sentence:
    '+N per RTT and (N − ½)/N of the window kept at a loss, so one connection takes about the share of N Reno flows; MulTCP(1) is Reno.',
  params: [
    {
      kind: 'number',
      key: 'weight',
      help: 'N >= 1 (real), the Reno connections one flow is worth: one, or one per flow lined up with cc (flows not running multcp: 1)',
      label: 'N: connections one flow is worth',
      hint: 'MulTCP(N) adds N packets per RTT and keeps (N − ½)/N at a loss. One value for every MulTCP flow, or one per flow (1 for the others).',
      range: { min: 1, max: 1e6 },
      default: 1,
      perFlow: true,
    },
  ],
  create: (v) => new MulTcpCc(v.weight as number),
});
