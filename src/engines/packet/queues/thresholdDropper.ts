/**
 * The threshold-dropper of paper 000, Sec. V-D: an unbounded buffer that enforces assumption (ONE),
 * one congestion signal per congestion event, with a chosen loss policy.
 *
 * When a packet arrives and the link already holds `threshold` packets (in transmission and
 * waiting: the arrival would exceed the threshold), and no signal is in progress, a congestion event
 * starts: the policy selects one flow among the *active* flows (a packet of theirs reached this
 * queue within the last `activeWindow`, one mean RTT: a flow waiting out a timeout is not
 * congesting the link), and nothing else is dropped for `hold` seconds (τ = hold factor × mean RTT).
 * The signal is a packet drop:
 * - the arriving packet itself when it belongs to the selected flow (always so for `arrival`);
 * - otherwise the selected flow's *next* arriving packet (dropping a packet already queued would
 *   change transmissions that are already scheduled). Until it is delivered no new event starts:
 *   one flow is signalled per event. If that packet does not come within max(τ, activeWindow)
 *   the signal lapses (counted in `lapsed`), so that a silent flow cannot block the dropper.
 * Policies (paper 000 Sec. II): `arrival`: the flow of the packet that crossed the threshold;
 * `uniform`: every active flow with the same probability (rate-independent); `rate-proportional`:
 * probability ∝ cwnd / RTT; `largest-rate`: the largest cwnd / RTT, ties to the lowest index. The
 * RTT here is the flow's propagation RTT: with one shared queue every flow sees the same queueing
 * delay, so rates rank as cwnd / (RTT + queueing) do.
 */
import type { Xoshiro128 } from '../../common/rng';
import type { LossPolicy } from '../params';
import type { QueueDiscipline } from './discipline';
import type { LinkServer } from './linkServer';

/** What the dropper may know of the flows (a lab device: it reads the senders' windows). */
export interface FlowRateView {
  readonly flowCount: number;
  started(flow: number): boolean;
  /** current sending rate estimate, packets per second */
  rate(flow: number): number;
}

export class ThresholdDropper implements QueueDiscipline {
  /** no new congestion event before this time */
  private holdUntil = -Infinity;
  /** flow whose next packet will be dropped (-1: none), and when it was selected */
  private pending = -1;
  private selectedAt = 0;
  /** last arrival of each flow at this queue */
  private readonly lastArrival: Float64Array;
  /** congestion events so far, and signals that lapsed (the selected flow sent nothing) */
  events = 0;
  lapsed = 0;

  constructor(
    readonly threshold: number,
    /** τ, seconds */
    readonly hold: number,
    readonly policy: LossPolicy,
    /** a flow is active if it had a packet here within this time (s): one mean RTT */
    readonly activeWindow: number,
    private readonly flows: FlowRateView,
    private readonly rng: Xoshiro128,
  ) {
    this.lastArrival = new Float64Array(flows.flowCount).fill(-Infinity);
  }

  drops(server: LinkServer, t: number, flow: number): boolean {
    this.lastArrival[flow] = t;
    if (this.pending >= 0) {
      if (flow === this.pending) {
        this.pending = -1;
        return true;
      }
      if (t - this.selectedAt <= Math.max(this.hold, this.activeWindow)) return false;
      this.pending = -1;
      this.lapsed++;
    }
    if (t < this.holdUntil || server.count < this.threshold) return false;
    this.events++;
    this.holdUntil = t + this.hold;
    const chosen = this.select(flow, t);
    if (chosen === flow) return true;
    this.pending = chosen;
    this.selectedAt = t;
    return false;
  }

  private active(f: number, t: number): boolean {
    return this.flows.started(f) && t - this.lastArrival[f] <= this.activeWindow;
  }

  /** The flow the policy signals; `arriving` is the flow of the packet that crossed the threshold. */
  select(arriving: number, t: number): number {
    const view = this.flows;
    const n = view.flowCount;
    switch (this.policy) {
      case 'arrival':
        return arriving;
      case 'uniform': {
        let started = 0;
        for (let f = 0; f < n; f++) if (this.active(f, t)) started++;
        let k = Math.floor(this.rng.nextDouble() * started);
        for (let f = 0; f < n; f++) if (this.active(f, t) && k-- === 0) return f;
        return arriving;
      }
      case 'rate-proportional': {
        let total = 0;
        for (let f = 0; f < n; f++) if (this.active(f, t)) total += view.rate(f);
        let u = this.rng.nextDouble() * total;
        let last = arriving;
        for (let f = 0; f < n; f++) {
          if (!this.active(f, t)) continue;
          last = f;
          u -= view.rate(f);
          if (u < 0) return f;
        }
        return last;
      }
      case 'largest-rate': {
        let best = arriving;
        let bestRate = -Infinity;
        for (let f = 0; f < n; f++) {
          if (!this.active(f, t)) continue;
          const r = view.rate(f);
          if (r > bestRate) {
            bestRate = r;
            best = f;
          }
        }
        return best;
      }
    }
  }
}
