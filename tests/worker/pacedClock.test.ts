import { describe, expect, it } from 'vitest';
import { checkSpeed, PacedClock } from '../../src/worker/pacedClock';

/** Wall times are in ms, simulated times in s: the clock is fed both by hand. */
describe('PacedClock, simulated seconds per wall second', () => {
  it('anchors at the first target, then moves at the speed', () => {
    const c = new PacedClock(4);
    expect(c.target(1000, 2)).toBe(2); // anchored here: (1000 ms, 2 s)
    expect(c.target(1250, 99)).toBe(3); // the position only matters when anchoring
    expect(c.target(2000, 99)).toBe(6);
  });

  it('re-anchors where the run fell behind, so the debt is not paid back in a rush', () => {
    const c = new PacedClock(10);
    c.target(0, 0);
    expect(c.target(100, 0)).toBe(1);
    c.anchor(100, 0.4); // the frame's budget ran out at 0.4 s
    expect(c.target(200, 0.4)).toBe(1.4);
  });

  it('a pause forgets the anchor: the paused time is not made up', () => {
    const c = new PacedClock(1);
    c.target(0, 0);
    expect(c.target(500, 0)).toBe(0.5);
    c.release();
    expect(c.target(10_000, 0.5)).toBe(0.5); // anchored again, where the run was
    expect(c.target(10_200, 0.5)).toBe(0.7);
  });

  it('a new speed applies from the last known position, not from where it would have been', () => {
    const c = new PacedClock(1);
    c.target(10_000, 0.5);
    expect(c.target(10_200, 0.5)).toBe(0.7);
    c.setSpeed(4, 0.7);
    expect(c.target(10_300, 0.7)).toBeCloseTo(1.1, 12);
    expect(c.speed).toBe(4);
  });

  it('a new speed before any target (or while paused) waits for the next anchor', () => {
    const c = new PacedClock(1);
    c.setSpeed(2, 5);
    expect(c.target(1000, 3)).toBe(3);
    expect(c.target(1500, 3)).toBe(4);
  });

  it("'max' is the horizon, or no limit without one", () => {
    const c = new PacedClock('max');
    expect(c.target(0, 0)).toBe(Infinity);
    expect(c.target(5, 0, { horizon: 60 })).toBe(60);
  });
});

describe('PacedClock, the whole horizon in N wall seconds', () => {
  it('linear: the horizon in `seconds`, from where it was anchored', () => {
    const c = new PacedClock({ seconds: 6, log: false });
    const span = { horizon: 60 };
    expect(c.target(0, 0, span)).toBe(0);
    expect(c.target(1000, 0, span)).toBe(10);
    expect(c.target(6000, 0, span)).toBe(60);
  });

  it('log: equal factors per wall second from `from`, the geometric middle at half time', () => {
    const c = new PacedClock({ seconds: 6, log: true, from: 0.06 });
    const span = { horizon: 60, logFrom: 0.6 };
    c.target(0, 0, span);
    expect(c.target(3000, 0, span)).toBeCloseTo(Math.sqrt(0.06 * 60), 12);
    expect(c.target(6000, 0, span)).toBeCloseTo(60, 12);
  });

  it("log: without a speed's own start, the runner's first shown time; linear without one", () => {
    const log = new PacedClock({ seconds: 2, log: true });
    log.target(0, 0, { horizon: 100, logFrom: 1 });
    expect(log.target(1000, 0, { horizon: 100, logFrom: 1 })).toBeCloseTo(10, 12);
    const noAxis = new PacedClock({ seconds: 2, log: true });
    noAxis.target(0, 0, { horizon: 100 });
    expect(noAxis.target(1000, 0, { horizon: 100 })).toBe(50);
  });

  it('needs a horizon', () => {
    const c = new PacedClock({ seconds: 2, log: false });
    expect(() => c.target(0, 0)).toThrow(/horizon/);
  });
});

describe('checkSpeed', () => {
  it.each([0, -1, NaN, Infinity, { seconds: 0, log: false }, { seconds: 1, log: true, from: -2 }])(
    'rejects %s with a readable message',
    (speed) => {
      expect(() => checkSpeed(speed as never)).toThrow(/speed must be/);
      expect(() => new PacedClock(speed as never)).toThrow(RangeError);
    },
  );

  it("accepts 'max', a rate and a horizon speed", () => {
    for (const s of ['max', 0.5, { seconds: 20, log: true, from: 0.1 }] as const)
      expect(() => checkSpeed(s)).not.toThrow();
  });

  it('a bad new speed leaves the old one', () => {
    const c = new PacedClock(3);
    expect(() => c.setSpeed(-1, 0)).toThrow(/speed/);
    expect(c.speed).toBe(3);
  });
});
