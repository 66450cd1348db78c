/**
 * The AIMD model of paper 000 at packet level: in congestion avoidance the window grows by alpha
 * packets per RTT (alpha / cwnd per new ACK), on every loss it keeps the fraction beta (W <- beta W,
 * beta as in paper 000, the fraction *kept*); slow start as ns-2 (cwnd += 1 per ACK below
 * ssthresh). After a timeout ssthresh = beta W too. With alpha = 1, beta = 1/2 this is `reno`.
 */
import {
  ccNumber,
  type CcFactory,
  type CongestionControl,
  type WindowState,
} from './congestionControl';

export class AimdCc implements CongestionControl {
  constructor(
    readonly alpha: number,
    readonly beta: number,
  ) {}

  onAck(w: WindowState): void {
    if (w.cwnd < w.ssthresh) w.cwnd += 1;
    else w.cwnd += this.alpha / w.cwnd;
  }

  onLoss(w: WindowState, window: number): void {
    w.cwnd = this.beta * window;
    w.ssthresh = Math.trunc(w.cwnd);
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(this.beta * window);
  }
}

export const aimdFactory: CcFactory = (spec) =>
  new AimdCc(
    ccNumber(spec, 'alpha', 1, (x) => x > 0, 'a number > 0'),
    ccNumber(spec, 'beta', 0.5, (x) => x > 0 && x < 1, 'in (0, 1)'),
  );
