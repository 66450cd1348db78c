import { OKABE_ITO } from '../../charts';
import type { Domain, LineSeries, ReferenceLine } from '../../charts';
import { BETA_REMOVED_LABEL, type IllinoisRules } from '../../engines/models/illinois';
import { sig } from '../../format/numbers';
import { curvesCsv } from './csv';
import { curveSet, otherVariant, ruleSentences, type CurveSet } from './curvesReport';
import type { IllinoisScenario } from './scenario';

/**
 * Fig. 1 for the page: α = f₁(dₐ) and β (removed) = f₂(dₐ) on one dₐ axis (two charts, their y
 * scales differ by a factor of 20), d₁, d₂, d₃, d_m marked on both, the other variant dashed when
 * asked, and the κ's as text. Closed forms, computed here on the page (a few hundred points).
 * Pure: the page only draws what this returns.
 */
export const CURVE_COLORS = { alpha: OKABE_ITO.blue, beta: OKABE_ITO.vermillion } as const;

/** Samples for the drawing: f₁ falls from α_max to ≈ 1 within a few hundredths of d_m past d₁. */
export const DRAW_POINTS = 801;

export const VARIANT_NAMES: Record<IllinoisRules, string> = {
  paper: 'paper (Sec. 3)',
  linux: 'Linux (tcp_illinois.c)',
};

export interface CurvesView {
  main: CurveSet;
  other: CurveSet | null;
  xDomain: Domain;
  alpha: { series: LineSeries[]; references: ReferenceLine[]; yDomain: Domain };
  beta: { series: LineSeries[]; references: ReferenceLine[]; yDomain: Domain };
  /** "d₁ = 0.4 ms", … */
  thresholds: string[];
  /** "κ₁ = 4 α·ms", … */
  kappas: string[];
  rules: { theta: string; wthresh: string };
  /** what both charts show (one table: they share the dₐ axis) */
  csv: () => string;
}

const interleave = (xs: readonly number[], ys: readonly number[]): Float64Array => {
  const out = new Float64Array(2 * xs.length);
  xs.forEach((x, k) => {
    out[2 * k] = x;
    out[2 * k + 1] = ys[k];
  });
  return out;
};

function kappaTexts(c: CurveSet): string[] {
  const k = c.kappas;
  // κ₂ = 0 exactly when η₁ = α_min/α_max (the paper's values): show 0, not the rounding
  const tiny = (v: number | null) => (v !== null && Math.abs(v) < 1e-9 * c.thresholdsMs.dm ? 0 : v);
  const show = (name: string, v: number | null, unit: string, why: string) =>
    v === null ? `${name}: none (${why})` : `${name} = ${sig(v, 4)}${unit}`;
  return [
    show('κ₁', k.kappa1, ' α·ms', 'α is constant'),
    show('κ₂', tiny(k.kappa2), ' ms', 'α is constant'),
    show('κ₃', k.kappa3, '', 'β is a step'),
    show('κ₄', k.kappa4, ' /ms', 'β is a step'),
  ];
}

export function curvesView(s: IllinoisScenario): CurvesView {
  const main = curveSet(s, s.variant, DRAW_POINTS);
  const other = s.overlay ? curveSet(s, otherVariant(s.variant), DRAW_POINTS) : null;
  const sets = other ? [main, other] : [main];
  const series = (key: 'alpha' | 'beta_removed', color: string, name: string): LineSeries[] =>
    sets.map((c, k) => ({
      id: `${key}-${c.variant}`,
      label: `${name}, ${VARIANT_NAMES[c.variant]}`,
      color,
      points: interleave(c.d_a, c[key]),
      dashed: k > 0,
      width: k > 0 ? 1.5 : 2.5,
    }));
  const t = main.thresholdsMs;
  const marks: ReferenceLine[] = [
    { x: t.d1, label: 'd₁' },
    { x: t.d2, label: 'd₂' },
    { x: t.d3, label: 'd₃' },
    { x: t.dm, label: 'd_m' },
  ];
  const p = main.params;
  const alphaTop = Math.max(...sets.map((c) => c.params.alphaMax));
  const betaTop = Math.max(...sets.map((c) => c.params.betaRemovedMax));
  return {
    main,
    other,
    xDomain: [0, t.dm],
    alpha: {
      series: series('alpha', CURVE_COLORS.alpha, 'α'),
      references: marks,
      yDomain: [0, alphaTop * 1.08],
    },
    beta: {
      series: series('beta_removed', CURVE_COLORS.beta, BETA_REMOVED_LABEL),
      references: marks,
      yDomain: [0, Math.min(1, betaTop * 1.15)],
    },
    thresholds: [
      `d₁ = η₁d_m = ${sig(t.d1, 4)} ms`,
      `d₂ = η₂d_m = ${sig(t.d2, 4)} ms`,
      `d₃ = η₃d_m = ${sig(t.d3, 4)} ms`,
      `d_m = ${sig(t.dm, 4)} ms`,
    ],
    kappas: kappaTexts(main),
    rules: ruleSentences(p, t.dm),
    csv: () => curvesCsv(sets),
  };
}
