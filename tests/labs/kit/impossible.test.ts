import { describe, expect, it } from 'vitest';
import {
  departuresRule,
  flagImpossible,
  impossibleResults,
  packetShare,
} from '../../../src/labs/kit/impossible';
import { dumbbellCommandLine } from '../../../src/labs/dumbbell/cli';
import { parseArgs } from '../../../src/labs/kit/commandLine/args';

describe('impossible results', () => {
  it('flags a probability above 1, a negative rate and a NaN utilization, each with its path', () => {
    const flags = impossibleResults({
      links: [{ loss: 0.2 }, { loss: 1.5 }],
      flows: [{ rate: 3 }, { rate: -0.5 }],
      utilization: NaN,
    });
    expect(flags).toEqual([
      'links[1].loss = 1.5: a probability outside [0, 1]',
      'flows[1].rate = -0.5: a negative amount',
      'utilization = NaN: not a number',
    ]);
  });

  it('says each kind of value once, with how many more there are', () => {
    const flags = impossibleResults({
      links: [{ loss: 2 }, { loss: 3 }, { loss: 0.1 }, { loss: 4 }],
    });
    expect(flags).toEqual([
      'links[0].loss = 2: a probability outside [0, 1] (and 2 more such values)',
    ]);
  });

  it('judges only the numbers a rule names: a mean over no flows is NaN by definition', () => {
    expect(impossibleResults({ spMean: NaN, meanM: NaN, rate: 0, utilization: 1 })).toEqual([]);
    // a lab's own rules, with its reason
    const rules = [
      { path: /(^|\.)price$/, kind: 'probability' as const, why: 'outside the model' },
    ];
    expect(impossibleResults({ price: 7 }, rules)).toEqual([
      'price = 7: a probability outside [0, 1]: outside the model',
    ]);
  });

  it('adds the flags to a report only when there are some: a possible report keeps its shape', () => {
    const fine = { lab: 'x', utilization: 0.9 };
    expect(flagImpossible(fine)).toBe(fine);
    expect(flagImpossible({ lab: 'x', utilization: 1.2 }).impossible).toHaveLength(1);
  });

  it("allows ns-2's count of departures one packet over the capacity, and not two", () => {
    // 1040 bytes on the wire over 30 s of 10 Mbit/s: 8320 / 3e8 of the window (by hand)
    const share = packetShare(1040, 10e6, 30);
    expect(share).toBeCloseTo(2.7733e-5, 8);
    const rules = [departuresRule(share)];
    expect(impossibleResults({ summary: { utilization: 1 + 0.9 * share } }, rules)).toEqual([]);
    const two = impossibleResults({ summary: { utilization: 1 + 2 * share } }, rules);
    expect(two).toHaveLength(1);
    expect(two[0]).toMatch(/^summary\.utilization = 1\.0000\d*: a fraction of the capacity/);
    expect(impossibleResults({ summary: { utilization: 1 + 2 * share } })).toHaveLength(1);
  });

  it('does not flag a full link whose last packet is still on the wire (threshold dropper, Th = 3)', async () => {
    const q = 'lab=dumbbell&queue=threshold&th=3&t=40&warmup=10';
    const impossible: string[] = [];
    const sink = { notes: () => {}, impossible: (f: readonly string[]) => impossible.push(...f) };
    const r = JSON.parse(
      (await dumbbellCommandLine.run(q, parseArgs([q, '--format', 'json']), sink)) as string,
    ) as { summary: { utilization: number }; impossible?: string[] };
    // ns-2's count: the run's departures pass the capacity by less than a packet
    expect(r.summary.utilization).toBeGreaterThan(1);
    expect(r.summary.utilization).toBeLessThan(1 + packetShare(1040, 10e6, 30));
    expect(r.impossible).toBeUndefined();
    expect(impossible).toEqual([]);
  });
});
