import { flowColor, THEORY_COLOR, type LineSeries } from '../../../charts';
import { toCsv } from '../../../charts/toCsv';
import { fixed } from '../../../format/numbers';
import {
  TABLE_COLUMNS,
  throughputTable,
  type TraceSetReport,
  type TraceSetView,
} from '../../../trace/set';
import type { ReadState } from '../useTraceRead';
import type { SetState } from './useTraceSetRead';

/**
 * What the set's view shows, made from the worker's report: the table's text, its CSV (the
 * command line's `--format csv`, byte for byte but for the files' names), the charts' series, and
 * the read's progress as the one-trace status line says it. Pure.
 */

/** The table's head, units in it; the CSV's columns are TABLE_COLUMNS. */
export const SET_TABLE_HEAD = [
  'trace',
  'format',
  'N',
  'aggregate (Mbit/s)',
  'per connection (Mbit/s)',
  'loss events / conn. / s',
  'congestion events / s',
  'conn. hit / event',
  'Theorem 1 (Mbit/s)',
  'RTT mean (ms)',
];

export function setTableRows(r: TraceSetReport): string[][] {
  return r.throughputVsN.map((row) => [
    row.file,
    r.traces[row.trace]?.format ?? '',
    String(row.n),
    fixed(row.aggregateMbps, 3),
    fixed(row.perConnectionMbps, 3),
    fixed(row.lossEventsPerConnectionPerSecond, 2),
    fixed(row.congestionEventsPerSecond, 2),
    fixed(row.meanHit, 2),
    fixed(row.theorem1Mbps, 3),
    fixed(r.traces[row.trace]?.meanRttMs, 1),
  ]);
}

export const setTableCsv = (r: TraceSetReport): string => toCsv(TABLE_COLUMNS, throughputTable(r));

/** Interleaved (N, value) of the rows; a missing value breaks the line (NaN). */
function byN(
  r: TraceSetReport,
  value: (row: TraceSetReport['throughputVsN'][number]) => number | null,
) {
  const out = new Float64Array(2 * r.throughputVsN.length);
  r.throughputVsN.forEach((row, k) => {
    out[2 * k] = row.n;
    out[2 * k + 1] = value(row) ?? NaN;
  });
  return out;
}

/** Fig. 15: the aggregate and each connection's share against N, Theorem 1's curve dashed. */
export function throughputSeries(v: TraceSetView): LineSeries[] {
  const r = v.report;
  const theory = new Float64Array(2 * v.theorem1.n.length);
  v.theorem1.n.forEach((n, k) => {
    theory[2 * k] = n;
    theory[2 * k + 1] = v.theorem1.mbps[k];
  });
  const out: LineSeries[] = [
    {
      id: 'aggregate',
      label: 'aggregate, measured',
      color: flowColor(0),
      points: byN(r, (row) => row.aggregateMbps),
      showPoints: true,
    },
    {
      id: 'per-connection',
      label: 'per connection, measured',
      color: flowColor(1),
      points: byN(r, (row) => row.perConnectionMbps),
      showPoints: true,
    },
  ];
  if (theory.length > 0)
    out.push({
      id: 'theorem1',
      label: `Theorem 1, β = ${fixed(r.beta.value, 3)}, scaled at N = ${r.anchor?.n ?? ''}`,
      color: THEORY_COLOR,
      points: theory,
      dashed: true,
      hoverable: false,
    });
  return out;
}

/** Loss events per connection per second against N, and congestion events per second. */
export function lossSeries(r: TraceSetReport): LineSeries[] {
  return [
    {
      id: 'loss-events',
      label: 'loss events per connection per s',
      color: flowColor(0),
      points: byN(r, (row) => row.lossEventsPerConnectionPerSecond),
      showPoints: true,
    },
    {
      id: 'congestion-events',
      label: 'congestion events per s (all connections)',
      color: flowColor(2),
      points: byN(r, (row) => row.congestionEventsPerSecond),
      showPoints: true,
    },
  ];
}

/** The N axis: from 0 to the largest N (a single N: around it). */
export function nDomain(r: TraceSetReport): [number, number] {
  const top = Math.max(1, ...r.throughputVsN.map((row) => row.n));
  return [0, top + (top <= 1 ? 1 : 0)];
}

/** The read's progress as the one-trace status line shows it (null: nothing to say). */
export function setReadState(s: SetState): ReadState | null {
  const of = (k: number, count: number, name: string) => `${name} (${k + 1} of ${count})`;
  switch (s.status) {
    case 'reading':
    case 'cancelled':
      return { status: s.status, name: of(s.index, s.count, s.name), bytes: s.bytes, size: s.size };
    case 'failed':
      return s;
    default:
      return null;
  }
}
