import { csvText } from '../../format/csv';
import { cell } from '../../sweep/output';
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
        cell(d),
        cell(c.alpha[k]),
        cell(c.beta_removed[k]),
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
      cell(t),
      cell(l.mean[i]),
      cell(l.meanHalfWidth[i]),
      cell(l.xStar[i]),
      cell(l.ratio[i]),
      cell(l.ratioHalfWidth[i]),
      cell(l.std[i]),
      cell(l.cv[i]),
      cell(l.cvHalfWidth[i]),
      cell(l.backoffRate[i]),
      cell(l.mu),
      cell(l.muHalfWidth),
    ]),
  );
  return table(SMM_COLUMNS, rows);
}

/** W_Illinois/W_Reno per model at each p_d, the bound (31), and whether the model holds there. */
export function lossyCsv(r: LossyReport): string {
  return table(
    ['pd', 'ratio_paper', 'ratio_sawtooth', 'ratio_random', 'bound', 'valid'],
    r.points.map((p) => [
      cell(p.pd),
      cell(p.ratio.paper),
      cell(p.ratio.sawtooth),
      cell(p.ratio.random),
      cell(r.bound),
      p.valid ? '1' : '0',
    ]),
  );
}
