import { describe, expect, it } from 'vitest';
import { BUFFER_SPEC_SCHEMA } from '../../../src/labs/buffer/sweep/definition';
import { runPoint } from '../../../src/labs/buffer/sweep/run';
import { BUSY_FROM, theorem1Note } from '../../../src/labs/buffer/theorem1Note';
import { enumeratePoints } from '../../../src/sweep/plan';
import { decodeQuery } from '../../../src/scenario/codec';

/**
 * The theory panel's sentence on Theorem 1 against the simulation, held to the simulation it is
 * said of: paper 001's link (45 Mbit/s, 100 ms: a bandwidth-delay product of 562 packets) with a
 * buffer of one BDP, where the buffer keeps the link busy and the simulation is above Theorem 1,
 * and with 50 packets, where the link idles more than Theorem 1 says (N = 8) or less (N = 1).
 */
function at(query: string) {
  const d = decodeQuery(BUFFER_SPEC_SCHEMA, `${query}&duration=100&warmup=30&reps=1`);
  expect(d.problems).toEqual([]);
  const spec = d.scenario;
  const results = enumeratePoints(spec, null).map((p) => runPoint(spec, p));
  const r = results[0];
  return {
    spec,
    results,
    u: r.simulated!.mean / spec.bw,
    t1: r.theorem1 / spec.bw,
    note: theorem1Note(spec, results),
  };
}

describe('Theorem 1 against the simulation, in the theory panel', () => {
  it('Q = BDP, N = 4: the link busy, above Theorem 1: the buffer keeps it busy through the decrease', () => {
    const r = at('lab=buffer&q=bdp&n=4');
    expect(r.u).toBeGreaterThanOrEqual(BUSY_FROM);
    expect(r.u).toBeGreaterThan(r.t1);
    expect(r.note).toMatch(
      /^At N = 4, B = 45 Mbit\/s, T = 100 ms \(Q = 562 packets, at or above the bandwidth-delay product/,
    );
    expect(r.note).toContain('The buffer keeps the link busy through the decrease');
    expect(r.note).toContain(`the simulation uses ${(100 * r.u).toFixed(1)} % of the link`);
  });

  it('Q = 50, N = 8: below Theorem 1, the link idle more of the time than Theorem 1 leaves it', () => {
    const r = at('lab=buffer&q=50&n=8');
    expect(r.u).toBeLessThan(r.t1);
    expect(r.note).toContain(`The link is idle ${(100 * (1 - r.u)).toFixed(1)} % of the time`);
    expect(r.note).not.toContain('keeps the link busy');
  });

  it('Q = 50, N = 1: above Theorem 1 with a small buffer: the numbers alone', () => {
    const r = at('lab=buffer&q=50&n=1');
    expect(r.u).toBeGreaterThan(r.t1);
    expect(r.u).toBeLessThan(BUSY_FROM);
    expect(r.note).toMatch(/Theorem 1 gives 75\.0 %\.$/);
  });

  it('says so without a simulation, or before its point is in', () => {
    const spec = (q: string) => decodeQuery(BUFFER_SPEC_SCHEMA, q).scenario;
    expect(theorem1Note(spec('lab=buffer&sim=0'), [])).toBe(
      'Here nothing is simulated (sim=0) to hold Theorem 1 against.',
    );
    expect(theorem1Note(spec('lab=buffer&n=4'), [])).toBe(
      "At N = 4, B = 45 Mbit/s, T = 100 ms: the simulation's numbers come when its point is in.",
    );
  });
});
