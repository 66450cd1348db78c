import { describe, expect, it } from 'vitest';
import type {
  CcFactory,
  CongestionControl,
  WindowState,
} from '../../../src/engines/packet/cc/congestionControl';
import { sourceThroughput, type TraceChunk } from '../../../src/engines/packet/measure/traces';
import { mptcpNetwork } from '../../../src/engines/packet/mptcpNetworks';
import { PacketSimulation } from '../../../src/engines/packet/simulation';
import { withDefaults } from '../../../src/engines/packet/params';
import {
  buildDumbbell,
  propagationRtt,
  type TopologySpec,
} from '../../../src/engines/packet/topology';

/** Concatenates drained chunks' rows (t and one per-flow column). */
function rows(chunks: TraceChunk[], key: 'delivered' | 'cwnd', f: number) {
  const t: number[] = [];
  const v: number[] = [];
  for (const c of chunks) {
    c.t.forEach((x, k) => {
      t.push(x);
      v.push(c[key][k * c.flows + f]);
    });
  }
  return { t, v };
}

describe('stop time: a stopped flow sends no new data', () => {
  it('no new sequence number after the stop, the other flow takes the link, throughput over the active time', () => {
    const sim = new PacketSimulation({
      n: 2,
      rtt: [0.1],
      buffer: 30,
      start: [0, 0],
      stop: [null, 30],
      duration: 60,
      warmup: 10,
      traceInterval: 0.5,
    });
    sim.runUntil(30);
    const chunks = [sim.drainTraces() as TraceChunk];
    const lastSent = sim.senders[1].maxSeq;
    sim.runUntil(60);
    chunks.push(sim.drainTraces() as TraceChunk);
    const s = sim.summary();
    expect(sim.senders[1].maxSeq).toBe(lastSent); // repairs only
    expect(sim.senders[1].finished).toBe(true);
    expect(sim.senders[1].rtoArmed).toBe(false); // no timer left running
    // nothing acknowledged for flow 1 once its last packets are in (a few RTTs after 30 s)
    const d1 = rows(chunks, 'delivered', 1);
    d1.t.forEach((t, k) => {
      if (t > 32) expect(d1.v[k]).toBe(0);
    });
    // flow 0 alone from then on: the whole link (1000 of 1040 bytes are payload)
    const d0 = rows(chunks, 'delivered', 0);
    const late = d0.v.filter((_, k) => d0.t[k] > 40).reduce((a, b) => a + b, 0);
    expect((late * 8) / 20 / 10e6).toBeGreaterThan(0.85 * (1000 / 1040));
    expect(s.flows[1].stop).toBe(30);
    expect(s.flows[1].activeTime).toBe(20); // from the warm-up (10 s) to the stop
    expect(s.flows[0].activeTime).toBe(50);
    // bytes after the warm-up over the active time, vs over the whole measured time
    expect(s.flows[1].activeThroughput).toBeCloseTo((s.flows[1].throughput * 50) / 20, 9);
  });

  it('a flow stopped before it starts never sends', () => {
    const sim = new PacketSimulation({
      n: 2,
      start: [0, 5],
      stop: [null, 2],
      duration: 10,
      warmup: 0,
      traceInterval: 0,
    });
    const s = sim.run();
    expect(sim.senders[1].maxSeq).toBe(-1);
    expect(s.flows[1].activeTime).toBe(0);
    expect(() => new PacketSimulation({ n: 2, stop: [1] })).toThrow(/stop/);
  });
});

/** A module with a fixed window that records what each new ACK brings. */
function recorder(k: number, log: { rtt: number[]; acked: number[] }): CcFactory {
  return (): CongestionControl => ({
    onAck(w: WindowState, acked: number) {
      w.cwnd = k;
      log.rtt.push(w.rttSample);
      log.acked.push(acked);
    },
    onLoss(w) {
      w.cwnd = k;
    },
    onTimeout(w) {
      w.ssthresh = k;
    },
  });
}

describe('RTT noise (paper 003 Sec. 6.4): an extra delay uniform on [0, 2 sigma] per ACK', () => {
  const run = (sigma: number, k: number, log: { rtt: number[]; acked: number[] }) =>
    new PacketSimulation(
      {
        n: 1,
        rtt: [0.1],
        buffer: 1000,
        cc: { name: 'rec' },
        rttNoise: sigma,
        start: [0],
        duration: 120,
        warmup: 0,
        traceInterval: 0,
        seed: 3,
      },
      { congestionControls: { rec: recorder(k, log) } },
    ).run();

  it('one packet per RTT: the samples are the exact RTT plus a uniform [0, 2 sigma] draw, mean sigma', () => {
    const quiet = { rtt: [] as number[], acked: [] as number[] };
    run(0, 1, quiet);
    // (the first samples differ: the SYN, and the initial window of 2 that the SYN's ACK opens)
    const base = quiet.rtt[quiet.rtt.length - 1];
    expect(Math.max(...quiet.rtt.slice(5)) - Math.min(...quiet.rtt.slice(5))).toBeLessThan(1e-12);
    const noisy = { rtt: [] as number[], acked: [] as number[] };
    const sigma = 0.01;
    run(sigma, 1, noisy);
    const extra = noisy.rtt.slice(5).map((x) => x - base);
    expect(Math.min(...extra)).toBeGreaterThanOrEqual(-1e-12);
    expect(Math.max(...extra)).toBeLessThanOrEqual(2 * sigma + 1e-12);
    const mean = extra.reduce((a, b) => a + b, 0) / extra.length;
    // standard error of the mean of U(0, 2 sigma): 2 sigma / sqrt(12 n)
    const se = (2 * sigma) / Math.sqrt(12 * extra.length);
    expect(extra.length).toBeGreaterThan(500);
    expect(Math.abs(mean - sigma)).toBeLessThan(4 * se);
  });

  it('ACKs keep their order: with 40 packets per RTT every new ACK acknowledges exactly one', () => {
    const log = { rtt: [] as number[], acked: [] as number[] };
    const s = run(0.005, 40, log);
    expect(s.drops).toBe(0);
    expect(log.acked.slice(1).every((a) => a === 1)).toBe(true);
    // ACKs 0.25 ms apart wait behind noisier ones: the mean extra delay is above sigma
    const quiet = { rtt: [] as number[], acked: [] as number[] };
    run(0, 40, quiet);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(log.rtt.slice(100)) - mean(quiet.rtt.slice(100))).toBeGreaterThan(0.005);
  });

  it("per flow: a flow's draws do not depend on another flow's noise", () => {
    // two disjoint dumbbells in one run: flow 0 (noise 10 ms) alone on the first, flow 1 on the second
    const d = buildDumbbell(withDefaults({ n: 1, rtt: [0.1], buffer: 20 }));
    const shift = d.links.length;
    const topology: TopologySpec = {
      links: [...d.links, ...d.links],
      flows: [
        d.flows[0],
        {
          forward: d.flows[0].forward.map((l) => l + shift),
          reverse: d.flows[0].reverse.map((l) => l + shift),
        },
      ],
      monitor: 0,
    };
    const base = { topology, start: [0, 0], duration: 60, warmup: 10, traceInterval: 0 };
    const a = new PacketSimulation({ ...base, rttNoise: [0.01, 0] }).run();
    const b = new PacketSimulation({ ...base, rttNoise: [0.01, 0.02] }).run();
    expect(b.flows[0]).toEqual(a.flows[0]);
    expect(b.flows[1]).not.toEqual(a.flows[1]);
    expect(() => new PacketSimulation({ ...base, rttNoise: -1 })).toThrow(/rttNoise/);
  });
});

describe("traces: modules' internals and per-flow throughput, sampled with cwnd", () => {
  it('Illinois exposes d_a, d_m, alpha, beta and CUBIC W_max, K, W_est, at the trace instants', () => {
    const sim = new PacketSimulation({
      n: 2,
      rtt: [0.06],
      buffer: 30,
      start: [0, 0.5],
      cc: [{ name: 'illinois' }, { name: 'cubic' }],
      duration: 60,
      warmup: 0,
      traceInterval: 0.1,
    });
    sim.runUntil(60);
    const c = sim.drainTraces() as TraceChunk;
    expect(c.internalColumns.map((x) => `${x.flow}:${x.name}`)).toEqual([
      '0:da',
      '0:dm',
      '0:alpha',
      '0:beta',
      '1:wmax',
      '1:k',
      '1:west',
    ]);
    const m = c.internalColumns.length;
    const last = c.t.length - 1;
    const at = (col: number) => c.internals[last * m + col];
    expect(at(2)).toBeGreaterThanOrEqual(0.1);
    expect(at(2)).toBeLessThanOrEqual(10);
    expect(at(3)).toBeGreaterThanOrEqual(0.125);
    expect(at(3)).toBeLessThanOrEqual(0.5);
    expect(at(1)).toBeGreaterThan(0); // a queue has built up: d_m > 0
    expect(at(4)).toBeGreaterThan(0); // CUBIC has had a loss
    expect(c.internals.length).toBe(c.t.length * m);
  });

  it('memory stays bounded when nobody drains; the delivered series adds up to what was acknowledged', () => {
    const sim = new PacketSimulation({
      n: 3,
      source: [0, 0, 1],
      cc: [{ name: 'lia' }, { name: 'lia' }, { name: 'reno' }],
      duration: 30,
      warmup: 0,
      traceInterval: 0.01,
      traceCapacity: 500,
    });
    sim.runUntil(20);
    const a = sim.drainTraces() as TraceChunk;
    expect(a.t.length).toBe(500);
    expect(a.overwritten).toBe(2001 - 500);
    const chunks = [a];
    sim.runUntil(30);
    chunks.push(sim.drainTraces() as TraceChunk);
    const s = sim.summary();
    // every interval is counted once, overwritten or not: the last 500 + 1000 rows hold what was
    // acknowledged from 15 s on; the full sum from 0 needs the undrained rows, so compare intervals
    const total = (f: number) => rows(chunks, 'delivered', f).v.reduce((x, y) => x + y, 0);
    for (let f = 0; f < 3; f++) {
      expect(total(f)).toBeLessThanOrEqual(sim.senders[f].highestAck * 1000);
      expect(total(f)).toBeGreaterThan(0);
    }
    // per source: the sum of its subflows
    expect(s.sources.map((x) => x.flows)).toEqual([[0, 1], [2]]);
    expect(s.sources[0].throughput).toBeCloseTo(s.flows[0].throughput + s.flows[1].throughput, 12);
    const rate = sourceThroughput(chunks[1], [0, 0, 1], 2, 0.01);
    const k = 300;
    const d = chunks[1].delivered;
    expect(rate[k * 2]).toBeCloseTo((8 * (d[k * 3] + d[k * 3 + 1])) / 0.01, 9);
  });

  it('drained from the start, the delivered series adds up to the bytes acknowledged', () => {
    const sim = new PacketSimulation({ n: 2, duration: 20, warmup: 0, traceInterval: 0.05 });
    const chunks: TraceChunk[] = [];
    for (let t = 1; t <= 20; t++) {
      sim.runUntil(t);
      chunks.push(sim.drainTraces() as TraceChunk);
    }
    for (let f = 0; f < 2; f++) {
      const sum = rows(chunks, 'delivered', f).v.reduce((x, y) => x + y, 0);
      expect(sum).toBe(sim.senders[f].highestAck * 1000); // packet 0 is the SYN
    }
  });
});

describe("paper 002's networks at packet level (the fluid lab's sizes)", () => {
  it('two-links: 10 Mbit/s links, every route 20 ms, 5 MP-TCP sources with one route per link, 5 TCP on link 2', () => {
    const net = mptcpNetwork('two-links', { cc: { name: 'balia' } });
    const t = net.params.topology!;
    expect(net.sources.length).toBe(10);
    expect(net.sources.filter((s) => s.multipath).map((s) => s.flows.length)).toEqual([
      2, 2, 2, 2, 2,
    ]);
    expect(net.sources.filter((s) => !s.multipath).map((s) => s.flows.length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    t.flows.forEach((_, f) => expect(propagationRtt(t, f)).toBeCloseTo(0.02, 12));
    const { link1, link2 } = net.links;
    expect(t.links[link1].capacity).toBe(10e6);
    expect(t.links[link2].capacity).toBe(10e6);
    expect(t.monitor).toBe(link2);
    // each MP source: one route over link 1, one over link 2; TCP flows over link 2 only
    for (const s of net.sources) {
      const over = s.flows.map((f) => t.flows[f].forward.filter((l) => l === link1 || l === link2));
      expect(over).toEqual(s.multipath ? [[link1], [link2]] : [[link2]]);
    }
    const cc = net.params.cc as { name: string }[];
    expect(cc.filter((c) => c.name === 'balia').length).toBe(10);
    expect(cc.filter((c) => c.name === 'reno').length).toBe(5);
    expect(net.params.flavour).toBe('newreno');
    // RED over 80 ms of 10 Mbit/s: 96 packets of 1040 bytes
    expect(t.links[link1].queue).toMatchObject({ kind: 'red', buffer: 96 });
  });

  it('responsiveness: 2 Mbit/s, the single-path flow on [40 s, 80 s); friendliness: one bottleneck', () => {
    const r = mptcpNetwork('responsiveness');
    const sp = r.sources.find((s) => !s.multipath)!.flows[0];
    expect(r.params.start![sp]).toBe(40);
    expect(r.params.stop![sp]).toBe(80);
    expect(r.params.topology!.links[r.links.link2].capacity).toBe(2e6);
    const f = mptcpNetwork('friendliness', { friendliness: { cMbps: 20, rttMs: 50 } });
    const t = f.params.topology!;
    expect(f.sources.map((s) => s.flows.length)).toEqual([2, 1]);
    t.flows.forEach((route, k) => {
      expect(route.forward).toContain(f.links.bottleneck);
      expect(propagationRtt(t, k)).toBeCloseTo(0.05, 12);
    });
    expect(t.links[f.links.bottleneck].capacity).toBe(20e6);
  });
});
