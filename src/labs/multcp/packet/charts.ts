import { CHART_FG, CHART_MUTED, OKABE_ITO, THEORY_COLOR } from '../../../charts';
import type { LineBand, LineSeries, ReferenceLine, TooltipRow } from '../../../charts';
import { multcpGain, multcpUtilization, parallelUtilization } from '../../../engines/models/multcp';
import type { Estimate } from '../../../sweep/aggregate';
import { axisValues } from '../../../sweep/axis';
import { pairs } from '../chartSeries';
import { curveNs } from '../gain';
import type { MultcpPointResult } from '../sweep/results';
import { MULTCP_DEFAULTS, type MultcpScenario } from '../scenario';
import { parseSeries, runnableSpec, seriesOf } from './views';
import { sig } from '../../../format/numbers';
import { seedRows } from '../../kit/seeds';

/**
 * The packet views' line charts as data (pure: the components only draw what this returns): one
 * series of points with 95 % intervals per flavour (solid: MulTCP; dashed: N separate TCPs), the
 * closed forms under them, the hover's rows per point.
 */
export const FLAVOUR_COLOR: Record<string, string> = {
  tahoe: OKABE_ITO.skyBlue,
  reno: OKABE_ITO.vermillion,
  newreno: OKABE_ITO.bluishGreen,
  sack: OKABE_ITO.blue,
};

export interface PacketChart {
  series: LineSeries[];
  references: ReferenceLine[];
  bands?: LineBand[];
  xDomain: readonly [number, number];
}

/** "2.25 ± 0.27" (the 95 % interval's half-width); `decimals` for fractions such as 0.981 ± 0.004. */
export function estimateText(e: Estimate | null, d = 3, decimals?: number): string {
  if (!e || !Number.isFinite(e.mean)) return '—';
  const f = (v: number, digits: number) =>
    decimals === undefined ? sig(v, digits) : v.toFixed(decimals);
  return e.ci95 ? `${f(e.mean, d)} ± ${f((e.ci95[1] - e.ci95[0]) / 2, 2)}` : f(e.mean, d);
}

/** A fraction's estimate in per cent: "22.8 ± 13 %". */
export function percentText(e: Estimate | null): string {
  if (!e || !Number.isFinite(e.mean)) return '—';
  const scaled = {
    mean: 100 * e.mean,
    ci95: e.ci95 && ([100 * e.ci95[0], 100 * e.ci95[1]] as [number, number]),
  };
  return `${estimateText(scaled, 3)} %`;
}

export function seriesLabel(series: string, view: string): string {
  const { multcp, flavour } = parseSeries(series);
  if (view === 'rwnd') return multcp ? 'MulTCP(N), simulated' : 'one TCP, simulated';
  if (view === 'util') return multcp ? 'one MulTCP(N)' : 'N TCPs';
  const f = flavour === 'newreno' ? 'NewReno' : flavour === 'sack' ? 'SACK' : (flavour ?? '');
  const name = f.charAt(0).toUpperCase() + f.slice(1);
  return multcp ? `MulTCP(N) over ${name}` : `N ${name} TCPs`;
}

/**
 * The simulated points of one series (sorted by x), as a line with error bars; each point's hover
 * rows end with its replications and their seeds.
 */
export function pointsSeries(
  results: readonly MultcpPointResult[],
  series: string,
  view: string,
  pick: (r: MultcpPointResult) => Estimate | null,
  rows: (r: MultcpPointResult) => TooltipRow[],
  scale = 1,
  x: (r: MultcpPointResult) => number = (r) => r.coords[0],
  /** the smallest value an interval is drawn down to (a spread is never negative) */
  floor = -Infinity,
): LineSeries {
  const mine = results
    .filter((r) => r.series === series && pick(r) !== null && Number.isFinite(pick(r)!.mean))
    .sort((a, b) => x(a) - x(b));
  const points = new Float64Array(2 * mine.length);
  const errors = new Float64Array(2 * mine.length);
  mine.forEach((r, i) => {
    const e = pick(r)!;
    points[2 * i] = x(r);
    points[2 * i + 1] = e.mean * scale;
    errors[2 * i] = Math.max(floor, (e.ci95 ? e.ci95[0] : e.mean) * scale);
    errors[2 * i + 1] = (e.ci95 ? e.ci95[1] : e.mean) * scale;
  });
  const { multcp, flavour } = parseSeries(series);
  return {
    id: series,
    label: seriesLabel(series, view),
    color:
      view === 'util'
        ? multcp
          ? OKABE_ITO.vermillion
          : OKABE_ITO.blue
        : view === 'rwnd'
          ? multcp
            ? OKABE_ITO.bluishGreen
            : OKABE_ITO.orange
          : (FLAVOUR_COLOR[flavour ?? ''] ?? CHART_MUTED),
    points,
    errors,
    showPoints: true,
    dashed: !multcp && view === 'fig4',
    width: multcp ? 2 : 1.5,
    // the point's numbers, then its replications and their seeds
    details: mine.map((r) => [...rows(r), ...seedRows(r.runs.map((x) => x.seed))]),
  };
}

const runnable = (s: MultcpScenario) => runnableSpec(s, MULTCP_DEFAULTS);

function nDomain(s: MultcpScenario): [number, number] {
  const xs = runnable(s).sweep ? axisValues(runnable(s).sweep!) : [1, 10];
  const hi = Math.max(...xs);
  return [Math.min(1, ...xs), hi > 1 ? hi : 2];
}

/** Fig. 4: the gain per flavour, N TCPs, Annex B and the ideal N. */
export function fig4Chart(s: MultcpScenario, results: readonly MultcpPointResult[]): PacketChart {
  const xDomain = nDomain(s);
  const ns = curveNs(xDomain[1]);
  const rows = (r: MultcpPointResult): TooltipRow[] => [
    { label: 'gain', value: estimateText(r.value) },
    { label: r.theory === r.coords[0] ? 'ideal N' : 'Annex B', value: sig(r.theory, 4) },
    { label: 'Mbit/s (it, one TCP)', value: `${sig(r.mbps, 3)}, ${sig(r.refMbps, 3)}` },
    { label: 'timeouts per run', value: `${sig(r.timeouts, 3)}, ${sig(r.refTimeouts, 3)}` },
  ];
  return {
    xDomain,
    series: [
      {
        id: 'ideal',
        label: 'ideal: N',
        color: CHART_MUTED,
        points: pairs(xDomain, (n) => n),
        dashed: true,
        width: 1,
        hoverable: false,
      },
      {
        id: 'annexb',
        label: 'Annex B: (2/√3)√(N(N − ¼))',
        color: THEORY_COLOR,
        points: pairs(ns, multcpGain),
        width: 1.5,
        hoverable: false,
      },
      ...(seriesOf(runnable(s)) ?? []).map((name) =>
        pointsSeries(results, name, 'fig4', (r) => r.value, rows),
      ),
    ],
    references: [],
  };
}

/** Fig. 5: the spread of RTT-normalized throughput, and within pairs of equal RTT. */
export function fig5Chart(s: MultcpScenario, results: readonly MultcpPointResult[]): PacketChart {
  const rows = (r: MultcpPointResult): TooltipRow[] => [
    { label: 'spread (RTT × T)', value: percentText(r.value) },
    { label: 'within equal-RTT pairs', value: percentText(r.pairSpread) },
    { label: 'Mbit/s per flow', value: sig(r.mbps, 3) },
    { label: 'timeouts per flow', value: sig(r.timeouts, 3) },
  ];
  const names = seriesOf(runnable(s)) ?? [];
  return {
    xDomain: nDomain(s),
    series: names.flatMap((name) => [
      pointsSeries(results, name, 'fig5', (r) => r.value, rows, 100, undefined, 0),
      {
        ...pointsSeries(results, name, 'fig5', (r) => r.pairSpread, rows, 100, undefined, 0),
        id: `${name}-pairs`,
        label: `${seriesLabel(name, 'fig5')}, equal-RTT pairs`,
        dashed: true,
        width: 1,
      },
    ]),
    references: [],
    bands: [
      {
        id: 'paper',
        label: 'paper: 5–10 % for small N',
        color: CHART_MUTED,
        points: Float64Array.from([1, 5, 10, 3, 5, 10]),
        opacity: 0.15,
      },
    ],
  };
}

/** Paper 000 at packet level: utilization of one MulTCP(N) and of N TCPs, and the closed forms. */
export function utilChart(s: MultcpScenario, results: readonly MultcpPointResult[]): PacketChart {
  const xDomain = nDomain(s);
  const ns = curveNs(xDomain[1]);
  const rows = (r: MultcpPointResult): TooltipRow[] => [
    { label: 'utilization', value: estimateText(r.value, 4, 3) },
    { label: 'closed form', value: sig(r.theory, 4) },
    { label: 'timeouts per run', value: sig(r.timeouts, 3) },
  ];
  return {
    xDomain,
    series: [
      {
        id: 'multcp-theory',
        label: 'one flow (MulTCP): 1 − (1 − β)/(2N)',
        color: THEORY_COLOR,
        points: pairs(ns, (n) => multcpUtilization(n, 0.5)),
        width: 1.5,
        hoverable: false,
      },
      {
        id: 'theorem1',
        label: 'N flows, one cut per event: Theorem 1',
        color: CHART_MUTED,
        points: pairs(ns, (n) => parallelUtilization(n, 0.5)),
        width: 1.5,
        dashed: true,
        hoverable: false,
      },
      ...(seriesOf(runnable(s)) ?? []).map((name) =>
        pointsSeries(results, name, 'util', (r) => r.value, rows),
      ),
    ],
    // in the foreground colour: the grey dashed line is Theorem 1's, which the legend names
    references: [{ y: 0.75, label: 'eq. (6): all flows cut together, (1 + β)/2', color: CHART_FG }],
  };
}
