import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitTrace } from '../../../src/trace/fit';
import { measureTrace, throughputVsN } from '../../../src/trace/measure';
import type { Series, TraceConnection } from '../../../src/trace/types';

/**
 * fitTrace, measureTrace and throughputVsN on random connections (times out of order, NaN and
 * infinities, empty or one-point series, zero bytes, losses anywhere): no exception, and every
 * number of the output finite, so that the JSON says null where the fit could not measure, never
 * NaN turned into null behind its back. FUZZ_RUNS sets the runs (300 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const anyNumber = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: 0, max: 100, noNaN: true }) },
  { weight: 2, arbitrary: fc.double({ min: -10, max: 1e4, noNaN: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(NaN, Infinity, -Infinity, 0, 1, 2, -0, 1e-300, Number.MAX_VALUE),
  },
);

const series = (max: number): fc.Arbitrary<Series> =>
  fc.oneof(
    fc.array(fc.tuple(anyNumber, anyNumber), { maxLength: max }).map((pts) => ({
      t: pts.map((p) => p[0]),
      v: pts.map((p) => p[1]),
    })),
    // an orderly one, as readers make: rising times, a sawtooth-like window
    fc
      .tuple(fc.integer({ min: 0, max: max * 4 }), fc.double({ min: 1e-4, max: 0.5, noNaN: true }))
      .map(([n, dt]) => ({
        t: Array.from({ length: n }, (_, k) => k * dt),
        v: Array.from({ length: n }, (_, k) => 2 + (k % 17)),
      })),
  );

const rtt = fc.option(
  fc.record({ min: anyNumber, mean: anyNumber, max: anyNumber, samples: fc.nat(1000) }),
);

const conn: fc.Arbitrary<TraceConnection> = fc.record({
  src: fc.constantFrom('a:1', 'b:2', '[::1]:5'),
  dst: fc.constant('c:5201'),
  start: anyNumber,
  end: anyNumber,
  bytesSent: fc.oneof(anyNumber, fc.integer({ min: 0, max: 1e9 })),
  retransmissions: fc.nat(1000),
  lossEvents: fc.array(anyNumber, { maxLength: 30 }),
  rtt,
  cwnd: fc.option(fc.record({ mean: anyNumber, series: series(60) })),
  throughput: anyNumber,
  throughputSeries: series(40),
  rttSeries: fc.option(series(60)),
  congestionControl: fc.option(fc.constantFrom('reno', 'cubic', 'bbr', ''), { nil: undefined }),
  mss: fc.option(fc.oneof(anyNumber, fc.constant(1448)), { nil: undefined }),
});

const result = fc.record({
  connections: fc.array(conn, { maxLength: 5 }),
  format: fc.constantFrom('pcap' as const, 'ss' as const, 'iperf3' as const, null),
});

/** Paths of the numbers that are not finite (empty when all are). */
function notFinite(x: unknown, path = '$'): string[] {
  if (typeof x === 'number') return Number.isFinite(x) ? [] : [path];
  if (Array.isArray(x)) return x.flatMap((v, k) => notFinite(v, `${path}[${k}]`));
  if (x !== null && typeof x === 'object')
    return Object.entries(x).flatMap(([k, v]) => notFinite(v, `${path}.${k}`));
  return [];
}

describe('fit and measures on random connections', () => {
  it('fitTrace: no exception, no NaN', () => {
    fc.assert(
      fc.property(result, (r) => {
        const fit = fitTrace(r);
        expect(notFinite(fit)).toEqual([]);
        expect(fit.connections.length).toBeLessThanOrEqual(r.connections.length);
        // a null says why: the set's rate or buffer missing comes with a reason
        if (fit.set.n > 0 && (fit.set.rate === null || fit.set.buffer === null))
          expect(fit.set.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('measureTrace and throughputVsN: no exception, no NaN, the CCDF a CCDF', () => {
    fc.assert(
      fc.property(fc.array(result, { minLength: 1, maxLength: 3 }), (rs) => {
        for (const r of rs) {
          const m = measureTrace(r);
          expect(notFinite(m)).toEqual([]);
          const p = m.congestionEvents.ccdf.map((x) => x.p);
          if (p.length > 0) expect(p[0]).toBe(1);
          for (let k = 1; k < p.length; k++) expect(p[k]).toBeLessThanOrEqual(p[k - 1]);
          const hits = m.congestionEvents.events.reduce((a, e) => a + e.connections.length, 0);
          expect(hits).toBeLessThanOrEqual(m.lossTimeline.t.length);
        }
        expect(notFinite(throughputVsN(rs))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('1e280 Mbit/s over 1e6 s: bins bounded, not 10^290 of them', () => {
    // a point every 25 s: 100-packet bins would be 1e-285 s wide
    const ts = Array.from({ length: 40_001 }, (_, k) => k * 25);
    const c: TraceConnection = {
      src: 'a:1',
      dst: 'b:2',
      start: 0,
      end: 1e6,
      bytesSent: 1e300,
      retransmissions: 0,
      lossEvents: [],
      rtt: null,
      cwnd: null,
      throughput: 1e280,
      throughputSeries: { t: ts, v: ts.map(() => 1e280) },
      rttSeries: null,
      mss: 1,
    };
    const fit = fitTrace({ connections: [c] });
    expect(fit.set.rate?.bins).toBe(10_000);
    expect(notFinite(fit)).toEqual([]);
  });
});
