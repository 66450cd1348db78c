import { describe, expect, it } from 'vitest';
import {
  PAPER_001_BASE,
  parallelTcpModels,
  type ParallelTcpParams,
} from '../../../../src/engines/models/parallelTcp';

const base: ParallelTcpParams = { ...PAPER_001_BASE, q: 50, n: 8 };
const steady = (p: Partial<ParallelTcpParams>) =>
  parallelTcpModels({ ...base, durationS: undefined, ...p });

describe('Chan et al. at Q = BDP approaches full utilization', () => {
  it('eq. (18) at Q = B T falls short of B by exactly N (V + X - 2) / (B (T_CA + T_FF))', () => {
    // B T - Q = 0 in B T_cycle - Y_cycle = [(BT-Q)^2 + 2N(BT-Q) + 8N^2(V+X-2)] / (8N)
    for (const n of [1, 4, 8, 50]) {
      const r = steady({ q: 562.5, n });
      const { B } = r.detail.link;
      const shortfall = (n * (3 + 1 - 2)) / (B * r.detail.chan.cycle.duration);
      expect(1 - r.utilization.chanSteady).toBeCloseTo(shortfall, 12);
    }
  });
  it('and the shortfall vanishes as the pipe grows (N = 8; 45, 450, 4500 Mbit/s)', () => {
    const gaps = [45, 450, 4500].map((bwMbps) => {
      const q = (bwMbps * 1e6 * 0.1) / 8000; // exactly B T
      return 1 - steady({ bwMbps, q }).utilization.chanSteady;
    });
    expect(gaps[0]).toBeLessThan(1e-3);
    expect(gaps[1]).toBeLessThan(gaps[0] / 50); // ~ 2N^2 (V+X-2) / (3 (BT)^2): 1/100 per x10
    expect(gaps[2]).toBeLessThan(gaps[1] / 50);
    expect(gaps[2]).toBeGreaterThan(0);
  });
  it('eq. (17) over 300 s, Q = 562, N = 1..50: at least 0.99, and above Q = 50', () => {
    for (let n = 1; n <= 50; n++) {
      const full = parallelTcpModels({ ...base, q: 562, n }).utilization.chan;
      expect(full).toBeGreaterThan(0.99);
      expect(full).toBeLessThanOrEqual(1);
      expect(full).toBeGreaterThan(parallelTcpModels({ ...base, q: 50, n }).utilization.chan);
    }
  });
  it('eq. (17) tends to eq. (18) as the transfer grows; m = 0 leaves only slow start', () => {
    const d = (durationS: number) => parallelTcpModels({ ...base, durationS }).utilization;
    const eq18 = d(300).chanSteady;
    expect(Math.abs(d(3e3).chan - eq18)).toBeLessThan(Math.abs(d(300).chan - eq18));
    expect(Math.abs(d(3e7).chan - eq18)).toBeLessThan(1e-7);
    const m0 = parallelTcpModels({ ...base, durationS: undefined, m: 0 });
    expect(m0.utilization.chan).toBeCloseTo(504 / 0.6 / 5625, 12); // Y_SS / T_SS / B
    // giving m reproduces giving the duration it stands for
    const byDuration = parallelTcpModels(base);
    const byM = parallelTcpModels({ ...base, durationS: undefined, m: byDuration.detail.chan.m! });
    expect(byM.utilization.chan).toBeCloseTo(byDuration.utilization.chan, 12);
  });
});

describe('Wu/El-Ocla', () => {
  it('eq. (2) at Q = 0 gives 3/4 of B for any N; eq. (3) gives (3/4)(BT + 8N)/(BT + 6N)', () => {
    for (const n of [1, 2, 8, 50, 100]) {
      const r = steady({ q: 0, n });
      expect(r.utilization.wuNoS).toBeCloseTo(0.75, 14);
      expect(r.wuNoS).toBeCloseTo(0.75 * 45, 12);
      expect(r.utilization.wu).toBeCloseTo((0.75 * (562.5 + 8 * n)) / (562.5 + 6 * n), 14);
    }
  });
  it('both give exactly B at Q = B T, whatever N (so not the 37 Mbit/s the paper reports)', () => {
    for (const n of [1, 8, 50]) {
      const r = steady({ q: 562.5, n });
      expect(r.utilization.wuNoS).toBeCloseTo(1, 14);
      expect(r.utilization.wu).toBeCloseTo(1, 14);
    }
  });
});

describe("Hacker's bound", () => {
  it('is null without a loss rate, with a warning saying why', () => {
    const r = parallelTcpModels(base);
    expect(r.hacker).toBeNull();
    expect(r.utilization.hacker).toBeNull();
    expect(r.warnings.map((w) => w.code)).toContain('no-loss-rate');
  });
  it('grows linearly in N', () => {
    const one = parallelTcpModels({ ...base, n: 1, lossRate: 1e-3 }).hacker!;
    for (const n of [2, 3, 8, 50, 100])
      expect(parallelTcpModels({ ...base, n, lossRate: 1e-3 }).hacker!).toBeCloseTo(n * one, 9);
  });
  it('exceeds every other model (and B) once N > B T sqrt(p)', () => {
    for (const p of [1e-2, 1e-3, 1e-4]) {
      // one connection gives 1/(T sqrt p) packets/s; B = 5625: above B from N > 562.5 sqrt(p)
      const n0 = Math.floor(562.5 * Math.sqrt(p)) + 1;
      for (const n of [n0, n0 + 1, 2 * n0, 50]) {
        if (n < n0) continue;
        const r = parallelTcpModels({ ...base, n, lossRate: p });
        expect(r.utilization.hacker!).toBeGreaterThan(1);
        for (const other of [r.wu, r.wuNoS, r.chan, r.chanSteady])
          expect(r.hacker!).toBeGreaterThan(other);
      }
      if (n0 > 1)
        expect(
          parallelTcpModels({ ...base, n: n0 - 1, lossRate: p }).utilization.hacker!,
        ).toBeLessThanOrEqual(1);
    }
  });
});

describe('warnings', () => {
  it('Q > B T is outside the derivations of eqs. (2)-(3) and (11)-(14)', () => {
    const r = steady({ q: 2000 });
    expect(r.warnings.map((w) => w.code)).toContain('queue-exceeds-pipe');
    // the printed formulas then decrease with Q (while the derivation would give B)
    expect(r.utilization.wuNoS).toBeLessThan(steady({ q: 562.5 }).utilization.wuNoS);
    expect(r.utilization.chanSteady).toBeLessThan(steady({ q: 562.5 }).utilization.chanSteady);
  });
  it('a short transfer whose slow start outruns the link says so', () => {
    // B T = 0.5625 packets, Q = 200: slow start doubles 1, 2, ... 32 in rounds of 0.1 ms
    const r = parallelTcpModels({ ...base, rttMs: 0.1, q: 200, n: 1, durationS: 0.7 });
    expect(r.detail.chan.slowStartRate).toBeGreaterThan(r.detail.link.B);
    expect(r.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['queue-exceeds-pipe', 'slow-start-outruns-link']),
    );
  });
});
