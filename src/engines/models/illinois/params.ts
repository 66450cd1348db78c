/**
 * TCP-Illinois parameters (Liu, Başar & Srikant, Performance Evaluation 65 (2008), seed 003).
 *
 * CONVENTION. In TCP-Illinois β is the fraction of the window REMOVED on a loss (W ← W − βW,
 * Sec. 3). In the AIMD model of paper 000 (the rest of this app) β is the fraction KEPT (x ← βx).
 * Every Illinois β is therefore named `betaRemoved…` here, and the UI shows BETA_REMOVED_LABEL.
 *
 * Times (RTTs, delays) are in seconds throughout the Illinois model.
 */

/** The one-line label the UI shows next to any Illinois β. */
export const BETA_REMOVED_LABEL = 'β (removed)';

/** A longer explanation of the convention, for tooltips and the text panel. */
export const BETA_REMOVED_EXPLANATION =
  'TCP-Illinois: on a loss W ← W − βW, so β is the fraction removed (β = ½ ⇔ kept fraction ½; ' +
  'β = ⅛ ⇔ kept fraction ⅞). The AIMD lab (paper 000) uses the fraction kept.';

/**
 * Which rules turn the parameters into window updates:
 * - 'paper': Sec. 3 of the paper, in real arithmetic;
 * - 'linux': net/ipv4/tcp_illinois.c (fixed-point α and β, integer µs delays, its θ counter, its
 *   RTT tracking); see LINUX_DIFFERENCES for the list.
 */
export const ILLINOIS_RULES = ['paper', 'linux'] as const;
export type IllinoisRules = (typeof ILLINOIS_RULES)[number];

export interface IllinoisParams {
  /** α at low queueing delay (dₐ ≤ d₁), packets per RTT */
  alphaMax: number;
  /** α at the maximum queueing delay d_m */
  alphaMin: number;
  /** fraction of the window removed at high delay (dₐ ≥ d₃) */
  betaRemovedMax: number;
  /** fraction of the window removed at low delay (dₐ ≤ d₂) */
  betaRemovedMin: number;
  /** below this window (packets) α = 1 and β = ½, as Reno */
  wThresh: number;
  /** d₁ = η₁·d_m: the end of the α = α_max zone */
  eta1: number;
  /** d₂ = η₂·d_m: the end of the β = β_min zone */
  eta2: number;
  /** d₃ = η₃·d_m: the start of the β = β_max zone */
  eta3: number;
  /** RTTs that dₐ must stay below d₁ before α may return to α_max */
  theta: number;
  rules: IllinoisRules;
}

/** Sec. 6, "standard parameter setting". */
export const PAPER_PRESET: Readonly<IllinoisParams> = Object.freeze({
  alphaMax: 10,
  alphaMin: 0.1,
  betaRemovedMax: 0.5,
  betaRemovedMin: 0.125,
  wThresh: 10,
  eta1: 0.01,
  eta2: 0.1,
  eta3: 0.8,
  theta: 5,
  rules: 'paper',
});

/**
 * The Linux kernel's values: ALPHA_MIN = (3·128)/10 → 38/128 ≈ 0.297 ("~0.3"), win_thresh = 15,
 * theta = 5; d₁ = d_m/100, d₂ = d_m/10, d₃ = 8·d_m/10 (the paper's η's, hard-wired).
 */
export const LINUX_PRESET: Readonly<IllinoisParams> = Object.freeze({
  alphaMax: 10,
  alphaMin: 0.3,
  betaRemovedMax: 0.5,
  betaRemovedMin: 0.125,
  wThresh: 15,
  eta1: 0.01,
  eta2: 0.1,
  eta3: 0.8,
  theta: 5,
  rules: 'linux',
});

/** Reno's values, which Illinois uses below W_thresh and after a timeout (Sec. 3). */
export const RENO_ALPHA = 1;
export const RENO_BETA_REMOVED = 0.5;

/** Fixed-point scales of the kernel (ALPHA_SHIFT = 7, BETA_SHIFT = 6). */
export const ALPHA_SHIFT = 7;
export const ALPHA_SCALE = 1 << ALPHA_SHIFT;
export const BETA_SHIFT = 6;
export const BETA_SCALE = 1 << BETA_SHIFT;

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function need(ok: boolean, field: string, rule: string, value: unknown): void {
  if (!ok) throw new RangeError(`${field} must be ${rule} (got ${String(value)})`);
}

/**
 * Throws a RangeError naming the first field that makes the model impossible (not merely
 * unusual: see paperRangeWarnings). Returns the parameters for chaining.
 *
 * Note: η₁ ≥ η₂ is allowed. f₁ and f₂ are independent curves, and the paper's own lossy-link run
 * (Sec. 6.3) uses η₁ = 0.2 with the default η₂ = 0.1.
 */
export function validateIllinoisParams(p: IllinoisParams): IllinoisParams {
  for (const f of [
    'alphaMax',
    'alphaMin',
    'betaRemovedMax',
    'betaRemovedMin',
    'wThresh',
    'eta1',
    'eta2',
    'eta3',
    'theta',
  ] as const) {
    need(isNum(p[f]), f, 'a finite number', p[f]);
  }
  need(p.alphaMin > 0, 'alphaMin', '> 0', p.alphaMin);
  // (4) divides by α_max − α_min; equality is allowed and means a constant α.
  need(p.alphaMax >= p.alphaMin, 'alphaMax', '>= alphaMin', p.alphaMax);
  need(p.betaRemovedMin > 0, 'betaRemovedMin', '> 0', p.betaRemovedMin);
  need(
    p.betaRemovedMax >= p.betaRemovedMin,
    'betaRemovedMax',
    '>= betaRemovedMin',
    p.betaRemovedMax,
  );
  // Removing the whole window (β = 1) would leave W = 0.
  need(p.betaRemovedMax < 1, 'betaRemovedMax', '< 1 (the fraction removed)', p.betaRemovedMax);
  need(p.wThresh >= 0, 'wThresh', '>= 0', p.wThresh);
  // η₁ = 1 would put d₁ = d_m: κ₁ = 0 and α_min would never be reached.
  need(p.eta1 >= 0 && p.eta1 < 1, 'eta1', 'in [0, 1)', p.eta1);
  need(p.eta2 >= 0 && p.eta2 <= 1, 'eta2', 'in [0, 1]', p.eta2);
  need(p.eta3 >= p.eta2 && p.eta3 <= 1, 'eta3', 'in [eta2, 1]', p.eta3);
  need(Number.isInteger(p.theta) && p.theta >= 0, 'theta', 'an integer >= 0', p.theta);
  need(
    (ILLINOIS_RULES as readonly string[]).includes(p.rules),
    'rules',
    ILLINOIS_RULES.join(' or '),
    p.rules,
  );
  if (p.rules === 'linux') {
    // The kernel divides by ALPHA_MIN, so it must be at least one fixed-point unit.
    need(
      p.alphaMin >= 1 / ALPHA_SCALE,
      'alphaMin',
      `>= 1/${ALPHA_SCALE} with linux rules`,
      p.alphaMin,
    );
    need(
      p.betaRemovedMin >= 1 / BETA_SCALE,
      'betaRemovedMin',
      `>= 1/${BETA_SCALE} with linux rules`,
      p.betaRemovedMin,
    );
  }
  return p;
}

/** Values that are possible but outside the ranges Sec. 3 asks for; for a UI hint, not an error. */
export function paperRangeWarnings(p: IllinoisParams): string[] {
  const out: string[] = [];
  if (p.alphaMin > 1) out.push('the paper asks for alphaMin <= 1');
  if (p.alphaMax < 1) out.push('the paper asks for alphaMax >= 1');
  if (p.betaRemovedMax > 0.5) out.push('the paper asks for betaRemovedMax <= 1/2');
  if (p.wThresh <= 0) out.push('the paper asks for wThresh > 0');
  return out;
}
