import { CHART_MUTED, PALETTE, THEORY_COLOR } from '../../charts';
import { difference, fixed, sig } from '../../format/numbers';
import type { Domain, LineSeries, TooltipRow } from '../../charts';
import { axisValues } from '../../sweep/axis';
import { enumeratePoints } from '../../sweep/plan';
import { paddedDomain } from '../families/aimd/sweepUi/axes';
import { ns2Utilization } from '../families/packet/ns2Reference';
import { seedRows } from '../kit/seeds';
import { pointScenario } from './sweep/plan';
import type { DumbbellPointResult } from './sweep/results';
import { DUMBBELL_PARAM_TABLE, type DumbbellSpec } from './sweep/spec';
import { dumbbellTheory } from './theory';

/**
 * The sweep chart's data: utilization against the swept parameter, one curve per value of the
 * second one, with 95 % intervals; Theorem 1 and eq. (6) where they apply (known before any point
 * runs), and ns-2 2.35's measurements where the setup is one of its. Pure: the page only draws.
 */

const TITLE: Record<string, string> = {
  n: 'N (TCP flows)',
  buffer: 'buffer B, packets',
  cap: 'capacity C, Mbit/s',
  rtt: 'RTT, ms',
  loss: 'random loss probability',
  th: 'threshold Th, packets',
  hold: 'hold, × RTT',
  maxp: 'RED max_p',
  wq: 'RED w_q',
  a: 'a, packets per RTT',
  b: 'b, kept at a loss',
  pkt: 'payload, bytes',
  wmax: 'maximum window, packets',
  rwnd: 'receiver window, packets',
};
const SYMBOL: Record<string, string> = { n: 'N', buffer: 'B', cap: 'C', rtt: 'RTT', th: 'Th' };

export const sweepAxisTitle = (p: string): string => TITLE[p] ?? p;
const symbol = (p: string): string => SYMBOL[p] ?? p;

export interface SweepChartView {
  xLabel: string;
  xDomain: Domain;
  /** theory curves first (under the points, never picked by the hover), ns-2, then the points */
  series: LineSeries[];
  /** ns-2 2.35 points drawn: the setup is one of its */
  ns2: boolean;
  /** the swept parameter takes whole values only (ticks between them are not labelled) */
  integerX: boolean;
}

const interleave = (xs: readonly number[], ys: readonly number[]): Float64Array => {
  const out = new Float64Array(2 * xs.length);
  xs.forEach((x, k) => {
    out[2 * k] = x;
    out[2 * k + 1] = ys[k];
  });
  return out;
};

const sameValues = (a: Float64Array, b: Float64Array) =>
  a.length === b.length && a.every((v, k) => v === b[k]);

function pointRows(r: DumbbellPointResult): TooltipRow[] {
  const rows: TooltipRow[] = r.series === null ? [] : [{ label: 'policy', value: r.series }];
  if (r.theorem1 !== null)
    rows.push(
      { label: 'Theorem 1', value: fixed(r.theorem1, 4) },
      { label: 'difference', value: difference(r.utilization.mean, r.theorem1) },
    );
  if (r.ns2 !== null) rows.push({ label: 'ns-2 2.35, same setup', value: fixed(r.ns2, 4) });
  rows.push(
    { label: 'mean M per event', value: fixed(r.syncMeanM, 2) },
    // each re-runs alone as the point's link with seed=
    ...seedRows(r.runs.map((x) => x.seed)),
  );
  return rows;
}

/**
 * One theory curve per member of the second axis, or a single one when they coincide (Theorem 1
 * does not depend on the buffer, say); per member they take the member's colour.
 */
function curveSeries(
  curves: readonly (Float64Array | null)[],
  id: string,
  label: string,
  color: string,
  members: readonly string[],
): LineSeries[] {
  const present = curves.filter((c): c is Float64Array => c !== null);
  if (present.length === 0) return [];
  const style = { dashed: true, hoverable: false } as const;
  if (present.every((c) => sameValues(c, present[0])))
    return [{ id, label, color, points: present[0], ...style }];
  return curves.flatMap((c, k) =>
    c === null
      ? []
      : [
          {
            id: `${id}-${k}`,
            label: `${label} (${members[k]})`,
            color: PALETTE[k % PALETTE.length],
            points: c,
            ...style,
          },
        ],
  );
}

export function dumbbellSweepView(
  spec: DumbbellSpec,
  results: readonly DumbbellPointResult[],
): SweepChartView {
  const param = spec.sweep?.param ?? 'n';
  const xs = spec.sweep ? axisValues(spec.sweep) : [spec.n];
  const members: (number | null)[] = spec.sweep2 ? axisValues(spec.sweep2) : [null];
  const names = members.map((m) =>
    m === null || !spec.sweep2 ? '' : `${symbol(spec.sweep2.param)} = ${sig(m, 6)}`,
  );
  const series: (string | null)[] = spec.selects.length > 0 ? spec.selects : [null];
  const points = enumeratePoints(spec, null);
  const scenarioAt = (x: number, m: number | null) => {
    const p = points.find((q) => q.coords[0] === x && (m === null || q.coords[1] === m));
    return p ? pointScenario(spec, p) : null;
  };
  // Theorem 1 over N is a smooth curve; over anything else, its value at the swept points
  const grid =
    param === 'n' && xs.length > 1
      ? Array.from({ length: 101 }, (_, i) => xs[0] + ((xs[xs.length - 1] - xs[0]) * i) / 100)
      : xs;
  const t1: (Float64Array | null)[] = [];
  const eq6: (Float64Array | null)[] = [];
  const ns2: LineSeries[] = [];
  const data: LineSeries[] = [];
  members.forEach((m, k) => {
    const color = PALETTE[k % PALETTE.length];
    const base = scenarioAt(xs[0], m);
    const at = (x: number) => scenarioAt(x, m) ?? (base ? { ...base, n: x } : null);
    const values = (xv: readonly number[], pick: 'theorem1' | 'synchronized') => {
      const v = xv.map((x) => {
        const s = at(x);
        const verdict = s ? dumbbellTheory(s)[pick] : null;
        return verdict?.applies ? verdict.value : null;
      });
      return v.every((y) => y !== null) ? interleave(xv, v as number[]) : null;
    };
    t1.push(values(grid, 'theorem1'));
    eq6.push(values(xs, 'synchronized'));
    const measured = xs.flatMap((x) => {
      const s = scenarioAt(x, m);
      const u = s ? ns2Utilization(s) : null;
      return u === null ? [] : [[x, u] as const];
    });
    if (measured.length > 0)
      ns2.push({
        id: `ns2-${k}`,
        label: `ns-2 2.35, same setup${members.length > 1 ? ` (${names[k]})` : ''}`,
        color: members.length > 1 ? color : PALETTE[0],
        points: interleave(
          measured.map((v) => v[0]),
          measured.map((v) => v[1]),
        ),
        dashed: true,
        width: 1,
        showPoints: true,
        hoverable: false,
      });
    // one simulated curve per series (selects=: a threshold-dropper policy each) of the member
    series.forEach((name, j) => {
      const mine = results
        .filter((r) => (m === null || r.coords[1] === m) && (name === null || r.series === name))
        .filter((r) => Number.isFinite(r.utilization.mean))
        .sort((a, b) => a.coords[0] - b.coords[0]);
      const errors = new Float64Array(2 * mine.length);
      mine.forEach((r, i) => {
        const ci = r.utilization.ci95;
        errors[2 * i] = ci ? ci[0] : r.utilization.mean;
        errors[2 * i + 1] = ci ? ci[1] : r.utilization.mean;
      });
      const curve = members.length * series.length;
      const tags = [members.length > 1 ? names[k] : '', name ?? ''].filter((t) => t !== '');
      data.push({
        id: `sim-${k}${name === null ? '' : `-${name}`}`,
        label: tags.length > 0 ? `simulated, ${tags.join(', ')}` : 'simulated',
        color:
          curve > 1
            ? PALETTE[(k * series.length + j) % PALETTE.length]
            : 'var(--chart-fg, #1c1f24)',
        points: interleave(
          mine.map((r) => r.coords[0]),
          mine.map((r) => r.utilization.mean),
        ),
        errors,
        showPoints: true,
        width: 2,
        details: mine.map(pointRows),
      });
    });
  });
  return {
    xLabel: sweepAxisTitle(param),
    xDomain: paddedDomain(xs),
    series: [
      ...curveSeries(t1, 'theorem1', 'Theorem 1', THEORY_COLOR, names),
      ...curveSeries(eq6, 'sync', 'eq. (6), synchronized', CHART_MUTED, names),
      ...ns2,
      ...data,
    ],
    ns2: ns2.length > 0,
    integerX: DUMBBELL_PARAM_TABLE.find((p) => p.param === param)?.integer ?? false,
  };
}
