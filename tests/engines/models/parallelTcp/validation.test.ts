import { describe, expect, it } from 'vitest';
import {
  PAPER_001_BASE,
  ParallelTcpParamError,
  parallelTcpModels,
  type ParallelTcpParams,
} from '../../../../src/engines/models/parallelTcp';

const good: ParallelTcpParams = { ...PAPER_001_BASE, q: 50, n: 8 };

/** The error thrown by parallelTcpModels on these parameters (fails if none is thrown). */
function errorOf(p: Partial<ParallelTcpParams> | Record<string, unknown>): ParallelTcpParamError {
  try {
    parallelTcpModels({ ...good, ...p } as ParallelTcpParams);
  } catch (e) {
    expect(e).toBeInstanceOf(ParallelTcpParamError);
    expect(e).toBeInstanceOf(RangeError);
    return e as ParallelTcpParamError;
  }
  throw new Error(`no error for ${JSON.stringify(p)}`);
}

describe('impossible values are RangeErrors naming the field', () => {
  const cases: [keyof ParallelTcpParams, unknown[]][] = [
    ['bwMbps', [0, -1, NaN, Infinity, '45']],
    ['rttMs', [0, -100, NaN, Infinity]],
    ['q', [-1, NaN, Infinity]],
    ['n', [0, -2, 1.5, NaN, Infinity]],
    ['pkt', [0, 1000.5, NaN]],
    ['header', [-40, 0.5, NaN]],
    ['ssthresh', [0, 0.5, NaN, Infinity]],
    ['v', [0, 2.5, NaN]],
    ['x', [-1, NaN, Infinity]],
    ['durationS', [0, -300, NaN, Infinity]],
    ['m', [-1, NaN, Infinity]],
    ['lossRate', [0, -0.1, 1.5, NaN, [0.01], new Array(8).fill(0), 'high']],
  ];
  it.each(cases)('%s', (field, values) => {
    for (const value of values) {
      const e = errorOf(field === 'm' ? { durationS: undefined, m: value } : { [field]: value });
      expect(e.field).toBe(field);
      expect(e.message.startsWith(`${field}: `)).toBe(true);
    }
  });
  it('durationS and m together are ambiguous', () => {
    expect(errorOf({ m: 10 }).field).toBe('m');
  });
  it('a transfer shorter than slow start names durationS', () => {
    // U_SS = 6 rounds of 0.1 s: T_SS = 0.6 s
    const e = errorOf({ durationS: 0.5 });
    expect(e.field).toBe('durationS');
    expect(e.message).toMatch(/T_SS = 0\.6/);
    expect(() => parallelTcpModels({ ...good, durationS: 0.6 })).not.toThrow();
  });
  it('too many connections for the pipe names n: (B T + Q)/N >= V + X', () => {
    // B T + Q = 612.5; V + X = 4: N = 153 is allowed (4.003 each), N = 154 is not (3.98)
    expect(() => parallelTcpModels({ ...good, n: 153 })).not.toThrow();
    const e = errorOf({ n: 154 });
    expect(e.field).toBe('n');
    expect(e.message).toMatch(/V \+ X = 4/);
  });
});

describe('edge values inside the ranges give finite numbers', () => {
  it('Q = 0, SSTHRESH = 1, X = 0, m = 0, N at its limit', () => {
    for (const p of [
      { q: 0 },
      { ssthresh: 1 },
      { x: 0 },
      { durationS: undefined, m: 0 },
      { n: 153 },
      { q: 0, n: 140, x: 0, v: 1, ssthresh: 1, durationS: undefined },
    ]) {
      const r = parallelTcpModels({ ...good, ...p });
      const numbers = JSON.stringify(r, (_k, v) =>
        typeof v === 'number' && !Number.isFinite(v) ? 'NOT FINITE' : v,
      );
      expect(numbers).not.toMatch(/NOT FINITE/);
      expect(r.utilization.chan).toBeGreaterThan(0);
    }
    expect(parallelTcpModels({ ...good, x: 0 }).detail.hackerAtChanLossRate).toBeNull();
  });
});
