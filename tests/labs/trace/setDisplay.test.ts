import { describe, expect, it } from 'vitest';
import { THEORY_COLOR } from '../../../src/charts';
import {
  lossSeries,
  nDomain,
  setReadState,
  setTableCsv,
  setTableRows,
  throughputSeries,
} from '../../../src/labs/trace/set/display';
import type { TraceSetReport } from '../../../src/trace/set';
import { simInProcess } from '../../cli/simCommand';
import { fixturePath } from '../../trace/fixtures';

/** What the set's view shows, from a report: the table's text, its CSV, the charts' points. */

const report: TraceSetReport = {
  traces: [
    {
      file: 'b.pcap',
      format: 'pcap',
      records: 9,
      connections: 5,
      n: 4,
      aggregateMbps: 9.5,
      perConnectionMbps: 2.375,
      meanRttMs: 20.04,
      beta: 0.5,
      problems: [],
    },
    {
      file: 'a.pcap',
      format: 'pcap',
      records: 5,
      connections: 2,
      n: 1,
      aggregateMbps: 9,
      perConnectionMbps: 9,
      meanRttMs: null,
      beta: null,
      problems: [],
    },
  ],
  throughputVsN: [
    {
      trace: 1,
      file: 'a.pcap',
      n: 1,
      aggregateMbps: 9,
      perConnectionMbps: 9,
      lossEventsPerConnectionPerSecond: 6.25,
      congestionEventsPerSecond: 6.25,
      meanHit: 1,
      theorem1Mbps: null,
    },
    {
      trace: 0,
      file: 'b.pcap',
      n: 4,
      aggregateMbps: 9.5,
      perConnectionMbps: 2.375,
      lossEventsPerConnectionPerSecond: null,
      congestionEventsPerSecond: 20,
      meanHit: 2.5,
      theorem1Mbps: 9.5,
    },
  ],
  beta: { value: 0.5, from: 'given', why: 'given' },
  anchor: { n: 4, aggregateMbps: 9.5 },
};

describe('the set’s table', () => {
  it('a row per trace by N, a dash where there is no number', () => {
    expect(setTableRows(report)).toEqual([
      ['a.pcap', 'pcap', '1', '9.000', '9.000', '6.25', '6.25', '1.00', '—', '—'],
      ['b.pcap', 'pcap', '4', '9.500', '2.375', '—', '20.00', '2.50', '9.500', '20.0'],
    ]);
  });

  it('its CSV is what sim --trace A B --format csv prints', async () => {
    const files = ['ns/reno-1/iperf3.json', 'iperf3/client-P2.json'].map(fixturePath);
    const json = await simInProcess('--trace', ...files);
    const csv = await simInProcess('--trace', ...files, '--format', 'csv');
    expect(csv.code).toBe(0);
    expect(setTableCsv(JSON.parse(json.stdout) as TraceSetReport)).toBe(csv.stdout);
  });
});

describe('the set’s charts', () => {
  it('the rows’ values at their N, a gap for none; Theorem 1 dashed, in the theory colour', () => {
    const s = throughputSeries({ report, theorem1: { n: [1, 2, 3, 4], mbps: [7, 8, 9, 9.5] } });
    expect(s.map((x) => x.id)).toEqual(['aggregate', 'per-connection', 'theorem1']);
    expect([...s[0].points]).toEqual([1, 9, 4, 9.5]);
    expect([...s[1].points]).toEqual([1, 9, 4, 2.375]);
    expect(s[2]).toMatchObject({ dashed: true, color: THEORY_COLOR, hoverable: false });
    expect([...s[2].points]).toEqual([1, 7, 2, 8, 3, 9, 4, 9.5]);
    expect(throughputSeries({ report, theorem1: { n: [], mbps: [] } })).toHaveLength(2);
    const losses = lossSeries(report);
    expect(losses[0].points[3]).toBeNaN();
    expect([...losses[1].points]).toEqual([1, 6.25, 4, 20]);
    expect(nDomain(report)).toEqual([0, 4]);
  });
});

describe('the set’s progress', () => {
  it('the file read and its place among the set’s, as the one-trace status line says it', () => {
    expect(
      setReadState({ status: 'reading', index: 1, count: 4, name: 'n2.pcap', bytes: 5, size: 10 }),
    ).toEqual({ status: 'reading', name: 'n2.pcap (2 of 4)', bytes: 5, size: 10 });
    expect(setReadState({ status: 'comparing', count: 4 })).toBeNull();
    expect(setReadState({ status: 'failed', name: 'x', message: 'm' })).toEqual({
      status: 'failed',
      name: 'x',
      message: 'm',
    });
  });
});
