import { describe, expect, it } from 'vitest';
import { AimdSimulation } from '../../../src/engines/aimd/simulation';
import type { AimdParams, PolicyName } from '../../../src/engines/aimd/params';
import { naiveRun } from './naiveSimulation';

function params(n: number, policy: PolicyName, over: Partial<AimdParams> = {}): AimdParams {
  return {
    n,
    c: 1,
    beta: new Float64Array(n).fill(0.5),
    eta: new Float64Array(n).fill(1),
    policy,
    weights: new Float64Array(n).fill(1),
    p: new Float64Array(n).fill(0.5),
    x0: new Float64Array(n),
    seed: 3,
    events: 6000,
    warmup: 100,
    bins: 20,
    ...over,
  };
}

/** Heterogeneous flows: different slopes (RTTs), decrease factors and start rates. */
function mixed(n: number, policy: PolicyName, seedShift = 0): AimdParams {
  const beta = Float64Array.from({ length: n }, (_, i) => 0.3 + ((i * 0.37 + seedShift) % 0.6));
  const eta = Float64Array.from({ length: n }, (_, i) => 0.5 + ((i * 1.3) % 2.1));
  const x0 = Float64Array.from({ length: n }, (_, i) => (0.5 * ((i * 7) % 5)) / (5 * n));
  const weights = Float64Array.from({ length: n }, (_, i) => 1 + (i % 3));
  return params(n, policy, {
    beta,
    eta,
    x0,
    weights,
    c: 2.5,
    seed: 11 + Math.round(seedShift * 10),
  });
}

function compare(p: AimdParams, tol: number) {
  const sim = new AimdSimulation(p);
  sim.run(Infinity);
  const s = sim.summary();
  const ref = naiveRun(p);
  const close = (a: number | null, b: number, what: string) => {
    expect(a, what).not.toBeNull();
    expect(Math.abs((a as number) - b), `${what}: engine ${a} naive ${b}`).toBeLessThanOrEqual(
      tol * Math.max(1, Math.abs(b)),
    );
  };
  close(s.utilization, ref.utilization, 'utilization');
  close(s.aggregateSecondMoment, ref.aggregateSecondMoment, 'aggregate second moment');
  close(s.measuredTime, ref.measuredTime, 'measured time');
  s.flows.forEach((f, i) => {
    close(f.throughput, ref.throughput[i], `throughput ${i + 1}`);
    close(f.secondMoment, ref.secondMoment[i], `second moment ${i + 1}`);
    expect(f.signals, `signals ${i + 1}`).toBe(ref.signals[i]);
  });
  s.histograms.aggregate.forEach((v, b) =>
    close(v, ref.aggregateHistogram[b], `aggregate histogram bin ${b}`),
  );
  s.histograms.flow1.forEach((v, b) =>
    close(v, ref.flow1Histogram[b], `flow 1 histogram bin ${b}`),
  );
  Array.from(sim.rates()).forEach((v, i) => close(v, ref.rates[i], `final rate ${i + 1}`));
}

describe('the engine and a naive O(N)-per-event simulation give the same path and statistics', () => {
  const policies: PolicyName[] = [
    'rate-proportional',
    'largest-rate',
    'rate-independent',
    'synchronized',
  ];
  for (const policy of policies) {
    for (const n of [1, 2, 5, 12]) {
      it(`${policy}, ${n} identical flows`, () => compare(params(n, policy), 1e-8));
      it(`${policy}, ${n} heterogeneous flows (per-flow beta, eta, x0, weights)`, () =>
        compare(mixed(n, policy), 1e-8));
    }
  }
  // Beyond 4096 events the engine moves its time origin; this run crosses that several times.
  it('rate-proportional over several epochs of the engine', () =>
    compare(params(7, 'rate-proportional', { events: 20000 }), 1e-8));
  it('largest-rate with unequal slopes over several epochs (kinetic tree)', () =>
    compare({ ...mixed(9, 'largest-rate'), events: 20000 }, 1e-8));
});

describe('beatdown in closed form agrees with a naive loop of individual cuts', () => {
  for (const n of [1, 2, 3, 6]) {
    it(`${n} identical flows`, () =>
      compare(params(n, 'beatdown', { events: 300, warmup: 10 }), 1e-9));
    it(`${n} heterogeneous flows`, () =>
      compare({ ...mixed(n, 'beatdown', 0.1), events: 300, warmup: 10 }, 1e-9));
  }
});
