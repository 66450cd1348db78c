import { describe, expect, it } from 'vitest';
import { fitTrace } from '../../../src/trace/fit';
import { keptFactor } from '../../../src/trace/fit/connection';
import { connection, constantThroughput, MSS, sawtooth } from './synthetic';

/**
 * The fit on hand-made traces whose every number is known: a Reno sawtooth (alpha 1 per RTT, beta
 * 1/2, RTT 20 ms), a CUBIC one (C 0.4, beta 0.7), and a path whose RTT sits at base + rise.
 */
describe('fitTrace on a perfect Reno sawtooth', () => {
  const { cwnd, losses } = sawtooth({ wmax: 20, beta: 0.5, alpha: 1, rtt: 0.02, cycles: 10 });
  const end = 2; // 10 cycles of 10 RTTs
  const c = connection({
    end,
    bytesSent: 1e6, // 1000 packets of MSS 1000
    retransmissions: 18,
    lossEvents: losses,
    rtt: { min: 20, mean: 20, max: 20, samples: cwnd.t.length },
    rttSeries: { t: cwnd.t, v: cwnd.t.map(() => 20) },
    cwnd: { mean: 15, series: cwnd },
    throughput: 10,
    throughputSeries: constantThroughput(10, end, 0.1),
    congestionControl: undefined,
  });
  const control = connection({ end, bytesSent: 300, src: '10.0.0.1:39999' });
  const fit = fitTrace({ connections: [control, c] });
  const f = fit.connections[0];

  it('leaves the control connection out', () => {
    expect(fit.connections).toHaveLength(1);
    expect(f.index).toBe(1);
  });

  it('finds the 9 cuts, beta and alpha', () => {
    expect(f.aimd.cuts).toBe(9);
    expect(f.aimd.timeouts).toBe(0);
    // the last sample before each cut is 1 ms (1/20 packet) short of the peak
    expect(f.aimd.beta?.mean).toBeCloseTo(10 / 19.95, 10);
    expect(f.aimd.beta?.sd).toBeCloseTo(0, 10);
    expect(f.aimd.alpha?.mean).toBeCloseTo(1, 9);
    expect(f.aimd.alpha?.n).toBe(8);
    expect(f.aimd.betterShape).toBe('line');
    expect(f.aimd.kind).toBe('reno');
    expect(f.kind).toBe('reno');
    expect(f.kindFrom).toBe('cuts');
  });

  it('loss rates and the models at them', () => {
    const p = 9 / 1000;
    expect(f.packetsSent).toBe(1000);
    expect(f.lossRate).toBeCloseTo(p, 12);
    expect(f.retransmissionRate).toBeCloseTo(18 / 1000, 12);
    const mathis = Math.sqrt(1.5) / (0.02 * Math.sqrt(p));
    expect(f.models.mathis?.packetsPerSecond).toBeCloseTo(mathis, 6);
    expect(f.models.mathis?.mbps).toBeCloseTo((mathis * MSS * 8) / 1e6, 9);
    // PFTK, b = 1, T0 = RTT + 200 ms
    const t0 = 0.22;
    const pftk =
      1 /
      (0.02 * Math.sqrt((2 * p) / 3) +
        t0 * Math.min(1, 3 * Math.sqrt((3 * p) / 8)) * p * (1 + 32 * p * p));
    expect(f.models.pftk?.packetsPerSecond).toBeCloseTo(pftk, 6);
    expect(f.models.pftk?.rtoMs).toBe(220);
    expect(f.models.cubic).toBeNull();
  });

  it('the set: rate, no buffer (the RTT never rises), Theorem 1 at N = 1, beta', () => {
    expect(fit.set.rate?.mbps).toBeCloseTo(10, 9);
    expect(fit.set.rate?.wireMbps).toBeCloseTo((10 * (MSS + 66)) / MSS, 9);
    expect(fit.set.buffer?.packets).toBeCloseTo(0, 9);
    const beta = 10 / 19.95;
    const u = 1 - 1 / (1 + (1 + beta) / (1 - beta));
    expect(fit.set.models.theorem1?.utilization).toBeCloseTo(u, 12);
    expect(fit.set.models.theorem1?.mbps).toBeCloseTo(10 * u, 9);
    expect(fit.set.models.theorem1?.synchronizedUtilization).toBeCloseTo((1 + beta) / 2, 12);
    expect(fit.set.aggregateMbps).toBeCloseTo((1e6 * 8) / 2 / 1e6, 12);
    expect(fit.set.kind).toBe('reno');
  });
});

describe('fitTrace on a perfect CUBIC sawtooth', () => {
  const shape = { wmax: 100, beta: 0.7, alpha: 0, rtt: 0.1, cycles: 4, shape: 'cubic' as const };
  const { cwnd, losses } = sawtooth(shape);
  const end = cwnd.t[cwnd.t.length - 1];
  const fit = fitTrace({
    connections: [
      connection({
        end,
        lossEvents: losses,
        rtt: { min: 100, mean: 100, max: 100, samples: 1 },
        cwnd: { mean: 90, series: cwnd },
        throughputSeries: constantThroughput(1, end, 0.5),
      }),
    ],
  });
  const f = fit.connections[0];

  it('beta 0.7, the cubic fits better than a line, the plateau at the last max', () => {
    expect(f.aimd.cuts).toBe(3);
    expect(f.aimd.beta?.mean).toBeCloseTo(0.7, 6);
    expect(f.aimd.betterShape).toBe('cubic');
    expect(f.aimd.rssCubic ?? NaN).toBeLessThan(1e-6 * (f.aimd.rssLine ?? 0));
    expect(f.aimd.plateauOverLastMax?.mean).toBeCloseTo(1, 2);
    expect(f.kind).toBe('cubic');
  });

  it("CUBIC's response at the measured p and RTT (RFC 9438), never under Reno's", () => {
    const p = 3 / 1000;
    const w = (((0.4 * 3.7) / (4 * 0.3)) ** 0.25 * 0.1 ** 0.25) / p ** 0.75;
    expect(f.aimd.beta).not.toBeNull();
    const beta = f.aimd.beta?.mean ?? NaN;
    const curve = (((0.4 * (3 + beta)) / (4 * (1 - beta))) ** 0.25 * 0.1 ** 0.25) / p ** 0.75 / 0.1;
    expect(curve).toBeCloseTo(w / 0.1, 1);
    expect(f.models.cubic?.curveMbps).toBeCloseTo((curve * MSS * 8) / 1e6, 9);
    const reno = Math.sqrt(1.5) / (0.1 * Math.sqrt(p));
    expect(f.models.cubic?.packetsPerSecond).toBeCloseTo(Math.max(curve, reno), 6);
  });
});

describe('the bottleneck from the RTT rise', () => {
  it('rate x (high RTT - base RTT) is the buffer', () => {
    // RTT 5 ms for 1 sample in 50, 5 + 24 ms for the others: base 5, high 29 (95th percentile)
    const t = Array.from({ length: 1000 }, (_, k) => (k + 1) * 0.002);
    const v = t.map((_, k) => (k % 50 === 0 ? 5 : 29));
    const fit = fitTrace({
      connections: [
        connection({
          end: 2,
          rtt: { min: 5, mean: 28.5, max: 29, samples: 1000 },
          rttSeries: { t, v },
          throughputSeries: constantThroughput(8, 2, 0.05),
        }),
      ],
    });
    // 8 Mbit/s of 1000-byte payloads: 1000 packets/s; 24 ms: 24 packets
    expect(fit.set.rate?.mbps).toBeCloseTo(8, 9);
    expect(fit.set.rate?.packetsPerSecond).toBeCloseTo(1000, 9);
    expect(fit.set.buffer?.baseRttMs).toBe(5);
    expect(fit.set.buffer?.highRttMs).toBe(29);
    expect(fit.set.buffer?.packets).toBeCloseTo(24, 9);
    expect(fit.set.buffer?.wireBytes).toBeCloseTo(24 * 1066, 6);
    expect(fit.set.buffer?.payloadBytes).toBeCloseTo(24000, 6);
  });
});

describe('keptFactor: whole-packet windows rounded down by the kernel', () => {
  it('takes the middle of [after, after + 1) / before', () => {
    expect(keptFactor({ peak: 21, trough: 10 })).toBe(0.5);
    expect(keptFactor({ peak: 8, trough: 5 })).toBe(5.5 / 8);
    expect(keptFactor({ peak: 4, trough: 2 })).toBeNull();
    expect(keptFactor({ peak: 19.95, trough: 10 })).toBe(10 / 19.95);
  });
});
