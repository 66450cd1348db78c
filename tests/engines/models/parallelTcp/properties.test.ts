import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parallelTcpModels,
  ParallelTcpParamError,
  type ParallelTcpParams,
} from '../../../../src/engines/models/parallelTcp';

/**
 * The documented ranges, sampled: bwMbps 0.01..1e5, rttMs 0.1..1000, pkt 64..9000, header 0..60,
 * q from 0 to 4 B T (0 and B T themselves included), ssthresh 1..1e4, v 1..5, x 0..3, and either
 * eq. (18), or m in 0..1e4, or durationS in 20..1e6 s (T_SS <= 1 s x (1 + log2 1e4) = 14.3 s here,
 * so the transfer always outlasts slow start); n from 1 to the model's limit (B T + Q)/N >= V + X.
 */
const pipe = (p: Pick<ParallelTcpParams, 'bwMbps' | 'rttMs' | 'pkt' | 'header'>) =>
  ((p.bwMbps * 1e6) / (8 * (p.pkt + p.header))) * (p.rttMs / 1000);

const network = fc
  .record({
    bwMbps: fc.double({ min: 0.01, max: 1e5, noNaN: true }),
    rttMs: fc.double({ min: 0.1, max: 1000, noNaN: true }),
    pkt: fc.integer({ min: 64, max: 9000 }),
    header: fc.integer({ min: 0, max: 60 }),
    qOverBT: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 4, noNaN: true })),
    ssthresh: fc.double({ min: 1, max: 1e4, noNaN: true }),
    v: fc.integer({ min: 1, max: 5 }),
    x: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 3, noNaN: true })),
    horizon: fc.oneof(
      fc.constant({}),
      fc.double({ min: 20, max: 1e6, noNaN: true }).map((durationS) => ({ durationS })),
      fc.double({ min: 0, max: 1e4, noNaN: true }).map((m) => ({ m })),
    ),
    nFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ qOverBT, nFraction, horizon, ...rest }) => {
    const BT = pipe(rest);
    const q = qOverBT * BT;
    const nMax = Math.floor((BT + q) / (rest.v + rest.x));
    return { ...rest, ...horizon, q, n: Math.max(1, Math.round(nFraction * nMax)), BT, nMax };
  })
  .filter((p) => p.nMax >= 1);

const params = ({ BT: _bt, nMax: _nm, ...p }: { BT: number; nMax: number } & ParallelTcpParams) =>
  p as ParallelTcpParams;

describe('sanity over the documented ranges (fast-check)', () => {
  it('every output is finite and positive; Wu/El-Ocla in [3/4, 1]; Chan eq. (18) in (0, 1]', () => {
    fc.assert(
      fc.property(network, (p) => {
        const r = parallelTcpModels(params(p));
        const u = r.utilization;
        for (const v of [r.wu, r.wuNoS, r.chan, r.chanSteady, u.wu, u.wuNoS, u.chan, u.chanSteady])
          expect(Number.isFinite(v) && v > 0).toBe(true);
        expect(u.wuNoS).toBeGreaterThanOrEqual(0.75 - 1e-12);
        expect(u.wuNoS).toBeLessThanOrEqual(1 + 1e-12);
        expect(u.wu).toBeGreaterThanOrEqual(u.wuNoS - 1e-12); // the S term only adds
        expect(u.wu).toBeLessThanOrEqual(1 + 1e-12);
        if ((p.v + p.x >= 2 && p.q <= p.BT) || p.v + p.x >= 17 / 8)
          expect(u.chanSteady).toBeLessThanOrEqual(1 + 1e-12);
        // eq. (17) is a weighted mean of the slow-start rate and eq. (18)
        const ss = r.detail.chan.slowStartRate / r.detail.link.B;
        const lo = Math.min(ss, u.chanSteady);
        const hi = Math.max(ss, u.chanSteady);
        expect(u.chan).toBeGreaterThanOrEqual(lo * (1 - 1e-12));
        expect(u.chan).toBeLessThanOrEqual(hi * (1 + 1e-12));
        // slow start cannot outrun the link with Q <= B T once it ends at >= 6.4536 packets each
        // (the root of log2 w = 3 - 2/w; a fast-check run found w = 6.45 exactly just outrunning it):
        // N (2w - 1) <= B T (1 + log2 w) because N w <= B T + Q <= 2 B T (see chanModel.ts)
        if (p.q <= p.BT && r.detail.chan.slowStart.windowAtEnd >= 6.4536)
          expect(ss).toBeLessThanOrEqual(1 + 1e-12);
        // so with V + X >= 17/8 eq. (17) is in (0, 1] unless slow start outruns the link
        if (p.v + p.x >= 17 / 8 && ss <= 1) expect(u.chan).toBeLessThanOrEqual(1 + 1e-12);
      }),
      { numRuns: 2000 },
    );
  });

  it('B T_cycle - Y_cycle = [(BT-Q)^2 + 2N(BT-Q) + 8N^2(V+X-2)]/(8N), or its clamped form', () => {
    fc.assert(
      fc.property(network, (p) => {
        const r = parallelTcpModels(params(p));
        const { B, BT, Q, N } = r.detail.link;
        const slack = 8 * N * N * (p.v + p.x - 2);
        const want =
          Q <= BT + 2 * N
            ? ((BT - Q) ** 2 + 2 * N * (BT - Q) + slack) / (8 * N)
            : ((Q + 3 * BT) * (Q - BT - 2 * N) + slack) / (8 * N);
        const got = B * r.detail.chan.cycle.duration - r.detail.chan.cycle.packets;
        const scale = r.detail.chan.cycle.packets;
        expect(Math.abs(got - want)).toBeLessThanOrEqual(1e-9 * scale);
      }),
      { numRuns: 1000 },
    );
  });

  it('past the limit on N, the error names n', () => {
    fc.assert(
      fc.property(network, fc.integer({ min: 1, max: 1000 }), (p, extra) => {
        const call = () => parallelTcpModels({ ...params(p), n: p.nMax + extra });
        expect(call).toThrow(ParallelTcpParamError);
        try {
          call();
        } catch (e) {
          expect((e as ParallelTcpParamError).field).toBe('n');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('monotonicity (fast-check)', () => {
  const both = fc.tuple(network, fc.double({ min: 0, max: 1, noNaN: true }));

  // Chan's shortfall [(BT-Q)^2 + 2N(BT-Q) + 8N^2(V+X-2)] / (8N B T_cycle) has a numerator that
  // falls and a denominator that grows with Q: monotone when V + X >= 2 (with V + X < 2 the
  // numerator can be negative, eq. (18) exceeds 1 and is not monotone: V = 1, X = 0, B T = 2, N = 2).
  it('Q up to B T: Wu/El-Ocla (both), and Chan eq. (18) if V + X >= 2, do not decrease', () => {
    fc.assert(
      fc.property(both, ([p, t]) => {
        // two buffers a <= b <= B T, with N valid for the smaller one
        const qa = Math.min(p.q, p.BT) * t;
        const qb = Math.min(p.q, p.BT);
        const n = Math.max(1, Math.min(p.n, Math.floor((p.BT + qa) / (p.v + p.x))));
        if ((p.BT + qa) / n < p.v + p.x) return;
        const a = parallelTcpModels({ ...params(p), q: qa, n, durationS: undefined, m: undefined });
        const b = parallelTcpModels({ ...params(p), q: qb, n, durationS: undefined, m: undefined });
        const tol = 1e-12;
        expect(b.utilization.wuNoS).toBeGreaterThanOrEqual(a.utilization.wuNoS - tol);
        expect(b.utilization.wu).toBeGreaterThanOrEqual(a.utilization.wu - tol);
        if (p.v + p.x >= 2)
          expect(b.utilization.chanSteady).toBeGreaterThanOrEqual(a.utilization.chanSteady - tol);
      }),
      { numRuns: 1000 },
    );
  });

  it('N: eq. (2) does not depend on it, eq. (3) does not decrease; Hacker is N times one', () => {
    fc.assert(
      fc.property(network, fc.double({ min: 1e-6, max: 1, noNaN: true }), (p, lossRate) => {
        if (p.n < 2) return;
        const a = parallelTcpModels({ ...params(p), n: p.n - 1, lossRate });
        const b = parallelTcpModels({ ...params(p), lossRate });
        expect(b.wuNoS).toBeCloseTo(a.wuNoS, 6);
        expect(b.wu).toBeGreaterThanOrEqual(a.wu * (1 - 1e-12));
        expect(b.hacker! / p.n).toBeCloseTo(a.hacker! / (p.n - 1), 6);
      }),
      { numRuns: 1000 },
    );
  });

  // Y_FF = W + N - V N - X N: strictly fewer packets, same time (the difference can fall below
  // double precision when B T is 1e7 packets, hence >= with a relative tolerance).
  it('more losses (X) or more duplicate ACKs (V) per cycle lower Chan eq. (18)', () => {
    fc.assert(
      fc.property(network, (p) => {
        const steady = { ...params(p), durationS: undefined, m: undefined };
        const base = parallelTcpModels(steady).utilization.chanSteady;
        const fewerX = p.x >= 0.5 ? parallelTcpModels({ ...steady, x: p.x - 0.5 }) : null;
        const fewerV = p.v >= 2 ? parallelTcpModels({ ...steady, v: p.v - 1 }) : null;
        const tol = base * 1e-12;
        if (fewerX) expect(fewerX.utilization.chanSteady).toBeGreaterThanOrEqual(base - tol);
        if (fewerV) expect(fewerV.utilization.chanSteady).toBeGreaterThanOrEqual(base - tol);
        if (fewerV && p.BT < 1e6) expect(fewerV.utilization.chanSteady).toBeGreaterThan(base);
      }),
      { numRuns: 500 },
    );
  });
});
