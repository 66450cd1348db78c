import { describe, expect, it } from 'vitest';
import { liveWindow, niceCeiling, traceView } from '../../../src/labs/dumbbell/traceView';
import type { TraceFrame } from '../../../src/labs/dumbbell/worker/protocol';
import { scenario } from './worker/helpers';

/** A chunk of samples at t = from, from + 1, ...: flow j's cwnd is 10 j + t, the queue t. */
function chunk(
  from: number,
  count: number,
  gap = false,
  drops: [number, number][] = [],
): TraceFrame {
  const t = Float64Array.from({ length: count }, (_, k) => from + k);
  const flows = Int32Array.of(0, 3);
  const cwnd = new Float64Array(count * 2);
  t.forEach((x, k) => {
    cwnd[2 * k] = x;
    cwnd[2 * k + 1] = 10 + x;
  });
  return {
    flows,
    t,
    cwnd,
    sum: t.map((x) => 2 * x + 10),
    queue: t.slice(),
    internalColumns: [],
    internals: new Float64Array(0),
    gap,
    dropT: Float64Array.from(drops.map(([t]) => t)),
    dropFlow: Int32Array.from(drops.map(([, f]) => f)),
  };
}

describe('traceView', () => {
  it('takes the samples in the range and one on each side, across chunks', () => {
    const v = traceView([chunk(0, 5), chunk(5, 5), chunk(10, 5)], 3.5, 10);
    expect(v.flows.map((f) => f.flow)).toEqual([0, 3]);
    const times = Array.from(v.flows[0].xy.filter((_, k) => k % 2 === 0));
    expect(times).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(v.flows[1].xy[1]).toBe(13);
    expect(v.sumMax).toBe(32);
    expect(v.queueMax).toBe(11);
    expect(v.cwndMax).toBe(21);
  });

  it('puts each drop in the range on its flow’s row, the undrawn flows’ together last', () => {
    // flows 0 and 3 drawn; drops of flows 0, 3 and 7 (not drawn), some outside [2, 12]
    const v = traceView(
      [
        chunk(0, 5, false, [
          [1, 0],
          [4.5, 3],
          [2.5, 7],
        ]),
        chunk(5, 5, false, [
          [6, 0],
          [5.5, 0],
          [13, 3],
        ]),
      ],
      2,
      12,
    );
    expect(v.dropCount).toBe(4);
    expect(v.drops.map((d) => d.flow)).toEqual([0, 3, null]);
    expect(Array.from(v.drops[0].xy)).toEqual([5.5, 1, 6, 1]); // time order
    expect(Array.from(v.drops[1].xy)).toEqual([4.5, 4]);
    expect(Array.from(v.drops[2].xy)).toEqual([2.5, 8]);
  });

  it('breaks every line where samples were lost', () => {
    const v = traceView([chunk(0, 3), chunk(10, 3, true)], 0, 20);
    const ys = Array.from(v.sum.filter((_, k) => k % 2 === 1));
    expect(ys.filter(Number.isNaN)).toHaveLength(1);
    expect(v.queue[2 * 3]).toBe(10); // the break sits at the gap's first sample
  });

  it('is empty without samples', () => {
    const v = traceView([], 0, 30);
    expect(v.flows).toEqual([]);
    expect(v.sum.length).toBe(0);
  });
});

describe('the live window', () => {
  it('shows about six sawteeth, at least 30 s', () => {
    expect(liveWindow(scenario({ n: 10 }))).toBe(30);
    // paper 001's link with one flow: a tooth of ~30 s
    const one = liveWindow(scenario({ n: 1, cap: 45, rtt: [100], buffer: 50 }));
    expect(one).toBeGreaterThan(150);
    expect(one).toBeLessThan(200);
    expect(liveWindow(scenario({ n: 1, cap: 1e5, rtt: [1000] }))).toBe(600);
  });

  it('rounds up to 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k', () => {
    expect([0.9, 1, 1.01, 13, 26, 31, 4500].map(niceCeiling)).toEqual([
      1, 1, 1.2, 15, 30, 40, 5000,
    ]);
  });
});
