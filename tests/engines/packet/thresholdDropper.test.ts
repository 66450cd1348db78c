import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/engines/common/rng';
import type { LossPolicy } from '../../../src/engines/packet/params';
import { LinkServer } from '../../../src/engines/packet/queues/linkServer';
import {
  ThresholdDropper,
  type FlowRateView,
} from '../../../src/engines/packet/queues/thresholdDropper';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

const view = (rates: number[]): FlowRateView => ({
  flowCount: rates.length,
  started: () => true,
  rate: (f) => rates[f],
});

/** A link holding `k` packets at time t (their transmissions end long after t). */
function linkWith(k: number, t: number): LinkServer {
  const s = new LinkServer(1e3, 0, 4, 0); // 1 kb/s: a packet takes 8 s
  for (let i = 0; i < k; i++) s.accept(t, 1000, 0);
  return s;
}

describe('ThresholdDropper (paper 000 Sec. V-D)', () => {
  it('signals when an arrival finds Th packets, then holds for τ', () => {
    const d = new ThresholdDropper(3, 1, 'arrival', 0.5, view([1, 1]), new Xoshiro128(1));
    const link = linkWith(3, 0);
    expect(d.drops(linkWith(2, 0), 0, 0)).toBe(false); // 2 < Th
    expect(d.drops(link, 0.1, 1)).toBe(true); // the first arrival beyond Th
    expect(d.drops(link, 0.5, 0)).toBe(false); // within τ = 1: no drop, however full
    expect(d.drops(link, 1.09, 1)).toBe(false);
    expect(d.drops(link, 1.11, 0)).toBe(true); // τ has passed: next event
    expect(d.events).toBe(2);
  });

  it('largest-rate signals the largest cwnd/RTT through its next packet, one flow per event', () => {
    const d = new ThresholdDropper(3, 1, 'largest-rate', 10, view([1, 5, 5, 2]), new Xoshiro128(1));
    const link = linkWith(3, 0);
    for (let f = 0; f < 4; f++) d.drops(linkWith(0, 0), 0, f); // every flow active
    expect(d.drops(link, 0.1, 0)).toBe(false); // flow 1 (ties: lowest index) is selected...
    expect(d.drops(link, 0.2, 2)).toBe(false); // ...not flow 2
    expect(d.drops(link, 0.3, 1)).toBe(true); // its next packet is the signal
    expect(d.drops(link, 0.4, 1)).toBe(false); // one signal per event
    expect(d.events).toBe(1);
  });

  it('a selected flow that sends nothing lets the signal lapse after max(τ, activity window)', () => {
    const d = new ThresholdDropper(3, 0.5, 'largest-rate', 1, view([1, 9]), new Xoshiro128(1));
    const link = linkWith(3, 0);
    d.drops(linkWith(0, 0), 0, 1);
    expect(d.drops(link, 0.1, 0)).toBe(false); // flow 1 selected, but silent from now on
    expect(d.drops(link, 1.05, 0)).toBe(false); // 0.95 after selection: still pending
    expect(d.drops(link, 1.2, 0)).toBe(true); // lapsed; flow 1 is no longer active: flow 0
    expect(d.lapsed).toBe(1);
  });

  it('uniform selection is rate-independent among active flows', () => {
    const counts = [0, 0, 0];
    const d = new ThresholdDropper(1, 0.5, 'uniform', 1e9, view([1, 10, 100]), new Xoshiro128(7));
    const link = linkWith(1, 0);
    for (let f = 0; f < 3; f++) d.drops(linkWith(0, 0), 0, f);
    for (let k = 0; k < 30000; k++) {
      const t = 1 + k;
      for (let f = 0; f < 3; f++) if (d.drops(link, t, f)) counts[f]++;
    }
    // one event per time step (τ = 0.5); 30000 events, each flow 1/3: binomial sd ≈ 82; allow 6 sd
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});

describe('synchronization and Theorem 1 on the dumbbell (10 Mb/s, RTT 120 ms, 600 s)', () => {
  const run = (n: number, policy: LossPolicy, hold = 1) =>
    new PacketSimulation({
      n,
      queue: 'threshold',
      threshold: 10,
      hold,
      policy,
      traceInterval: 0,
    }).run();

  it('the threshold-dropper signals one flow per congestion event: M_n = 1 always (τ > gap)', () => {
    const s = run(10, 'arrival', 1.5);
    expect(s.sync.events).toBeGreaterThan(500);
    expect(s.sync.counts[0]).toBe(s.sync.events);
  });

  it('DropTail with a small buffer synchronizes: several flows lose in the same event', () => {
    const s = new PacketSimulation({ n: 10, buffer: 5, traceInterval: 0 }).run();
    expect(s.sync.meanM).toBeGreaterThan(2.5);
    const tail = s.sync.counts.slice(4).reduce((a, b) => a + b, 0);
    expect(tail / s.sync.events).toBeGreaterThan(0.2); // M >= 5 in a fifth of the events
  });

  it('utilization grows with N close to 1 - 1/(1+3N) for a small threshold (rate-independent)', () => {
    const util = [1, 2, 3, 4].map((n) => run(n, 'uniform').utilization);
    for (let k = 1; k < util.length; k++) expect(util[k]).toBeGreaterThan(util[k - 1]);
    [1, 2, 3, 4].forEach((n, k) => {
      expect(Math.abs(util[k] - (1 - 1 / (1 + 3 * n))), `N = ${n}`).toBeLessThan(0.05);
    });
  });
});
