import { describe, expect, it } from 'vitest';
import { Clock } from '../../../src/engines/packet/clock';
import { CwndAverage } from '../../../src/engines/packet/measure/cwndAverage';
import { SignalGivenWindow } from '../../../src/engines/packet/measure/signalGivenWindow';
import { SyncEvents } from '../../../src/engines/packet/measure/syncEvents';
import { Traces } from '../../../src/engines/packet/measure/traces';
import { PacketSimulation } from '../../../src/engines/packet/simulation';

describe('SyncEvents (paper 000 Fig. 17)', () => {
  it('clumps drops closer than the gap and counts distinct flows per event', () => {
    const s = new SyncEvents(4, 0.12, 10);
    s.drop(0, 5); // before the warm-up: not counted
    // event 1: flows 1, 2, 1 within 0.12 of each other -> M = 2
    s.drop(1, 11);
    s.drop(2, 11.1);
    s.drop(1, 11.2);
    // event 2: flow 3 alone -> M = 1; event 3: 0, 1, 2, 3 chained by gaps <= 0.12 -> M = 4
    s.drop(3, 12);
    for (const [f, t] of [
      [0, 13],
      [1, 13.12],
      [2, 13.2],
      [3, 13.3],
    ])
      s.drop(f, t);
    expect(s.snapshot()).toEqual({ counts: [1, 1, 0, 1], events: 3, meanM: 7 / 3 });
  });
});

describe('SignalGivenWindow (paper 000 Figs. 13-14)', () => {
  it('counts flow-bins by the integer window at the bin start, signalled if a loss fell in the bin', () => {
    // bins of 1 s from t = 10; one flow started before the warm-up
    const clock = new Clock();
    const s = new SignalGivenWindow(1, 1, 10, clock);
    const at = (t: number) => (clock.now = t);
    at(2);
    s.start(0);
    at(10.5);
    s.advance(0, 4); // cwnd 4.x since before 10: bin 0 starts with w = 4
    s.signal(0); // loss in bin 0
    at(12.3);
    s.advance(0, 4); // cwnd changes at 12.3: bins 0, 1 closed (w = 4), bin 2 starts with 4
    at(14.2);
    s.advance(0, 2); // closes bin 2 (w = 4) and bin 3 (w = 2); bin 4 starts with 2
    s.signal(0);
    at(15.5);
    s.advance(0, 9); // closes bin 4 (w = 2, signalled); bin 5 open
    expect(s.snapshot()).toEqual({ w: [2, 4], signalled: [1, 1], total: [2, 3] });
  });

  it('skips the partial bin in which a flow starts', () => {
    const clock = new Clock();
    const s = new SignalGivenWindow(1, 1, 0, clock);
    clock.now = 0.5;
    s.start(0);
    clock.now = 0.7;
    s.advance(0, 1);
    s.signal(0); // in the partial bin: not counted
    clock.now = 2.5;
    s.advance(0, 3); // closes bin 1 (w = 3)
    expect(s.snapshot()).toEqual({ w: [3], signalled: [0], total: [1] });
  });
});

describe('CwndAverage', () => {
  it('integrates the piecewise-constant window exactly after the warm-up', () => {
    const clock = new Clock();
    const w = [{ cwnd: 0 }];
    const a = new CwndAverage(1, 10, clock, w);
    const set = (t: number, c: number) => {
      clock.now = t;
      w[0].cwnd = c;
      a.note(0);
    };
    set(5, 2); // 2 until 12 (counted from 10)
    set(12, 6); // 6 until 15
    set(15, 3); // 3 until 20
    expect(a.mean(0, 20)).toBeCloseTo((2 * 2 + 6 * 3 + 3 * 5) / 10, 14);
  });
});

describe('Traces', () => {
  it('keeps the newest rows when nobody drains them, and drains incrementally', () => {
    const t = new Traces(2, 3);
    for (let k = 0; k < 5; k++) t.record(k, Float64Array.of(k, 10 * k), k % 2);
    const c = t.drain();
    expect(Array.from(c.t)).toEqual([2, 3, 4]);
    expect(Array.from(c.cwnd)).toEqual([2, 20, 3, 30, 4, 40]);
    expect(Array.from(c.sum)).toEqual([22, 33, 44]);
    expect(Array.from(c.queue)).toEqual([0, 1, 0]);
    expect(c.overwritten).toBe(2);
    expect(t.drain().t.length).toBe(0);
  });

  it('a live run yields one row per interval, each drain continuing where the last stopped', () => {
    const sim = new PacketSimulation({ n: 3, duration: 3, warmup: 0, traceInterval: 0.01 });
    sim.runUntil(1);
    const a = sim.drainTraces();
    sim.runUntil(2);
    const b = sim.drainTraces();
    expect(a?.t.length).toBe(101); // 0, 0.01, ..., 1
    expect(b?.t[0]).toBeCloseTo(1.01, 9);
    expect(b?.t.length).toBe(100);
    // the sum column is the sum of the cwnd columns
    const k = 50;
    expect(b!.sum[k]).toBeCloseTo(b!.cwnd[3 * k] + b!.cwnd[3 * k + 1] + b!.cwnd[3 * k + 2], 12);
  });
});
