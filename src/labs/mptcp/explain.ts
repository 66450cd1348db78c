import type { AnalysisView } from './analysisView';
import type { ComparisonResult } from './comparisonPlan';
import { algorithmLabel } from './algorithmLabels';
import { typesetFixed, typesetSeconds, typesetSig } from '../../format/numbers';
import type { LabAlgorithm, MptcpScenario, NetName } from './scenario';

/** The lab's sentences: what each algorithm is, and what the current numbers say. */
export const ALGORITHM_EXPLANATIONS: Record<LabAlgorithm, string> = {
  ewtcp:
    'EWTCP: TCP NewReno on each route independently (increase a/w per ACK). Responsive, but it takes a share per route.',
  coupled:
    'Coupled: one NewReno window spread over the routes (increase wᵣ/(Σw)² per ACK). The friendliest, and the slowest to move traffic back.',
  semicoupled: 'Semicoupled: increase 1/Σw per ACK on each route; between EWTCP and Coupled.',
  max: 'Max (MPTCP’s LIA): increase min{max(w/τ²)/(Σw/τ)², 1/wᵣ} per ACK.',
  balia:
    'Balia as analysed: eq. (12) with (β, n, η) = (0.2, ∞, 0.5): the increase of eq. (1) with the decrease wᵣ(1+αᵣ)/4 per loss that (12)’s gain implies.',
  'balia-window':
    'Balia’s window rule as published: eqs. (1)-(2) mapped through (5), decrease wᵣ·αᵣ/2 per loss. It agrees with eq. (12) only when a source’s routes carry equal rates.',
  generalized:
    'The generalized family of eq. (12) with your (β, n, η): β trades friendliness, η adds gain on slow routes.',
  olia: 'OLIA (Khalili et al., the multipath Linux kernel; not in paper 002): LIA’s increase plus a term that moves window to the best paths. Window level only: this lab has no fluid model of it.',
};

/** At window level the two Balias are one window rule with a named decrease (PacketControls). */
export const WINDOW_EXPLANATIONS: Partial<Record<LabAlgorithm, string>> = {
  balia:
    'Balia at window level: eq. (1)’s increase per ACK, and the decrease per loss chosen below (eq. 12’s by default, so that its fluid model is the balia beside it).',
  'balia-window':
    'Balia’s window rule as published: eqs. (1)-(2), i.e. Balia with eq. (2)’s decrease wᵣαᵣ/2 per loss; its fluid model is balia-window.',
  max: 'Max is MPTCP’s LIA (RFC 6356): increase min{max(w/τ²)/(Σw/τ)², 1/wᵣ} per ACK, halve per loss. The fluid Max leaves out the 1/wᵣ cap.',
};

/** Why two Balias, and the third one this lab does not model. */
export const BALIA_VARIANTS = [
  'balia = eq. (12) with (β, n, η) = (0.2, ∞, 0.5): the algorithm the paper analyses (Theorem 4.1, Table I).',
  'balia-window = the window rule of eqs. (1)-(2) mapped through (5): φᵣ = (1+αᵣ)(4+αᵣ)/(5αᵣ τᵣ² ‖xₛ‖₁²) with αᵣ = max x/xᵣ. Its decrease wᵣ αᵣ/2 differs from (12)’s wᵣ(1+αᵣ)/4 unless the rates are equal, so the two have different equilibria when a source’s routes carry different rates (try Fig. 2 with 10/50 ms).',
  'The multipath Linux kernel uses wᵣ ← max{wᵣ − ⌊wᵣ/2⌋·min(αᵣ, 1.5), 1} with an integer αᵣ = ⌊max x/xᵣ⌋: a packet-level rule with no smooth fluid limit, not part of this fluid lab.',
];

export const LAMBDA_BAR_NOTE =
  'λ̄ here is λ_max(Λₖ^½ [∂Φ/∂x]⁺ Λₖ^½) at the equilibrium: Theorem 3.5 writes a max over unit vectors z = (x, p) that include the prices, but that max is 0 (let x → 0), so it cannot rank algorithms. The rates-only bound is what the proof of part 2 orders: a larger gain K or a more negative [∂Φ/∂x]⁺ makes it more negative (faster). It bounds the rates’ part of the decay; the price loop can make the slowest eigenvalue of J* slower.';

export const SINGLE_PATH_RTT_NOTE =
  'On the Fig. 2 network the paper does not give the single-path flows’ RTT: they use the RTT of link 2’s route.';

/** The totals within this relative distance of the equilibrium's at the end: they have settled. */
export const TOTALS_SETTLED = 0.005;

/**
 * The note on a route unused at the equilibrium (Coupled's, or any on the boundary φᵣ = qᵣ): the
 * model's slow approach, then whether the totals have settled, from the trajectory's distance to
 * the equilibrium's totals at the end of the run (null: not measured yet).
 */
export function coupledNote(finalTotalsDeviation: number | null): string {
  const model =
    'Coupled: a route unused at the equilibrium decays towards its rate of zero like a power of t, not exponentially — this is the model, not a bug; where the equilibrium split is not unique, the trajectory settles on one of many.';
  const d = finalTotalsDeviation;
  if (d === null || !Number.isFinite(d)) return `${model} Compare the totals.`;
  const far = `${typesetSig(100 * d, 2)} %`;
  return d <= TOTALS_SETTLED
    ? `${model} Compare the totals: at the end of the run they are within ${far} of the equilibrium’s.`
    : `${model} At the end of the run the totals too are still ${far} from the equilibrium’s.`;
}

/** λ̄ as text; zero up to rounding (Coupled's singular Jacobian) is 0 */
const lam = (v: number) => (Math.abs(v) < 1e-9 ? '0' : typesetSig(v, 3));

export const usesFig2 = (net: NetName) => net === 'two-links' || net === 'responsiveness';

/**
 * Table II in one paragraph with the live numbers: φ (friendliness) against −∂Φ/∂x
 * (responsiveness) at equal gain, and the gain k against window oscillation.
 */
export function tableIISentence(
  s: MptcpScenario,
  view: AnalysisView | null,
  rows: readonly ComparisonResult[],
): string {
  const name = algorithmLabel(s.alg);
  const row = (a: LabAlgorithm) => rows.find((r) => r.alg === a);
  const ew = row('ewtcp');
  const co = row('coupled');
  const me = row(s.alg);
  const share = me?.mpShare ?? view?.mpShare;
  const lb = me?.lambdaBar ?? view?.lambdaBar;
  const parts: string[] = [];
  if (share !== undefined && Number.isFinite(share))
    parts.push(
      `${name} gives the MP-TCP users ${typesetFixed(100 * share, 1)} % of what they and the single-path users get` +
        (ew && co
          ? ` (EWTCP ${typesetFixed(100 * ew.mpShare, 1)} %, Coupled ${typesetFixed(100 * co.mpShare, 1)} %)`
          : '') +
        ': a smaller φᵣ is friendlier.',
    );
  if (lb !== undefined)
    parts.push(
      `The price is responsiveness: λ̄ = ${lam(lb)} /s` +
        (ew && co ? ` (EWTCP ${lam(ew.lambdaBar)}, Coupled ${lam(co.lambdaBar)})` : '') +
        ', more negative is faster' +
        (me && me.convergence !== null
          ? `; after a single-path flow leaves, ${name} settles in ${typesetSeconds(me.convergence)} s` +
            (ew && co && ew.convergence !== null && co.convergence !== null
              ? ` (EWTCP ${typesetSeconds(ew.convergence)} s, Coupled ${typesetSeconds(co.convergence)} s)`
              : '')
          : '') +
        '.',
    );
  const d = me?.oscillation;
  if (d !== undefined && Number.isFinite(d))
    parts.push(
      `A larger gain kᵣ buys speed at the cost of window oscillation: Dₛ = ${typesetFixed(d, 3)} here (TCP NewReno: 0.5; smaller is steadier).`,
    );
  return parts.join(' ');
}
