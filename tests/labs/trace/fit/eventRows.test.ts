import { describe, expect, it } from 'vitest';
import {
  ccdfCsv,
  ccdfData,
  dataSpan,
  eventRows,
  lossCsv,
  lossDots,
} from '../../../../src/labs/trace/fit/eventRows';
import { FIT_CSV_COLUMNS, fitCsv } from '../../../../src/labs/trace/fit/fitCsv';
import { measureTrace } from '../../../../src/trace/measure';
import { fabricatedFit, fabricatedMeasures } from './fabricated';

/** fabricated.ts works the numbers out: 3 events in 2 s, M = 2, 1, 1. */

describe('the congestion events', () => {
  it('rows', () => {
    const rows = eventRows(fabricatedMeasures());
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      events: '3',
      'events-rate': '1.50 /s', // 3 / 2 s
      window: '20 ms', // 0.02 s
      'mean-hit': '1.33', // (2 + 1 + 1) / 3
      'loss-rate': '1.50 /s', // (1 + 2) / 2
    });
    expect(rows[0].note).toBe('4 loss events of 2 connections, grouped');
    expect(rows.find((r) => r.key === 'window')?.note).toContain("median of the connections'");
    expect(rows.find((r) => r.key === 'mean-hit')?.note).toContain('2 if every connection');
  });

  it('no loss event: dashes with the reason, no CCDF, no dots', () => {
    const m = measureTrace({ connections: [] });
    const rows = eventRows(m);
    expect(rows.find((r) => r.key === 'mean-hit')).toMatchObject({
      value: '—',
      note: 'no congestion event: no loss event in the trace',
    });
    expect(rows.find((r) => r.key === 'events-rate')?.note).toBe('no data connection');
    expect(JSON.stringify(rows)).not.toContain('NaN');
    expect(ccdfData(m)).toBeNull();
    expect(lossDots(m)).toEqual([]);
  });

  it('Fig. 17: the measured CCDF, and assumption ONE and synchronization beside it', () => {
    const d = ccdfData(fabricatedMeasures());
    expect(d?.n).toBe(2);
    expect([...(d?.measured ?? [])]).toEqual([1, 1, 2, 1 / 3]);
    // ONE: every event hits one connection; synchronized: every event hits both
    expect([...(d?.one ?? [])]).toEqual([1, 1, 2, 0]);
    expect([...(d?.synchronized ?? [])]).toEqual([1, 1, 2, 1]);
    expect(ccdfCsv(d!)).toBe(
      `m_connections,p_measured,p_assumption_one,p_synchronized\n1,1,1,1\n2,${1 / 3},0,1\n`,
    );
  });

  it('Figs. 18-19: a row of dots per connection, and each loss event’s congestion event', () => {
    const m = fabricatedMeasures();
    const dots = lossDots(m);
    expect(dots.map((d) => [d.k, [...d.points]])).toEqual([
      [1, [0.1, 1, 0.5, 1]],
      [2, [0.105, 2, 1.2, 2]],
    ]);
    expect(dots[0].label).toBe('1: 10.0.1.1:1001 → 10.0.2.1:5201');
    // 0.1 and 0.105 are event 1, 0.5 event 2, 1.2 event 3
    expect(lossCsv(m).trim().split('\n')).toEqual([
      'connection,src,dst,time_s,congestion_event',
      '1,10.0.1.1:1001,10.0.2.1:5201,0.1,1',
      '2,10.0.1.1:1002,10.0.2.1:5201,0.105,1',
      '1,10.0.1.1:1001,10.0.2.1:5201,0.5,2',
      '2,10.0.1.1:1002,10.0.2.1:5201,1.2,3',
    ]);
    // the time axis: the data connections' (indices 1 and 2) first start to last end
    const conns = [
      { start: 0, end: 9 },
      { start: 0.05, end: 2 },
      { start: 0.1, end: 1.5 },
    ];
    expect(dataSpan(m, conns)).toEqual([0.05, 2]);
  });
});

describe('fit.csv', () => {
  it('a row per connection, then the set; every row as wide as the header', () => {
    const lines = fitCsv(fabricatedFit(), fabricatedMeasures()).trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(FIT_CSV_COLUMNS.join(','));
    const cells = lines.slice(1).map((l) => l.split(','));
    // no comma inside a cell here: the reasons have none
    for (const c of cells) expect(c).toHaveLength(FIT_CSV_COLUMNS.length);
    const col = (row: string[], name: (typeof FIT_CSV_COLUMNS)[number]) =>
      row[FIT_CSV_COLUMNS.indexOf(name)];
    const [c1, c2, set] = cells;
    expect([col(c1, 'row'), col(c1, 'connection'), col(c1, 'kind'), col(c1, 'beta_mean')]).toEqual([
      'connection',
      '1',
      'reno',
      '0.5',
    ]);
    // connection 2 has no alpha: empty cells and its reason
    expect([col(c2, 'alpha_mean_packets_per_rtt'), col(c2, 'alpha_n')]).toEqual(['', '0']);
    expect(col(c2, 'reasons')).toBe('alpha: no stretch between two cuts long enough to fit');
    // a connection's row leaves the set's numbers empty
    expect(col(c1, 'rate_mbps')).toBe('');
    expect(col(c1, 'event_window_s')).toBe('');
    // the set: beta over the connections, the rate and buffer, Theorem 1, the events
    expect(col(set, 'row')).toBe('set');
    expect(col(set, 'beta_mean')).toBe('0.55');
    expect(col(set, 'beta_n')).toBe('2');
    expect(col(set, 'cuts')).toBe('3'); // 2 + 1
    expect(col(set, 'rate_mbps')).toBe('8');
    expect(col(set, 'buffer_packets')).toBe('20');
    expect(col(set, 'synchronized_mbps')).toBe('6.2');
    expect(Number(col(set, 'theorem1_mbps'))).toBeCloseTo(6.98592, 5);
    expect(col(set, 'congestion_events')).toBe('3');
    expect(col(set, 'loss_events')).toBe('4');
    expect(col(set, 'mathis_mbps')).toBe('9');
  });
});
