import { describe, expect, it } from 'vitest';
import { createIperf3Reader } from '../../src/trace/text/iperf3';
import { fixture, readText } from './fixtures';

const read = (text: string, size?: number) => readText(createIperf3Reader(), text, size);

/**
 * The numbers below are read off the fixture files (tests/fixtures/traces/iperf3): the intervals'
 * bytes, rtt (µs) and snd_cwnd (bytes), the end's totals.
 */
describe('iperf3 --json', () => {
  it('client, -P 2: a connection per stream, from the client (the sender) to the server', () => {
    const r = read(fixture('iperf3/client-P2.json'));
    expect(r.format).toBe('iperf3');
    expect(r.records).toBe(4); // four 0.5 s intervals
    expect(r.connections.map((c) => [c.src, c.dst])).toEqual([
      ['127.0.0.1:48268', '127.0.0.1:5301'],
      ['127.0.0.1:48270', '127.0.0.1:5301'],
    ]);
    const [a, b] = r.connections;
    // the intervals' bytes add up to the end's total: 12582912 + 3 × 12451840
    expect(12582912 + 3 * 12451840).toBe(49938432);
    expect(a.bytesSent).toBe(49938432);
    expect(b.bytesSent).toBe(49938432);
    expect(a.retransmissions).toBe(0);
    expect(a.lossEvents).toEqual([]);
    expect([a.start, a.end]).toEqual([0, 2.001525]);
    // rtt 139, 56, 66, 96 µs
    expect(a.rtt).toEqual({
      min: 0.056,
      mean: (0.139 + 0.056 + 0.066 + 0.096) / 4,
      max: 0.139,
      samples: 4,
    });
    expect(a.rttSeries?.v).toEqual([0.139, 0.056, 0.066, 0.096]);
    // iperf3's own mean_rtt is the mean of the same samples, truncated to whole µs: 89
    expect(Math.floor(a.rtt!.mean * 1000)).toBe(89);
    expect(b.rtt).toMatchObject({ min: 0.032, max: 0.11 });
    // snd_cwnd 916762 bytes throughout, in packets of start.tcp_mss_default = 32768 bytes
    expect(a.mss).toBe(32768);
    expect(a.cwnd!.mean).toBeCloseTo(916762 / 32768, 12);
    expect(a.cwnd!.series.v).toEqual([1, 2, 3, 4].map(() => 916762 / 32768));
    expect(a.cwnd!.series.t).toEqual([0.500084, 1.000193, 1.500093, 2.001525]);
    expect(a.throughput).toBeCloseTo((49938432 * 8) / 2.001525 / 1e6, 9);
    expect(a.throughputSeries.v[0]).toBeCloseTo(201.29278167898062, 12);
    expect(a.congestionControl).toBe('bbr');
    expect(r.problems).toEqual([
      expect.objectContaining({
        fatal: false,
        message: expect.stringContaining('tcp_mss_default = 32768'),
      }),
    ]);
  });

  it('reads the same in chunks of any size (here 1, 7 and 500 characters)', () => {
    const text = fixture('iperf3/client-P2.json');
    const whole = read(text);
    for (const size of [1, 7, 500]) expect(read(text, size)).toEqual(whole);
  });

  it('--json-stream (one event a line) gives what --json gives', () => {
    const r = read(fixture('iperf3/client-P2.jsonstream'));
    expect(r).toEqual(read(fixture('iperf3/client-P2.json')));
  });

  it('client, -R: the server sends, the client has no cwnd or RTT', () => {
    const [c] = read(fixture('iperf3/client-R.json')).connections;
    expect([c.src, c.dst]).toEqual(['127.0.0.1:5301', '127.0.0.1:48292']);
    expect(c.bytesSent).toBe(25034752); // 3 × 6291456 + 6160384
    expect(c.rtt).toBeNull();
    expect(c.cwnd).toBeNull();
    expect(c.throughputSeries.v).toHaveLength(4);
  });

  it('server side, receiving: the client is the sender; bytes are what was received', () => {
    const [c] = read(fixture('iperf3/server.json')).connections;
    expect([c.src, c.dst]).toEqual(['127.0.0.1:60088', '127.0.0.1:5302']);
    expect(c.bytesSent).toBe(12582912);
    expect(c.throughput).toBeCloseTo((12582912 * 8) / 1.009641 / 1e6, 9);
  });

  it('server side, -R: the server sends; no MSS anywhere, so 1448 bytes, with a note', () => {
    const r = read(fixture('iperf3/server-R.json'));
    const [c] = r.connections;
    expect([c.src, c.dst]).toEqual(['127.0.0.1:5302', '127.0.0.1:60106']);
    expect(c.cwnd!.mean).toBe(785796 / 1448);
    expect(c.rtt).toEqual({ min: 0.12, mean: 0.12, max: 0.12, samples: 1 });
    expect(r.problems.map((p) => p.message)).toEqual([
      'no MSS in the output: cwnd in packets uses 1448 bytes',
    ]);
  });

  it('retransmits: summed per interval when the end is missing, an event per interval with some', () => {
    const full = fixture('iperf3/client-P2.json');
    const withLoss = full.replace(
      '"retransmits":\t0,\n\t\t\t\t\t"snd_cwnd":\t916762',
      '"retransmits":\t3,\n\t\t\t\t\t"snd_cwnd":\t916762',
    );
    const cut = withLoss.slice(0, withLoss.indexOf('\n\t"end":')); // the top-level "end"
    expect(cut.length).toBeGreaterThan(withLoss.length / 2);
    const r = read(cut);
    const [a] = r.connections;
    expect(a.retransmissions).toBe(3);
    expect(a.lossEvents).toEqual([0.500084]);
    expect(a.bytesSent).toBe(49938432); // the intervals' sum
    expect(r.problems.filter((p) => p.fatal)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('cut short') }),
    ]);
    expect(r.problems.some((p) => p.message.includes('no "end" section'))).toBe(true);
  });

  it('a malformed interval is a problem at its line; the others are read', () => {
    const text = fixture('iperf3/client-P2.json');
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes('"bytes":\t12451840')); // the second interval
    lines[at] = '\t\t\t\t\t"bytes":\t12451840x,';
    const r = read(lines.join('\n'));
    const bad = r.problems.filter((p) => p.message.includes('not valid JSON'));
    expect(bad).toHaveLength(1);
    expect(bad[0].at.line).toBeLessThanOrEqual(at + 1);
    expect(bad[0].at.line).toBeGreaterThan(at - 25); // the interval's own first line
    expect(r.records).toBe(3);
    expect(r.connections[0].bytesSent).toBe(49938432); // the end's total still
  });

  it("iperf3's own error (it could not connect): said as a problem, no connection", () => {
    const r = read(
      '{\n\t"start":\t{\n\t\t"connected":\t[]\n\t},\n\t"intervals":\t[],\n\t"end":\t{\n\t},\n' +
        '\t"error":\t"unable to connect to server: Connection refused"\n}\n',
    );
    expect(r.connections).toEqual([]);
    expect(r.problems).toEqual([
      {
        at: { line: 8 },
        message: 'iperf3 reported an error: unable to connect to server: Connection refused',
        fatal: false,
      },
    ]);
  });

  it('a stream with no start.connected entry: read, its ends unknown, said once', () => {
    const text = fixture('iperf3/client-P2.json').replace(
      '"socket":\t7,\n\t\t\t\t"local_host"',
      '"socket":\t9,\n\t\t\t\t"local_host"',
    );
    const r = read(text);
    // socket 9, connected, has no data: not a connection; socket 7's data has no ends
    expect(r.connections.map((c) => [c.src, c.dst])).toEqual([
      ['127.0.0.1:48268', '127.0.0.1:5301'],
      ['socket 7', '?'],
    ]);
    expect(r.problems.map((p) => p.message)).toContain(
      'no start.connected entry for socket 7: its ends are unknown ("socket N", "?")',
    );
  });

  it('a file of garbage: the first 100 problems, the fatal one, a count of the rest', () => {
    const r = read('x\n'.repeat(300) + '{');
    expect(r.problems).toHaveLength(102);
    expect(r.problems[99]).toMatchObject({ at: { line: 100 }, fatal: false });
    expect(r.problems[100]).toMatchObject({ at: { line: 301 }, fatal: true });
    expect(r.problems[101].message).toBe('200 more problems not listed (only the first 100 are)');
  });

  it('text that is not iperf3 JSON: problems, never an exception', () => {
    expect(read('').connections).toEqual([]);
    const r = read('hello\n{"start": 1, "intervals": [1, {"streams": 2}]');
    expect(r.problems.map((p) => [p.at.line, p.fatal])).toEqual([
      [1, false],
      [2, false],
      [2, false],
      [2, false],
      [2, true],
    ]);
    expect(read('{"a": [}').problems.at(-1)).toMatchObject({ fatal: true, at: { line: 1 } });
  });
});
