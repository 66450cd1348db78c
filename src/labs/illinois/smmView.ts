import { OKABE_ITO, THEORY_COLOR } from '../../charts';
import type { Domain, LineSeries, ReferenceLine, TooltipRow } from '../../charts';
import type { CongestionLevel } from '../../engines/models/illinois';
import type { Basis } from './scenario';
import { statsOf, type SmmLevelRun } from './smmReport';
import { fixed } from '../../format/numbers';
import { backoffsPerEvent } from './muReadout';

/**
 * The SMM view's charts from the runs of the three levels (Figs. 2-7): per level, x̄ᵢ/xᵢ* and
 * Std(xᵢ)/x̄ᵢ per flow with their 95 % intervals, and log x̄ᵢ against log Tᵢ with the fitted line
 * of slope −(1 + μ). The axes of a row are shared across the levels so that the eye compares them.
 * Pure: the page only draws what this returns.
 */
export const LEVEL_COLORS: Record<CongestionLevel, string> = {
  light: OKABE_ITO.bluishGreen,
  medium: OKABE_ITO.orange,
  heavy: OKABE_ITO.vermillion,
};

export const LEVEL_TITLES: Record<CongestionLevel, string> = {
  light: 'Light',
  medium: 'Medium',
  heavy: 'Heavy',
};

/** "M uniform on 1..2 (⌈N/2⌉)" */
export function levelRange(level: CongestionLevel, mMax: number): string {
  const of = level === 'light' ? '⌈N/2⌉' : level === 'medium' ? 'N' : '2N';
  return `M uniform on 1…${mMax} (${of})`;
}

/** x̄ᵢ/xᵢ* if x̄ᵢ ∝ Tᵢ^−(1+μ): (27)'s allocation against equal windows (x* ∝ 1/T). */
export function ratioAtMu(rttMs: readonly number[], mu: number): number[] {
  const a = rttMs.map((t) => t ** -(1 + mu));
  const b = rttMs.map((t) => 1 / t);
  const sa = a.reduce((s, v) => s + v, 0);
  const sb = b.reduce((s, v) => s + v, 0);
  return a.map((v, i) => v / sa / (b[i] / sb));
}

export interface LevelCharts {
  level: CongestionLevel;
  mMax: number;
  mu: number | null;
  muHalfWidth: number | null;
  /** the flows backing off per congestion event (mean), of `flows` */
  backoffs: number;
  flows: number;
  ratio: LineSeries[];
  cv: LineSeries[];
  log: LineSeries[];
}

export interface SmmCharts {
  levels: (LevelCharts | null)[];
  flowDomain: Domain;
  ratioDomain: Domain;
  cvDomain: Domain;
  logXDomain: Domain;
  logYDomain: Domain;
  ratioRefs: ReferenceLine[];
}

const f64 = (xs: number[]): Float64Array => Float64Array.from(xs);
const flowXs = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
const interleave = (xs: readonly number[], ys: readonly number[]): Float64Array =>
  f64(xs.flatMap((x, k) => [x, ys[k]]));
const withErrors = (v: readonly number[], hw: readonly number[]): Float64Array =>
  f64(v.flatMap((m, k) => [m - hw[k], m + hw[k]]));
function levelCharts(run: SmmLevelRun, basis: Basis): LevelCharts {
  const st = statsOf(run, basis);
  const n = run.rttMs.length;
  const xs = flowXs(n);
  const color = LEVEL_COLORS[run.congestion];
  const details: TooltipRow[][] = run.rttMs.map((t, i) => [
    { label: 'RTT', value: `${t} ms` },
    { label: 'x̄ (packets/s)', value: `${fixed(st.mean[i], 1)} ± ${fixed(st.meanHalfWidth[i], 1)}` },
    { label: 'x* (equal windows)', value: fixed(st.xStar[i], 1) },
    { label: 'x̄/x*', value: `${fixed(st.ratio[i], 4)} ± ${fixed(st.ratioHalfWidth[i], 4)}` },
    { label: 'Std/x̄', value: `${fixed(st.cv[i], 4)} ± ${fixed(st.cvHalfWidth[i], 4)}` },
  ]);
  const dots = (id: string, label: string, ys: number[], hw: number[]): LineSeries => ({
    id,
    label,
    color,
    points: interleave(xs, ys),
    errors: withErrors(ys, hw),
    showPoints: true,
    connect: false,
    details,
  });
  const ratio: LineSeries[] = [
    dots(`ratio-${run.congestion}`, 'x̄ᵢ/xᵢ* (95 %)', st.ratio, st.ratioHalfWidth),
  ];
  if (st.fit)
    ratio.push({
      id: `mu1-${run.congestion}`,
      label: 'if x̄ ∝ 1/T² (μ = 1)',
      color: THEORY_COLOR,
      points: interleave(xs, ratioAtMu(run.rttMs, 1)),
      dashed: true,
      width: 1.5,
      hoverable: false,
    });
  const cv = [dots(`cv-${run.congestion}`, 'Std(xᵢ)/x̄ᵢ (95 %)', st.cv, st.cvHalfWidth)];

  // log₁₀ x̄ against log₁₀ T (ms), sorted by T (a line's x may not decrease)
  const order = run.rttMs.map((_, i) => i).sort((a, b) => run.rttMs[a] - run.rttMs[b]);
  const lx = order.map((i) => Math.log10(run.rttMs[i]));
  const ly = order.map((i) => Math.log10(st.mean[i]));
  const log: LineSeries[] = [
    {
      id: `log-${run.congestion}`,
      label: 'log₁₀ x̄ᵢ',
      color,
      points: interleave(lx, ly),
      errors: f64(
        order.flatMap((i) => [
          Math.log10(Math.max(1e-300, st.mean[i] - st.meanHalfWidth[i])),
          Math.log10(st.mean[i] + st.meanHalfWidth[i]),
        ]),
      ),
      showPoints: true,
      connect: false,
      details: order.map((i) => details[i]),
    },
  ];
  if (st.fit) {
    const fit = st.fit;
    // the fit is ln x̄ = a + s·ln T with T in seconds: in log₁₀ with T in ms
    const at = (x: number) => (fit.intercept + fit.slope * Math.log(10 ** x / 1000)) / Math.LN10;
    const ends = [lx[0], lx[lx.length - 1]];
    log.push({
      id: `fit-${run.congestion}`,
      label: `fit: slope −(1 + μ) = ${fit.slope.toFixed(3)}`,
      color,
      points: interleave(ends, ends.map(at)),
      width: 2,
      hoverable: false,
    });
    const cx = lx.reduce((s, v) => s + v, 0) / n;
    const cy = ly.reduce((s, v) => s + v, 0) / n;
    const guide = (slope: number, label: string, id: string): LineSeries => ({
      id: `${id}-${run.congestion}`,
      label,
      color: THEORY_COLOR,
      points: interleave(
        ends,
        ends.map((x) => cy + slope * (x - cx)),
      ),
      dashed: true,
      width: 1,
      hoverable: false,
    });
    log.push(guide(-1, 'slope −1 (μ = 0)', 'mu0'), guide(-2, 'slope −2 (μ = 1)', 'mu1'));
  }
  return {
    level: run.congestion,
    mMax: run.mMax,
    mu: st.fit?.mu ?? null,
    muHalfWidth: st.fit?.muHalfWidth ?? null,
    backoffs: backoffsPerEvent(run.flowsCut),
    flows: n,
    ratio,
    cv,
    log,
  };
}

/** The lowest and highest y (with error bars) of some series, padded by `pad` of the span. */
function extent(series: LineSeries[], pad: number, floor?: number): Domain {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series) {
    for (let k = 1; k < s.points.length; k += 2) {
      lo = Math.min(lo, s.points[k]);
      hi = Math.max(hi, s.points[k]);
    }
    for (const v of s.errors ?? []) {
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  if (!(hi >= lo)) return [0, 1];
  const span = hi - lo || Math.abs(hi) * 0.1 || 1;
  return [floor ?? lo - pad * span, hi + pad * span];
}

function xExtent(series: LineSeries[]): Domain {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series)
    for (let k = 0; k < s.points.length; k += 2) {
      lo = Math.min(lo, s.points[k]);
      hi = Math.max(hi, s.points[k]);
    }
  if (!(hi >= lo)) return [0, 1];
  const pad = hi > lo ? (hi - lo) * 0.06 : 0.05;
  return [lo - pad, hi + pad];
}

/** The three levels' charts (null where a level has not finished) on shared axes. */
export function smmCharts(runs: readonly (SmmLevelRun | undefined)[], basis: Basis): SmmCharts {
  const levels = runs.map((r) => (r ? levelCharts(r, basis) : null));
  const done = levels.filter((l): l is LevelCharts => l !== null);
  const n = runs.find((r) => r)?.rttMs.length ?? 1;
  const ratio = extent(
    done.flatMap((l) => l.ratio),
    0.08,
  );
  return {
    levels,
    flowDomain: [0.5, n + 0.5],
    ratioDomain: [Math.min(ratio[0], 0.98), Math.max(ratio[1], 1.02)],
    cvDomain: extent(
      done.flatMap((l) => l.cv),
      0.1,
      0,
    ),
    logXDomain: xExtent(done.flatMap((l) => l.log)),
    logYDomain: extent(
      done.flatMap((l) => l.log),
      0.08,
    ),
    ratioRefs: [{ y: 1, label: 'μ = 0' }],
  };
}
