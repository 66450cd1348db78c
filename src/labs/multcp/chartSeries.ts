import { OKABE_ITO, THEORY_COLOR } from '../../charts';
import type { LineMark, LineSeries, ReferenceLine } from '../../charts';
import { multcpExcess, multcpGain } from '../../engines/models/multcp';
import { axisEnd, curveNs, maxGap, type GainRow } from './gain';
import type { RbufferView, BufferCurve } from './rbuffer';
import type { MultcpScenario } from './scenario';
import type { SlowStartRound } from '../../engines/models/multcp';
import { percent, sig } from '../../format/numbers';

/**
 * The closed-form views as chart series (pure: the components only draw what this returns). The
 * smooth curves are drawn over real N (MulTCP's N is real); the dots at integer N carry the hover.
 */
export const COLORS = {
  multcp: OKABE_ITO.vermillion,
  tcps: OKABE_ITO.blue,
  ideal: THEORY_COLOR,
  tcp: OKABE_ITO.blue,
  weighted: OKABE_ITO.vermillion,
  proportional: OKABE_ITO.skyBlue,
  maxMin: OKABE_ITO.bluishGreen,
} as const;

/** The points (x, f(x)) of a line, interleaved as LineChart takes them. */
export const pairs = (xs: readonly number[], f: (x: number) => number): Float64Array => {
  const out = new Float64Array(2 * xs.length);
  xs.forEach((x, k) => {
    out[2 * k] = x;
    out[2 * k + 1] = f(x);
  });
  return out;
};

export interface ChartSpec {
  series: LineSeries[];
  references: ReferenceLine[];
  marks: LineMark[];
  xDomain: readonly [number, number];
  /** a fixed y range where the automatic one would run past a bound (utilization <= 1) */
  yDomain?: readonly [number, number];
}

/** T(N)/T_1 against the ideal N, the chosen N marked. */
export function gainChart(s: MultcpScenario, rows: readonly GainRow[]): ChartSpec {
  const end = axisEnd(s);
  const ns = curveNs(end);
  return {
    xDomain: [1, end],
    series: [
      {
        id: 'ideal',
        label: 'ideal: N TCPs = N',
        color: COLORS.ideal,
        points: pairs([1, end], (n) => n),
        dashed: true,
        hoverable: false,
      },
      {
        id: 'gain',
        label: 'Annex B: (2/√3)√(N(N − ¼))',
        color: COLORS.multcp,
        points: pairs(ns, multcpGain),
        hoverable: false,
      },
      {
        id: 'gain-dots',
        label: 'integer N',
        color: COLORS.multcp,
        points: pairs(
          rows.map((r) => r.n),
          (n) => multcpGain(n),
        ),
        showPoints: rows.length <= 60,
        connect: false,
        hideInLegend: true,
        details: rows.map((r) => [
          { label: 'T(N)/T₁', value: sig(r.gain, 5) },
          { label: 'ideal N', value: String(r.n) },
          { label: 'above N', value: percent(r.gain / r.n - 1, 1) },
        ]),
      },
    ],
    // in the curve's colour: a dashed line in the theory colour is the ideal's, which the legend names
    references: [
      { x: s.n, label: `N = ${sig(s.n, 4)}: ${sig(multcpGain(s.n), 4)}`, color: COLORS.multcp },
    ],
    marks: [],
  };
}

/** Paper 000: MulTCP as one AIMD flow vs Theorem 1's N flows, utilization of the link. */
export function utilizationChart(s: MultcpScenario, rows: readonly GainRow[]): ChartSpec {
  const end = axisEnd(s);
  const ns = curveNs(end);
  const dots = (id: string, color: string, f: (r: GainRow) => number): LineSeries => ({
    id,
    label: id,
    color,
    points: pairs(
      rows.map((r) => r.n),
      (n) => f(rows[n - 1]),
    ),
    showPoints: rows.length <= 60,
    connect: false,
    hideInLegend: true,
    details: rows.map((r) => [
      { label: 'MulTCP', value: sig(r.multcpUtilization, 5) },
      { label: 'N flows', value: sig(r.parallelUtilization, 5) },
      { label: 'ratio', value: sig(r.ratio, 5) },
    ]),
  });
  const b = s.beta;
  return {
    xDomain: [1, end],
    series: [
      {
        id: 'multcp',
        label: 'MulTCP(N): 1 − (1 − β)/(2N)',
        color: COLORS.multcp,
        points: pairs(ns, (n) => 1 - (1 - b) / (2 * n)),
        hoverable: false,
      },
      {
        id: 'parallel',
        label: 'N flows (Theorem 1)',
        color: COLORS.tcps,
        points: pairs(ns, (n) => 1 - 1 / (1 + (n * (1 + b)) / (1 - b))),
        hoverable: false,
      },
      dots('multcp-dots', COLORS.multcp, (r) => r.multcpUtilization),
      dots('parallel-dots', COLORS.tcps, (r) => r.parallelUtilization),
    ],
    references: [],
    marks: [],
    // both curves start at (1 + beta)/2 at N = 1 and stay below 1
    yDomain: [Math.floor(((1 + b) / 2) * 20) / 20, 1],
  };
}

/** MulTCP / N flows − 1, in per cent, with its maximum (N = 2) marked. */
export function gapChart(s: MultcpScenario, rows: readonly GainRow[]): ChartSpec {
  const end = axisEnd(s);
  const ns = curveNs(end);
  const m = maxGap(s.beta);
  const top = 100 * (m.ratio - 1);
  const references: ReferenceLine[] = [
    { y: top, label: `max ${top.toFixed(2)} % at N = ${m.ratioN}` },
  ];
  if (s.beta === 0.5) references.push({ y: 2.5, label: 'paper 000: < 2.5 %', color: COLORS.ideal });
  return {
    xDomain: [1, end],
    series: [
      {
        id: 'gap',
        label: 'MulTCP / N flows − 1',
        color: COLORS.multcp,
        points: pairs(ns, (n) => 100 * (multcpExcess(n, s.beta).ratio - 1)),
        hoverable: false,
      },
      {
        id: 'gap-dots',
        label: 'integer N',
        color: COLORS.multcp,
        points: pairs(
          rows.map((r) => r.n),
          (n) => 100 * (rows[n - 1].ratio - 1),
        ),
        showPoints: rows.length <= 60,
        connect: false,
        hideInLegend: true,
        details: rows.map((r) => [
          { label: 'gap', value: percent(r.ratio - 1, 3) },
          { label: 'difference', value: `${sig(r.difference, 3)} c` },
        ]),
      },
    ],
    references,
    marks: [{ x: m.ratioN, y: top, color: COLORS.multcp, label: `maximum ${top.toFixed(3)} %` }],
  };
}

/**
 * The window in the first RTTs on a log₂ scale (one step up = twice the window): N TCPs are a line
 * of slope 1 from log₂ N, MulTCP one of slope log₂ 3 from 0 until w_N, then of slope 1. They meet at
 * k_N, which is how Sec. 4.1 derives it. The tooltips give the windows themselves.
 */
export function slowStartChart(
  rounds: readonly SlowStartRound[],
  kN: number,
  wN: number,
): ChartSpec {
  const ks = rounds.map((r) => r.k);
  const details = rounds.map((r) => [
    { label: 'MulTCP(N)', value: `${sig(r.multcp, 4)} packets` },
    { label: 'N TCPs', value: `${sig(r.tcps, 4)} packets` },
  ]);
  const line = (id: string, label: string, color: string, f: (r: SlowStartRound) => number) => ({
    id,
    label,
    color,
    points: pairs(ks, (k) => Math.log2(f(rounds[k]))),
    showPoints: true,
    details,
  });
  return {
    xDomain: [0, ks[ks.length - 1]],
    series: [
      line('tcps', 'N TCPs: N·2ᵏ', COLORS.tcps, (r) => r.tcps),
      line('multcp', 'MulTCP(N): ×3 per RTT below w_N, then ×2', COLORS.multcp, (r) => r.multcp),
    ],
    references: [
      { x: kN, label: `k_N = ${sig(kN, 3)} RTTs` },
      { y: Math.log2(wN), label: `w_N = ${sig(wN, 3)} packets` },
    ],
    marks: [],
  };
}

function bufferSeries(c: BufferCurve, v: RbufferView, rttMs: number, id: string, color: string) {
  const end = v.brmax;
  const pts =
    c.knee < end
      ? [0, 0, c.knee, c.lossLimited, end, c.lossLimited]
      : [0, 0, end, end / (rttMs / 1000)];
  return {
    id,
    label: c.n === 1 ? 'one TCP: min(B_R/R, T_loss)' : `MulTCP(${sig(c.n, 4)}): min(B_R/R, T_loss)`,
    color,
    points: Float64Array.from(pts),
  };
}

/** Fig. 2: T against B_R, the buffer's line B_R/R, the loss limit, the knee. */
export function rbufferChart(v: RbufferView, rttMs: number): ChartSpec {
  const r = rttMs / 1000;
  const top = 1.5 * Math.max(v.tcp.lossLimited, v.multcp?.lossLimited ?? 0);
  const series: LineSeries[] = [
    {
      id: 'limit',
      label: 'buffer limit B_R/R',
      color: COLORS.ideal,
      // drawn up to 1.5 times the highest loss limit: beyond, it would only squash the curves
      points: Float64Array.from([0, 0, Math.min(v.brmax, top * r), Math.min(v.brmax / r, top)]),
      dashed: true,
      width: 1,
      hoverable: false,
    },
    bufferSeries(v.tcp, v, rttMs, 'tcp', COLORS.tcp),
  ];
  const references: ReferenceLine[] = [];
  const marks: LineMark[] = [];
  for (const c of [v.tcp, v.multcp]) {
    if (!c || c.knee > v.brmax) continue;
    const who = c.n === 1 ? 'TCP' : `MulTCP(${sig(c.n, 4)})`;
    // each knee in its curve's colour: the dashed line in the theory colour is the buffer limit
    const color = c.n === 1 ? COLORS.tcp : COLORS.multcp;
    references.push({ x: c.knee, label: `knee ${sig(c.knee, 3)} kB`, color });
    marks.push({ x: c.knee, y: c.lossLimited, color: COLORS.ideal, label: `${who}'s knee` });
  }
  if (v.multcp) series.push(bufferSeries(v.multcp, v, rttMs, 'multcp', COLORS.multcp));
  return { series, references, marks, xDomain: [0, v.brmax] };
}
