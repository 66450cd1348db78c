import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chanRounds,
  parallelTcpModels,
  type ChanRounds,
  type ParallelTcpParams,
} from '../../../../src/engines/models/parallelTcp';

/**
 * Paper 001's Figs. 1-2 from the model, round by round: the rounds must add up to what the model
 * sums (eqs. 5-16), and with its m to its Y and A, so that the picture and the lab's curve (eq. 17)
 * are one number.
 */

/** Paper 001's setup (1000-byte packets, no header: B = 45e6 / 8000 = 5625 packets/s) at N = 4. */
const handPoint: ParallelTcpParams = {
  bwMbps: 45,
  rttMs: 100,
  q: 50,
  n: 4,
  pkt: 1000,
  header: 0,
  ssthresh: 32,
  v: 3,
  x: 1,
  durationS: 300,
};

const of = (p: ParallelTcpParams) => {
  const model = parallelTcpModels(p);
  return { model, r: chanRounds(model.detail.chan) };
};
const phase = (r: ChanRounds, name: string) => r.rounds.filter((x) => x.phase === name);

describe('by hand at B = 45 Mbit/s, T = 0.1 s, Q = 50 packets, N = 4, SSTHRESH = 32', () => {
  // B T = 5625 x 0.1 = 562.5 packets, W = B T + Q = 612.5, W/N = 153.125 per connection
  const { model, r } = of(handPoint);

  it('slow start (Fig. 1, eqs. 5-8): 4, 8, 16, 32, 64, 128 packets, stopped by SSTHRESH', () => {
    // eq. (7): 1 + log2 153.125 = 8.26 > 1 + log2 32 = 6, so U_SS = 6 and SSTHRESH ends it:
    // the four windows reach 4 x 32 = 128 packets, below the pipe of 612.5
    const ss = phase(r, 'slow-start');
    expect(ss.map((x) => x.window)).toEqual([4, 8, 16, 32, 64, 128]);
    expect(ss.every((x) => x.weight === 1 && x.packets === x.window)).toBe(true);
    expect(r.slowStart.endedBy).toBe('ssthresh');
    expect(r.slowStart.lastWindow).toBe(128);
    // eq. (5): 4 (2^6 - 1) = 252 packets; eq. (8): 6 rounds of 0.1 s
    expect(r.slowStart.packets).toBe(252);
    expect(r.slowStart.duration).toBeCloseTo(0.6, 12);
    expect(ss.map((x) => x.start)).toEqual(
      [0, 0.1, 0.2, 0.3, 0.4, 0.5].map((t) => expect.closeTo(t, 12)),
    );
  });

  it('congestion avoidance (Fig. 2, eqs. 9-14): + 4 per round from 306.25 to 612.5, then 616.5', () => {
    const ca = phase(r, 'congestion-avoidance');
    // eq. (9): U_CA = 612.5 / 8 + 1 = 77.5625, so 78.5625 rounds (0 … U_CA): counted back from
    // round U_CA (W + N = 616.5, the loss perceived) and U_CA - 1 (W = 612.5, pipe and buffer
    // full), 78 whole rounds and a first one of 0.5625 round
    expect(r.congestionAvoidance.rounds).toBeCloseTo(78.5625, 12);
    expect(ca).toHaveLength(79);
    expect(ca.at(-1)).toMatchObject({ window: 616.5, part: 'full-queue', from: 77.5625 });
    expect(ca.at(-2)).toMatchObject({ window: 612.5, part: 'queueing', from: 76.5625 });
    // the first whole round, 306.25 + 4 x 0.5625 = 308.5, and each next one 4 more
    ca.slice(1).forEach((x, k) => expect(x.window).toBeCloseTo(308.5 + 4 * k, 9));
    // the first 0.5625 round carries what eq. (10)'s sum gives it: 0.5625 (306.25 - 4 x 0.4375/2)
    // = 0.5625 x 305.375 = 171.7734375 packets, in 0.5625 x 0.1 s
    expect(ca[0].weight).toBeCloseTo(0.5625, 12);
    expect(ca[0].packets).toBeCloseTo(171.7734375, 9);
    expect(ca[0].duration).toBeCloseTo(0.05625, 12);
    // eq. (10): (78.5625 / 2) (612.5 + 4 x 77.5625) = 39.28125 x 922.75 = 36246.7734375
    expect(r.congestionAvoidance.packets).toBeCloseTo(36246.7734375, 7);
    // eq. (11): 0.1 ((562.5 - 50)/8 + 1) = 6.50625 s with the queue empty (65.0625 rounds);
    // eq. (12): 50 (1125 + 4 + 50) / (2 x 4 x 5625) = 1.31 s while it builds (12.5 rounds);
    // eq. (13): 612.5 / 5625 = 0.108889 s, the last round
    expect(r.congestionAvoidance.emptyQueue).toBeCloseTo(6.50625, 12);
    expect(r.congestionAvoidance.queueing).toBeCloseTo(1.31, 12);
    expect(r.congestionAvoidance.fullQueue).toBeCloseTo(612.5 / 5625, 15);
    expect(r.congestionAvoidance.duration).toBeCloseTo(6.50625 + 1.31 + 612.5 / 5625, 12);
    // the queueing round of window 562.5 + 4j lasts 0.1 + 4j/5625 s (eq. 12's terms): j = 12.5
    // is the round of 612.5
    expect(ca.at(-2)!.duration).toBeCloseTo(0.1 + 50 / 5625, 12);
    expect(ca.at(-3)!.duration).toBeCloseTo(0.1 + 46 / 5625, 12);
  });

  it('fast retransmit and recovery (eqs. 15-16): one round of 0.1089 s sending 600.5', () => {
    // eq. (16): 612.5 + 4 - 3 x 4 - 1 x 4 = 600.5 packets; eq. (15): 612.5 / 5625 s
    expect(phase(r, 'fast-recovery')).toEqual([
      expect.objectContaining({ window: 600.5, packets: 600.5, duration: 612.5 / 5625 }),
    ]);
  });

  it('eq. (17): Y / A over 300 s is the lab’s throughput, 4578.07 packets/s (0.8139 of B)', () => {
    // a cycle: 36246.7734375 + 600.5 = 36847.2734375 packets in 7.925139 + 0.108889 = 8.034028 s;
    // m = (300 - 0.6) / 8.034028 = 37.2665 cycles;
    // Y = 252 + 37.2665 x 36847.27 = 1 373 420.47 packets, A = 0.6 + 37.2665 x 8.034028 = 300 s
    expect(r.cycle.packets).toBeCloseTo(36847.2734375, 7);
    expect(r.cycle.duration).toBeCloseTo(8.034027777777778, 12);
    expect(r.m).toBeCloseTo(37.266488, 6);
    expect(r.Y).toBeCloseTo(1373420.4744, 3);
    expect(r.A).toBeCloseTo(300, 9);
    expect(r.throughput).toBeCloseTo(4578.0682, 4);
    expect(r.throughput / 5625).toBeCloseTo(0.8138788, 7);
    expect(r.throughput).toBeCloseTo(model.detail.chan.throughput, 9);
    // 4578.07 packets/s of 8000 bits: the 36.62 Mbit/s of the lab's curve and headline
    expect((r.throughput * 8000) / 1e6).toBeCloseTo(model.chan, 9);
  });
});

/** The round-by-round picture against the model's closed forms, at one point. */
function expectTheModel(p: ParallelTcpParams, maxRounds?: number): ChanRounds {
  const model = parallelTcpModels(p);
  const c = model.detail.chan;
  const r = chanRounds(c, maxRounds);
  // relative to the whole it is part of (t_q of 1e-309 s is no number to hold to 1e-9 of itself)
  const close = (a: number, b: number, what: string, whole = b) =>
    expect(Math.abs(a - b), what).toBeLessThanOrEqual(1e-9 * Math.abs(whole));
  close(r.slowStart.packets, c.slowStart.Y_SS, 'Y_SS');
  close(r.slowStart.duration, c.slowStart.T_SS, 'T_SS');
  close(r.congestionAvoidance.packets, c.congestionAvoidance.Y_CA, 'Y_CA');
  close(r.congestionAvoidance.duration, c.congestionAvoidance.T_CA, 'T_CA');
  close(
    r.congestionAvoidance.emptyQueue,
    c.congestionAvoidance.t_e,
    't_e',
    c.congestionAvoidance.T_CA,
  );
  close(
    r.congestionAvoidance.queueing,
    c.congestionAvoidance.t_q,
    't_q',
    c.congestionAvoidance.T_CA,
  );
  close(r.fastRecovery.packets, c.fastRecovery.Y_FF, 'Y_FF');
  close(r.fastRecovery.duration, c.fastRecovery.T_FF, 'T_FF');
  close(r.throughput, c.throughput, 'throughput');
  close((r.throughput * 8 * (p.pkt + p.header)) / 1e6, model.chan, 'Mbit/s');
  if (c.Y !== null) close(r.Y!, c.Y, 'Y');
  if (c.A !== null) close(r.A!, c.A, 'A');
  // the rounds follow one another from t = 0, and only a phase's first is a fraction of a round
  let t = 0;
  for (const [k, x] of r.rounds.entries()) {
    expect(Math.abs(x.start - t), `round ${k} starts`).toBeLessThanOrEqual(1e-9 * Math.max(t, 1));
    expect(x.duration).toBeGreaterThan(0);
    t = x.start + x.duration;
  }
  // eq. (6): slow start ends at min{N SSTHRESH, B T + Q}; eq. (9): CA ends at W, then W + N
  const W = c.W;
  const ss = phase(r, 'slow-start');
  close(ss.at(-1)!.window, Math.min(p.n * p.ssthresh, W), 'last slow-start window');
  const ca = phase(r, 'congestion-avoidance');
  close(ca.at(-1)!.window, W + p.n, 'loss perceived');
  close(ca.at(-2)!.window, W, 'pipe full');
  return r;
}

describe('the rounds add up to the model', () => {
  it('at paper 001’s points and the odd cases', () => {
    // Fig. 4(a), N = 1 … 50: slow start stopped by SSTHRESH up to N = 19 (612.5/32 = 19.1),
    // by the pipe above (U_SS = 1 + log2(612.5/N) is then not a whole number)
    for (const n of [1, 4, 8, 19, 20, 32, 50]) expectTheModel({ ...handPoint, n });
    // stopped by the pipe: the last round has W = 612.5 exactly, the first a fraction
    const r50 = expectTheModel({ ...handPoint, n: 50 });
    expect(r50.slowStart.endedBy).toBe('loss');
    expect(r50.slowStart.lastWindow).toBeCloseTo(612.5, 10);
    expect(r50.slowStart.rounds).toBeCloseTo(1 + Math.log2(612.5 / 50), 12);
    const first = phase(r50, 'slow-start')[0];
    // a first round of f = 0.6147 round sends 50 (2^f - 1), under N: between N ln 2 and N
    expect(first.weight).toBeCloseTo(Math.log2(12.25) - 3, 12);
    expect(first.window).toBeGreaterThan(50 * Math.LN2);
    expect(first.window).toBeLessThan(50);
    // Figs. 4(b), 5: Q = BDP = 562 at 100 ms, 50 ms (281), 30 ms (168)
    for (const [rttMs, q] of [
      [100, 562],
      [50, 281],
      [30, 168],
    ])
      for (const n of [1, 8, 50]) expectTheModel({ ...handPoint, rttMs, q, n });
    // eq. (18) (no m), m cycles, SSTHRESH 1, X = 0, a header on the wire
    expectTheModel({ ...handPoint, durationS: undefined });
    expectTheModel({ ...handPoint, durationS: undefined, m: 3 });
    expectTheModel({ ...handPoint, ssthresh: 1, x: 0, header: 40 });
  });

  it('Q > B T + 2N: eq. (12) times rounds the window never has, a piece with no packets', () => {
    // Q = 2000, N = 8: e = (562.5 - 2000)/16 + 1 = -88.84 rounds; the window starts at
    // W/2 = 1281.25, eq. (12) times Q/N = 250 queueing rounds from B T + 8 = 570.5 up
    const r = expectTheModel({ ...handPoint, q: 2000, n: 8 });
    const untimed = r.rounds.filter((x) => x.part === 'timed-only');
    expect(untimed).toHaveLength(1);
    expect(untimed[0].packets).toBe(0);
    expect(untimed[0].weight).toBeCloseTo(88.84375, 12);
    expect(r.congestionAvoidance.emptyQueue).toBe(0);
  });

  it('a phase of more rounds than maxRounds is drawn in groups, with the same totals', () => {
    const r = expectTheModel({ ...handPoint, q: 562, n: 1 }, 50);
    expect(phase(r, 'congestion-avoidance').length).toBeLessThanOrEqual(50);
    // the largest link the lab takes: B T = 1.25e9 packets, one connection
    const big = expectTheModel({
      ...handPoint,
      bwMbps: 1e5,
      rttMs: 1e5,
      q: 1e7,
      n: 1,
      ssthresh: 1e9,
      durationS: 1e6,
    });
    expect(big.rounds.length).toBeLessThan(2100);
  });

  it('over the models’ documented ranges (fast-check)', () => {
    const pipe = (p: { bwMbps: number; rttMs: number; pkt: number }) =>
      ((p.bwMbps * 1e6) / (8 * p.pkt)) * (p.rttMs / 1000);
    const point = fc
      .record({
        bwMbps: fc.double({ min: 0.01, max: 1e5, noNaN: true }),
        rttMs: fc.double({ min: 0.1, max: 1000, noNaN: true }),
        pkt: fc.integer({ min: 64, max: 9000 }),
        qOverBT: fc.oneof(
          fc.constant(0),
          fc.constant(1),
          fc.double({ min: 0, max: 4, noNaN: true }),
        ),
        ssthresh: fc.double({ min: 1, max: 1e4, noNaN: true }),
        v: fc.integer({ min: 1, max: 5 }),
        x: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 3, noNaN: true })),
        m: fc.option(fc.double({ min: 0, max: 1e4, noNaN: true }), { nil: undefined }),
        nFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ qOverBT, nFraction, ...rest }) => {
        const q = qOverBT * pipe(rest);
        const nMax = Math.floor((pipe(rest) + q) / (rest.v + rest.x));
        return { ...rest, q, header: 0, n: Math.max(1, Math.round(nFraction * nMax)), nMax };
      })
      .filter((p) => p.nMax >= 1);
    fc.assert(
      fc.property(point, ({ nMax: _n, ...p }) => {
        expectTheModel(p);
      }),
      { numRuns: 100 },
    );
  });
});
