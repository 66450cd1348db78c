import { describe, expect, it } from 'vitest';
import { PacketSimulation } from '../../../src/engines/packet';
import { Traces } from '../../../src/engines/packet/measure/traces';

/**
 * The drops a live view draws as loss events over time (paper 000, Figs. 18-19): what the trace
 * ring hands over must be every dropped packet, each once, with its flow, as the engine's own
 * per-flow drop counters count them (a second, independent tally).
 */
describe('the trace ring’s drop record', () => {
  it('holds every drop of a run once, drained in pieces, as the per-flow counters count them', () => {
    const sim = new PacketSimulation({
      n: 4,
      capacity: 10e6,
      rtt: [0.06, 0.08, 0.1, 0.12],
      buffer: 12,
      cc: { name: 'reno' },
      start: [0, 0.3, 0.6, 0.9],
      duration: 60,
      warmup: 0,
      traceInterval: 0.01,
      traceCapacity: 100_000,
      loss: 0.001,
    });
    const perFlow = [0, 0, 0, 0];
    let last = 0;
    let drops = 0;
    for (let until = 1.7; !sim.done; until += 1.7) {
      sim.runUntil(Math.min(until, 60));
      const c = sim.drainTraces()!;
      expect(c.dropsOverwritten).toBe(0);
      for (let k = 0; k < c.dropT.length; k++) {
        perFlow[c.dropFlow[k]]++;
        expect(c.dropT[k]).toBeGreaterThanOrEqual(0);
        expect(c.dropT[k]).toBeLessThanOrEqual(60);
        last = Math.max(last, c.dropT[k]);
        drops++;
      }
    }
    const s = sim.summary();
    expect(perFlow).toEqual(s.flows.map((f) => f.drops));
    expect(drops).toBe(s.drops);
    expect(drops).toBeGreaterThan(50); // the buffer and the random loss both drop
    expect(last).toBeGreaterThan(50);
  });

  it('keeps the newest 65,536 drops between two drains and says how many it lost', () => {
    const t = new Traces(2, 4);
    const total = 65_536 + 10;
    for (let k = 0; k < total; k++) t.recordDrop(k, k % 2);
    const c = t.drain();
    expect(c.dropsOverwritten).toBe(10);
    expect(c.dropT.length).toBe(65_536);
    expect(c.dropT[0]).toBe(10); // the oldest kept
    expect(c.dropT[65_535]).toBe(total - 1);
    expect(c.dropFlow[0]).toBe(0);
    expect(t.drain().dropT.length).toBe(0);
  });
});
