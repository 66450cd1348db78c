import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { examplePath } from '../../../src/labs/trace/cli';
import { readBlob } from '../../../src/labs/trace/worker/readSource';
import { problemPlace, seriesCsv, tableCsv } from '../../../src/labs/trace/tables';
import { connectionLines, valueAt } from '../../../src/labs/trace/lines';
import { selectConnections, timeDomain } from '../../../src/labs/trace/view';
import type { TraceConnection } from '../../../src/trace/types';
import { fixturePath } from '../../trace/fixtures';

const conn = (bytesSent: number, over: Partial<TraceConnection> = {}): TraceConnection => ({
  src: '10.0.1.1:1',
  dst: '10.0.2.1:5201',
  start: 0,
  end: 1,
  bytesSent,
  retransmissions: 0,
  lossEvents: [],
  rtt: null,
  cwnd: null,
  throughput: (8 * bytesSent) / 1e6,
  throughputSeries: { t: [0, 1], v: [1, 1] },
  rttSeries: null,
  ...over,
});

describe('which connections the page shows', () => {
  const conns = [conn(400), conn(3e6), conn(2e6)];

  it('hides the tiny ones (iperf3’s control connection) unless asked, and numbers the rest', () => {
    const s = selectConnections(conns, { control: false, conn: 'all' });
    expect(s.shown.map((l) => [l.k, l.index])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(s.hidden).toBe(1);
    const all = selectConnections(conns, { control: true, conn: 'all' });
    expect(all.shown.map((l) => l.index)).toEqual([0, 1, 2]);
  });

  it('conn=k is the k-th listed; a k past the list shows all and says so', () => {
    expect(selectConnections(conns, { control: false, conn: 2 }).shown[0].index).toBe(2);
    const missing = selectConnections(conns, { control: false, conn: 5 });
    expect(missing.missing).toBe(5);
    expect(missing.shown).toHaveLength(2);
  });

  it('a lone connection is never tiny', () => {
    expect(selectConnections([conn(10)], { control: false, conn: 'all' }).shown).toHaveLength(1);
  });

  it('the time axis spans the shown connections', () => {
    const s = selectConnections(
      [conn(1e6, { start: 0.5, end: 2 }), conn(1e6, { start: 0.2, end: 1.5 })],
      { control: false, conn: 'all' },
    );
    expect(timeDomain(s.shown)).toEqual([0.2, 2]);
  });

  it('marks each loss at the window it hit', () => {
    const series = { t: [0, 1, 2, 3], v: [10, 20, 10, 11] };
    expect(valueAt(series, 1.5)).toBe(20);
    expect(valueAt(series, -1)).toBe(10);
    const lines = connectionLines(conn(1e6, { lossEvents: [1.2], cwnd: { mean: 12, series } }));
    expect([...lines.losses]).toEqual([1.2, 20]);
    expect([...(lines.cwnd ?? [])]).toEqual([0, 10, 1, 20, 2, 10, 3, 11]);
  });

  it('the CSVs hold every row and sample', () => {
    const shown = selectConnections([conn(5e5, { lossEvents: [0.5] })], {
      control: false,
      conn: 'all',
    }).shown;
    expect(tableCsv(shown).split('\n')[1]).toMatch(/^1,10\.0\.1\.1:1,10\.0\.2\.1:5201,0,1,500000,/);
    expect(seriesCsv(shown).trim().split('\n')).toEqual([
      'connection,series,time_s,value',
      '1,throughput_mbps,0,1',
      '1,throughput_mbps,1,1',
      '1,loss_event,0.5,',
    ]);
  });
});

describe('reading a file as the worker does', () => {
  it('gzip or not, the same trace, progress up to the file’s size', async () => {
    const plain = readFileSync(fixturePath('ns/reno-1/sender.pcap'));
    const seen: number[] = [];
    const a = await readBlob(new Blob([plain]), (b) => seen.push(b));
    const b = await readBlob(new Blob([gzipSync(plain)]), () => {});
    expect(a.gzip).toBe(false);
    expect(b.gzip).toBe(true);
    expect(b.result).toEqual(a.result);
    expect(seen.at(-1)).toBe(plain.length);
    expect(a.lines).toHaveLength(a.result.connections.length);
  });

  it('a truncated file: the problem at its byte, the connections read before it kept', async () => {
    const cut = readFileSync(fixturePath('ns/reno-1/sender.pcap')).subarray(0, 200_000);
    const { result } = await readBlob(new Blob([cut]), () => {});
    const fatal = result.problems.find((p) => p.fatal);
    expect(fatal && problemPlace(fatal)).toBe('byte 199966');
    expect(result.connections.some((c) => c.bytesSent > 1e6)).toBe(true);
  });

  it('a truncated gzip stream: what came before is kept, and the failure said', async () => {
    const cut = readFileSync(examplePath('cubic-4.pcap.gz')).subarray(0, 60_000);
    const { result } = await readBlob(new Blob([cut]), () => {});
    expect(result.problems.at(-1)?.message).toMatch(/gzip stream could not be read to its end/);
    expect(result.connections.length).toBeGreaterThanOrEqual(4);
  });
});
