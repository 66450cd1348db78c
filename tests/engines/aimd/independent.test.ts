import { describe, expect, it } from 'vitest';
import { AimdSimulation } from '../../../src/engines/aimd/simulation';
import { identical } from './helpers';

/**
 * The independent-subset policy draws each flow with probability p_i, conditioned on at least one
 * being cut. So P(i cut) = p_i / (1 - prod_j (1 - p_j)) and P(i and j cut) = p_i p_j / (same).
 */
function frequencies(p: number[], events: number) {
  const n = p.length;
  const sim = new AimdSimulation(
    identical(n, 'independent', 0.5, { p: Float64Array.from(p), events, warmup: 0, seed: 5 }),
    { recordPath: true },
  );
  const single = new Array(n).fill(0);
  let pair01 = 0;
  let empty = 0;
  while (!sim.done) {
    const chunk = sim.run(10_000);
    if (!chunk) break;
    let k = 0;
    while (k < chunk.count) {
      const event = chunk.event[k];
      const cut = new Set<number>();
      while (k < chunk.count && chunk.event[k] === event) cut.add(chunk.flow[k++]);
      cut.forEach((i) => single[i]++);
      if (cut.has(0) && cut.has(1)) pair01++;
      if (cut.size === 0) empty++;
    }
  }
  return { single: single.map((s) => s / events), pair01: pair01 / events, empty };
}

describe('independent policy: the product law conditioned on a non-empty subset', () => {
  it('marginal and pairwise frequencies match p_i / (1 - prod(1 - p)) within 4 standard errors', () => {
    const p = [0.1, 0.5, 0.02, 0.3];
    const events = 200_000;
    const norm = 1 - p.reduce((s, q) => s * (1 - q), 1);
    const f = frequencies(p, events);
    p.forEach((q, i) => {
      const expected = q / norm;
      const se = Math.sqrt((expected * (1 - expected)) / events);
      expect(Math.abs(f.single[i] - expected), `flow ${i + 1}`).toBeLessThan(4 * se);
    });
    const both = (p[0] * p[1]) / norm;
    expect(Math.abs(f.pair01 - both)).toBeLessThan(4 * Math.sqrt((both * (1 - both)) / events));
  });

  it('every event cuts at least one flow, even when all p are tiny', () => {
    const f = frequencies([0.001, 0.002, 0.001], 20_000);
    expect(f.empty).toBe(0);
    const sum = f.single.reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThanOrEqual(1);
  });

  it('flows with p = 1 are cut at every event and those with p = 0 never', () => {
    const f = frequencies([1, 0, 0.5], 20_000);
    expect(f.single[0]).toBe(1);
    expect(f.single[1]).toBe(0);
    const se = Math.sqrt(0.25 / 20_000);
    expect(Math.abs(f.single[2] - 0.5)).toBeLessThan(4 * se);
  });

  it('with p = 1 for every flow it is the synchronized policy', () => {
    const a = new AimdSimulation(
      identical(5, 'independent', 0.5, { p: new Float64Array(5).fill(1), events: 5000 }),
    );
    const b = new AimdSimulation(identical(5, 'synchronized', 0.5, { events: 5000 }));
    a.run(Infinity);
    b.run(Infinity);
    expect(a.summary()).toEqual(b.summary());
  });
});
