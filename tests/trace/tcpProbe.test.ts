import { describe, expect, it } from 'vitest';
import { createTcpProbeReader } from '../../src/trace/text/tcpProbe';
import { fixture, readText } from './fixtures';

const read = (text: string, size?: number) => readText(createTcpProbeReader(), text, size);

/** one tracefs line of a socket 10.0.0.1:40000 -> 10.0.0.2:5201 */
const probe = (time: string, una: string, cwnd: number, ssthresh: number, srtt: number) =>
  `  iperf3-1 [000] ..s1. ${time}: tcp_probe: family=AF_INET src=10.0.0.1:40000 ` +
  `dest=10.0.0.2:5201 mark=0x0 data_len=0 snd_nxt=${una} snd_una=${una} snd_cwnd=${cwnd} ` +
  `ssthresh=${ssthresh} snd_wnd=65536 srtt=${srtt} rcv_wnd=65536 sock_cookie=2a\n`;

/**
 * tests/fixtures/traces/tcp_probe/tracefs-cubic.txt, read off the file: 49 events of four sockets
 * (the control and data connections, each side), the first at 53426.554053 s. The data sender
 * 127.0.0.1:45204 (sock_cookie 9): 11 events from 53426.557523 to 53426.574015, snd_una from
 * 0xcce88c2 to 0xcd488e7 (393253 bytes), srtt 7 6 12 13 15 18 18 19 17 17 15 µs, snd_cwnd
 * 10 11 22 22 22 44 81 147 147 237 237.
 */
describe('tcp_probe text', () => {
  it('tracefs: a connection per socket, snd_una progress, srtt in µs', () => {
    const r = read(fixture('tcp_probe/tracefs-cubic.txt'));
    expect(r.format).toBe('tcp_probe');
    expect(r.problems).toEqual([]);
    expect(r.records).toBe(49);
    expect(r.connections.map((c) => [c.src, c.dst])).toEqual([
      ['[::ffff:127.0.0.1]:5301', '[::ffff:127.0.0.1]:45198'],
      ['127.0.0.1:45198', '127.0.0.1:5301'],
      ['[::ffff:127.0.0.1]:5301', '[::ffff:127.0.0.1]:45204'],
      ['127.0.0.1:45204', '127.0.0.1:5301'],
    ]);
    const c = r.connections[3];
    expect(0xcd488e7 - 0xcce88c2).toBe(393253);
    expect(c.bytesSent).toBe(393253);
    expect([c.start, c.end]).toEqual([0.00347, 0.019962]);
    const srtt = [7, 6, 12, 13, 15, 18, 18, 19, 17, 17, 15];
    expect(c.rttSeries!.v).toEqual(srtt.map((us) => us / 1000));
    expect(c.rtt).toMatchObject({ min: 0.006, max: 0.019, samples: 11 });
    expect(c.rtt!.mean).toBeCloseTo(157 / 11 / 1000, 15);
    expect(c.cwnd!.series.v).toEqual([10, 11, 22, 22, 22, 44, 81, 147, 147, 237, 237]);
    expect(c.retransmissions).toBe(0);
    expect(c.throughput).toBeCloseTo((393253 * 8) / (0.019962 - 0.00347) / 1e6, 6);
    // bins of one mean RTT; the bytes in them add up to the total
    const bins = c.throughputSeries;
    let bytes = 0;
    for (let k = 0; k < bins.t.length; k++)
      bytes += (bins.v[k] * 1e6 * (bins.t[k] - (k === 0 ? c.start : bins.t[k - 1]))) / 8;
    expect(bytes).toBeCloseTo(393253, 3);
    // the receiver's side acknowledges nothing of its own
    expect(r.connections[2].bytesSent).toBe(0);
  });

  it('perf script lines ("tcp:tcp_probe:", mark=0) read the same way', () => {
    const r = read(fixture('tcp_probe/perf-script-reno.txt'));
    expect(r.problems).toEqual([]);
    expect(r.records).toBe(23);
    const c = r.connections.find((x) => x.src === '127.0.0.1:49650')!;
    expect(c.bytesSent).toBe(31629);
    expect(c.rtt).toMatchObject({ min: 0.012, max: 0.02, samples: 4 });
  });

  it('trace-cmd report lines (no flags column, padded) read the same way', () => {
    const line = (t: string, una: string) =>
      `          iperf3-1234  [001]  ${t}: tcp_probe:            family=AF_INET src=10.0.0.1:5201 ` +
      `dest=10.0.0.2:43210 mark=0x0 data_len=0 snd_nxt=${una} snd_una=${una} snd_cwnd=10 ` +
      `ssthresh=2147483647 snd_wnd=64240 srtt=20000 rcv_wnd=64240 sock_cookie=1\n`;
    const text = 'cpus=2\n' + line('100.000000', '0x10') + line('100.250000', '0x5b0');
    const r = read(text);
    expect(r.problems).toEqual([]);
    expect(r.connections[0]).toMatchObject({ src: '10.0.0.1:5201', bytesSent: 0x5a0, end: 0.25 });
    expect(r.connections[0].rtt).toEqual({ min: 20, mean: 20, max: 20, samples: 2 });
  });

  it('reads the same in chunks of any size', () => {
    const text = fixture('tcp_probe/tracefs-cubic.txt');
    const whole = read(text);
    for (const size of [1, 5, 300]) expect(read(text, size)).toEqual(whole);
  });

  it('snd_una wraps at 2^32; ssthresh reductions are the loss events', () => {
    const text =
      probe('10.000000', '0xfffffc00', 10, 2147483647, 0) +
      probe('10.010000', '0x00000200', 20, 2147483647, 10000) +
      probe('10.020000', '0x00000800', 10, 10, 12000) +
      probe('10.030000', '0x00001000', 11, 10, 11000) +
      probe('10.040000', '0x00001400', 5, 5, 14000);
    const [c] = read(text).connections;
    expect(c.bytesSent).toBe(0x400 + 0x200 + 0x600 + 0x800 + 0x400);
    expect(c.lossEvents).toEqual([0.02, 0.04]);
    expect(c.retransmissions).toBe(2);
    expect(c.rtt).toEqual({ min: 10, mean: 11.75, max: 14, samples: 4 }); // srtt 0: no sample yet
    expect(c.cwnd!.mean).toBeCloseTo((10 + 20 + 10 + 11) / 4, 12);
  });

  it('other events are skipped; bad tcp_probe lines are problems at their line', () => {
    const text =
      '# tracer: nop\n' +
      '  bash-1 [000] ..... 9.000000: sched_switch: prev_comm=bash\n' +
      probe('10.000000', '0x100', 10, 2147483647, 100) +
      '  iperf3-1 [000] ..... 10.5: tcp_probe: family=AF_INET src=1.2.3.4:1\n' +
      'what is this\n' +
      probe('11.000000', '0x200', 10, 2147483647, 100).replace('snd_una=0x200', 'snd_una=zz');
    const r = read(text);
    expect(r.problems.map((p) => [p.at.line, p.fatal])).toEqual([
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(r.problems[0].message).toContain('without dest, snd_una, snd_cwnd');
    expect(r.records).toBe(1);
  });

  it('no event at all: a fatal problem', () => {
    expect(read('# tracer: nop\n#\n').problems).toEqual([
      expect.objectContaining({ fatal: true, message: 'no tcp_probe event in the text' }),
    ]);
  });
});
