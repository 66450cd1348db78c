import { describe, expect, it } from 'vitest';
import { createSsReader } from '../../src/trace/text/ss';
import { parseInfo, parseSocketLine } from '../../src/trace/text/ssFields';
import { createClock, parseTimestamp } from '../../src/trace/text/timestamps';
import { fixture, readText } from './fixtures';

const read = (text: string, size?: number) => readText(createSsReader(), text, size);

/** one sample: a time line, a socket line, its info line */
const sample = (time: string, info: string, local = '10.0.0.1:40000') =>
  `${time}\nESTAB 0 0 ${local} 10.0.0.2:5201\n\t cubic ${info}\n`;

/**
 * tests/fixtures/traces/ss/epoch-cubic.txt, read off the file: 7 samples of two sockets, at
 * 1795831555.412060213 + 0, 0.335080502, 0.443365282, 0.568972674, 0.720761705, 0.826130572,
 * 0.955613038 s. The data socket (49672, cubic): rtt 0.02 0.019 0.049 0.071 0.081 0.055 0.053 ms,
 * cwnd 11 then 10, bytes_acked 262182 ... 6291494, bytes_sent 6291493 at the end.
 */
describe('ss -tin log', () => {
  const times = [0, 0.335080502, 0.443365282, 0.568972674, 0.720761705, 0.826130572, 0.955613038];

  it('epoch times: a connection per socket, local end first, the kernel counters', () => {
    const r = read(fixture('ss/epoch-cubic.txt'));
    expect(r.format).toBe('ss');
    expect(r.problems).toEqual([]);
    expect(r.records).toBe(14);
    expect(r.connections.map((c) => [c.src, c.dst, c.congestionControl])).toEqual([
      ['127.0.0.1:49656', '127.0.0.1:5301', 'bbr'],
      ['127.0.0.1:49672', '127.0.0.1:5301', 'cubic'],
    ]);
    const c = r.connections[1];
    expect(c.start).toBe(0);
    expect(c.end).toBe(0.955613038);
    expect(c.cwnd!.series.t).toEqual(times);
    expect(c.bytesSent).toBe(6291493);
    expect(c.retransmissions).toBe(0);
    expect(c.mss).toBe(65483);
    const rtts = [0.02, 0.019, 0.049, 0.071, 0.081, 0.055, 0.053];
    expect(c.rttSeries!.v).toEqual(rtts);
    expect(c.rtt!.min).toBe(0.019);
    expect(c.rtt!.max).toBe(0.081);
    expect(c.rtt!.mean).toBeCloseTo(0.348 / 7, 15);
    // cwnd 11 over the first 0.335080502 s, then 10: the mean over time
    expect(c.cwnd!.mean).toBeCloseTo(
      (11 * 0.335080502 + 10 * (0.955613038 - 0.335080502)) / 0.955613038,
      12,
    );
    // delivered: bytes_acked 6291494 − 262182 over 0.955613038 s
    expect(c.throughput).toBeCloseTo(((6291494 - 262182) * 8) / 0.955613038 / 1e6, 9);
    expect(c.throughputSeries.v[0]).toBeCloseTo(((2359334 - 262182) * 8) / 0.335080502 / 1e6, 9);
    expect(c.throughputSeries.t).toEqual(times.slice(1));
    // the control connection sent 206 bytes and nothing while the log ran
    expect(r.connections[0].bytesSent).toBe(206);
    expect(r.connections[0].throughput).toBe(0);
  });

  it('ISO 8601 times with a comma before the ns, no header (-H)', () => {
    const r = read(fixture('ss/iso-noheader.txt'));
    expect(r.problems).toEqual([]);
    const c = r.connections[1];
    expect(c.cwnd!.series.t).toEqual([0, 0.263577923, 0.539524096, 0.752292603]);
    expect(c.rtt).toEqual({
      min: 0.051,
      mean: (0.051 + 0.066 + 0.08 + 0.086) / 4,
      max: 0.086,
      samples: 4,
    });
    expect(c.cwnd!.mean).toBe(18);
  });

  it('reads the same in chunks of any size', () => {
    const text = fixture('ss/epoch-cubic.txt');
    const whole = read(text);
    for (const size of [1, 3, 64, 1000]) expect(read(text, size)).toEqual(whole);
  });

  it('retransmissions: the last retrans total; loss events where it grew; unique bytes', () => {
    const log =
      sample('100.0', 'rtt:10/5 mss:1448 cwnd:10 bytes_sent:14480 bytes_acked:14481') +
      sample(
        '100.5',
        'rtt:12/5 mss:1448 cwnd:5 ssthresh:5 bytes_sent:30408 bytes_retrans:1448 bytes_acked:27513 retrans:1/1 lost:1',
      ) +
      sample(
        '101.0',
        'rtt:11/5 mss:1448 cwnd:6 ssthresh:5 bytes_sent:44888 bytes_retrans:2896 bytes_acked:41993 retrans:0/2',
      ) +
      sample(
        '101.5',
        'rtt:11/5 mss:1448 cwnd:7 ssthresh:5 bytes_sent:59368 bytes_retrans:2896 bytes_acked:56473 retrans:0/2',
      );
    const [c] = read(log).connections;
    expect(c.retransmissions).toBe(2);
    expect(c.lossEvents).toEqual([0.5, 1]);
    expect(c.bytesSent).toBe(59368 - 2896);
    expect(c.throughput).toBeCloseTo(((56473 - 14481) * 8) / 1.5 / 1e6, 12);
    expect(c.cwnd!.mean).toBeCloseTo((10 * 0.5 + 5 * 0.5 + 6 * 0.5) / 1.5, 12);
  });

  it('counters that go back: a new connection on the same ports', () => {
    const log =
      sample('1', 'cwnd:10 bytes_sent:5000 bytes_acked:5001') +
      sample('2', 'cwnd:20 bytes_sent:9000 bytes_acked:9001') +
      sample('3', 'cwnd:10 bytes_sent:100 bytes_acked:101');
    const r = read(log);
    expect(r.connections.map((c) => [c.start, c.end, c.bytesSent])).toEqual([
      [0, 1, 9000],
      [2, 2, 100],
    ]);
  });

  it('bad lines are problems at their line numbers; the rest is read', () => {
    const log = [
      'State Recv-Q Send-Q Local Address:Port Peer Address:Port', // 1: header
      'ESTAB 0 0 10.0.0.1:40000 10.0.0.2:5201', // 2: no time yet
      '\t cubic cwnd:10 rtt:1/1', // 3
      '1700000000.5', // 4
      '\t cubic cwnd:10', // 5: info without its socket line
      'garbage here', // 6
      'ESTAB 0 0 10.0.0.1:40000 10.0.0.2:5201', // 7
      '\t cubic cwnd:x rtt:2/1', // 8: cwnd does not read
      '1700000001', // 9
      'ESTAB 0 0 10.0.0.1:40000 10.0.0.2:5201', // 10
      '\t cubic cwnd:12 rtt:4/1', // 11
    ].join('\n');
    const r = read(log);
    expect(r.problems.map((p) => [p.at.line, p.fatal])).toEqual([
      [2, false],
      [5, false],
      [6, false],
      [8, false],
    ]);
    expect(r.problems[0].message).toContain('no time before this sample');
    expect(r.problems[2].message).toContain('"garbage here"');
    expect(r.problems[3].message).toContain('cwnd');
    const [c] = r.connections;
    // the sample before any time line is read at time 0, as the first timed one
    expect(c.cwnd!.series).toEqual({ t: [0, 0.5], v: [10, 12] });
    expect(c.rttSeries).toEqual({ t: [0, 0, 0.5], v: [1, 2, 4] });
  });

  it('ss -tinE: each socket once, as it closes, with no time: its totals', () => {
    const r = read(fixture('ss/events-E.txt'));
    expect(r.problems.map((p) => [p.at.line, p.fatal])).toEqual([[2, false]]);
    expect(r.records).toBe(5); // the listener *:5301 has an info line too
    const c = r.connections.find((x) => x.src === '127.0.0.1:43226')!;
    expect(c).toMatchObject({
      dst: '127.0.0.1:5301',
      start: 0,
      end: 0,
      bytesSent: 1048613,
      mss: 65483,
    });
    expect(c.rtt).toEqual({ min: 0.048, mean: 0.048, max: 0.048, samples: 1 });
    expect(c.cwnd!.mean).toBe(18);
    expect(c.congestionControl).toBeUndefined(); // ss -E shows no congestion control
  });

  it('nothing to read: a fatal problem', () => {
    const r = read('1700000000\n1700000001\n');
    expect(r.connections).toEqual([]);
    expect(r.problems).toEqual([expect.objectContaining({ fatal: true })]);
  });
});

describe('ss fields', () => {
  it('socket lines: Netid column, IPv6, process column', () => {
    expect(
      parseSocketLine('tcp   ESTAB 0 0 [::1]:5201 [::1]:40000 users:(("iperf3",pid=1,fd=5))'),
    ).toEqual({
      state: 'ESTAB',
      local: '[::1]:5201',
      peer: '[::1]:40000',
      rest: 'users:(("iperf3",pid=1,fd=5))',
    });
    expect(parseSocketLine('State Recv-Q Send-Q Local Address:Port Peer Address:Port')).toBeNull();
  });

  it('info lines: older ss rates with units, flags before the congestion control', () => {
    expect(
      parseInfo(
        '\t ts sack cubic wscale:7,7 rto:204 rtt:0.5/0.25 send 106.5Mbps pacing_rate 2.1Gbps delivery_rate 980Kbps unacked:3 retrans:1/4',
      ),
    ).toEqual({
      congestionControl: 'cubic',
      rto: 204,
      rtt: 0.5,
      rttVar: 0.25,
      sendRate: 106.5e6,
      pacingRate: 2.1e9,
      deliveryRate: 980e3,
      unacked: 3,
      retransTotal: 4,
    });
    expect(parseInfo('no fields here')).toBeNull();
  });
});

describe('time lines', () => {
  it('epoch, ISO 8601 with zones, date, time of day', () => {
    expect(parseTimestamp('1795831555.412060213')).toEqual({
      seconds: 1795831555,
      ns: 412060213,
      format: 'epoch',
    });
    const utc = parseTimestamp('2026-11-28T02:05:58,932319857+00:00');
    const paris = parseTimestamp('2026-11-28 03:05:58.932319857+01:00');
    expect(paris).toEqual(utc);
    expect(parseTimestamp('2026-11-28T02:05:58Z')?.seconds).toBe(utc?.seconds);
    expect(parseTimestamp('Sat Nov 28 02:05:58 UTC 2026')?.seconds).toBe(utc?.seconds);
    expect(parseTimestamp('23:59:59.5')).toEqual({
      seconds: 86399,
      ns: 500000000,
      format: 'clock',
    });
    expect(parseTimestamp('ESTAB 0 0')).toBeNull();
  });

  it('a time of day going back past midnight goes on counting', () => {
    const clock = createClock();
    const t = ['23:59:59.5', '00:00:00.25', '00:00:01'].map((s) => clock(parseTimestamp(s)!));
    expect(t).toEqual([0, 0.75, 1.5]);
  });
});
