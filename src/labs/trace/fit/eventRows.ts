import { toCsv, type CsvValue } from '../../../charts/toCsv';
import { DASH, fixed, sig } from '../../../format/numbers';
import { mean } from '../../../trace/fit/stats';
import type { TraceMeasures } from '../../../trace/measure';
import type { ValueRow } from './fitRows';

/**
 * Paper 000's measures of the trace (Sec. V-E) as the panel shows them: the congestion events
 * (loss events of all connections grouped by the window of src/trace/measure/events.ts), the
 * connections each hits, as rows and as the data of Fig. 17 (the CCDF of M) and Figs. 18-19 (the
 * loss events over time, a row per connection). Pure.
 */

export function eventRows(m: TraceMeasures): ValueRow[] {
  const ev = m.congestionEvents;
  const n = m.connections.length;
  const losses = m.lossTimeline.t.length;
  const noTime = n === 0 ? 'no data connection' : 'the data connections span no time';
  const perConn = mean(m.connections.map((c) => c.lossEventsPerSecond));
  return [
    {
      key: 'events',
      label: 'Congestion events',
      value: String(ev.count),
      raw: ev.count,
      note: `${losses} loss event${losses === 1 ? '' : 's'} of ${n} connection${n === 1 ? '' : 's'}, grouped`,
    },
    {
      key: 'events-rate',
      label: 'Congestion events per second',
      value: ev.perSecond === null ? DASH : `${fixed(ev.perSecond, 2)} /s`,
      raw: ev.perSecond,
      note: ev.perSecond === null ? noTime : `over ${fixed(m.duration, 2)} s`,
    },
    {
      key: 'window',
      label: 'Grouping window',
      value: `${sig(m.window.seconds * 1000, 3)} ms`,
      raw: m.window.seconds,
      note: `${m.window.rule}; an event takes every loss event up to this long after its first`,
    },
    {
      key: 'mean-hit',
      label: 'Connections hit per event',
      value: fixed(ev.meanHit, 2),
      raw: ev.meanHit,
      note:
        ev.meanHit === null
          ? 'no congestion event: no loss event in the trace'
          : `the mean of M; 1 under assumption ONE (Theorem 1), ${n} if every connection were hit at every event (eq. (6))`,
    },
    {
      key: 'loss-rate',
      label: 'Loss events per connection per second',
      value: perConn === null ? DASH : `${fixed(perConn, 2)} /s`,
      raw: perConn,
      note: perConn === null ? noTime : 'the mean over the connections, each over its own span',
    },
  ];
}

/** Interleaved (x, y) pairs. */
const pairs = (xy: readonly (readonly [number, number])[]): Float64Array =>
  Float64Array.from(xy.flat());

/** Fig. 17's curves: the measured CCDF of M, and what assumption ONE and synchronization give. */
export interface CcdfData {
  /** N: m runs over 1..N */
  n: number;
  measured: Float64Array;
  /** P(M >= m) = 1 at m = 1, 0 above (one connection hit per event) */
  one: Float64Array;
  /** P(M >= m) = 1 up to N (every connection hit at every event) */
  synchronized: Float64Array;
}

/** Null with no congestion event: there is no distribution to draw. */
export function ccdfData(m: TraceMeasures): CcdfData | null {
  const ccdf = m.congestionEvents.ccdf;
  if (ccdf.length === 0) return null;
  return {
    n: ccdf.length,
    measured: pairs(ccdf.map((c) => [c.m, c.p])),
    one: pairs(ccdf.map((c) => [c.m, c.m === 1 ? 1 : 0])),
    synchronized: pairs(ccdf.map((c) => [c.m, 1])),
  };
}

export function ccdfCsv(d: CcdfData): string {
  const rows: CsvValue[][] = [];
  for (let k = 0; k < d.n; k++)
    rows.push([
      d.measured[2 * k],
      d.measured[2 * k + 1],
      d.one[2 * k + 1],
      d.synchronized[2 * k + 1],
    ]);
  return toCsv(['m_connections', 'p_measured', 'p_assumption_one', 'p_synchronized'], rows);
}

/** Figs. 18-19: one row of dots per connection (y = its number, 1-based), a dot per loss event. */
export interface LossDots {
  k: number;
  label: string;
  /** interleaved (t s, k) */
  points: Float64Array;
}

export function lossDots(m: TraceMeasures): LossDots[] {
  const times: number[][] = m.connections.map(() => []);
  m.lossTimeline.t.forEach((t, j) => times[m.lossTimeline.connection[j]]?.push(t));
  return m.connections
    .map((c, i) => ({
      k: i + 1,
      label: `${i + 1}: ${c.src} → ${c.dst}`,
      points: pairs(times[i].map((t) => [t, i + 1])),
    }))
    .filter((d) => d.points.length > 0);
}

/**
 * Every loss event: its connection, time and congestion event (1-based). The events cut the time-
 * ordered loss events into consecutive runs, each from its start to its end (the next opens more
 * than a window after this one's start, so after its end).
 */
export function lossCsv(m: TraceMeasures): string {
  const { t, connection } = m.lossTimeline;
  const events = m.congestionEvents.events;
  const rows: CsvValue[][] = [];
  let e = 0;
  for (let j = 0; j < t.length; j++) {
    while (e < events.length && t[j] > events[e].end) e++;
    const c = m.connections[connection[j]];
    rows.push([
      connection[j] + 1,
      c?.src ?? null,
      c?.dst ?? null,
      t[j],
      e < events.length ? e + 1 : null,
    ]);
  }
  return toCsv(['connection', 'src', 'dst', 'time_s', 'congestion_event'], rows);
}

/** The data connections' span, s (the loss chart's time axis): first start to last end. */
export function dataSpan(
  m: TraceMeasures,
  conns: readonly { start: number; end: number }[],
): readonly [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const c of m.connections) {
    const x = conns[c.index];
    if (x && Number.isFinite(x.start) && Number.isFinite(x.end)) {
      lo = Math.min(lo, x.start);
      hi = Math.max(hi, x.end);
    }
  }
  if (!(hi > lo)) return Number.isFinite(lo) ? [lo, lo + 1] : [0, 1];
  return [lo, hi];
}
