import { CHART_FG, OKABE_ITO, THEORY_COLOR } from '../../charts';
import { fixed, sig } from '../../format/numbers';
import type { Domain, LineSeries, TooltipRow } from '../../charts';
import { axisValues } from '../../sweep/axis';
import { ns2Utilization } from '../families/packet/ns2Reference';
import { DUMBBELL_DEFAULTS } from '../families/packet/scenario';
import { axisTitle, paddedDomain, paramSymbol } from '../families/aimd/sweepUi/axes';
import { seedRows } from '../kit/seeds';
import { seriesKeyOf, type SeriesKeyItem } from '../kit/sweep/seriesKey';
import { modelsAt, theorem1Mbps } from './evaluate';
import { bufferPackets, type BufferScenario } from './scenario';
import { pointScenario } from './sweep/plan';
import type { BufferPointResult } from './sweep/results';
import type { BufferSpec } from './sweep/spec';

/**
 * The lab's chart from a sweep and its results: per panel (one per value of the second axis), the
 * models as curves over the swept parameter (fractions of the link, computed here: closed forms
 * are cheap), Theorem 1, the simulated points with their 95 % intervals, and ns-2 2.35's points
 * where it measured the same setup. Pure: the page only draws what this returns.
 */
export interface BufferPanel {
  key: string;
  title: string | null;
  series: LineSeries[];
}

export interface BufferView {
  /** the x axis's parameter (n when nothing is swept) */
  param: string;
  xLabel: string;
  xDomain: Domain;
  panels: BufferPanel[];
  /** with several panels, the key they share (their own legends are off); else empty */
  key: SeriesKeyItem[];
}

export const MODEL_COLORS = {
  chan: OKABE_ITO.blue,
  wu: OKABE_ITO.orange,
  hacker: OKABE_ITO.reddishPurple,
  sim: CHART_FG,
  ns2: OKABE_ITO.bluishGreen,
} as const;

/** x values for the model curves: every integer of an integer axis (at most ~400), else 120. */
function curveXs(param: string, lo: number, hi: number): number[] {
  if (param === 'n' || param === 'q' || param === 'pkt') {
    const step = Math.max(1, Math.ceil((hi - lo) / 400));
    const xs: number[] = [];
    for (let x = lo; x <= hi; x += step) xs.push(x);
    if (xs[xs.length - 1] !== hi) xs.push(hi);
    return xs;
  }
  return Array.from({ length: 121 }, (_, k) => lo + ((hi - lo) * k) / 120);
}

const interleave = (xs: readonly number[], ys: readonly number[]): Float64Array => {
  const out = new Float64Array(2 * xs.length);
  xs.forEach((x, k) => {
    out[2 * k] = x;
    out[2 * k + 1] = ys[k];
  });
  return out;
};

/** The scenario at x (and the second axis's member) as the run builds it. */
function at(spec: BufferSpec, x: number, member: number | null): BufferScenario {
  if (spec.sweep === null)
    return { ...pointScenario(spec, { index: 0, series: null, coords: [] }), n: x };
  const coords = member === null ? [x] : [x, member];
  return pointScenario(spec, { index: 0, series: null, coords });
}

/** The simulated points of one panel, sorted by x, as utilization with error bars. */
function simulatedSeries(
  spec: BufferSpec,
  results: readonly BufferPointResult[],
  member: number | null,
): LineSeries {
  const mine = results
    .filter((r) => r.simulated !== null && (member === null || r.coords[1] === member))
    .sort((a, b) => (a.coords[0] ?? 0) - (b.coords[0] ?? 0));
  const points = new Float64Array(2 * mine.length);
  const errors = new Float64Array(2 * mine.length);
  const details: TooltipRow[][] = [];
  mine.forEach((r, k) => {
    const x = spec.sweep === null ? spec.n : r.coords[0];
    const bw =
      spec.sweep?.param === 'bw'
        ? r.coords[0]
        : spec.sweep2?.param === 'bw'
          ? (member as number)
          : spec.bw;
    const e = r.simulated!;
    points[2 * k] = x;
    points[2 * k + 1] = e.mean / bw;
    errors[2 * k] = (e.ci95?.[0] ?? e.mean) / bw;
    errors[2 * k + 1] = (e.ci95?.[1] ?? e.mean) / bw;
    const pct = (v: number | null | undefined) =>
      v === null || v === undefined ? '—' : `${(100 * v).toFixed(1)} %`;
    details.push([
      { label: 'simulated', value: `${sig(e.mean, 6)} Mbit/s` },
      { label: 'Chan et al. error', value: pct(r.errors?.chan) },
      { label: 'Wu/El-Ocla error', value: pct(r.errors?.wu) },
      ...(r.errors?.hacker !== null && r.errors?.hacker !== undefined
        ? [{ label: "Hacker's bound error", value: pct(r.errors.hacker) }]
        : []),
      { label: 'buffer', value: `${r.q} packets` },
      ...seedRows(r.runs.map((x) => x.seed)),
    ]);
  });
  return {
    id: `sim-${member}`,
    label: 'packet engine (same setup)',
    color: MODEL_COLORS.sim,
    points,
    errors,
    showPoints: true,
    connect: false,
    details,
  };
}

/** The chart's subtitle: what is drawn, and where the simulated points' seeds are. */
export const BUFFER_SUBTITLE =
  'Curves: the models, computed at once; dashed: Theorem 1 (no buffer), Wu (2); points: the packet engine on the same setup, mean with its 95 % interval (its runs’ seeds on hover and in the CSV); green: ns-2 2.35 where it ran this setup.';

export function bufferView(spec: BufferSpec, results: readonly BufferPointResult[]): BufferView {
  const param = spec.sweep?.param ?? 'n';
  const xs0 = spec.sweep ? axisValues(spec.sweep) : [1, Math.max(50, spec.n)];
  const lo = Math.min(...xs0);
  const hi = Math.max(...xs0);
  const members = spec.sweep2 ? axisValues(spec.sweep2) : [null];
  const xs = curveXs(param, lo, hi);
  const panels = members.map((member) => {
    const models = xs.map((x) => modelsAt(at(spec, x, member)));
    const curve = (key: 'chan' | 'wu' | 'wuNoS' | 'hacker') =>
      interleave(
        xs,
        models.map((m) => ('note' in m ? NaN : (m.utilization[key] ?? NaN))),
      );
    const series: LineSeries[] = [
      {
        id: `theorem1-${member}`,
        label: 'Theorem 1 (paper 000, no buffer)',
        color: THEORY_COLOR,
        points: interleave(
          xs,
          xs.map((x) => {
            const s = at(spec, x, member);
            return theorem1Mbps(s) / s.bw;
          }),
        ),
        dashed: true,
        hoverable: false,
      },
      {
        id: `chan-${member}`,
        label: 'Chan et al. (17)',
        color: MODEL_COLORS.chan,
        points: curve('chan'),
        hoverable: false,
      },
      {
        id: `wu-${member}`,
        label: 'Wu / El-Ocla (3)',
        color: MODEL_COLORS.wu,
        points: curve('wu'),
        hoverable: false,
      },
      {
        id: `wu2-${member}`,
        label: 'Wu / El-Ocla (2)',
        color: MODEL_COLORS.wu,
        points: curve('wuNoS'),
        dashed: true,
        width: 1,
        hoverable: false,
      },
    ];
    if (spec.loss !== null)
      series.push({
        id: `hacker-${member}`,
        label: "Hacker's bound (1)",
        color: MODEL_COLORS.hacker,
        points: curve('hacker'),
        dashed: true,
        hoverable: false,
      });
    const ns2 = ns2Series(spec, param, xs, member);
    if (ns2) series.push(ns2);
    series.push(simulatedSeries(spec, results, member));
    return {
      key: String(member),
      title: member === null ? null : `${paramSymbol(spec.sweep2!.param)} = ${sig(member, 6)}`,
      series,
    };
  });
  return {
    param,
    xLabel: axisTitle(param),
    xDomain: paddedDomain([lo, hi]),
    panels,
    key: panels.length > 1 ? seriesKeyOf(panels.flatMap((p) => p.series)) : [],
  };
}

/** ns-2 2.35's utilization at the swept N where it measured this setup (paper 001's runs). */
function ns2Series(
  spec: BufferSpec,
  param: string,
  xs: readonly number[],
  member: number | null,
): LineSeries | null {
  if (param !== 'n') return null;
  const pts: number[] = [];
  for (const n of xs) {
    const s = at(spec, n, member);
    const u = ns2Utilization(
      {
        ...DUMBBELL_DEFAULTS,
        n,
        cap: s.bw,
        rtt: [s.rtt],
        buffer: bufferPackets(s),
        t: s.duration,
        warmup: s.warmup,
        tcp: [s.tcp],
        pkt: s.pkt,
      },
      n,
    );
    if (u !== null) pts.push(n, u);
  }
  if (pts.length === 0) return null;
  return {
    id: `ns2-${member}`,
    label: 'ns-2 2.35, same setup',
    color: MODEL_COLORS.ns2,
    points: Float64Array.from(pts),
    showPoints: true,
    connect: false,
    details: Array.from({ length: pts.length / 2 }, (_, k) => [
      { label: 'ns-2 2.35', value: fixed(pts[2 * k + 1], 4) },
    ]),
  };
}
