import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DUMBBELL_SCHEMA } from '../../../src/labs/families/packet/scenario';
import {
  firstDataTime,
  MIN_CUTS_FOR_KIND,
  openingTimes,
  RTT_FLOOR_MS,
  twinScenario,
  type TwinScenario,
} from '../../../src/labs/trace/twin';
import { decodeQuery, encodeQuery } from '../../../src/scenario/codec';
import { fitTrace } from '../../../src/trace/fit';
import { readTrace } from '../../../src/trace/read';
import type { TraceConnection } from '../../../src/trace/types';
import { BUFFER, CUBIC4, DELAY10, N8, recorded } from './twinFixtures';

const made = (t: ReturnType<typeof twinScenario>): TwinScenario => {
  if (t.scenario === null) throw new Error(`no twin: ${t.reasons.join('; ')}`);
  return t as TwinScenario;
};

describe('the twin of reno-1-delay10, against the recording set-up (its README.md, tc.txt)', () => {
  it('the link, the path and the sender are the recording', async () => {
    const { result, fit } = await recorded(DELAY10);
    const s = made(twinScenario(fit, result.connections)).scenario;
    // tbf at 10 Mbit/s, counting frames: the fit's wire rate, within the 3 % the fit holds it to
    expect(Math.abs(s.cap / 10 - 1)).toBeLessThan(0.03);
    // tbf's limit, 30 280 bytes = 20 frames of 1514
    expect(s.buffer).toBe(BUFFER);
    // ping on the idle path: 10.400 ms (the capture's smallest sample adds a frame's tbf burst)
    expect(s.rtt).toHaveLength(1);
    expect(Math.abs(s.rtt[0] - 10.4)).toBeLessThan(0.2);
    expect(s.n).toBe(1);
    expect(s.pkt).toBe(1448);
    expect(s.header).toBe(66);
    expect(s.cc).toEqual(['reno']);
    expect(s.tcp).toEqual(['sack']);
    expect(s.queue).toBe('droptail');
    expect(s.delack).toBe(false);
    expect(s.iw).toBe(10);
    expect(s.minrto).toBe(0.2);
    expect(s.warmup).toBe(0);
    // 3 s of iperf3 (-t 3): the run ends with the connection
    expect(s.t).toBeGreaterThan(3);
    expect(s.t).toBeLessThan(3.1);
  });

  it('the twin starts a handshake before the first data packet, not at the SYN', async () => {
    const { result, fit } = await recorded(DELAY10);
    const t = made(twinScenario(fit, result.connections));
    const c = result.connections[t.connections[0]];
    // iperf3 sends its first data about 28 ms (two setup round trips) after the SYN
    const data = firstDataTime(c);
    expect(data - c.start).toBeGreaterThan(0.02);
    expect(t.origin).toBeCloseTo(data - t.scenario.rtt[0] / 1000, 9);
    expect(t.scenario.start).toEqual([0]);
  });

  it('states every choice', async () => {
    const { result, fit } = await recorded(DELAY10);
    const t = made(twinScenario(fit, result.connections));
    const text = t.assumptions.join('\n');
    for (const word of ['capacity', 'buffer', 'RTT', 'SACK', 'delayed ACKs', 'initial window'])
      expect(text).toContain(word);
    expect(text).toContain("'reno'");
  });
});

describe("the twin's link is the Dumbbell lab's own", () => {
  it.each([DELAY10, CUBIC4, N8])('%s: decoded, it is the twin, without a problem', async (p) => {
    const { result, fit } = await recorded(p);
    const t = made(twinScenario(fit, result.connections));
    expect(t.url.startsWith('?lab=dumbbell&')).toBe(true);
    const back = decodeQuery(DUMBBELL_SCHEMA, t.url);
    expect(back.problems).toEqual([]);
    expect(back.scenario).toEqual(t.scenario);
    expect(`?${encodeQuery(DUMBBELL_SCHEMA, back.scenario)}`).toBe(t.url);
  });
});

describe('the parallel connections', () => {
  it('cubic-4: the 4 streams, opened before any data, start together', async () => {
    const { result, fit } = await recorded(CUBIC4);
    const t = made(twinScenario(fit, result.connections));
    expect(t.scenario.n).toBe(4);
    const conns = t.connections.map((k) => result.connections[k]);
    const data = Math.min(...conns.map(firstDataTime));
    // every SYN (0.0454 ... 0.0472 s) comes before the first data packet (0.0592 s)
    for (const c of conns) expect(c.start).toBeLessThan(data);
    expect(t.scenario.start).toEqual([0]);
    // the recordings without added delay: base RTTs of 6-16 us, under the lab's smallest
    expect(t.scenario.rtt).toEqual([RTT_FLOOR_MS]);
  });

  it('cubic-4: the capture shows flights, whose cuts read as Reno: reno unless told', async () => {
    const { result, fit } = await recorded(CUBIC4);
    // a capture does not name the congestion control, and the flights' cuts keep about half of
    // them (the fit's beta: 0.49-0.58): the fit says reno
    expect(fit.connections.map((c) => c.kind)).toEqual(['reno', 'reno', 'reno', 'reno']);
    expect(made(twinScenario(fit, result.connections)).scenario.cc).toEqual(['reno']);
    const told = made(twinScenario(fit, result.connections, { cc: 'cubic' }));
    expect(told.scenario.cc).toEqual(['cubic']);
    expect(told.assumptions.join('\n')).toContain('as asked');
  });

  it('n8: a kind read off fewer than 3 cuts is not taken', async () => {
    const { result, fit } = await recorded(N8);
    const t = made(twinScenario(fit, result.connections));
    expect(t.scenario.n).toBe(8);
    const cc = t.scenario.cc.length === 1 ? new Array(8).fill(t.scenario.cc[0]) : t.scenario.cc;
    fit.connections.forEach((c, f) => {
      const cubic = c.kind === 'cubic' && c.aimd.cuts >= MIN_CUTS_FOR_KIND;
      expect(cc[f]).toBe(cubic ? 'cubic' : 'reno');
    });
    // the fit calls 6 of these Reno flows cubic; 5 of them from 1 or 2 cuts of 4-8 packets
    expect(cc.filter((x) => x === 'cubic').length).toBeLessThanOrEqual(1);
  });
});

describe('opening times, by hand', () => {
  const conn = (start: number, firstData: number, end = 10): TraceConnection => ({
    src: 'a:1',
    dst: 'b:2',
    start,
    end,
    bytesSent: 1e6,
    retransmissions: 0,
    lossEvents: [],
    rtt: null,
    cwnd: { mean: 5, series: { t: [start, firstData], v: [0.02, 10] } },
    throughput: 1,
    throughputSeries: { t: [], v: [] },
    rttSeries: null,
  });

  it('two streams opened before the data start together; a later one at its SYN', () => {
    // SYNs at 1.0 and 1.2 s, data from 1.5 s; a third connection opened at 4 s
    const o = openingTimes([conn(1.0, 1.5), conn(1.2, 1.5), conn(4, 4.1)], [100, 100, 100]);
    expect(o.firstData).toBe(1.5);
    expect(o.together).toBe(2);
    // one handshake, 100 ms, before the data
    expect(o.origin).toBeCloseTo(1.4, 12);
    expect(o.starts[0]).toBe(0);
    expect(o.starts[1]).toBe(0);
    expect(o.starts[2]).toBeCloseTo(2.6, 12);
  });

  it('never before the first record', () => {
    // a handshake longer than the wait: the first SYN is the twin's 0
    const o = openingTimes([conn(1.0, 1.05)], [200]);
    expect(o.origin).toBe(1.0);
  });
});

describe('a fit that lacks what a twin takes: null, with the reasons', () => {
  const bare = (c: Partial<TraceConnection>): TraceConnection => ({
    src: '10.0.0.1:1',
    dst: '10.0.0.2:2',
    start: 0,
    end: 2,
    bytesSent: 2e6,
    retransmissions: 0,
    lossEvents: [],
    rtt: null,
    cwnd: null,
    throughput: 8,
    throughputSeries: { t: [0, 0.5, 1, 1.5], v: [8, 8, 8, 8] },
    rttSeries: null,
    ...c,
  });

  it('no RTT: no buffer, no RTT', () => {
    const connections = [bare({})];
    const t = twinScenario(fitTrace({ connections }), connections);
    expect(t.scenario).toBeNull();
    expect(t.url).toBeNull();
    expect(t.reasons.some((r) => r.startsWith('no RTT'))).toBe(true);
    expect(t.reasons.some((r) => r.startsWith('no buffer'))).toBe(true);
  });

  it('no throughput: no rate', () => {
    const connections = [
      bare({
        throughputSeries: { t: [], v: [] },
        rtt: { min: 10, mean: 20, max: 30, samples: 3 },
        rttSeries: { t: [0.1, 0.2, 0.3], v: [10, 20, 30] },
      }),
    ];
    const t = twinScenario(fitTrace({ connections }), connections);
    expect(t.scenario).toBeNull();
    expect(t.reasons.some((r) => r.startsWith('no bottleneck rate'))).toBe(true);
  });

  it('no connection at all', () => {
    const t = twinScenario(fitTrace({ connections: [] }), []);
    expect(t.scenario).toBeNull();
    expect(t.reasons[0]).toBe('no data connection to simulate');
  });

  it('iperf3 --json: its RTTs are smoothed, at its intervals ends: no buffer', async () => {
    const path = join(__dirname, '..', '..', 'fixtures', 'traces', 'iperf3', 'client-P2.json');
    const r = await readTrace(new Uint8Array(readFileSync(path)));
    const t = twinScenario(fitTrace(r), r.connections, { format: r.format });
    expect(t.scenario).toBeNull();
    expect(t.reasons.join('\n')).toContain("iperf3's RTTs are smoothed");
  });
});
