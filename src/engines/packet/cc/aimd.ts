/**
 * The AIMD model of paper 000 at packet level: in congestion avoidance the window grows by alpha
 * packets per RTT (alpha / cwnd per new ACK), on every loss it keeps the fraction beta (W <- beta W,
 * beta as in paper 000, the fraction *kept*); slow start as ns-2 (cwnd += 1 per ACK below
 * ssthresh). After a timeout ssthresh = beta W too. With alpha = 1, beta = 1/2 this is `reno`.
 */
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

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

export const AIMD_CC = defineCc({
  name: 'aimd',
  title: 'AIMD(a, b)',
  line: "paper 000's model, +a per RTT and b of the window kept at a loss",
  source: 'paper 000',
  sentence:
    '+a packets per RTT, the window multiplied by b (the fraction kept) at every loss; a = 1, b = 1/2 is Reno.',
  params: [
    {
      kind: 'number',
      key: 'a',
      help: 'window increase per RTT, packets',
      label: 'a: increase per RTT, packets',
      hint: 'AIMD adds a packets to the window every RTT without a loss.',
      range: { min: 0, max: 1e6, openMin: true },
      default: 1,
    },
    {
      kind: 'number',
      key: 'b',
      help: "the fraction of the window KEPT at a loss (paper 000's beta, kept)",
      label: 'b: fraction of the window kept at a loss',
      hint: "At a loss the window becomes b × W (paper 000's β, the fraction kept).",
      range: { min: 0, max: 1, openMin: true, openMax: true },
      default: 0.5,
    },
  ],
  create: (v) => new AimdCc(v.a as number, v.b as number),
});
