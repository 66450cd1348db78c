import { describe, expect, it } from 'vitest';
import { withDefaults, type PacketParams } from '../../../src/engines/packet/params';
import { PacketSimulation } from '../../../src/engines/packet/simulation';
import {
  buildDumbbell,
  propagationRtt,
  type TopologySpec,
} from '../../../src/engines/packet/topology';

const BASE: Partial<PacketParams> = {
  n: 2,
  buffer: 20,
  start: [0.3, 1.1],
  duration: 120,
  warmup: 20,
  traceInterval: 0,
};

describe('topology', () => {
  it('the dumbbell splits each one-way delay in three equal links, as dumbbell.tcl', () => {
    const t = buildDumbbell(withDefaults({ n: 3, rtt: [0.06, 0.12, 0.3] }));
    expect(t.links[0].delay).toBeCloseTo(0.06 / 6, 15);
    [0.06, 0.12, 0.3].forEach((r, f) => expect(propagationRtt(t, f)).toBeCloseTo(r, 15));
    expect(t.links[0].capacity).toBe(10e6);
    expect(t.links[2].capacity).toBe(100e6);
  });

  it('two disjoint dumbbells in one network run exactly as two separate runs', () => {
    const single = new PacketSimulation(BASE).run();
    const d = buildDumbbell(withDefaults(BASE));
    const shift = d.links.length;
    const twice: TopologySpec = {
      links: [...d.links, ...d.links],
      flows: [
        ...d.flows,
        ...d.flows.map((r) => ({
          forward: r.forward.map((l) => l + shift),
          reverse: r.reverse.map((l) => l + shift),
        })),
      ],
      monitor: 0,
    };
    const both = new PacketSimulation({
      ...BASE,
      topology: twice,
      start: [0.3, 1.1, 0.3, 1.1],
    });
    const s = both.run();
    expect(s.timeouts).toBe(0); // the RTO phase (boot time) is the only per-flow random draw
    for (const f of [0, 1]) {
      expect(s.flows[f].throughput).toBe(single.flows[f].throughput);
      expect(s.flows[f + 2].throughput).toBe(single.flows[f].throughput);
      expect(s.flows[f + 2].cwnd).toBe(single.flows[f].cwnd);
    }
    expect(s.utilization).toBe(single.utilization);
  });

  it('a shared link without a queue discipline queues packets of several flows and never drops', () => {
    // two flows share link 0 (unbounded FIFO); their own access links are private
    const topology: TopologySpec = {
      links: [
        { capacity: 1e6, delay: 0.01 },
        { capacity: 1e6, delay: 0.01, uncongested: true },
        { capacity: 1e7, delay: 0.02 },
        { capacity: 1e7, delay: 0.02 },
      ],
      flows: [
        { forward: [2, 0], reverse: [1, 3] },
        { forward: [2, 0], reverse: [1, 3] },
      ],
      monitor: 0,
    };
    const s = new PacketSimulation({
      topology,
      wmax: 30,
      start: [0, 0.05],
      duration: 60,
      warmup: 10,
      traceInterval: 0,
    }).run();
    expect(s.drops).toBe(0);
    expect(s.utilization).toBeGreaterThan(0.99); // 60 packets in flight fill a 1 Mb/s, 60 ms pipe
  });
});

describe('parameter validation', () => {
  const bad: [Partial<PacketParams>, RegExp][] = [
    [{ n: 0 }, /^n must/],
    [{ n: 3, rtt: [0.1, 0.2] }, /^rtt must/],
    [{ rtt: [-1] }, /^rtt\[0\] must/],
    [{ capacity: NaN }, /^capacity must/],
    [{ buffer: 1 }, /^buffer must/],
    [{ queue: 'fifo' as never }, /^queue must/],
    [{ queue: 'red', redMin: 10, redMax: 5 }, /^redMax must/],
    [{ loss: 1 }, /^loss must/],
    [{ flavour: 'vegas' as never }, /^flavour must/],
    [{ n: 2, cc: [{ name: 'reno' }] }, /^cc must/],
    [{ warmup: 700 }, /^warmup must/],
    [{ wmax: 2.5 }, /^wmax must/],
    [{ n: 2, start: [0] }, /^start must/],
    [{ traceInterval: 1e-12 }, /^traceInterval must/],
    [
      {
        topology: {
          links: [{ capacity: 1, delay: 0 }],
          flows: [{ forward: [1], reverse: [0] }],
          monitor: 0,
        },
      },
      /^topology\.flows\[0\]\.forward must/,
    ],
  ];
  for (const [p, msg] of bad) {
    it(`rejects ${JSON.stringify(p)}`, () => {
      expect(() => new PacketSimulation(p)).toThrow(RangeError);
      expect(() => new PacketSimulation(p)).toThrow(msg);
    });
  }
});
