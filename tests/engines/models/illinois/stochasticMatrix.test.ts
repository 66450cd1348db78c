import { describe, expect, it } from 'vitest';
import { studentTQuantile } from '../../../../src/engines/common/studentT';
import {
  CONGESTION_LEVELS,
  mMaxFor,
  simulateSmm,
  SMM_DEFAULTS,
  type BasisStats,
  type SmmParams,
  type SmmResult,
} from '../../../../src/engines/models/illinois';

/** Standard error from a 95 % half-width over B batches. */
const se = (half: number, batches: number): number => half / studentTQuantile(0.975, batches - 1);

/** 4 standard errors: with fixed seeds the tests are deterministic, and 4σ keeps them honest. */
const Z = 4;

const N4 = [60, 80, 100, 120];
const N10 = [40, 60, 80, 100, 120, 140, 160, 180, 200, 220];

const run = (over: Partial<SmmParams>): SmmResult =>
  simulateSmm({ ...SMM_DEFAULTS, events: 100_000, warmup: 1000, seed: 2024, ...over });

describe('SMM: congestion levels (Sec. 4.5)', () => {
  it('M_max = ⌈N/2⌉, N, 2N; the mean of M is (1 + M_max)/2', () => {
    expect([mMaxFor('light', 5), mMaxFor('medium', 5), mMaxFor('heavy', 5)]).toEqual([3, 5, 10]);
    const r = run({ rttsMs: N10, congestion: 'heavy', events: 50_000 });
    expect(r.mMax).toBe(20);
    // M is uniform on {1..20}: variance (20² − 1)/12, so the standard error is small
    const seM = Math.sqrt((400 - 1) / 12 / 50_000);
    expect(Math.abs(r.meanDropped - 10.5)).toBeLessThan(Z * seM);
  });
});

describe('SMM: equal RTTs (Theorem 4.2)', () => {
  for (const congestion of CONGESTION_LEVELS) {
    it(`x̄ᵢ/xᵢ* = 1 and equal Std for all flows, ${congestion}`, () => {
      const r = run({ rttsMs: [100, 100, 100, 100], congestion });
      for (const basis of [r.atEvents, r.overTime] as BasisStats[]) {
        expect(basis.fit).toBeNull();
        const stdMean = basis.std.reduce((a, v) => a + v, 0) / basis.std.length;
        for (let i = 0; i < 4; i++) {
          expect(Math.abs(basis.ratio[i] - 1)).toBeLessThan(Z * se(basis.ratioHalfWidth[i], 32));
          expect(Math.abs(basis.std[i] - stdMean)).toBeLessThan(Z * se(basis.stdHalfWidth[i], 32));
          expect(basis.ratioHalfWidth[i]).toBeLessThan(0.02);
        }
      }
      // at events the rates sum to C exactly (6), so the x̄ᵢ sum to C
      const sum = r.atEvents.mean.reduce((a, v) => a + v, 0);
      expect(sum / SMM_DEFAULTS.capacity).toBeCloseTo(1, 10);
    });
  }
});

describe('SMM: heterogeneous RTTs (Figs. 2-7)', () => {
  for (const [label, rttsMs] of [
    ['N = 4, 60/80/100/120 ms', N4],
    ['N = 10, 40..220 ms', N10],
  ] as const) {
    it(`${label}: μ grows light < medium < heavy, μ ∈ [0, 1], Std/x̄ < 1`, () => {
      const mus = CONGESTION_LEVELS.map((congestion) => {
        const r = run({ rttsMs: [...rttsMs], congestion });
        const fit = r.atEvents.fit!;
        const s = se(fit.muHalfWidth, 32);
        expect(fit.mu - Z * s).toBeGreaterThan(0);
        expect(fit.mu + Z * s).toBeLessThan(1);
        // the log-log plot is a straight line (27)
        expect(fit.r2).toBeGreaterThan(0.97);
        for (const cv of r.atEvents.cv) expect(cv).toBeLessThan(0.5);
        return { mu: fit.mu, s };
      });
      for (let k = 1; k < mus.length; k++) {
        const gap = mus[k].mu - mus[k - 1].mu;
        expect(gap).toBeGreaterThan(Z * Math.hypot(mus[k].s, mus[k - 1].s));
      }
    });
  }

  it('Theorem 4.3: Tᵢ²·avg(xᵢDᵢ) is the same for every flow, up to the run-boundary term', () => {
    // Summing (16) over the K measured events: βΣₖxᵢDᵢ = γᵢ βΣₖΣⱼxⱼDⱼ − (xᵢ[end] − xᵢ[start]),
    // so |Tᵢ²·avg(xᵢDᵢ) − avg(ΣⱼxⱼDⱼ)/ΣⱼTⱼ⁻²| ≤ Tᵢ²·C/(βK), a deterministic bound.
    const K = 20_000;
    for (const congestion of CONGESTION_LEVELS) {
      const r = run({ rttsMs: N10, congestion, events: K });
      const T = N10.map((t) => t / 1000);
      const sumInvT2 = T.reduce((a, t) => a + 1 / (t * t), 0);
      const common = r.theorem43.reduce((a, v, i) => a + v / (T[i] * T[i]), 0) / sumInvT2;
      r.theorem43.forEach((v, i) => {
        expect(Math.abs(v - common)).toBeLessThanOrEqual(
          (T[i] ** 2 * SMM_DEFAULTS.capacity) / (0.5 * K),
        );
      });
    }
  });

  it('time averages: Σ x̄ᵢ = utilization·C, and the time basis is fairer (smaller μ)', () => {
    const r = run({ rttsMs: N10, congestion: 'medium', events: 50_000 });
    const sum = r.overTime.mean.reduce((a, v) => a + v, 0);
    expect(sum / SMM_DEFAULTS.capacity).toBeCloseTo(r.utilization, 9);
    expect(r.utilization).toBeGreaterThan(0.75);
    expect(r.utilization).toBeLessThan(1);
    expect(r.overTime.fit!.mu).toBeLessThan(r.atEvents.fit!.mu);
  });
});

describe('SMM: runs, degenerate cases and validation', () => {
  it('same seed, same numbers; another seed, other numbers', () => {
    const a = run({ events: 5000 });
    expect(run({ events: 5000 })).toEqual(a);
    expect(run({ events: 5000, seed: 2025 }).atEvents.mean).not.toEqual(a.atEvents.mean);
  });

  it('α only sets the clock: time averages do not depend on it', () => {
    const a = run({ rttsMs: N4, events: 5000, alpha: 1 });
    const b = run({ rttsMs: N4, events: 5000, alpha: 7 });
    a.overTime.mean.forEach((v, i) => expect(b.overTime.mean[i]).toBeCloseTo(v, 8));
    expect(b.meanInterEventTime * 7).toBeCloseTo(a.meanInterEventTime, 10);
  });

  it('N = 1: the flow always backs off, x[k] = C, no fit', () => {
    const r = run({ rttsMs: [80], events: 1000, congestion: 'heavy' });
    expect(r.atEvents.mean[0]).toBeCloseTo(SMM_DEFAULTS.capacity, 8);
    expect(r.atEvents.std[0]).toBeLessThan(1e-9 * SMM_DEFAULTS.capacity);
    expect(r.flowsCut).toEqual([1]);
    expect(r.atEvents.fit).toBeNull();
    // utilization of one AIMD flow removing half: (1 + ½)/2 = 0.75
    expect(r.utilization).toBeCloseTo(0.75, 10);
  });

  it('results are plain JSON with no NaN or Infinity', () => {
    const r = run({ rttsMs: N4, events: 2000 });
    const text = JSON.stringify(r);
    expect(text).not.toMatch(/null,|NaN|Infinity/);
    expect(JSON.parse(text)).toEqual(r);
  });

  it('RangeError names the field', () => {
    const bad: [Partial<SmmParams>, string][] = [
      [{ rttsMs: [] }, 'rttsMs'],
      [{ rttsMs: [100, -1] }, 'rttsMs[1]'],
      [{ capacity: 0 }, 'capacity'],
      [{ betaRemoved: 1 }, 'betaRemoved'],
      [{ alpha: Number.NaN }, 'alpha'],
      [{ mMax: 0 }, 'mMax'],
      [{ congestion: 'extreme' as never }, 'congestion'],
      [{ batches: 1 }, 'batches'],
      [{ events: 10 }, 'events'],
      [{ warmup: -1 }, 'warmup'],
      [{ seed: 1.5 }, 'seed'],
      [{ x0: [1, 2, 3, 4] }, 'x0'],
      [{ x0: [12500] }, 'x0'],
    ];
    for (const [over, field] of bad) {
      expect(() => simulateSmm({ ...SMM_DEFAULTS, ...over })).toThrow(RangeError);
      expect(() => simulateSmm({ ...SMM_DEFAULTS, ...over })).toThrow(
        new RegExp(`^${field.replace(/[[\]]/g, '\\$&')} `),
      );
    }
  });
});
