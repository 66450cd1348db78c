import { toCsv, type CsvValue } from '../../../charts/toCsv';
import { DASH, signedPercent, sig } from '../../../format/numbers';
import type { Compared, ConnectionDifference, TwinDifference } from './difference';

/**
 * The twin against the measurement as the page's table writes it and its CSV exports it: one row
 * per quantity for the set, then per connection shown. Pure.
 */

export interface DifferenceRow {
  /** "set" or the connection's number in the page's list */
  who: string;
  quantity: string;
  measured: string;
  twin: string;
  /** (twin - measured) / measured, as a signed percentage */
  relative: string;
}

type Quantity = {
  key: keyof TwinDifference['set'] & keyof ConnectionDifference;
  name: string;
  digits: number;
};

const quantities = (cwndIs: TwinDifference['cwndIs']): Quantity[] => [
  { key: 'throughputMbps', name: 'throughput (Mbit/s)', digits: 3 },
  {
    key: 'meanCwnd',
    name: cwndIs === 'flight' ? 'mean flight (packets)' : 'mean cwnd (packets)',
    digits: 3,
  },
  { key: 'meanRttMs', name: 'mean RTT (ms)', digits: 3 },
  { key: 'lossRate', name: 'loss events per packet', digits: 3 },
  { key: 'lossEventsPerSecond', name: 'loss events per second', digits: 3 },
];

const row = (who: string, name: string, c: Compared, digits: number): DifferenceRow => ({
  who,
  quantity: name,
  measured: c.measured === null ? DASH : sig(c.measured, digits),
  twin: c.twin === null ? DASH : sig(c.twin, digits),
  relative: c.relative === null ? DASH : signedPercent(c.relative, 1),
});

/** The set's rows (with the utilization), then each listed connection's, numbered `k`. */
export function differenceRows(
  d: TwinDifference,
  shown: readonly { k: number; index: number }[],
): DifferenceRow[] {
  const qs = quantities(d.cwndIs);
  const out = qs.map((q) => row('all', q.name, d.set[q.key], q.digits));
  out.push(row('all', 'utilization', d.set.utilization, 3));
  for (const { k, index } of shown) {
    const c = d.connections.find((x) => x.index === index);
    if (c) for (const q of qs) out.push(row(String(k), q.name, c[q.key], q.digits));
  }
  return out;
}

/** Every number of the difference, unrounded: a row per quantity, set and connections. */
export function differenceCsv(
  d: TwinDifference,
  shown: readonly { k: number; index: number }[],
): string {
  const rows: CsvValue[][] = [];
  const add = (who: string, q: string, c: Compared) =>
    rows.push([who, q, c.measured, c.twin, c.difference, c.relative]);
  const keys = quantities(d.cwndIs);
  for (const q of keys) add('all', q.key, d.set[q.key]);
  add('all', 'utilization', d.set.utilization);
  for (const { k, index } of shown) {
    const c = d.connections.find((x) => x.index === index);
    if (!c) continue;
    for (const q of keys) add(String(k), q.key, c[q.key]);
    add(String(k), 'cwnd_rms', {
      measured: null,
      twin: null,
      difference: c.series?.cwndRms ?? null,
      relative: null,
    });
    add(String(k), 'rtt_rms_ms', {
      measured: null,
      twin: null,
      difference: c.series?.rttRmsMs ?? null,
      relative: null,
    });
  }
  return toCsv(
    ['connection', 'quantity', 'measured', 'twin', 'twin_minus_measured', 'relative'],
    rows,
  );
}
