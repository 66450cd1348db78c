import { describe, expect, it } from 'vitest';
import { readPcap } from '../../../src/trace/pcap';
import type { TraceConnection } from '../../../src/trace/types';
import { ether, ipv4, ipv6, pcap, pcapng, sll2, type Frame } from '../pcap/captureWriter';
import { V4, V6, scenarioSegments } from '../pcap/scenario';

/** the scenario over IPv4 in Ethernet frames (tags optional) */
function v4Frames(tags: { tpid: number; vid: number }[] = []): Frame[] {
  return scenarioSegments().map(({ t, fromClient, segment }) => {
    const [src, dst] = fromClient ? [V4.client, V4.server] : [V4.server, V4.client];
    return { t, data: ether(ipv4(src, dst, segment), tags) };
  });
}

function v6Sll2Frames(): Frame[] {
  return scenarioSegments().map(({ t, fromClient, segment }) => {
    const [src, dst] = fromClient ? [V6.client, V6.server] : [V6.server, V6.client];
    return { t, data: sll2(ipv6(src, dst, segment)) };
  });
}

/**
 * Every number below is worked out from the packet list in ../pcap/scenario.ts.
 */
function expectScenario(c: TraceConnection) {
  // 4 segments of 1400, one of 600, one of 1400; the two resends count once
  expect(c.bytesSent).toBe(4 * 1400 + 600 + 1400);
  expect(c.retransmissions).toBe(2);
  expect(c.start).toBe(0);
  expect(c.end).toBeCloseTo(0.339, 9);
  // MSS: the smaller of the SYNs' options (1460, 1400); no timestamps option
  expect(c.mss).toBe(1400);
  // RTT samples (tcptrace's rules): SYN 10, D1 12, D2 14, D5 16, FIN 18 ms; D4 is excluded (D3
  // resent after it), D6 by Karn's rule
  expect(c.rtt).not.toBeNull();
  expect(c.rtt!.samples).toBe(5);
  expect(c.rtt!.min).toBeCloseTo(10, 6);
  expect(c.rtt!.max).toBeCloseTo(18, 6);
  expect(c.rtt!.mean).toBeCloseTo((10 + 12 + 14 + 16 + 18) / 5, 6);
  expect(c.rttSeries!.t.map((t) => Math.round(t * 1000))).toEqual([10, 32, 35, 67, 338]);
  expect(c.rttSeries!.v.map((v) => +v.toFixed(6))).toEqual([10, 12, 14, 16, 18]);
  // loss events: R3 at 37 ms; R6 at 300 ms is more than one smoothed RTT later
  // (srtt after 10, 12, 14, 16 ms is 11.38 ms)
  expect(c.lossEvents.map((t) => +t.toFixed(6))).toEqual([0.037, 0.3]);
  // bytes in flight: highest data sent less highest ACK, in packets of 1400 bytes
  const flight = c.cwnd!.series;
  expect(flight.t.map((t) => Math.round(t * 1000))).toEqual([
    20, 21, 22, 23, 32, 35, 50, 51, 67, 72, 311,
  ]);
  expect(flight.v.map((v) => +v.toFixed(9))).toEqual([
    1,
    2,
    3,
    4,
    3,
    2,
    0,
    +(600 / 1400).toFixed(9),
    0,
    1,
    0,
  ]);
  // time-weighted over [0, 339] ms: byte-milliseconds of each step, over 339 ms and 1400 bytes
  const byteMs =
    1400 * 1 + 2800 * 1 + 4200 * 1 + 5600 * 9 + 4200 * 3 + 2800 * 15 + 600 * 16 + 1400 * 239;
  expect(c.cwnd!.mean).toBeCloseTo(byteMs / 339 / 1400, 9);
  expect(c.throughput).toBeCloseTo((7600 * 8) / 0.339 / 1e6, 9);
  // throughput in bins of the mean RTT (14 ms) from 0: D1-D4 (5600 bytes) fall in [14, 28),
  // D5 in [42, 56), D6 in [70, 84); 25 bins reach 339 ms
  const tp = c.throughputSeries;
  expect(tp.t.length).toBe(25);
  expect(tp.t[1]).toBeCloseTo(0.014, 9);
  const mbps = (bytes: number) => (bytes * 8) / 0.014 / 1e6;
  const want = new Array<number>(25).fill(0);
  want[1] = mbps(5600);
  want[3] = mbps(600);
  want[5] = mbps(1400);
  tp.v.forEach((v, i) => expect(v).toBeCloseTo(want[i], 9));
}

describe('the TCP analysis of a connection built by hand', () => {
  it('IPv4 over Ethernet (pcap, µs): bytes, retransmissions, RTT with Karn, flight, throughput', () => {
    const r = readPcap(pcap(v4Frames(), { linkType: 1 }));
    expect(r.format).toBe('pcap');
    expect(r.problems).toEqual([]);
    expect(r.records).toBe(20);
    expect(r.connections).toHaveLength(1);
    const c = r.connections[0];
    expect(c.src).toBe('10.0.0.1:40000');
    expect(c.dst).toBe('10.0.0.2:80');
    expectScenario(c);
  });

  it('gives the same numbers in VLAN-tagged frames (802.1Q, and QinQ)', () => {
    for (const tags of [
      [{ tpid: 0x8100, vid: 42 }],
      [
        { tpid: 0x88a8, vid: 7 },
        { tpid: 0x8100, vid: 42 },
      ],
    ]) {
      const r = readPcap(pcap(v4Frames(tags), { linkType: 1, le: false }));
      expect(r.connections).toHaveLength(1);
      expectScenario(r.connections[0]);
    }
  });

  it('gives the same numbers over IPv6 in Linux SLL2 frames, in pcapng with ns timestamps', () => {
    const frames = v6Sll2Frames();
    const r = readPcap(
      pcapng([
        {
          interfaces: [{ linkType: 276, tsresol: 9 }],
          blocks: frames.map((frame) => ({ kind: 'epb' as const, iface: 0, frame })),
        },
      ]),
    );
    expect(r.format).toBe('pcapng');
    expect(r.problems).toEqual([]);
    expect(r.connections).toHaveLength(1);
    const c = r.connections[0];
    expect(c.src).toBe('[2001:db8::1]:40000');
    expect(c.dst).toBe('[2001:db8::2]:80');
    expectScenario(c);
  });
});
