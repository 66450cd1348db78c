import { ALPHA_SCALE, BETA_SCALE, type IllinoisParams } from './params';

/**
 * The Linux kernel's arithmetic for TCP-Illinois (net/ipv4/tcp_illinois.c), re-expressed:
 * α in units of 1/128 (ALPHA_SHIFT = 7), β in units of 1/64 (BETA_SHIFT = 6), delays in whole
 * microseconds, every division truncating (C unsigned integer division). All values stay far
 * below 2⁵³, so Math.floor on doubles is exact here.
 */

export interface LinuxFixedParams {
  alphaScale: number;
  betaScale: number;
  /** ⌊α·128⌋: the kernel's ALPHA_MAX = 1280, ALPHA_MIN = ⌊3·128/10⌋ = 38 */
  alphaMax: number;
  alphaMin: number;
  /** ⌊β·64⌋: BETA_MAX = 32, BETA_MIN = 8 */
  betaMax: number;
  betaMin: number;
  /** α = 1 and β = ½ (ALPHA_BASE, BETA_BASE) below win_thresh and after a timeout */
  alphaBase: number;
  betaBase: number;
  /** RTT samples are clamped to U32_MAX / ALPHA_MAX µs (≈ 3.36 s) so the α arithmetic cannot wrap */
  rttMaxUs: number;
  /** η's read to 6 decimals, as integers per million: d_i = ⌊d_m·η_i⌋ exactly */
  eta1PerMillion: number;
  eta2PerMillion: number;
  eta3PerMillion: number;
}

const U32_MAX = 0xffffffff;

/** Multiplying by a power of two is exact in binary, so ⌊x·2^k⌋ is the floor of the typed value. */
export function linuxFixedParams(p: IllinoisParams): LinuxFixedParams {
  const alphaMax = Math.floor(p.alphaMax * ALPHA_SCALE);
  return {
    alphaScale: ALPHA_SCALE,
    betaScale: BETA_SCALE,
    alphaMax,
    alphaMin: Math.floor(p.alphaMin * ALPHA_SCALE),
    betaMax: Math.floor(p.betaRemovedMax * BETA_SCALE),
    betaMin: Math.floor(p.betaRemovedMin * BETA_SCALE),
    alphaBase: ALPHA_SCALE,
    betaBase: BETA_SCALE / 2,
    rttMaxUs: Math.floor(U32_MAX / alphaMax),
    eta1PerMillion: Math.round(p.eta1 * 1e6),
    eta2PerMillion: Math.round(p.eta2 * 1e6),
    eta3PerMillion: Math.round(p.eta3 * 1e6),
  };
}

/**
 * d₁ = d_m/100, d₂ = d_m/10, d₃ = 8·d_m/10 in the kernel (integer µs). For other η's,
 * ⌊d_m·η⌋ with η in millionths: an integer product divided by 10⁶, so exact.
 */
export function linuxThresholdsUs(
  fx: LinuxFixedParams,
  dmUs: number,
): { d1: number; d2: number; d3: number } {
  return {
    d1: Math.floor((dmUs * fx.eta1PerMillion) / 1e6),
    d2: Math.floor((dmUs * fx.eta2PerMillion) / 1e6),
    d3: Math.floor((dmUs * fx.eta3PerMillion) / 1e6),
  };
}

/**
 * The kernel's α(dₐ) without its θ memory: α_max up to d₁, then (4) rewritten with
 * d_m' = d_m − d₁, dₐ' = dₐ − d₁ as  α = d_m'·α_max / (d_m' + dₐ'·(α_max − α_min)/α_min),
 * which equals κ₁/(κ₂ + dₐ) (multiply both terms of κ₁/(κ₂+dₐ) by (α_max − α_min)/α_min).
 */
export function linuxAlphaFixed(
  fx: LinuxFixedParams,
  daUs: number,
  dmUs: number,
  d1Us: number,
): number {
  const da = Math.min(daUs, dmUs);
  if (da <= d1Us) return fx.alphaMax;
  const dmr = dmUs - d1Us;
  const dar = da - d1Us;
  const inc = Math.floor((dar * (fx.alphaMax - fx.alphaMin)) / fx.alphaMin);
  return Math.floor((dmr * fx.alphaMax) / (dmr + inc));
}

/** The kernel's β(dₐ): β_min up to d₂, β_max from d₃ (or when d₃ ≤ d₂), linear and truncated between. */
export function linuxBetaFixed(
  fx: LinuxFixedParams,
  daUs: number,
  d2Us: number,
  d3Us: number,
): number {
  if (daUs <= d2Us) return fx.betaMin;
  if (daUs >= d3Us || d3Us <= d2Us) return fx.betaMax;
  return Math.floor(
    (fx.betaMin * d3Us - fx.betaMax * d2Us + (fx.betaMax - fx.betaMin) * daUs) / (d3Us - d2Us),
  );
}

/** RTT sample in seconds → the kernel's rtt_us: whole microseconds, clamped to RTT_MAX. */
export function linuxRttUs(fx: LinuxFixedParams, rttSeconds: number): number {
  return Math.min(Math.floor(rttSeconds * 1e6), fx.rttMaxUs);
}

/** tcp_illinois_ssthresh: W − ⌊W·β/64⌋, at least 2 (W the integer window). */
export function linuxDecrease(fx: LinuxFixedParams, betaFixed: number, cwnd: number): number {
  const w = Math.floor(cwnd);
  return Math.max(w - Math.floor((w * betaFixed) / fx.betaScale), 2);
}
