import { describe, expect, it } from 'vitest';
import { FIG10_TRACES, FIG15_LONE_NOISY } from '../../../src/labs/illinois/packet/mechanismTraces';
import { cutsOf, fractionOf, meanOver, traces } from './traces';

/**
 * The theory panel's sentences on why the packet views come out as they do, held to the traces of
 * the setups they name (the links beside them): a sentence fails here when the engine stops
 * showing what it says.
 */
describe('Fig. 10: why Illinois has the larger average window', () => {
  it(
    'both peak at BDP + B, cut by half; Illinois creeps near its peak at α ≈ α_min, Reno climbs',
    { timeout: 60_000 },
    async () => {
      const [ill, reno] = await Promise.all([
        traces(FIG10_TRACES.illinois),
        traces(FIG10_TRACES.reno),
      ]);
      const shape = (t: typeof ill) => {
        const cuts = cutsOf(t, 0);
        const w = t.cwnd[0];
        const peak = meanOver(
          cuts.map((k) => k - 1),
          w,
        );
        return {
          cuts,
          peak,
          nearPeak: fractionOf(t.measured, (k) => w[k] >= 0.9 * peak),
          meanOverPeak: meanOver(t.measured, w) / peak,
        };
      };
      const i = shape(ill);
      const r = shape(reno);
      expect(i.cuts.length).toBeGreaterThan(5);
      expect(r.cuts.length).toBeGreaterThan(5);
      // "peaks at the same window" (BDP + B = 72 + 30, and the packets on the wire)
      expect(Math.abs(i.peak / r.peak - 1)).toBeLessThan(0.02);
      // "there it is cut by half, as Reno is"
      const beta = ill.internal(1, 'beta');
      for (const k of i.cuts) expect(beta[k - 1]).toBeCloseTo(0.5, 2);
      // "the queue is empty about 1 % of the time"
      expect(fractionOf(ill.measured, (k) => ill.queue[k] < 1)).toBeLessThan(0.03);
      // "α below 0.2 three quarters of the time, never above 3 (α_max = 10)"
      const alpha = ill.internal(1, 'alpha');
      const low = fractionOf(ill.measured, (k) => alpha[k] < 0.2);
      expect(low).toBeGreaterThan(0.65);
      expect(low).toBeLessThan(0.85);
      expect(Math.max(...ill.measured.map((k) => alpha[k]))).toBeLessThan(3);
      // "57 % of the time within 10 % of its peak against Reno's 23 %"
      expect(i.nearPeak).toBeGreaterThan(0.5);
      expect(i.nearPeak).toBeLessThan(0.65);
      expect(r.nearPeak).toBeGreaterThan(0.18);
      expect(r.nearPeak).toBeLessThan(0.28);
      // "W̄ is 0.89 of the peak against Reno's 0.76"
      expect(i.meanOverPeak).toBeCloseTo(0.89, 1);
      expect(r.meanOverPeak).toBeCloseTo(0.76, 1);
      expect(i.meanOverPeak - r.meanOverPeak).toBeGreaterThan(0.08);
    },
  );
});

describe('Fig. 15: why a lone noisy user loses share', () => {
  it(
    "not by Illinois's pace (α, β as its neighbour's), but dropped far more than its traffic",
    { timeout: 60_000 },
    async () => {
      const [ill, reno] = await Promise.all([
        traces(FIG15_LONE_NOISY.illinois),
        traces(FIG15_LONE_NOISY.reno),
      ]);
      const alpha = [1, 2].map((f) => meanOver(ill.measured, ill.internal(f, 'alpha')));
      // "α 0.18 against 0.20"
      expect(alpha[0]).toBeCloseTo(0.18, 1);
      expect(alpha[1]).toBeCloseTo(0.2, 1);
      expect(alpha[0] / alpha[1]).toBeGreaterThan(0.8);
      // "β 0.49 on average at its cuts against 0.50"
      const betaAtCuts = [0, 1].map((f) => {
        const cuts = cutsOf(ill, f);
        expect(cuts.length, `flow ${f + 1}'s cuts`).toBeGreaterThan(3);
        return meanOver(
          cuts.map((k) => k - 1),
          ill.internal(f + 1, 'beta'),
        );
      });
      expect(betaAtCuts[0]).toBeCloseTo(0.49, 2);
      expect(betaAtCuts[1]).toBeCloseTo(0.5, 2);
      // "it takes four fifths of the drops (Reno's: three quarters)", for far less of the traffic
      const dropShare = (t: typeof ill) =>
        t.summary.flows[0].drops / (t.summary.flows[0].drops + t.summary.flows[1].drops);
      const throughputShare = (t: typeof ill) =>
        t.summary.flows[0].throughput /
        (t.summary.flows[0].throughput + t.summary.flows[1].throughput);
      expect(dropShare(ill)).toBeGreaterThan(0.75);
      expect(dropShare(ill)).toBeLessThan(0.85);
      expect(dropShare(reno)).toBeGreaterThan(0.7);
      expect(dropShare(reno)).toBeLessThan(0.8);
      for (const t of [ill, reno]) expect(throughputShare(t)).toBeLessThan(0.3);
    },
  );
});
