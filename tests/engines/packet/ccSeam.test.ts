import { describe, expect, it } from 'vitest';
import { ccFactory, defineCc } from '../../../src/engines/packet/cc/ccParams';
import type {
  CcFactory,
  CongestionControl,
  WindowState,
} from '../../../src/engines/packet/cc/congestionControl';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

/**
 * A third module defined here, outside the engine, plugged in through the public interface:
 * a fixed window of K packets that ignores losses. It also records the per-ACK RTT samples the
 * sender hands it.
 */
class FixedWindow implements CongestionControl {
  samples: number[] = [];
  constructor(readonly k: number) {}
  onAck(w: WindowState): void {
    w.cwnd = this.k;
    this.samples.push(w.rttSample);
  }
  onLoss(w: WindowState): void {
    w.cwnd = this.k;
    w.ssthresh = this.k;
  }
  onTimeout(w: WindowState): void {
    w.ssthresh = this.k;
  }
}

const modules: FixedWindow[] = [];
const fixed = ccFactory(
  defineCc({
    name: 'fixed',
    title: 'Fixed window',
    line: 'K packets whatever happens',
    source: 'this test',
    sentence: 'the window stays at K packets.',
    params: [
      {
        kind: 'number',
        key: 'k',
        help: 'the window, packets',
        label: 'K',
        hint: 'the window',
        range: { min: 1 },
        default: 4,
      },
    ],
    create: (v) => {
      const m = new FixedWindow(v.k as number);
      modules.push(m);
      return m;
    },
  }),
);

const R = 0.1;
const C = 10e6;
// one data packet's RTT without queueing: serialization both ways (1040 and 40 bytes) plus R
const rttData =
  2 * ((8 * 1040) / (10 * C)) + (8 * 1040) / C + 2 * ((8 * 40) / (10 * C)) + (8 * 40) / C + R;

describe('congestion control is a module, separate from loss recovery', () => {
  it('a module defined outside the engine runs without any change to the sender', () => {
    modules.length = 0;
    const sim = new PacketSimulation(
      {
        n: 1,
        rtt: [R],
        capacity: C,
        buffer: 1000,
        cc: { name: 'fixed', k: 6 },
        start: [0.5],
        duration: 65,
        warmup: 5,
        traceInterval: 0,
      },
      { congestionControls: { fixed } },
    );
    const s = sim.run();
    // 6 packets per RTT, exactly as a window-limited flow (see exactCases)
    const expected = (6 * 1040 * 8) / rttData / C;
    expect(Math.abs(s.utilization - expected)).toBeLessThanOrEqual((6 * 1040 * 8) / (C * 60));
    expect(s.flows[0].cwnd).toBe(6);
    // per-ACK RTT samples: every packet after the first window saw exactly rttData
    const late = modules[0].samples.slice(20);
    for (const x of late) expect(x).toBeCloseTo(rttData, 12);
  });

  it('aimd(alpha = 1, beta = 1/2) is reno, to the last bit', () => {
    const base = { n: 4, buffer: 20, duration: 120, warmup: 20, traceInterval: 0 };
    const reno = new PacketSimulation({ ...base, cc: { name: 'reno' } }).run();
    const aimd = new PacketSimulation({ ...base, cc: { name: 'aimd', a: 1, b: 0.5 } }).run();
    expect(JSON.stringify(aimd)).toBe(JSON.stringify(reno));
  });

  it('modules mix on one bottleneck: a larger increase takes a larger share', () => {
    const s = new PacketSimulation({
      n: 2,
      buffer: 30,
      start: [0, 0],
      cc: [{ name: 'reno' }, { name: 'aimd', a: 3, b: 0.5 }],
      duration: 300,
      warmup: 60,
      traceInterval: 0,
    }).run();
    expect(s.flows[1].throughput).toBeGreaterThan(1.3 * s.flows[0].throughput);
    expect(s.flows[1].cwnd).toBeGreaterThan(s.flows[0].cwnd);
  });

  it('subflows of one source see each other (the group an MP-TCP module couples)', () => {
    const seen: number[][] = [];
    const probe: CcFactory = () => ({
      onAck(w) {
        if (w.cwnd < w.ssthresh) w.cwnd += 1;
        else w.cwnd += 1 / w.cwnd;
        seen[w.flow] = w.group.map((g) => g.flow);
      },
      onLoss(w, window) {
        w.cwnd = window / 2;
        w.ssthresh = Math.trunc(window / 2);
      },
      onTimeout(w, window) {
        w.ssthresh = Math.trunc(window / 2);
      },
    });
    new PacketSimulation(
      { n: 3, source: [0, 0, 1], cc: { name: 'probe' }, duration: 5, warmup: 0, traceInterval: 0 },
      { congestionControls: { probe } },
    ).run();
    expect(seen).toEqual([[0, 1], [0, 1], [2]]);
  });

  it('an unknown module or a bad parameter is a RangeError naming it', () => {
    expect(() => new PacketSimulation({ cc: { name: 'westwood' } })).toThrow(
      /cc: unknown .*westwood/,
    );
    expect(() => new PacketSimulation({ cc: { name: 'aimd', b: 1.5 } })).toThrow(/cc\.b /);
  });
});
