import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventHeap } from '../../../src/engines/packet/eventHeap';

/** Pops everything: [time, a, b] in heap order. */
function drain(h: EventHeap): [number, number, number][] {
  const out: [number, number, number][] = [];
  while (h.size > 0) {
    const t = h.pop();
    out.push([t, h.poppedA, h.poppedB]);
  }
  return out;
}

describe('EventHeap', () => {
  it('pops in time order, equal times in insertion order (a stable sort of the pushes)', () => {
    // few distinct times, so that ties are frequent
    const time = fc.integer({ min: 0, max: 20 }).map((k) => k / 4);
    fc.assert(
      fc.property(fc.array(time, { maxLength: 400 }), (times) => {
        const h = new EventHeap(4);
        times.forEach((t, i) => h.push(t, i, 7 * i));
        const expected = times
          .map((t, i) => [t, i, 7 * i] as [number, number, number])
          .sort((x, y) => x[0] - y[0] || x[1] - y[1]); // insertion index breaks ties
        expect(drain(h)).toEqual(expected);
      }),
    );
  });

  it('interleaves pushes and pops like a sorted list', () => {
    const op = fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constant(-1));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const h = new EventHeap(2);
        const list: [number, number][] = [];
        let id = 0;
        for (const o of ops) {
          if (o >= 0) {
            h.push(o, id, 0);
            list.push([o, id++]);
            list.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
          } else if (list.length > 0) {
            const [t, a] = list.shift() as [number, number];
            expect(h.peekTime()).toBe(t);
            expect(h.pop()).toBe(t);
            expect(h.poppedA).toBe(a);
          }
          expect(h.size).toBe(list.length);
        }
      }),
    );
  });

  it('reports +Infinity as the next time when empty', () => {
    expect(new EventHeap().peekTime()).toBe(Infinity);
  });
});
