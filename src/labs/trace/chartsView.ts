import {
  CHART_FG,
  CHART_MUTED,
  flowColor,
  type LineMark,
  type LineSeries,
  type ReferenceLine,
} from '../../charts';
import type { TraceFit } from '../../trace/fit';
import { sig } from '../../format/numbers';
import type { ConnectionLines } from './lines';
import type { TwinLines } from './twin/lines';
import { connectionName, type Listed } from './view';

/**
 * The Traces lab's three charts as they are drawn: each shown connection's measured line, and over
 * it what the models say (the fitted window on the cwnd chart, the fitted base and full-queue
 * RTTs on the RTT chart, the response functions at the measured loss rate on the throughput
 * chart). Pure: the component only renders this.
 */

export type Metric = 'cwnd' | 'rtt' | 'throughput';

export interface TraceChart {
  key: Metric;
  title: string;
  subtitle: string;
  y: string;
  series: LineSeries[];
  marks: LineMark[];
  references: ReferenceLine[];
}

const METRICS: readonly { key: Metric; title: string; y: string; what: string }[] = [
  {
    key: 'cwnd',
    title: 'Congestion window',
    y: 'cwnd (packets)',
    what: 'the sender’s cwnd (a capture: the data in flight), loss events marked; dashed: the fitted model driven by the same loss events',
  },
  {
    key: 'rtt',
    title: 'Round-trip time',
    y: 'RTT (ms)',
    what: 'the RTT samples over time; dashed: the fitted base RTT and the RTT with the fitted buffer full',
  },
  {
    key: 'throughput',
    title: 'Throughput',
    y: 'throughput (Mbit/s)',
    what: 'over time; dashed: the response functions at the measured loss-event rate and RTT',
  },
];

/**
 * Loss events marked on the cwnd chart at most: beyond, a mark per event is a smear (13 000 of a
 * 1 GB capture's on 900 pixels) that costs the page a long paint; the events stay in the fit
 * panel's loss-event chart and the series' CSV, and the subtitle says so.
 */
export const MAX_MARKS = 2000;

const mbps = (v: number) => `${sig(v, 3)} Mbit/s`;

/**
 * Each reference line its own look, so that none looks like another when their labels go to the
 * legend: the theory colour dashed (Mathis, the base RTT), solid (PFTK, the full buffer), muted
 * dashed (CUBIC), the foreground dashed (the fitted rate).
 */
const LOOK = {
  first: {},
  second: { dashed: false },
  third: { color: CHART_MUTED },
  rate: { color: CHART_FG },
} as const;

/** The models' throughput for the connections shown: one connection's own, else the mean. */
function throughputReferences(shown: readonly Listed[], fit: TraceFit | null): ReferenceLine[] {
  if (!fit || shown.length === 0) return [];
  const out: ReferenceLine[] = [];
  if (shown.length === 1) {
    const f = fit.connections.find((c) => c.index === shown[0].index);
    if (!f) return [];
    const m = f.models;
    if (m.mathis)
      out.push({ y: m.mathis.mbps, label: `Mathis ${mbps(m.mathis.mbps)}`, ...LOOK.first });
    if (m.pftk) out.push({ y: m.pftk.mbps, label: `PFTK ${mbps(m.pftk.mbps)}`, ...LOOK.second });
    if (m.cubic)
      out.push({
        y: m.cubic.mbps,
        label: `CUBIC (RFC 9438) ${mbps(m.cubic.mbps)}`,
        ...LOOK.third,
      });
    if (fit.set.n === 1 && fit.set.rate)
      out.push({
        y: fit.set.rate.mbps,
        label: `fitted rate ${mbps(fit.set.rate.mbps)}`,
        ...LOOK.rate,
      });
    return out;
  }
  const n = fit.set.n;
  const each = (v: number | null, name: string, look: (typeof LOOK)[keyof typeof LOOK]) => {
    if (v !== null && n > 0)
      out.push({ y: v / n, label: `${name}, mean per connection ${mbps(v / n)}`, ...look });
  };
  each(fit.set.models.mathisMbps, 'Mathis', LOOK.first);
  each(fit.set.models.pftkMbps, 'PFTK', LOOK.second);
  each(fit.set.models.cubicMbps, 'CUBIC', LOOK.third);
  if (fit.set.rate && n > 0)
    out.push({
      y: fit.set.rate.mbps / n,
      label: `fitted rate / N ${mbps(fit.set.rate.mbps / n)}`,
      ...LOOK.rate,
    });
  return out;
}

function rttReferences(fit: TraceFit | null): ReferenceLine[] {
  const b = fit?.set.buffer;
  if (!b) return [];
  return [
    { y: b.baseRttMs, label: `base RTT ${sig(b.baseRttMs, 3)} ms`, ...LOOK.first },
    {
      y: b.highRttMs,
      label: `buffer full: +${sig(b.riseMs, 3)} ms = ${sig(b.packets, 3)} packets`,
      ...LOOK.second,
    },
  ];
}

/**
 * With `twin` (the simulated twin's lines), the twin is drawn dashed over each connection instead
 * of the fitted models: one dashed line per connection, whose meaning the subtitle says.
 */
export function traceChartsView(
  shown: readonly Listed[],
  lines: readonly ConnectionLines[],
  fit: TraceFit | null,
  twin: readonly TwinLines[] | null = null,
): TraceChart[] {
  const many = shown.length > 1;
  const twinOf = new Map((twin ?? []).map((t) => [t.index, t]));
  const name = (l: Listed) => (many ? `${l.k}: ${connectionName(l.c)}` : connectionName(l.c));
  return METRICS.flatMap((m): TraceChart[] => {
    const series: LineSeries[] = [];
    shown.forEach((l, i) => {
      const own = lines[l.index];
      const points = own?.[m.key];
      if (points && points.length >= 2)
        series.push({ id: `c${l.k}`, label: name(l), color: flowColor(i), points, width: 1.5 });
      const tw = twinOf.get(l.index)?.[m.key];
      if (twin && tw && tw.length >= 2)
        series.push({
          id: `t${l.k}`,
          label: many ? `${l.k}: simulated twin` : 'simulated twin',
          color: flowColor(i),
          points: tw,
          width: 1.5,
          dashed: true,
          hideInLegend: many,
        });
      if (!twin && m.key === 'cwnd' && own?.model)
        series.push({
          id: `m${l.k}`,
          label: many ? `${l.k}: ${own.model.label}` : own.model.label,
          color: flowColor(i),
          points: own.model.points,
          width: 1.5,
          dashed: true,
          // with several connections the subtitle says what dashed is: the legend stays short
          hideInLegend: many,
        });
    });
    if (!series.some((s) => !s.dashed)) return [];
    const events = shown.reduce((a, l) => a + (lines[l.index]?.losses.length ?? 0) / 2, 0);
    const marked = m.key === 'cwnd' && events <= MAX_MARKS;
    const marks: LineMark[] = !marked
      ? []
      : shown.flatMap((l) => {
          const p = lines[l.index]?.losses ?? new Float64Array(0);
          const out: LineMark[] = [];
          for (let j = 0; j + 1 < p.length; j += 2)
            out.push({ x: p[j], y: p[j + 1], color: CHART_FG, label: `loss, connection ${l.k}` });
          return out;
        });
    const references = twin
      ? []
      : m.key === 'rtt'
        ? rttReferences(fit)
        : m.key === 'throughput'
          ? throughputReferences(shown, fit)
          : [];
    const what = twin ? `${m.what.split('; dashed:')[0]}; dashed: the simulated twin` : m.what;
    const subtitle =
      m.key === 'cwnd' && !marked
        ? `${what.replace(', loss events marked', '')}; ${events} loss events, too many to mark one by one`
        : what;
    return [{ key: m.key, title: m.title, subtitle, y: m.y, series, marks, references }];
  });
}
