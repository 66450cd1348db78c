import type { Analysis } from '../../engines/fluid/analysis';
import type { ConditionChecks } from '../../engines/fluid/conditions';
import { solveEquilibrium } from '../../engines/fluid/equilibrium';
import { pktsToMbps, routeUses, type CompiledNetwork } from '../../engines/fluid/network';

/**
 * What the page shows of the equilibrium and its analysis, in the lab's units (Mbit/s; prices as
 * loss probabilities), as plain data and typed arrays that a worker can transfer.
 */
export interface PhaseEquilibrium {
  /** the phase [from, to) between two starts or stops of sources */
  from: number;
  to: number;
  /** route rates (Mbit/s, flat route order) and link prices at its equilibrium */
  x: Float64Array;
  p: Float64Array;
}

export interface AnalysisView {
  horizon: number;
  /** the equilibria of the successive phases (one when no source starts or stops) */
  phases: PhaseEquilibrium[];
  /** at the end of the run (what the report and the CSV hold) */
  x: Float64Array;
  p: Float64Array;
  totals: Float64Array;
  linkLoad: Float64Array;
  active: Uint8Array;
  mpMean: number;
  spMean: number;
  mpShare: number;
  lambdaBar: number;
  lambdaMin: number;
  spectralAbscissa: number;
  eigenvalues: { re: number; im: number }[];
  /** D_s per source (NaN for inactive ones) */
  oscillation: Float64Array;
  conditions: ConditionChecks[];
  routingFullRowRank: boolean;
  converged: boolean;
  residual: number;
  message: string;
  nonUnique: { kind: 'split' | 'totals'; note: string } | null;
  /** flat indices of unused routes sitting on the boundary phi_r = q_r */
  boundaryRoutes: number[];
}

/** Start and stop times of sources strictly inside (0, horizon), sorted. */
export function eventTimes(n: CompiledNetwork, horizon: number): number[] {
  const set = new Set<number>();
  for (let s = 0; s < n.nS; s++)
    for (const t of [n.start[s], n.stop[s]]) if (t > 0 && t < horizon) set.add(t);
  return [...set].sort((a, b) => a - b);
}

const toMbps = (n: CompiledNetwork, x: ArrayLike<number>) =>
  Float64Array.from(x, (v) => pktsToMbps(v, n.pktBytes));

export function analysisView(n: CompiledNetwork, a: Analysis, horizon: number): AnalysisView {
  const eq = a.equilibrium;
  const cuts = [0, ...eventTimes(n, horizon), horizon];
  const phases: PhaseEquilibrium[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const single = cuts.length === 2;
    const e = single ? eq : solveEquilibrium(n, { at: cuts[k] });
    phases.push({ from: cuts[k], to: cuts[k + 1], x: toMbps(n, e.x), p: Float64Array.from(e.p) });
  }
  const load = new Float64Array(n.nL);
  for (let l = 0; l < n.nL; l++)
    for (let r = 0; r < n.nR; r++) if (routeUses(n, r, l)) load[l] += eq.x[r];
  const f = a.friendliness;
  return {
    horizon,
    phases,
    x: toMbps(n, eq.x),
    p: Float64Array.from(eq.p),
    totals: toMbps(n, a.totals),
    linkLoad: toMbps(n, load),
    active: Uint8Array.from(eq.activeSources),
    mpMean: pktsToMbps(f.mpMean, n.pktBytes),
    spMean: pktsToMbps(f.spMean, n.pktBytes),
    mpShare: f.mpShare,
    lambdaBar: a.spectrum.lambdaBar,
    lambdaMin: a.spectrum.lambdaMin,
    spectralAbscissa: a.spectrum.spectralAbscissa,
    eigenvalues: a.spectrum.re.map((re, i) => ({ re, im: a.spectrum.im[i] })),
    oscillation: Float64Array.from(a.oscillation),
    conditions: a.conditions,
    routingFullRowRank: a.routingFullRowRank,
    converged: eq.converged,
    residual: eq.residual,
    message: eq.message,
    nonUnique: eq.nonUnique ? { kind: eq.nonUnique.kind, note: eq.nonUnique.note } : null,
    boundaryRoutes: [...eq.boundaryRoutes],
  };
}

/** The typed arrays of a view, for Comlink.transfer (each buffer once). */
export function analysisTransferables(v: AnalysisView): ArrayBuffer[] {
  const arrays = [
    v.x,
    v.p,
    v.totals,
    v.linkLoad,
    v.active,
    v.oscillation,
    ...v.phases.flatMap((ph) => [ph.x, ph.p]),
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}
