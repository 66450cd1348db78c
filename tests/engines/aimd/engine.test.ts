import { describe, expect, it } from 'vitest';
import { AimdParamError, POLICIES } from '../../../src/engines/aimd/params';
import { AimdSimulation } from '../../../src/engines/aimd/simulation';
import { identical, runToEnd } from './helpers';

describe('determinism', () => {
  for (const policy of POLICIES) {
    it(`${policy}: the same parameters give bit-identical results; another seed differs`, () => {
      const p = identical(6, policy, 0.5, { events: 20_000 });
      const a = JSON.stringify(runToEnd(p).summary);
      const b = JSON.stringify(runToEnd({ ...p }).summary);
      expect(a).toBe(b);
      if (policy !== 'largest-rate' && policy !== 'beatdown' && policy !== 'synchronized') {
        expect(JSON.stringify(runToEnd({ ...p, seed: p.seed + 1 }).summary)).not.toBe(a);
      }
    });
  }
  it('running in chunks gives the same numbers as one run', () => {
    const p = identical(8, 'rate-proportional', 0.5, { events: 30_000 });
    const sim = new AimdSimulation(p);
    while (!sim.done) sim.run(777);
    expect(sim.summary()).toEqual(runToEnd(p).summary);
  });
  it('reading a summary mid-run does not disturb the run', () => {
    const p = identical(5, 'largest-rate', 0.3, {
      events: 20_000,
      eta: Float64Array.from([1, 2, 3, 4, 5]),
    });
    const sim = new AimdSimulation(p);
    while (!sim.done) {
      sim.run(1234);
      sim.summary();
    }
    expect(sim.summary()).toEqual(runToEnd(p).summary);
  });
});

describe('the path records describe the path exactly', () => {
  it('replaying the records gives rates that sum to c at every congestion time', () => {
    const n = 5;
    const p = identical(n, 'rate-proportional', 0.5, {
      events: 3000,
      eta: Float64Array.from([1, 0.5, 2, 1.5, 3]),
      warmup: 0,
    });
    const sim = new AimdSimulation(p, { recordPath: true });
    const chunk = sim.run(Infinity);
    if (!chunk) throw new Error('no path');
    const rate = Array.from(p.x0);
    const last = new Array(n).fill(0);
    for (let k = 0; k < chunk.count; k++) {
      const T = chunk.time[k];
      const total = rate.reduce((s, r, i) => s + r + p.eta[i] * (T - last[i]), 0);
      expect(Math.abs(total - 1)).toBeLessThan(1e-9);
      const i = chunk.flow[k];
      expect(Math.abs(rate[i] + p.eta[i] * (T - last[i]) - chunk.before[k])).toBeLessThan(1e-9);
      expect(chunk.after[k]).toBeCloseTo(0.5 * chunk.before[k], 15);
      rate[i] = chunk.after[k];
      last[i] = T;
    }
  });
  it('a beatdown record spans the time the others need to refill the tagged rate', () => {
    const p = identical(3, 'beatdown', 0.5, { events: 50, warmup: 0 });
    const chunk = new AimdSimulation(p, { recordPath: true }).run(Infinity);
    if (!chunk) throw new Error('no path');
    for (let k = 0; k + 1 < chunk.count; k++) {
      expect(chunk.span[k]).toBeCloseTo(chunk.before[k] / 2, 12); // two other flows, eta = 1 each
      expect(chunk.time[k + 1]).toBeCloseTo(chunk.time[k] + chunk.span[k], 9);
    }
  });
});

describe('histograms', () => {
  it('are time fractions summing to 1 whose means match the time averages within a bin', () => {
    for (const policy of POLICIES) {
      const { summary } = runToEnd(identical(4, policy, 0.5, { events: 20_000 }));
      for (const [h, mean] of [
        [summary.histograms.aggregate, summary.utilization],
        [summary.histograms.flow1, summary.flows[0].throughput],
      ] as const) {
        const total = h.reduce((a, b) => a + b, 0);
        expect(Math.abs(total - 1), policy).toBeLessThan(1e-9);
        expect(h.every((v) => v >= -1e-12)).toBe(true);
        const m = h.reduce((s, v, b) => s + v * ((b + 0.5) / h.length), 0);
        expect(Math.abs(m - (mean as number)), policy).toBeLessThan(0.5 / h.length);
      }
    }
  });
});

describe('parameter checks', () => {
  it('invalid parameters are refused with every reason', () => {
    const p = identical(2, 'largest-rate', 0.5, {
      beta: Float64Array.from([0.5, 1.2]),
      c: -1,
      x0: Float64Array.from([0.9, 0.9]),
    });
    try {
      new AimdSimulation(p);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(AimdParamError);
      const problems = (e as AimdParamError).problems.join(' | ');
      expect(problems).toContain('c must be');
      expect(problems).toContain('beta[2] must be in (0, 1)');
      expect(problems).toContain('initial rates sum');
    }
  });
  it('the measured window of zero length gives null averages, never NaN', () => {
    const p = identical(2, 'rate-proportional', 0.5, {
      x0: Float64Array.from([0.5, 0.5]),
      events: 1,
      warmup: 0,
    });
    const { summary } = runToEnd(p);
    expect(summary.utilization).toBeNull();
    expect(JSON.stringify(summary)).not.toContain('NaN');
  });
});
