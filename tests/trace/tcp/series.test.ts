import { describe, expect, it } from 'vitest';
import {
  Coverage,
  Outstanding,
  AMBIGUOUS,
  INTERVENING,
  NO_MATCH,
} from '../../../src/trace/tcp/seqSpace';
import { BoundedSeries, ByteBins } from '../../../src/trace/tcp/series';

describe('bounded series', () => {
  it('keeps every point up to the cap, then merges pairs and goes on two raw points per point', () => {
    for (const [mode, merged] of [
      // max: max(1, 5), max(3, 2), max(7, 1); mean: 3, 2.5, 4
      ['max', [5, 3, 7, 2]],
      ['mean', [3, 2.5, 4, 2]],
    ] as const) {
      const s = new BoundedSeries(mode, 4);
      for (const [t, v] of [
        [0, 1],
        [1, 5],
        [2, 3],
        [3, 2],
        [4, 7],
        [5, 1],
        [6, 2], // alone in its pair at the end: shown as it is
      ])
        s.add(t, v);
      expect(s.toSeries()).toEqual({ t: [0, 2, 4, 6], v: merged });
    }
  });

  it('sums bytes in fine bins that double past their cap, and reads them in bins of a chosen width', () => {
    const b = new ByteBins(0);
    b.add(0.000015, 100); // fine bin 1 of 10 µs
    b.add(0.1001, 50); // bin 10010 is past 8192: the bins become 20 µs wide, this is bin 5005
    const s = b.throughput(0.05, 0.1);
    // 2500 bins of 20 µs per point; 5006 bins in all: 3 points
    expect(s.t).toEqual([0, 0.05, 0.1]);
    expect(s.v.map((v) => +v.toFixed(12))).toEqual([
      (100 * 8) / 0.05 / 1e6,
      0,
      (50 * 8) / 0.05 / 1e6,
    ]);
  });
});

describe('the sequence space', () => {
  it('counts the bytes of a segment that were sent before', () => {
    const c = new Coverage();
    expect(c.add(0, 100)).toBe(0);
    expect(c.add(200, 300)).toBe(0); // a hole at [100, 200)
    expect(c.add(50, 250)).toBe(50 + 50); // [50, 100) and [200, 250) again
    expect(c.size).toBe(1);
    expect(c.add(300, 400)).toBe(0);
    const gaps: number[][] = [];
    c.gaps(350, 500, (a, b) => gaps.push([a, b]));
    expect(gaps).toEqual([[400, 500]]);
  });

  it("gives RTT samples by tcptrace's rules", () => {
    const c = new Coverage();
    const o = new Outstanding();
    const send = (a: number, b: number, t: number) => {
      o.send(a, b, t, c);
      c.add(a, b);
    };
    send(0, 10, 1);
    send(10, 20, 2);
    send(20, 30, 3);
    expect(o.ack(5, 4)).toBe(NO_MATCH); // inside the first: acknowledges it, no sample
    expect(o.ack(20, 5)).toBe(3); // ends the second exactly: 5 - 2
    send(20, 30, 6); // the third again
    expect(o.ack(30, 7)).toBe(AMBIGUOUS); // Karn
    send(30, 40, 8);
    send(40, 50, 9);
    send(30, 40, 10); // the fourth resent after the fifth was sent
    expect(o.ack(50, 11)).toBe(INTERVENING);
    expect(o.size).toBe(0);
  });
});
