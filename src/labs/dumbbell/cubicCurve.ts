import { CHART_FG } from '../../charts/palette';
import { flowColor } from './colors';
import {
  key,
  pairs,
  panel,
  rowsOf,
  type InternalsPanel,
  type InternalsSeries,
} from './internalsRows';
import type { DumbbellScenario } from '../families/packet/scenario';
import type { TraceFrame } from './worker/protocol';

/** Seconds of samples read before the visible range, at least (CUBIC's K is seconds to tens). */
const LEAD = 60;

const label = (f: number, what: string) => `flow ${f + 1}: ${what}`;

/**
 * CUBIC's curve W(t) = C (t − t₀ − K)³ + W_max over each congestion-avoidance epoch. The engine
 * exposes W_max, K and W_est, not the epoch's start t₀: an epoch starts where W_max or K change and
 * W_est = W_max − C K³ (the window at the start, RFC 9438 Sec. 4.2), placed half a sample before
 * that sample. Where W_max changed without a new epoch (a loss, before congestion avoidance
 * resumes) no curve is drawn.
 */
export function cubicTarget(
  t: readonly number[],
  wmax: readonly number[],
  k: readonly number[],
  west: readonly number[],
  c: number,
): number[] {
  const out: number[] = [];
  let epoch = NaN;
  let lastW = NaN;
  let lastK = NaN;
  for (let j = 0; j < t.length; j++) {
    const w = wmax[j];
    if (!(w > 0) || !Number.isFinite(k[j])) {
      out.push(NaN);
      continue;
    }
    if (w !== lastW || k[j] !== lastK) {
      const start = w - c * k[j] ** 3;
      const fresh = Math.abs(west[j] - start) <= 0.5 + 1e-6 * w;
      epoch = fresh ? (j > 0 ? (t[j - 1] + t[j]) / 2 : t[j]) : NaN;
      lastW = w;
      lastK = k[j];
    }
    const d = t[j] - epoch - k[j];
    out.push(Number.isFinite(epoch) ? c * d * d * d + w : NaN);
  }
  return out;
}

export function cubicPanel(
  s: DumbbellScenario,
  chunks: readonly TraceFrame[],
  x0: number,
  x1: number,
  flows: number[],
  note: string,
): InternalsPanel {
  // the curve needs the rows since its epoch started: those of a lead before the range (an epoch
  // longer than the lead starts its curve at the next epoch), then the range's
  const names = ['wmax', 'k', 'west', 'cwnd'];
  const wanted = flows.flatMap((flow) => names.map((name) => ({ flow, name })));
  const all = rowsOf(chunks, x0 - Math.max(LEAD, x1 - x0), x1, wanted);
  const from = Math.max(0, all.t.findIndex((x) => x >= x0) - 1);
  let to = all.t.findIndex((x) => x > x1);
  to = to < 0 ? all.t.length : to + 1;
  const t = all.t.slice(from, to);
  const series: InternalsSeries[] = [];
  for (const f of flows) {
    const col = (name: string) => all.values.get(key(f, name)) as number[];
    const target = cubicTarget(all.t, col('wmax'), col('k'), col('west'), s.cscale).slice(from, to);
    const wmax = col('wmax')
      .slice(from, to)
      .map((w) => (w > 0 ? w : NaN));
    series.push(
      {
        id: `cwnd-${f}`,
        label: label(f, 'cwnd'),
        color: flowColor(f),
        points: pairs(t, col('cwnd').slice(from, to)),
        width: 3,
      },
      {
        id: `target-${f}`,
        label: label(f, 'W(t) = C (t − K)³ + W_max'),
        color: CHART_FG,
        points: pairs(t, target),
        width: 1.3,
      },
      {
        id: `wmax-${f}`,
        label: label(f, 'W_max'),
        color: flowColor(f),
        points: pairs(t, wmax),
        dashed: true,
        width: 1.5,
      },
    );
  }
  return panel({
    id: 'cubic',
    module: 'cubic',
    row: 'cubic',
    title: 'CUBIC: the cubic curve',
    subtitle: `After a loss the window (thick) follows the curve W(t) = C (t − K)³ + W_max (thin): fast, flat near W_max (the window at the last loss, lowered by fast convergence), then probing beyond${note}. The curve's start is placed to within half a trace sample.`,
    yLabel: 'packets',
    series,
    references: [],
  });
}
