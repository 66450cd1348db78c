import { PAPER_ORDER, type ComparisonResult } from './comparisonPlan';
import { algorithmLabel } from './algorithmLabels';
import { typesetFixed, typesetSeconds, typesetSig } from '../../format/numbers';
import { hasFluidModel, type LabAlgorithm } from './labAlgorithms';
import { convergenceCell, perSeedText } from './packet/seedConvergence';
import type { WindowComparisonResult } from './packet/windowComparisonPlan';
import { PAPER_TABLE_III, PAPER_TABLE_IV } from './paper';
import type { MptcpScenario } from './scenario';

/** A row's window-level cells (null at fluid level). */
export interface WindowCells {
  pending: boolean;
  mp: string;
  sp: string;
  share: string;
  shareValue: number | null;
  /** "5.2 (4–7 s, 5 seeds)": the mean over the seeds, their range and how many */
  convergence: string;
  /** every seed's time ("seed 1: 7 s, seed 2: 4 s, …"), for the cell's tooltip */
  convergenceSeeds: string | null;
  spAverage: string;
  oscillation: string;
  note: string | null;
}

/** The comparison tables' rows as text, and the orderings they show. */
export interface ComparisonRowView {
  alg: LabAlgorithm;
  label: string;
  current: boolean;
  pending: boolean;
  mp: string;
  mpPaper: string;
  sp: string;
  spPaper: string;
  share: string;
  /** for tests and sorting: null while pending (or when not finite) */
  shareValue: number | null;
  convergence: string;
  convergencePaper: string;
  spAverage: string;
  spAveragePaper: string;
  lambdaBar: string;
  oscillation: string;
  note: string | null;
  window: WindowCells | null;
}

const share = (v: number) => (Number.isFinite(v) ? `${typesetFixed(100 * v, 1)} %` : '—');

function windowCells(r: WindowComparisonResult | undefined): WindowCells {
  if (!r)
    return {
      pending: true,
      mp: '…',
      sp: '…',
      share: '…',
      shareValue: null,
      convergence: '…',
      convergenceSeeds: null,
      spAverage: '…',
      oscillation: '…',
      note: null,
    };
  return {
    pending: false,
    mp: typesetFixed(r.mpMean, 2),
    sp: typesetFixed(r.spMean, 2),
    share: share(r.mpShare),
    shareValue: Number.isFinite(r.mpShare) ? r.mpShare : null,
    // each seed's time is whole seconds (1 s bins); the cell gives their mean and range
    convergence: r.seeds ? convergenceCell(r.seeds) : typesetSeconds(null),
    convergenceSeeds: r.seeds ? perSeedText(r.seeds) : null,
    spAverage: typesetFixed(r.spAverage, 2),
    oscillation: typesetFixed(r.oscillation, 3),
    note: r.convergenceNote,
  };
}

const paperCell = (v: number | undefined, digits: number) =>
  v === undefined ? '—' : v.toFixed(digits);

export function comparisonRows(
  s: MptcpScenario,
  algorithms: readonly LabAlgorithm[],
  results: readonly ComparisonResult[],
  windowResults: readonly WindowComparisonResult[] | null = null,
): ComparisonRowView[] {
  return algorithms.map((alg) => {
    const r = results.find((x) => x.alg === alg);
    const fluidAlg = hasFluidModel(alg) ? alg : null;
    const p3 = fluidAlg ? PAPER_TABLE_III[fluidAlg] : undefined;
    const p4 = fluidAlg ? PAPER_TABLE_IV[fluidAlg] : undefined;
    const common = {
      alg,
      current: alg === s.alg,
      mpPaper: paperCell(p3?.mp, 2),
      spPaper: paperCell(p3?.sp, 2),
      convergencePaper: paperCell(p4?.convergence, 1),
      spAveragePaper: paperCell(p4?.sp, 2),
      window: windowResults ? windowCells(windowResults.find((x) => x.alg === alg)) : null,
    };
    if (!r) {
      // no fluid model (OLIA): a dash, not a pending cell
      const cell = fluidAlg ? '…' : '—';
      return {
        ...common,
        label: algorithmLabel(alg),
        pending: fluidAlg !== null,
        mp: cell,
        sp: cell,
        share: cell,
        shareValue: null,
        convergence: cell,
        spAverage: cell,
        lambdaBar: cell,
        oscillation: cell,
        note: fluidAlg ? null : 'no fluid model in this lab: window level only',
      };
    }
    const notes = [
      r.converged ? null : 'the equilibrium solver did not converge',
      r.nonUnique ? 'the split over routes is not unique' : null,
      r.convergenceNote,
      r.lambdaBar > LAMBDA_ZERO ? VACUOUS_LAMBDA : null,
    ].filter((n): n is string => n !== null);
    return {
      ...common,
      label: r.label,
      pending: false,
      mp: typesetFixed(r.mpMean, 2),
      sp: typesetFixed(r.spMean, 2),
      share: share(r.mpShare),
      shareValue: Number.isFinite(r.mpShare) ? r.mpShare : null,
      convergence: typesetSeconds(r.convergence),
      spAverage: typesetFixed(r.spAverage, 2),
      // zero up to rounding (Coupled: a singular Jacobian) reads as 0, not 4×10⁻¹⁶
      lambdaBar: Math.abs(r.lambdaBar) < LAMBDA_ZERO ? '0' : typesetSig(r.lambdaBar, 3),
      oscillation: typesetFixed(r.oscillation, 3),
      note: notes.length > 0 ? notes.join('; ') : null,
    };
  });
}

/** λ̄ this close to 0 is 0 (Coupled: a singular Jacobian gives 4×10⁻¹⁶). */
const LAMBDA_ZERO = 1e-9;

/**
 * Why a positive λ̄ is no answer: Theorem 3.5 orders responsiveness under C1-C3, and λ̄ > 0 means
 * [∂Φ/∂x]⁺ is not negative definite here (C2 fails), so Re(λ) ≤ θ λ̄ bounds nothing.
 */
export const VACUOUS_LAMBDA =
  'λ̄ > 0: C2 fails at this equilibrium ([∂Φ/∂x]⁺ is not negative definite), so λ̄ bounds no decay; the eigenvalues of J* give it';

export interface Ordering {
  /** "EWTCP (75.0 %) > Semicoupled (66.7 %) > Max = Balia (eq. 12) …" */
  text: string;
  /** no pair of ours is in the reverse of the paper's order along PAPER_ORDER */
  matchesPaper: boolean;
  /**
   * neighbours along the paper's order that ours cannot tell apart (equal to 1e-6): a tie is not
   * the paper's strict order, only no reversal of it (five algorithms at 1.00 s are no order)
   */
  ties: number;
  complete: boolean;
}

const TIE = 1e-6;

/**
 * The paper's five algorithms sorted by a metric, ties (to 1e-6 relative) written "=" and counted,
 * and whether ours is monotone along the paper's order: decreasing for the MP-TCP share (Sec. IV-A), increasing
 * for the convergence time and the single-path throughput (Table IV).
 */
export function ordering<R extends { alg: LabAlgorithm }>(
  results: readonly R[],
  metric: (r: R) => number | null,
  direction: 'decreasing' | 'increasing',
  show: (v: number) => string,
): Ordering {
  const rows = PAPER_ORDER.map((alg) => results.find((r) => r.alg === alg)).filter(
    (r): r is R => r !== undefined,
  );
  const values = rows.map((r) => metric(r) ?? NaN);
  const complete = rows.length === PAPER_ORDER.length && values.every(Number.isFinite);
  const sign = direction === 'decreasing' ? -1 : 1;
  const close = (a: number, b: number) =>
    Math.abs(a - b) <= TIE * Math.max(Math.abs(a), Math.abs(b));
  let matchesPaper = complete;
  let ties = 0;
  for (let i = 1; i < values.length; i++)
    if (close(values[i], values[i - 1])) ties++;
    else if (sign * (values[i] - values[i - 1]) < 0) matchesPaper = false;
  const order = rows
    .map((r, i) => ({ r, v: values[i] }))
    .filter((e) => Number.isFinite(e.v))
    .sort((a, b) => sign * (a.v - b.v));
  let text = '';
  order.forEach((e, i) => {
    if (i > 0)
      text += close(e.v, order[i - 1].v) ? ' = ' : direction === 'decreasing' ? ' > ' : ' < ';
    text += `${algorithmLabel(e.r.alg)} (${show(e.v)})`;
  });
  return { text, matchesPaper, ties, complete };
}

type Measured = {
  alg: LabAlgorithm;
  mpShare: number;
  convergence: number | null;
  spAverage: number;
};

export const shareOrdering = (results: readonly Measured[]) =>
  ordering(
    results,
    (r) => r.mpShare,
    'decreasing',
    (v) => `${typesetFixed(100 * v, 1)} %`,
  );

export const convergenceOrdering = (results: readonly Measured[]) =>
  ordering(
    results,
    (r) => r.convergence,
    'increasing',
    (v) => `${typesetSeconds(v)} s`,
  );

export const spAverageOrdering = (results: readonly Measured[]) =>
  ordering(
    results,
    (r) => r.spAverage,
    'increasing',
    (v) => `${typesetFixed(v, 2)} Mbit/s`,
  );
