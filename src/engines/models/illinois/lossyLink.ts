import {
  validateIllinoisParams,
  RENO_ALPHA,
  RENO_BETA_REMOVED,
  type IllinoisParams,
} from './params';

/**
 * TCP-Illinois on a lossy link (Sec. 5, eq. (31)). Packets are lost at random with probability
 * p_d, before the link congests: the queue stays empty, dₐ ≈ 0, so α = α_max and β = β_min
 * throughout, and Illinois is plain AIMD(α_max, β_min) against Reno's AIMD(1, ½).
 *
 * Assumptions, shared by every model below: congestion avoidance only (no timeouts, no slow
 * start: Sec. 6.3 blames the timeouts for measuring ≈ 4 instead of 6.32), windows above W_thresh,
 * the link never congested (see noQueueLossThreshold), one ACK per packet (b = 1 in (1); b cancels
 * in the ratio anyway).
 *
 * Mean window W̄ of AIMD(α, β) (β removed) at loss probability p, three ways:
 * - 'paper': W̄ ∝ √(α/(βp)), normalised so that Reno gives (1): W̄ = √(3/(2p)). This is (31):
 *   W_Ill/W_Reno = √(α_max/β_min)/√(1/½) = √(α_max/(2β_min)).
 * - 'sawtooth': the deterministic periodic path of (1)'s derivation, from (1−β)W_max up to W_max
 *   in βW_max/α RTTs carrying 1/p packets: W_max²·β(1 − β/2)/α = 1/p, W̄ = (1 − β/2)W_max
 *   = √(α(2 − β)/(2βp)). Reno: √(3/(2p)) exactly (1).
 * - 'random': each packet lost independently (losses at rate p·W per RTT, fluid window):
 *   W̄ = √(2α/(πp))·Π_{n≥1}(1 − δ²ⁿ)/(1 − δ²ⁿ⁻¹), δ = 1 − β (Ott, Kemperman & Mathis 1996 for
 *   δ = ½: 1.3098/√p; Dumas, Guillemin & Robert 2002 for any δ). Checked in the tests against an
 *   exact simulation of that process, and against E[W²] = α/(βp), which follows from it directly.
 * In all three W̄ ∝ 1/√p, so the ratio does not depend on p_d: the paper's analysis gives no
 * p_d-dependent ratio. p_d enters only through the validity condition (no queue).
 */

export const LOSSY_MODELS = ['paper', 'sawtooth', 'random'] as const;
export type LossyModel = (typeof LOSSY_MODELS)[number];

function check(ok: boolean, field: string, rule: string, v: unknown): void {
  if (!ok) throw new RangeError(`${field} must be ${rule} (got ${String(v)})`);
}

/** Π_{n≥1} (1 − δ²ⁿ)/(1 − δ²ⁿ⁻¹), summed in logs until the terms are below double precision. */
export function aimdRandomLossProduct(delta: number): number {
  check(delta >= 0 && delta < 1, 'delta', 'in [0, 1)', delta);
  let logSum = 0;
  let odd = delta; // δ^(2n−1)
  for (let n = 1; odd > 1e-18 && n < 50_000_000; n++) {
    const even = odd * delta;
    logSum += Math.log1p(-even) - Math.log1p(-odd);
    odd = even * delta;
  }
  return Math.exp(logSum);
}

/** Mean congestion-avoidance window (packets) of AIMD(α per RTT, β removed) at loss probability p. */
export function aimdMeanWindow(
  alpha: number,
  betaRemoved: number,
  p: number,
  model: LossyModel,
): number {
  check(Number.isFinite(alpha) && alpha > 0, 'alpha', 'a finite number > 0', alpha);
  check(betaRemoved > 0 && betaRemoved < 1, 'betaRemoved', 'in (0, 1)', betaRemoved);
  check(p > 0 && p < 1, 'pd', 'in (0, 1)', p);
  check(LOSSY_MODELS.includes(model), 'model', LOSSY_MODELS.join(', '), model);
  if (model === 'paper') {
    // √(α/(βp)) scaled by √(3/(2p)) / √(1/(½p)) = √(3/4) so that Reno matches (1)
    return Math.sqrt((3 * alpha) / (4 * betaRemoved * p));
  }
  if (model === 'sawtooth') return Math.sqrt((alpha * (2 - betaRemoved)) / (2 * betaRemoved * p));
  return Math.sqrt((2 * alpha) / (Math.PI * p)) * aimdRandomLossProduct(1 - betaRemoved);
}

/** (31): the bound √(α_max/(2β_min)) on W_Illinois/W_Reno (√40 ≈ 6.32 with Sec. 6's values). */
export function lossyLinkBound(p: IllinoisParams): number {
  validateIllinoisParams(p);
  return Math.sqrt(p.alphaMax / (2 * p.betaRemovedMin));
}

export interface LossyLinkPoint {
  pd: number;
  reno: number;
  illinois: number;
  /** W̄_Illinois / W̄_Reno */
  ratio: number;
}

/** Both mean windows and their ratio at loss probability pd, under one model. */
export function lossyLinkWindows(p: IllinoisParams, pd: number, model: LossyModel): LossyLinkPoint {
  validateIllinoisParams(p);
  const reno = aimdMeanWindow(RENO_ALPHA, RENO_BETA_REMOVED, pd, model);
  const illinois = aimdMeanWindow(p.alphaMax, p.betaRemovedMin, pd, model);
  return { pd, reno, illinois, ratio: illinois / reno };
}

/**
 * The smallest p_d for which the deterministic sawtooth of AIMD(α_max, β_min) stays at or below
 * the bandwidth-delay product (no queue, so dₐ = 0 and the model holds):
 * W_max = √(2α/(β(2−β)p)) ≤ BDP ⇔ p ≥ 2α/(β(2−β)·BDP²). Sec. 6.3 (40 Mb/s, 1000-byte packets,
 * 100 ms: BDP = 500) gives 3.4·10⁻⁴, just below the smallest p_d the paper tried (5·10⁻⁴).
 */
export function noQueueLossThreshold(p: IllinoisParams, bdpPackets: number): number {
  validateIllinoisParams(p);
  check(
    Number.isFinite(bdpPackets) && bdpPackets > 0,
    'bdpPackets',
    'a finite number > 0',
    bdpPackets,
  );
  const b = p.betaRemovedMin;
  return (2 * p.alphaMax) / (b * (2 - b) * bdpPackets * bdpPackets);
}
