import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventHeap } from '../../../src/engines/packet/eventHeap';

/** Pops everything: [time, a, b] in heap order. */
function drain(h: EventHeap): [number, number, number][] {
  const out: [number, number, number][] = [];
  while (h.size > 0) {
    h.pop();
    out.push([h.poppedTime, h.poppedA, h.poppedB]);
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
            h.pop();
            expect(h.poppedTime).toBe(t);
            expect(h.poppedA).toBe(a);
          }
          expect(h.size).toBe(list.length);
        }
      }),
    );
  });

  it('pops events pushed to streams in the order of one heap of all of them', () => {
    // an op: pop (-1), push alone (stream -1), or push to one of 3 streams; times from a clock
    // that only moves forward, plus a delay: a stream's times mostly rise, sometimes fall back
    const op = fc.record({
      stream: fc.integer({ min: -2, max: 2 }),
      advance: fc.integer({ min: 0, max: 3 }),
      delay: fc.integer({ min: 0, max: 6 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const h = new EventHeap(2, 3);
        const list: [number, number][] = [];
        let now = 0;
        let id = 0;
        for (const o of ops) {
          if (o.stream === -2) {
            if (list.length === 0) continue;
            const [t, a] = list.shift() as [number, number];
            expect(h.peekTime()).toBe(t);
            h.pop();
            expect([h.poppedTime, h.poppedA, h.poppedB]).toEqual([t, a, 1000 + a]);
            now = Math.max(now, t);
          } else {
            now += o.advance / 4;
            const t = now + o.delay / 4;
            if (o.stream === -1) h.push(t, id, 1000 + id);
            else h.pushTo(o.stream, t, id, 1000 + id);
            list.push([t, id++]);
            list.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
          }
          expect(h.size).toBe(list.length);
        }
        for (const [t, a] of list) {
          h.pop();
          expect([h.poppedTime, h.poppedA]).toEqual([t, a]);
        }
        expect(h.size).toBe(0);
        expect(h.peekTime()).toBe(Infinity);
      }),
    );
  });

  it('pops only events due by a given time, timers and streams alike', () => {
    const h = new EventHeap(4, 1);
    h.pushTo(0, 2, 20, 0);
    h.push(1, 10, 0);
    h.pushTo(0, 3, 30, 0);
    h.push(3, 31, 0); // equal time: pushed after the stream's event, leaves after it
    const taken: number[] = [];
    while (h.popBy(2.5)) taken.push(h.poppedA);
    expect(taken).toEqual([10, 20]);
    expect(h.size).toBe(2);
    while (h.popBy(3)) taken.push(h.poppedA);
    expect(taken).toEqual([10, 20, 30, 31]);
    expect(h.popBy(Infinity)).toBe(false);
  });

  it('reports +Infinity as the next time when empty', () => {
    expect(new EventHeap().peekTime()).toBe(Infinity);
  });
});
