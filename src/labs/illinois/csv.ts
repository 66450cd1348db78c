import { csvText } from '../../format/csv';
import { csvNumber } from '../../format/numbers';
import type { CurveSet } from './curvesReport';
import type { LossyReport } from './lossyReport';
import type { SmmSummary } from './smmReport';

/**
 * The lab's CSV tables, one per view: what `--format csv` prints and what the page's CSV buttons
 * download (the same columns, so a figure made from either matches).
 */
const table = (header: string[], rows: string[][]): string => csvText([header, ...rows]);

/**
 * d_a (ms), alpha, beta_removed: f₁ and f₂ at each sampled delay; with several variants (the
 * page's overlay) a first column names the variant of each row.
 */
export function curvesCsv(sets: readonly CurveSet[]): string {
  const many = sets.length > 1;
  return table(
    [...(many ? ['variant'] : []), 'd_a', 'alpha', 'beta_removed'],
    sets.flatMap((c) =>
      c.d_a.map((d, k) => [
        ...(many ? [c.variant] : []),
        csvNumber(d),
        csvNumber(c.alpha[k]),
        csvNumber(c.beta_removed[k]),
      ]),
    ),
  );
}

export const SMM_COLUMNS = [
  'congestion',
  'flow',
  'rtt_ms',
  'mean',
  'mean_hw',
  'x_star',
  'ratio',
  'ratio_hw',
  'std',
  'cv',
  'cv_hw',
  'backoff_rate',
  'mu',
  'mu_hw',
];

/** One row per flow and level: x̄ᵢ, xᵢ*, x̄ᵢ/xᵢ*, Std/x̄ with 95 % half-widths, and μ of the level. */
export function smmCsv(levels: readonly SmmSummary[]): string {
  const rows = levels.flatMap((l) =>
    l.rttMs.map((t, i) => [
      l.congestion,
      String(i + 1),
      csvNumber(t),
      csvNumber(l.mean[i]),
      csvNumber(l.meanHalfWidth[i]),
      csvNumber(l.xStar[i]),
      csvNumber(l.ratio[i]),
      csvNumber(l.ratioHalfWidth[i]),
      csvNumber(l.std[i]),
      csvNumber(l.cv[i]),
      csvNumber(l.cvHalfWidth[i]),
      csvNumber(l.backoffRate[i]),
      csvNumber(l.mu),
      csvNumber(l.muHalfWidth),
    ]),
  );
  return table(SMM_COLUMNS, rows);
}

/** W_Illinois/W_Reno per model at each p_d, the bound (31), and whether the model holds there. */
export function lossyCsv(r: LossyReport): string {
  return table(
    ['pd', 'ratio_paper', 'ratio_sawtooth', 'ratio_random', 'bound', 'valid'],
    r.points.map((p) => [
      csvNumber(p.pd),
      csvNumber(p.ratio.paper),
      csvNumber(p.ratio.sawtooth),
      csvNumber(p.ratio.random),
      csvNumber(r.bound),
      p.valid ? '1' : '0',
    ]),
  );
}
