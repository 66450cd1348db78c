import { describe, expect, it } from 'vitest';
import { decimateLine, modelLine } from '../../../src/labs/trace/lines';
import type { ConnectionFit } from '../../../src/trace/fit/connection';
import type { TraceConnection } from '../../../src/trace/types';

/** n vertices of a sawtooth: up one per vertex from 10 to 19, then down to 10. */
function sawtooth(n: number): Float64Array {
  const p = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    p[2 * k] = k * 1e-3;
    p[2 * k + 1] = 10 + (k % 10);
  }
  return p;
}

describe('the lines the page draws of a big trace (decimateLine)', () => {
  it('leaves a line of few vertices as it is', () => {
    const p = sawtooth(100);
    expect(decimateLine(p, 200)).toBe(p);
  });

  it('keeps each run’s lowest and highest vertex, in time order, within the budget', () => {
    const p = sawtooth(100_000);
    const d = decimateLine(p, 1000);
    expect(d.length / 2).toBeLessThanOrEqual(1000);
    // 500 runs of 200 vertices: each holds whole teeth, so each keeps a 10 and a 19
    const ys = [...d].filter((_, k) => k % 2 === 1);
    expect(new Set(ys)).toEqual(new Set([10, 19]));
    expect(ys.filter((y) => y === 19)).toHaveLength(500);
    for (let k = 2; k < d.length; k += 2) expect(d[k]).toBeGreaterThanOrEqual(d[k - 2]);
    // every kept vertex is one of the line's own
    for (let k = 0; k < d.length; k += 2) {
      const i = Math.round(d[k] * 1e3);
      expect(d[k + 1]).toBe(10 + (i % 10));
    }
  });
});

describe('the fitted model over a connection (modelLine)', () => {
  const conn: TraceConnection = {
    src: 'a:1',
    dst: 'b:2',
    start: 0,
    end: 3,
    bytesSent: 1e6,
    retransmissions: 2,
    lossEvents: [1, 2],
    rtt: { min: 50, mean: 100, max: 150, samples: 10 },
    cwnd: { mean: 15, series: { t: [0, 1, 2], v: [10, 20, 16] } },
    throughput: 1,
    throughputSeries: { t: [0], v: [1] },
    rttSeries: null,
  };
  const fit = (over: Partial<ConnectionFit>): ConnectionFit =>
    ({
      index: 0,
      meanRttMs: 100,
      kind: 'reno',
      aimd: {
        alpha: { mean: 1, sd: 0, min: 1, max: 1, n: 1 },
        beta: { mean: 0.5, sd: 0, min: 0.5, max: 0.5, n: 1 },
      },
      ...over,
    }) as ConnectionFit;

  it('AIMD with the fitted alpha and beta: 20 -> 10 at t = 1, +10 by t = 2, 16 -> 8, 18 at t = 3', () => {
    const m = modelLine(conn, fit({}));
    expect(m?.label).toBe('AIMD model (α = 1.00, β = 0.50)');
    expect([...(m?.points ?? [])]).toEqual([1, 20, 1, 10, 2, 20, 2, 16, 2, 8, 3, 18]);
  });

  it('CUBIC’s curve when the fit says CUBIC; none without beta or a fit', () => {
    expect(modelLine(conn, fit({ kind: 'cubic' }))?.label).toBe('CUBIC model (β = 0.50, C = 0.4)');
    expect(modelLine(conn, undefined)).toBeNull();
    expect(
      modelLine(conn, fit({ aimd: { beta: null } as unknown as ConnectionFit['aimd'] })),
    ).toBeNull();
  });
});
