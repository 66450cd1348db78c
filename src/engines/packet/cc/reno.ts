/**
 * ns-2 2.35's default window arithmetic (Agent/TCP, tcp.cc): `opencwnd()` with windowOption_ 1 and
 * `slowdown()` with precisionReduce_ true. Slow start: cwnd += 1 per new ACK while cwnd < ssthresh;
 * congestion avoidance: cwnd += increase_num_ / cwnd per new ACK. On a loss: cwnd = W/2 (a real
 * number) and ssthresh = int(W/2), W the window in use; for decrease_num_ != 0.5 ns-2 still halves
 * on the first decrease and in slow start, and uses int(W/2) for ssthresh after timeouts.
 */
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

export class RenoCc implements CongestionControl {
  private firstDecrease = true;

  constructor(
    /** ns-2 increase_num_ */
    readonly increase: number,
    /** ns-2 decrease_num_ (the fraction kept) */
    readonly decrease: number,
  ) {}

  onAck(w: WindowState): void {
    if (w.cwnd < w.ssthresh) w.cwnd += 1;
    else w.cwnd += this.increase / w.cwnd;
  }

  onLoss(w: WindowState, window: number): void {
    const slowStart = w.cwnd < w.ssthresh;
    const half = window / 2;
    const reduced = this.decrease * window;
    const byHalf = this.firstDecrease || slowStart;
    w.ssthresh = Math.trunc(byHalf ? half : reduced);
    w.cwnd = byHalf || this.decrease === 0.5 ? half : reduced;
    this.firstDecrease = false;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(window / 2);
    this.firstDecrease = false;
  }
}

export const RENO_CC = defineCc({
  name: 'reno',
  title: 'Reno',
  line: "+1 packet per RTT, halved at a loss (ns-2's arithmetic)",
  source: 'ns-2 2.35',
  sentence:
    '+1/cwnd per ACK, the window halved at a loss; the loss recovery (Sack1 ...) decides when.',
  params: [
    {
      kind: 'number',
      key: 'increase',
      help: "ns-2's increase_num_: packets per RTT in congestion avoidance",
      label: 'increase per RTT',
      hint: "ns-2's increase_num_.",
      range: { min: 0, openMin: true },
      default: 1,
      internal: true,
    },
    {
      kind: 'number',
      key: 'decrease',
      help: "ns-2's decrease_num_: the fraction of the window kept at a loss",
      label: 'fraction kept at a loss',
      hint: "ns-2's decrease_num_ (it still halves at the first decrease and in slow start).",
      range: { min: 0, max: 1, openMin: true, openMax: true },
      default: 0.5,
      internal: true,
    },
  ],
  create: (v) => new RenoCc(v.increase as number, v.decrease as number),
});
