import type { TraceFit } from '../../../trace/fit';
import { heldAt as heldValue } from '../../../trace/seriesAt';
import type { Series, TraceConnection, TraceFormat } from '../../../trace/types';
import type { TwinRun } from './run';

/**
 * The twin against the measurement, per connection and for the set: each number measured, in the
 * twin, their difference (twin - measured) and its share of the measured value. JSON-able: null,
 * never NaN, where a side lacks the number.
 *
 * A capture's "cwnd" is the flight (bytes sent and not yet acknowledged, in packets): the twin's
 * flight is compared with it; a log's (ss, tcp_probe, iperf3) is the sender's cwnd, and the
 * twin's cwnd is compared with that.
 */

export interface Compared {
  measured: number | null;
  twin: number | null;
  /** twin - measured */
  difference: number | null;
  /** (twin - measured) / measured */
  relative: number | null;
}

export interface SeriesDifference {
  /** the common span, trace time (s), and the twin's samples in it */
  from: number;
  to: number;
  points: number;
  /** root mean square of twin - measured on the twin's samples, the measured value held */
  cwndRms: number | null;
  rttRmsMs: number | null;
}

export interface ConnectionDifference {
  /** index in the trace's connections */
  index: number;
  src: string;
  dst: string;
  throughputMbps: Compared;
  meanCwnd: Compared;
  meanRttMs: Compared;
  /** loss events per packet sent (the fit's p) */
  lossRate: Compared;
  lossEventsPerSecond: Compared;
  series: SeriesDifference | null;
}

export interface TwinDifference {
  /** what "cwnd" compares: the twin's flight (a capture) or its cwnd (a log) */
  cwndIs: 'flight' | 'cwnd';
  connections: ConnectionDifference[];
  set: {
    /** all connections' payload over their common span */
    throughputMbps: Compared;
    /** the connections' mean windows summed: the packets the path holds */
    meanCwnd: Compared;
    /** the mean of the connections' mean RTTs */
    meanRttMs: Compared;
    /** all loss events over all packets */
    lossRate: Compared;
    /** the connections' loss events per second summed */
    lossEventsPerSecond: Compared;
    /** the aggregate over the bottleneck's payload rate */
    utilization: Compared;
  };
}

const finite = (x: number | null | undefined): number | null =>
  typeof x === 'number' && Number.isFinite(x) ? x : null;

export function compared(measured: number | null | undefined, twin: number | null | undefined) {
  const m = finite(measured);
  const t = finite(twin);
  const difference = m !== null && t !== null ? finite(t - m) : null;
  return {
    measured: m,
    twin: t,
    difference,
    relative: difference !== null && m !== null && m !== 0 ? finite(difference / m) : null,
  };
}

const sum = (xs: (number | null)[]): number | null =>
  xs.length > 0 && xs.every((x) => x !== null)
    ? finite((xs as number[]).reduce((a, b) => a + b, 0))
    : null;

const meanOf = (xs: (number | null)[]): number | null => {
  const s = sum(xs);
  return s === null ? null : s / xs.length;
};

/** The value of a step series at t (null before its first point, or not finite). */
export const heldAt = (s: Series, t: number): number | null => finite(heldValue(s, t));

/** RMS of twin - measured at the twin's points in [from, to], the measured value held. */
function rms(twin: Series, measured: Series | null | undefined, from: number, to: number) {
  if (!measured) return { value: null, points: 0 };
  let ss = 0;
  let n = 0;
  for (let k = 0; k < twin.t.length; k++) {
    const t = twin.t[k];
    if (t < from || t > to) continue;
    const m = heldAt(measured, t);
    if (m === null || !Number.isFinite(twin.v[k])) continue;
    ss += (twin.v[k] - m) ** 2;
    n++;
  }
  return { value: n > 0 ? finite(Math.sqrt(ss / n)) : null, points: n };
}

function seriesDifference(
  c: TraceConnection,
  twin: { cwnd: Series; rtt: Series },
  span: { start: number; end: number },
): SeriesDifference | null {
  const cwnd = c.cwnd?.series;
  const from = Math.max(span.start, c.start, cwnd && cwnd.t.length > 0 ? cwnd.t[0] : -Infinity);
  const to = Math.min(span.end, c.end);
  if (!(to > from)) return null;
  const w = rms(twin.cwnd, cwnd, from, to);
  const r = rms(twin.rtt, c.rttSeries, from, to);
  if (w.value === null && r.value === null) return null;
  return { from, to, points: Math.max(w.points, r.points), cwndRms: w.value, rttRmsMs: r.value };
}

/**
 * `trace`: the reader's connections and format; `fit`: fitTrace of it; `flows[f]`: the trace's
 * index of the twin's flow f (TwinScenario.connections); `run`: runTwin of the twin.
 */
export function twinDifference(
  trace: { connections: readonly TraceConnection[]; format: TraceFormat | null },
  fit: TraceFit,
  flows: readonly number[],
  run: TwinRun,
): TwinDifference {
  const cwndIs = trace.format === 'pcap' || trace.format === 'pcapng' ? 'flight' : 'cwnd';
  const byIndex = new Map(fit.connections.map((f) => [f.index, f]));
  const rows: ConnectionDifference[] = [];
  const events = { measured: 0, twin: 0, measuredPackets: 0, twinPackets: 0 };
  flows.forEach((index, f) => {
    const c = trace.connections[index];
    const cf = byIndex.get(index);
    const tw = run.flows[f];
    if (!c || !cf || !tw) return;
    const s = tw.summary;
    const own = c.end - c.start;
    events.measured += c.lossEvents.length;
    events.measuredPackets += cf.packetsSent ?? 0;
    events.twin += s.lossEvents;
    events.twinPackets += s.bytesSent / (fit.set.mss > 0 ? fit.set.mss : 1);
    rows.push({
      index,
      src: c.src,
      dst: c.dst,
      throughputMbps: compared(cf.throughputMbps, s.throughputMbps),
      meanCwnd: compared(c.cwnd?.mean, cwndIs === 'flight' ? s.meanFlight : s.meanCwnd),
      meanRttMs: compared(cf.meanRttMs, s.meanRttMs),
      lossRate: compared(cf.lossRate, s.lossRate),
      lossEventsPerSecond: compared(
        own > 0 ? c.lossEvents.length / own : null,
        s.lossEventsPerSecond,
      ),
      series: seriesDifference(
        c,
        { cwnd: cwndIs === 'flight' ? tw.flight : tw.cwnd, rtt: tw.rtt },
        s,
      ),
    });
  });
  const pick = (k: 'meanCwnd' | 'meanRttMs' | 'lossEventsPerSecond', side: 'measured' | 'twin') =>
    rows.map((r) => r[k][side]);
  const pooled = (n: number, packets: number) => (packets > 0 ? finite(n / packets) : null);
  return {
    cwndIs,
    connections: rows,
    set: {
      throughputMbps: compared(fit.set.aggregateMbps, run.aggregateMbps),
      meanCwnd: compared(sum(pick('meanCwnd', 'measured')), sum(pick('meanCwnd', 'twin'))),
      meanRttMs: compared(meanOf(pick('meanRttMs', 'measured')), meanOf(pick('meanRttMs', 'twin'))),
      lossRate: compared(
        pooled(events.measured, events.measuredPackets),
        pooled(events.twin, events.twinPackets),
      ),
      lossEventsPerSecond: compared(
        sum(pick('lossEventsPerSecond', 'measured')),
        sum(pick('lossEventsPerSecond', 'twin')),
      ),
      utilization: compared(fit.set.utilization, run.utilization),
    },
  };
}
