import { toCsv, type CsvValue } from '../../charts/toCsv';
import { csvText } from '../../format/csv';
import { DASH, fixed, sig } from '../../format/numbers';
import { connectionCells, connectionHeader } from '../../trace/connectionCsv';
import type { TraceConnection, TraceProblem } from '../../trace/types';
import { connectionName, type Listed } from './view';

/**
 * The connections' table as the page writes it and as its CSV exports it, and the series as a
 * long CSV (one row per sample): pure, from the trace's numbers as read.
 */

export interface TableRow {
  k: number;
  name: string;
  cc: string;
  cells: string[];
}

export const TABLE_HEAD = [
  'bytes sent',
  'retrans.',
  'loss events',
  'RTT min (ms)',
  'RTT mean (ms)',
  'RTT max (ms)',
  'cwnd mean (pkts)',
  'throughput (Mbit/s)',
];

const bytesText = (b: number) =>
  b >= 1e6 ? `${sig(b / 1e6, 4)} MB` : b >= 1e3 ? `${sig(b / 1e3, 4)} kB` : `${b} B`;

export function tableRows(shown: readonly Listed[]): TableRow[] {
  return shown.map(({ k, c }) => ({
    k,
    name: connectionName(c),
    cc: c.congestionControl ?? DASH,
    cells: [
      bytesText(c.bytesSent),
      String(c.retransmissions),
      String(c.lossEvents.length),
      fixed(c.rtt?.min, 2),
      fixed(c.rtt?.mean, 2),
      fixed(c.rtt?.max, 2),
      fixed(c.cwnd?.mean, 1),
      fixed(c.throughput, 3),
    ],
  }));
}

/** The table as CSV: the page's number, then the columns `sim --trace --format csv` writes. */
export function tableCsv(shown: readonly Listed[]): string {
  return csvText([
    ['connection', ...connectionHeader()],
    ...shown.map(({ k, c }) => [String(k), ...connectionCells(c)]),
  ]);
}

/**
 * Every sample of every series of the shown connections, and the loss events (value empty): made
 * where the series are, in the worker that read the trace.
 */
export function seriesCsv(shown: readonly { k: number; c: TraceConnection }[]): string {
  const rows: CsvValue[][] = [];
  for (const { k, c } of shown) {
    const add = (name: string, s: { t: number[]; v: number[] } | null | undefined) => {
      if (s) for (let j = 0; j < s.t.length; j++) rows.push([k, name, s.t[j], s.v[j]]);
    };
    add('cwnd_packets', c.cwnd?.series);
    add('rtt_ms', c.rttSeries);
    add('throughput_mbps', c.throughputSeries);
    for (const t of c.lossEvents) rows.push([k, 'loss_event', t, null]);
  }
  return toCsv(['connection', 'series', 'time_s', 'value'], rows);
}

/** Where a problem was found, as the page says it: "line 12", "byte 286", "the file". */
export function problemPlace(p: TraceProblem): string {
  if (p.at.line !== undefined) return `line ${p.at.line}`;
  if (p.at.offset !== undefined) return `byte ${p.at.offset}`;
  return 'the file';
}
