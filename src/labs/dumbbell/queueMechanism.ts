import { describePoint, enumeratePoints } from '../../sweep/plan';
import type { DumbbellScenario } from '../families/packet/scenario';
import { headlinePoint } from './headline';
import { pointScenario } from './sweep/plan';
import type { DumbbellPointResult } from './sweep/results';
import { dumbbellSeries, type DumbbellSpec } from './sweep/spec';
import { dumbbellTheory, type DumbbellTheory } from './theory';
import { windowSumRange, type WindowSumRange } from './syncMeasures';
import type { FrameStats, TraceFrame } from './worker/protocol';

/**
 * What a run shows of its queue's congestion events, in words, each said only where the run's
 * numbers show it and with them (paper 000 Sec. V): how many flows an event cuts (mean M, Fig. 17)
 * against assumption ONE and against synchronized windows, the utilization against Theorem 1, the
 * swing of the windows' sum (Figs. 8 and 12), the queue's peak when nothing was dropped. Pure.
 */

/** Mean M at most this: about one flow cut per congestion event, close to assumption ONE. */
export const ONE_AT_MOST = 1.2;
/** Mean M over N at least this (N >= 2): most flows cut at each event, the windows together. */
export const TOGETHER_FROM = 0.75;
/** The sum's 5th percentile over its 95th at most this: a swing like one window's (β = ½). */
export const SWINGS_AT_MOST = 0.65;
/** ... at least this: the sum stays high, as with one flow of N cut per event. */
export const HIGH_FROM = 0.8;

export type SyncKind = 'one-flow' | 'one' | 'together' | 'between';

/** How the congestion events cut the flows, from mean M (null: no event counted). */
export function syncKind(n: number, meanM: number | null): SyncKind | null {
  if (meanM === null || !Number.isFinite(meanM)) return null;
  if (n === 1) return 'one-flow';
  if (meanM <= ONE_AT_MOST) return 'one';
  if (meanM / n >= TOGETHER_FROM) return 'together';
  return 'between';
}

const f2 = (x: number) => x.toFixed(2);
const f4 = (x: number) => x.toFixed(4);
const events = (k: number) => `${k} congestion event${k === 1 ? '' : 's'}`;

/** What the run measures beside Theorem 1: M per congestion event and the utilization. */
export interface QueueMeasure {
  /** mean flows losing a packet per congestion event (null: no event yet) */
  meanM: number | null;
  /** congestion events counted (null: not known, a sweep's mean over replications) */
  events: number | null;
  /** utilization after the warm-up (null: not measured yet) */
  utilization: number | null;
}

/** A live run's measure from its statistics (null: none yet). */
export function frameMeasure(stats: FrameStats | null): QueueMeasure {
  if (stats === null) return { meanM: null, events: null, utilization: null };
  return {
    meanM: stats.syncEvents > 0 ? stats.syncMeanM : null,
    events: stats.syncEvents,
    utilization: stats.utilization,
  };
}

/** "mean M = 8.61 of 10 flows over 40 congestion events" */
function mText(n: number, m: QueueMeasure): string {
  const over = m.events === null ? '' : ` over ${events(m.events)}`;
  return `mean M = ${f2(m.meanM as number)} of ${n} flows${over}`;
}

/**
 * Theorem 1 and this queue in one sentence, from the run: whether its congestion events cut one
 * flow (assumption ONE), most of them (the windows together) or some, with mean M; then the
 * utilization beside Theorem 1's value. Where Theorem 1 does not apply, why not.
 */
export function theorem1Measured(s: DumbbellScenario, t: DumbbellTheory, m: QueueMeasure): string {
  const t1 = t.theorem1;
  if (!t1.applies) return `Theorem 1 does not apply: ${t1.reason}.`;
  const kind = syncKind(s.n, m.meanM);
  const n = s.n;
  let cut: string;
  switch (kind) {
    case null:
      cut = 'no congestion event counted yet, so nothing measured of assumption ONE';
      break;
    case 'one-flow':
      cut = 'one flow, cut at every congestion event';
      break;
    case 'one':
      cut = `about one flow loses a packet per congestion event (${mText(n, m)}): close to assumption ONE`;
      break;
    case 'together':
      cut = `most flows lose a packet at every congestion event (${mText(n, m)}): the windows are cut together and assumption ONE fails`;
      break;
    case 'between':
      cut = `some flows lose a packet per congestion event (${mText(n, m)}): more than assumption ONE's 1, fewer than all ${n}`;
      break;
  }
  const u = m.utilization;
  const util =
    u === null
      ? ''
      : `; utilization ${f4(u)}, ${Math.abs(u - t1.value) < 0.0005 ? 'at' : u < t1.value ? 'below' : 'above'} Theorem 1's ${f4(t1.value)}`;
  return `Theorem 1 and this queue: ${cut}${util}.`;
}

/** The window sum's range over the kept traces, with the first sample it counts (s). */
export type SumRange = WindowSumRange & { since: number };

/** The window sum's range (windowSumRange) over the kept traces' samples at or after `from` (s). */
export function sumRangeOf(chunks: readonly TraceFrame[], from: number): SumRange | null {
  const time: number[] = [];
  const sum: number[] = [];
  for (const c of chunks)
    for (let k = 0; k < c.t.length; k++)
      if (c.t[k] >= from) {
        time.push(c.t[k]);
        sum.push(c.sum[k]);
      }
  return sum.length < 2 ? null : { ...windowSumRange(time, sum, from), since: time[0] };
}

const pct = (x: number) => `${Math.round(100 * x)} %`;

/**
 * The sum-of-windows chart's sentence: with most flows cut at each event and a sum swinging like
 * one window's sawtooth, that synchronized losses make it saw like one window (Fig. 8); with about
 * one flow cut per event and the sum staying high, that it stays high (Fig. 12); otherwise the
 * numbers alone. `range`: the sum's 5th and 95th percentiles after the warm-up.
 */
export function sumNote(n: number, meanM: number | null, range: SumRange | null): string {
  if (n === 1) return 'One flow: the sum is its window.';
  if (range === null || !Number.isFinite(range.ratio)) return 'Σ cwnd of all flows.';
  const spread = `from t = ${range.since.toFixed(0)} s its 5th percentile is ${pct(range.ratio)} of its 95th (${Math.round(range.low)} and ${Math.round(range.high)} packets)`;
  const kind = syncKind(n, meanM);
  const m = meanM === null ? '' : `mean M = ${f2(meanM)} of ${n}`;
  if (kind === 'together' && range.ratio <= SWINGS_AT_MOST)
    return `Most flows are cut at each congestion event (${m}) and the sum saws like one window (Fig. 8): ${spread}.`;
  if (kind === 'one' && range.ratio >= HIGH_FROM)
    return `About one flow is cut per congestion event (${m}) and the sum stays high (Fig. 12): ${spread}.`;
  return `Σ cwnd of all flows: ${spread}${m === '' ? '' : `; ${m} flows cut per congestion event`}.`;
}

/** The queue's peak over the kept traces at or after `from`, and the first sample's time. */
export interface QueuePeak {
  /** packets at the bottleneck, at most */
  peak: number;
  /** the first sample counted, s */
  since: number;
}

/** The most packets at the bottleneck in the kept traces at or after `from` (null: no sample). */
export function queuePeak(chunks: readonly TraceFrame[], from: number): QueuePeak | null {
  let peak = -Infinity;
  let since = NaN;
  for (const c of chunks)
    for (let k = 0; k < c.t.length; k++)
      if (c.t[k] >= from) {
        if (Number.isNaN(since)) since = c.t[k];
        peak = Math.max(peak, c.queue[k]);
      }
  return Number.isNaN(since) ? null : { peak, since };
}

/**
 * A run without a congestion event, where its queue shows why: the queue's peak below the buffer
 * (with Vegas, whose window aims at a few packets of its own in the queue, that it kept the queue
 * short of overflowing). '' when the traces hold no sample or the queue reached the buffer.
 */
export function quietNote(s: DumbbellScenario, q: QueuePeak | null): string {
  if (q === null || s.queue === 'threshold' || q.peak >= s.buffer) return '';
  const held = `the queue held at most ${q.peak} of ${s.buffer} packets from t = ${q.since.toFixed(0)} s on`;
  return s.cc.includes('vegas') ? `${held}: Vegas kept it short of overflowing` : held;
}

/**
 * A sweep's sentence under its chart: theorem1Measured at the headline's point (the link's own
 * values, run first) from its replications' mean M and utilization, then, over the points run
 * where Theorem 1 applies, how many are below its value.
 */
export function sweepQueueNote(
  spec: DumbbellSpec,
  results: readonly DumbbellPointResult[],
): string {
  const points = enumeratePoints(spec, dumbbellSeries(spec));
  const own = headlinePoint(spec)[0];
  const p = points.find((q) => q.index === own) ?? points[0];
  if (p === undefined) return '';
  const s = pointScenario(spec, p);
  const r = results.find((x) => x.index === p.index);
  const measure: QueueMeasure = r
    ? {
        meanM: Number.isFinite(r.syncMeanM) ? r.syncMeanM : null,
        events: null,
        utilization: Number.isFinite(r.utilization.mean) ? r.utilization.mean : null,
      }
    : { meanM: null, events: null, utilization: null };
  const t = dumbbellTheory(s);
  const head =
    r === undefined && t.theorem1.applies
      ? `Theorem 1 and this queue: measured when the point at ${describePoint(spec, p)} is in.`
      : `At ${describePoint(spec, p)}${r && spec.reps > 1 ? ` (means over ${spec.reps} runs)` : ''}: ${theorem1Measured(s, t, measure)}`;
  const compared = results.filter(
    (x) => x.theorem1 !== null && Number.isFinite(x.utilization.mean),
  );
  if (compared.length < 2) return head;
  const below = compared.filter((x) => x.utilization.mean < (x.theorem1 as number)).length;
  return `${head} Over the ${compared.length} points run: ${below} below Theorem 1, ${compared.length - below} at or above it.`;
}
