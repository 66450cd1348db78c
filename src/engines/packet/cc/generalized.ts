import { defineCc } from './ccParams';
import type { WindowState } from './congestionControl';
import { minSsthreshParam, rateRatio, SubflowCc } from './multipath';

/**
 * The generalized family of paper 002's eq. (12) (β, n, η) as window rules, a multipath module
 * as the others (registry.ts). Through (5),
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

/** The family's module; its keys are the Multipath TCP lab's URL names (gn = 0: the max norm). */
export const GENERALIZED_CC = defineCc({
  name: 'generalized',
  title: 'Generalized (β, n, η)',
  line: "paper 002's family (12)",
  source: 'paper 002',
  sentence:
    'per ACK ((1−β) x_r + β‖x‖_n)(1 + η(α_r − 1))/(τ_r ‖x‖₁²), per loss (w_r/2)(1 + η(α_r − 1)) removed.',
  multipath: true,
  params: [
    {
      kind: 'number',
      key: 'gbeta',
      help: 'β of (12): the weight of the norm in the increase',
      label: 'β',
      hint: '(1−β) x_r + β‖x‖_n in the increase.',
      range: { min: 0, max: 1 },
      default: 0.2,
    },
    {
      kind: 'number',
      key: 'gn',
      help: 'n of (12): the norm, a positive integer, or 0 for the max norm',
      label: 'n',
      hint: '‖x‖_n in the increase; 0 stands for n = ∞, the max norm.',
      range: { min: 0, integer: true },
      default: 0,
    },
    {
      kind: 'number',
      key: 'geta',
      help: 'η of (12): how much the rate ratio α_r weighs',
      label: 'η',
      hint: '1 + η(α_r − 1) scales both the increase and the decrease.',
      range: { min: 0 },
      default: 0.5,
    },
    minSsthreshParam(1),
  ],
  create: (v, w) =>
    new GeneralizedCc(
      w,
      v.minSsthresh as number,
      v.gbeta as number,
      v.gn === 0 ? Infinity : (v.gn as number),
      v.geta as number,
    ),
});
