import { describe, expect, it } from 'vitest';
import { measureTrace, throughputVsN } from '../../../src/trace/measure';
import { DATA_SHARE, splitConnections } from '../../../src/trace/measure/connections';
import { congestionEvents, eventWindow, lossTimeline } from '../../../src/trace/measure/events';
import { connection } from './synthetic';

/**
 * Paper 000's measures (Sec. V-E) on connections whose loss events are placed by hand: which are
 * one congestion event, how many connections each hits, the CCDF of that count (Fig. 17), and
 * throughput against N (Fig. 15).
 */
const rtt = { min: 10, mean: 20, max: 30, samples: 100 };
const three = [
  connection({
    end: 5,
    src: 'a:1',
    lossEvents: [1.0, 2.0, 3.0],
    rtt,
    bytesSent: 2e6,
    throughput: 3.2,
  }),
  connection({
    end: 5,
    src: 'b:1',
    lossEvents: [1.005, 2.5],
    rtt,
    bytesSent: 1e6,
    throughput: 1.6,
  }),
  connection({
    end: 5,
    src: 'c:1',
    lossEvents: [1.01, 2.0105, 4.0],
    rtt,
    bytesSent: 1e6,
    throughput: 1.6,
  }),
  // iperf3's control connection: a few hundred bytes
  connection({ end: 5, src: 'ctl:1', bytesSent: 400, lossEvents: [1.0] }),
];

describe('data connections', () => {
  it('leave out those under 1 % of the largest, and those with no byte', () => {
    const split = splitConnections({
      connections: [...three, connection({ end: 1, bytesSent: 0 })],
    });
    expect(split.data.map((d) => d.index)).toEqual([0, 1, 2]);
    expect(split.skipped.map((s) => s.index)).toEqual([3, 4]);
    expect(DATA_SHARE).toBe(0.01);
    // a single connection stays, whatever its size
    expect(splitConnections({ connections: [three[3]] }).data).toHaveLength(1);
  });
});

describe('congestion events', () => {
  it('a bin of one mean RTT from its first loss', () => {
    const w = eventWindow(three.slice(0, 3));
    expect(w.seconds).toBeCloseTo(0.02, 12);
    const events = congestionEvents(lossTimeline(three.slice(0, 3)), w.seconds);
    expect(events.map((e) => e.connections)).toEqual([[0, 1, 2], [0, 2], [1], [0], [2]]);
    expect(events[0]).toMatchObject({ start: 1.0, end: 1.01 });
    // a bin, not a chain: 1.0, 1.015, 1.03 with a window of 0.02 are two events
    const chain = congestionEvents({ t: [1.0, 1.015, 1.03], connection: [0, 1, 2] }, 0.02);
    expect(chain.map((e) => e.connections)).toEqual([[0, 1], [2]]);
  });

  it('measureTrace: counts, rates, CCDF of the connections hit, the timeline', () => {
    const m = measureTrace({ connections: three });
    expect(m.connections.map((c) => c.src)).toEqual(['a:1', 'b:1', 'c:1']);
    expect(m.skipped).toHaveLength(1);
    expect(m.duration).toBe(5);
    expect(m.aggregateMbps).toBeCloseTo((4e6 * 8) / 5 / 1e6, 12);
    expect(m.connections.map((c) => c.lossEventsPerSecond)).toEqual([0.6, 0.4, 0.6]);
    expect(m.congestionEvents.count).toBe(5);
    expect(m.congestionEvents.perSecond).toBe(1);
    expect(m.congestionEvents.meanHit).toBeCloseTo(8 / 5, 12);
    expect(m.congestionEvents.ccdf).toEqual([
      { m: 1, p: 1 },
      { m: 2, p: 0.4 },
      { m: 3, p: 0.2 },
    ]);
    expect(m.lossTimeline.connection).toEqual([0, 1, 2, 0, 2, 1, 0, 2]);
    expect(m.window.rule).toMatch(/mean RTT/);
  });

  it('the window follows a coarser dating of the losses (ss samples)', () => {
    const t = [0, 0.05, 0.1, 0.15, 0.2];
    const c = connection({ end: 1, rtt, rttSeries: { t, v: t.map(() => 20) } });
    expect(eventWindow([c]).seconds).toBeCloseTo(0.05, 12);
    expect(eventWindow([connection({ end: 1 })]).rule).toMatch(/no RTT/);
  });
});

describe('throughput against N', () => {
  it('a row per trace, in order of N, with Theorem 1 scaled at the largest N', () => {
    const one = { connections: [three[0]] };
    const rows = throughputVsN([{ connections: three }, one]);
    expect(rows.map((r) => r.n)).toEqual([1, 3]);
    expect(rows[0]).toMatchObject({ n: 1, perConnectionMbps: 3.2, congestionEventsPerSecond: 0.6 });
    expect(rows[0].aggregateMbps).toBeCloseTo(3.2, 12);
    expect(rows[1].perConnectionMbps).toBeCloseTo(6.4 / 3, 12);
    expect(rows[1].lossEventsPerConnectionPerSecond).toBeCloseTo(1.6 / 3, 12);
    // Theorem 1, beta = 1/2: N = 3 gives 1 - 1/10, N = 1 gives 3/4
    const scale = (rows[1].aggregateMbps ?? NaN) / 0.9;
    expect(rows[1].theorem1Mbps).toBeCloseTo(scale * 0.9, 9);
    expect(rows[0].theorem1Mbps).toBeCloseTo(scale * 0.75, 9);
  });
});
