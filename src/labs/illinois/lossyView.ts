import { CHART_MUTED, OKABE_ITO } from '../../charts';
import type { Domain, LineSeries, ReferenceLine } from '../../charts';
import { PAPER_PRESET, type LossyModel } from '../../engines/models/illinois';
import { csvText } from '../../format/csv';
import { formatNumber, scientific } from '../../format/numbers';
import { lossyCsv } from './csv';
import { lossyReport, type LossyReport } from './lossyReport';
import { pdValues } from './pdAxis';
import type { IllinoisScenario } from './scenario';

/**
 * The lossy-link view (Sec. 5, eq. 31; Sec. 6.3): W_Illinois/W_Reno against p_d on a log axis for
 * the three models of the mean window, the bound as a reference line, where the model stops
 * holding (a queue builds below noQueueLossThreshold), and the two mean windows themselves.
 * Pure: the page only draws what this returns.
 */
export const MODEL_STYLE: Record<LossyModel, { label: string; color: string; dashed: boolean }> = {
  paper: { label: 'paper, W̄ ∝ √(α/(βp)) (31)', color: OKABE_ITO.blue, dashed: false },
  sawtooth: { label: 'periodic sawtooth', color: OKABE_ITO.orange, dashed: false },
  random: { label: 'independent random losses', color: OKABE_ITO.bluishGreen, dashed: true },
};

export interface LossyView {
  report: LossyReport;
  xDomain: Domain;
  /** the x range with the simulated points' p_d too (sim=1) */
  simDomain: Domain;
  ratio: { series: LineSeries[]; references: ReferenceLine[] };
  windows: { series: LineSeries[]; references: ReferenceLine[] };
  csv: () => string;
  windowsCsv: () => string;
  /** the paper's ns-2 measurement applies (Sec. 6.3 used α_max = 10, β_min = ⅛) */
  paperSetting: boolean;
}

const MODELS: LossyModel[] = ['paper', 'sawtooth', 'random'];

export function lossyView(s: IllinoisScenario): LossyView {
  const r = lossyReport(s);
  const pds = r.points.map((p) => p.pd);
  const few = pds.length < 3;
  const line = (model: LossyModel, ys: number[], prefix = ''): LineSeries => ({
    id: `${prefix}${model}`,
    label: MODEL_STYLE[model].label,
    color: MODEL_STYLE[model].color,
    dashed: MODEL_STYLE[model].dashed,
    points: Float64Array.from(pds.flatMap((x, k) => [x, ys[k]])),
    showPoints: few,
  });
  const validity: ReferenceLine[] = [];
  // the axis reaches out to a validity limit within a factor 3 of the range, to show it
  const near = (v: number | null): v is number =>
    v !== null && v >= pds[0] / 3 && v <= pds[pds.length - 1] * 3;
  const q = r.noQueueLossThreshold;
  const w = r.wthreshLossLimit;
  const lo = Math.min(pds[0], near(q) ? q / 1.25 : Infinity);
  const hi = Math.max(pds[pds.length - 1], near(w) ? w * 1.25 : -Infinity);
  const inRange = near;
  if (inRange(r.noQueueLossThreshold))
    validity.push({ x: r.noQueueLossThreshold, label: '← queue builds', color: CHART_MUTED });
  if (inRange(r.wthreshLossLimit))
    validity.push({ x: r.wthreshLossLimit, label: 'W < W_thresh →', color: CHART_MUTED });
  const paperSetting =
    r.alphaMax === PAPER_PRESET.alphaMax && r.betaRemovedMin === PAPER_PRESET.betaRemovedMin;
  const ratioRefs: ReferenceLine[] = [
    { y: r.bound, label: `(31): √(α_max/(2β_min)) = ${scientific(r.bound)}` },
    ...(paperSetting
      ? [{ y: 4, label: 'ns-2, Sec. 6.3: ≈ 4 (timeouts)', color: OKABE_ITO.reddishPurple }]
      : []),
    ...validity,
  ];
  const windowSeries: LineSeries[] = [
    ...(['paper', 'random'] as const).map((m) => ({
      ...line(
        m,
        r.points.map((p) => p.illinois[m]),
        'ill-',
      ),
      label: `Illinois, ${m === 'paper' ? 'paper model' : 'random losses'}`,
      color: OKABE_ITO.blue,
    })),
    ...(['paper', 'random'] as const).map((m) => ({
      ...line(
        m,
        r.points.map((p) => p.reno[m]),
        'reno-',
      ),
      label: `Reno, ${m === 'paper' ? 'paper model (1)' : 'random losses'}`,
      color: OKABE_ITO.grey,
    })),
  ];
  const windowsCsv = () =>
    csvText([
      ['pd', 'w_illinois_paper', 'w_illinois_random', 'w_reno_paper', 'w_reno_random'],
      ...r.points.map((p) =>
        [p.pd, p.illinois.paper, p.illinois.random, p.reno.paper, p.reno.random].map((v) =>
          formatNumber(v),
        ),
      ),
    ]);
  const sims = pdValues(s.simpd);
  return {
    report: r,
    xDomain: [lo, hi],
    simDomain: [Math.min(lo, sims[0] / 1.15), Math.max(hi, sims[sims.length - 1] * 1.15)],
    ratio: {
      series: MODELS.map((m) =>
        line(
          m,
          r.points.map((p) => p.ratio[m]),
        ),
      ),
      references: ratioRefs,
    },
    windows: {
      series: windowSeries,
      references: [{ y: r.bdp, label: `BDP = ${scientific(r.bdp)} packets` }, ...validity],
    },
    csv: () => lossyCsv(r),
    windowsCsv,
    paperSetting,
  };
}
