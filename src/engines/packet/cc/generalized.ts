import { ccNumber, type CcFactory, type WindowState } from './congestionControl';
import { minSsthreshOf, rateRatio, SubflowCc } from './multipath';

/**
 * The generalized family of paper 002's eq. (12) (β, n, η) as window rules. It is not in
 * CC_MODULES (registry.ts): a caller that runs it hands `GENERALIZED_CC: generalizedFactory` to
 * PacketSimulation's `congestionControls`, as the Multipath TCP lab's window level does, so the
 * registry stays the list of modules the Dumbbell lab sorts into its two menus. Through (5),
 * k_r = x_r D_r / τ_r and φ_r = I_r / D_r give, with α_r = max_k x_k / x_r,
 *   per loss  D_r = (w_r / 2)(1 + η(α_r − 1)):        w_r ← max{w_r − D_r, 1}
 *   per ACK   I_r = φ_r D_r = ((1−β) x_r + β‖x‖_n)(1 + η(α_r − 1)) / (τ_r ‖x‖₁²)
 * (Balia = (0.2, ∞, 0.5) gives eq. (1) and the decrease w_r(1+α_r)/4, the `fluid` decrease of the
 * engine's balia). Rates from each subflow's smoothed RTT, written relative to this subflow's RTT as
 * the engine's modules do (v_k = w_k ρ_k, ρ_k = rtt_r / rtt_k): I_r = a·g·(w_r/V)/V with
 * a = (1−β) + β‖v‖_n / v_r, g = 1 + η(α_r − 1), V = Σ v_k. Alone on its source, g = 1 and a is
 * (1−β) + β: 1/w up to one rounding of that sum, and the decrease is Reno's halving.
 */
export class GeneralizedCc extends SubflowCc {
  constructor(
    w: WindowState,
    minSsthresh: number,
    readonly beta: number,
    /** Infinity for the max norm */
    readonly n: number,
    readonly eta: number,
  ) {
    super(w, minSsthresh);
  }

  protected increase(w: WindowState): number {
    const rr = w.rttSmoothed;
    let total = 0;
    let best = 0;
    for (const s of w.group) {
      const r = s.rttSmoothed;
      if (!(r > 0)) continue;
      const v = s.cwnd * (rr / r);
      total += v;
      if (v > best) best = v;
    }
    let norm = best;
    if (this.n !== Infinity && best > 0) {
      let sum = 0;
      for (const s of w.group) {
        const r = s.rttSmoothed;
        if (r > 0) sum += ((s.cwnd * (rr / r)) / best) ** this.n;
      }
      norm = best * sum ** (1 / this.n);
    }
    const a = 1 - this.beta + (this.beta * norm) / w.cwnd;
    const g = 1 + this.eta * (best / w.cwnd - 1);
    return a * g * (w.cwnd / total / total);
  }

  override onLoss(w: WindowState, window: number): void {
    const g = 1 + this.eta * (rateRatio(w) - 1);
    const cwnd = Math.max(window * (1 - g / 2), 1);
    w.ssthresh = Math.trunc(cwnd);
    w.cwnd = cwnd;
  }
}

export const GENERALIZED_CC = 'generalized';

/** n of the spec: a positive integer, or 0 for the max norm (a spec holds finite numbers only). */
const normOf = (spec: Parameters<CcFactory>[0]): number => {
  const n = ccNumber(
    spec,
    'n',
    0,
    (x) => x === 0 || (Number.isInteger(x) && x >= 1),
    '0 (the max norm) or a positive integer',
  );
  return n === 0 ? Infinity : n;
};

export const generalizedFactory: CcFactory = (spec, w) =>
  new GeneralizedCc(
    w,
    minSsthreshOf(spec),
    ccNumber(spec, 'beta', 0.2, (x) => x >= 0 && x <= 1, 'in [0, 1]'),
    normOf(spec),
    ccNumber(spec, 'eta', 0.5, (x) => x >= 0, '>= 0'),
  );
