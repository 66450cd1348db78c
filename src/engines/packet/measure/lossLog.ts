import type { CcFactory, CongestionControl, WindowState } from '../cc/congestionControl';

/**
 * The measured counterpart of D_s (paper 002, eq. 11): the relative drop of a source's aggregate rate
 * Σ_k w_k/τ_k at each window reduction on one of its subflows (a loss detected by duplicate ACKs),
 * averaged over the reductions after the warm-up. Eq. (11) is that expectation given at least one
 * loss; for TCP NewReno every reduction halves the one window, so D = 1/2. τ_k is each subflow's
 * smoothed RTT at the time (what its rate is); a subflow without an RTT sample yet is left out.
 * Timeouts are counted apart (the window restarts from one packet: not the AIMD oscillation).
 *
 * It wraps each congestion-control module (`wrap`, for PacketSimulation's `congestionControls`
 * seam: same name, same module inside), so the run itself is unchanged to the bit.
 */
export class LossLog {
  /** reductions after the warm-up, per flow */
  readonly losses: Float64Array;
  /** Σ of the relative drops of the flow's source's aggregate rate, per flow */
  readonly dropSum: Float64Array;
  readonly timeouts: Float64Array;

  constructor(
    flows: number,
    /** the warm-up: earlier events are not counted */
    readonly from: number,
  ) {
    this.losses = new Float64Array(flows);
    this.dropSum = new Float64Array(flows);
    this.timeouts = new Float64Array(flows);
  }

  /** The same modules, each wrapped to record its flow's reductions here. */
  wrap(factories: Readonly<Record<string, CcFactory>>): Record<string, CcFactory> {
    const out: Record<string, CcFactory> = {};
    for (const [name, make] of Object.entries(factories))
      out[name] = (spec, w) => new Recorded(make(spec, w), this);
    return out;
  }

  record(w: WindowState, before: number, after: number): void {
    if (w.now < this.from || !(before > 0)) return;
    this.losses[w.flow]++;
    this.dropSum[w.flow] += (before - after) / before;
  }

  timeout(w: WindowState): void {
    if (w.now >= this.from) this.timeouts[w.flow]++;
  }

  /** D of a source (its flows): the mean relative drop per reduction, NaN without any. */
  sourceD(flows: readonly number[]): { D: number; losses: number; timeouts: number } {
    let n = 0;
    let sum = 0;
    let to = 0;
    for (const f of flows) {
      n += this.losses[f];
      sum += this.dropSum[f];
      to += this.timeouts[f];
    }
    return { D: n > 0 ? sum / n : NaN, losses: n, timeouts: to };
  }
}

/** Σ_k w_k / τ_k over the source's subflows with an RTT sample (packets/s). */
function aggregateRate(w: WindowState): number {
  let sum = 0;
  for (const s of w.group) if (s.rttSmoothed > 0) sum += s.cwnd / s.rttSmoothed;
  return sum;
}

/** A module with its reductions recorded; everything else passes through unchanged. */
class Recorded implements CongestionControl {
  readonly internalNames?: readonly string[];
  readonly internals?: (out: Float64Array, at: number) => void;
  readonly onRecoveryExit?: (w: WindowState) => void;

  constructor(
    private readonly inner: CongestionControl,
    private readonly log: LossLog,
  ) {
    if (inner.internalNames && inner.internals) {
      this.internalNames = inner.internalNames;
      this.internals = (out, at) => inner.internals!(out, at);
    }
    if (inner.onRecoveryExit) this.onRecoveryExit = (w) => inner.onRecoveryExit!(w);
  }

  onAck(w: WindowState, acked: number): void {
    this.inner.onAck(w, acked);
  }

  onLoss(w: WindowState, window: number): void {
    const measured = w.rttSmoothed > 0;
    const before = measured ? aggregateRate(w) : 0;
    this.inner.onLoss(w, window);
    if (measured) this.log.record(w, before, aggregateRate(w));
  }

  onTimeout(w: WindowState, window: number): void {
    this.inner.onTimeout(w, window);
    this.log.timeout(w);
  }
}
