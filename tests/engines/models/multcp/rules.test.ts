import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ackIncrement,
  congestionAvoidanceIncrement,
  initialWindow,
  lossKeptFraction,
  multcpConfig,
  onAck,
  onLoss,
  onTimeout,
  slowStartBoostWindow,
  slowStartCatchUpRtts,
  type MulTcpWindow,
} from '../../../../src/engines/models/multcp';

/**
 * Hand values (Sec. 4.1): k_N = ln N / ln 1.5 with ln 1.5 = 0.405465, ln 2 = 0.693147:
 *   N = 1:  k = 0,                         w = 3^0 = 1
 *   N = 2:  k = 0.693147/0.405465 = 1.70951, w = 3^1.70951 = e^(1.70951 * 1.098612) = e^1.878063 = 6.5410
 *   N = 4:  k = 2 * 1.70951 = 3.41902,     w = 6.5410^2 = 42.785 (w_N = N^(ln 3/ln 1.5) = N^2.70951)
 *   N = 10: k = 2.302585/0.405465 = 5.67887, w = 10^2.70951 = 512.28
 * and in every case 3^k = N 2^k (e.g. N = 2: 2 * 2^1.70951 = 2 * 3.2705 = 6.5410).
 * Kept fraction on loss (N - 1/2)/N: 1/2, 3/4, 7/8, 19/20. CA increment at cwnd = 20: N/20.
 */
const HAND = [
  { n: 1, k: 0, w: 1, kept: 0.5, ca20: 0.05 },
  { n: 2, k: 1.70951, w: 6.541, kept: 0.75, ca20: 0.1 },
  { n: 4, k: 3.41902, w: 42.785, kept: 0.875, ca20: 0.2 },
  { n: 10, k: 5.67887, w: 512.28, kept: 0.95, ca20: 0.5 },
];

describe('MulTCP(N) rules by hand (Sec. 4.1)', () => {
  it.each(HAND)('N = $n: k_N, w_N, kept fraction, CA increment', ({ n, k, w, kept, ca20 }) => {
    expect(slowStartCatchUpRtts(n)).toBeCloseTo(k, 4);
    expect(slowStartBoostWindow(n)).toBeCloseTo(w, 2);
    // the defining identity: after k_N RTTs, 3^k (MulTCP) = N 2^k (N TCPs)
    const kn = slowStartCatchUpRtts(n);
    expect(3 ** kn).toBeCloseTo(n * 2 ** kn, 9);
    expect(lossKeptFraction(n)).toBe(kept);
    expect(congestionAvoidanceIncrement(20, n)).toBeCloseTo(ca20, 15);
  });

  it('w_4 = w_2^2 and an initial window scales the boost window', () => {
    expect(slowStartBoostWindow(4)).toBeCloseTo(slowStartBoostWindow(2) ** 2, 9);
    expect(slowStartBoostWindow(4, 2)).toBeCloseTo(2 * slowStartBoostWindow(4), 9);
  });

  it('slow start: +2 per ACK below w_N, +1 above; CA: +N/cwnd', () => {
    const cfg = multcpConfig({ n: 4 });
    expect(ackIncrement({ cwnd: 42, ssthresh: Infinity }, cfg)).toBe(2);
    expect(ackIncrement({ cwnd: 43, ssthresh: Infinity }, cfg)).toBe(1);
    expect(ackIncrement({ cwnd: 50, ssthresh: 50 }, cfg)).toBe(4 / 50);
  });

  /**
   * Per-RTT slow start, one ACK per packet of the window, from one packet:
   *   N = 2: 1 -> 3 -> (3 ACKs: 5, 7 (5 < 6.54), then 8) = 8 after 2 RTTs; 2 TCPs: 2 * 2^2 = 8.
   *   N = 4: 1, 3, 9, 27 -> 8 ACKs at +2 (27 + 2*7 = 41 < 42.78, then 43), 19 at +1: 62; 4 TCPs: 64.
   *   N = 10: 1, 3, 9, 27, 81, 243 -> 135 ACKs at +2 (243 + 2*134 = 511 < 512.28, then 513), 108 at
   *   +1: 621 after 6 RTTs; 10 TCPs: 640. Then both double each RTT.
   */
  it.each([
    { n: 2, rtts: 2, multcp: 8, tcps: 8 },
    { n: 4, rtts: 4, multcp: 62, tcps: 64 },
    { n: 10, rtts: 6, multcp: 621, tcps: 640 },
  ])('N = $n catches up with N TCPs in slow start', ({ n, rtts, multcp, tcps }) => {
    const cfg = multcpConfig({ n });
    let w = initialWindow(cfg);
    for (let r = 0; r < rtts + 2; r++) {
      const acks = w.cwnd;
      for (let a = 0; a < acks; a++) w = onAck(w, cfg);
      if (r === rtts - 1) {
        expect(w.cwnd).toBe(multcp);
        expect(n * 2 ** rtts).toBe(tcps);
      }
    }
    expect(w.cwnd).toBe(multcp * 4); // doubling afterwards, as N TCPs do
  });

  it('loss in congestion avoidance: cwnd and ssthresh to (N - 1/2)/N of cwnd (ssthresh = int)', () => {
    const cfg = multcpConfig({ n: 4 });
    expect(onLoss({ cwnd: 20, ssthresh: 10 }, cfg)).toEqual({ cwnd: 17.5, ssthresh: 17 });
    const cfg10 = multcpConfig({ n: 10 });
    expect(onLoss({ cwnd: 100, ssthresh: 50 }, cfg10)).toEqual({ cwnd: 95, ssthresh: 95 });
  });

  it('loss in slow start halves, whatever N; ssthresh floored at 2', () => {
    const cfg = multcpConfig({ n: 4 });
    expect(onLoss({ cwnd: 20, ssthresh: Infinity }, cfg)).toEqual({ cwnd: 10, ssthresh: 10 });
    expect(onLoss({ cwnd: 3, ssthresh: Infinity }, cfg)).toEqual({ cwnd: 1.5, ssthresh: 2 });
  });

  it('timeout: slow start from one packet, ssthresh (N - 1/2)/N of the window', () => {
    const cfg = multcpConfig({ n: 4 });
    expect(onTimeout({ cwnd: 20, ssthresh: 10 }, cfg)).toEqual({ cwnd: 1, ssthresh: 17 });
    // the rationale: 4 TCPs at 5 each, one times out and slow-starts back to 2.5: 15 + 2.5 = 17.5
    expect(3 * 5 + 5 / 2).toBe(20 * lossKeptFraction(4));
  });

  it('one loss among N virtual TCPs of W/N each removes W/(2N): W (N - 1/2)/N', () => {
    // N = 4, W = 40: windows 10, 10, 10, 10; one halves: 5 + 30 = 35 = 40 * 7/8
    expect(5 + 30).toBe(40 * lossKeptFraction(4));
  });

  it('k losses spread uniformly at random over N TCPs leave a mean total W ((N - 1/2)/N)^k', () => {
    // exact enumeration of all N^k equally likely loss sequences, N = 3, k = 3, W = 3
    const n = 3;
    let sum = 0;
    let count = 0;
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++)
        for (let c = 0; c < n; c++) {
          const w = [1, 1, 1];
          for (const j of [a, b, c]) w[j] /= 2;
          sum += w[0] + w[1] + w[2];
          count++;
        }
    expect(sum / count).toBeCloseTo(3 * (5 / 6) ** 3, 14); // = 3 * 125/216 = 1.7361
  });

  it('rejects N < 1, NaN and infinite N, naming the field', () => {
    for (const n of [0.5, 0, -1, NaN, Infinity])
      expect(() => multcpConfig({ n })).toThrow(/^n: MulTCP's N must be/);
    expect(() => multcpConfig({ n: 2, initialWindow: 0 })).toThrow(/initialWindow/);
    expect(() => multcpConfig({ n: 2, minSsthresh: NaN })).toThrow(/minSsthresh/);
    expect(() => multcpConfig({ n: 2, lossWindow: -1 })).toThrow(/lossWindow/);
  });
});

/**
 * Reno as ns-2 writes it (slow start +1 per ACK, +1/cwnd above ssthresh; halve on loss, cwnd at
 * least one packet; ssthresh = int(half), at least 2; timeout: cwnd 1): MulTCP(1) must reproduce
 * it bit for bit.
 */
const reno = {
  ack: (w: MulTcpWindow): MulTcpWindow => ({
    cwnd: w.cwnd < w.ssthresh ? w.cwnd + 1 : w.cwnd + 1 / w.cwnd,
    ssthresh: w.ssthresh,
  }),
  loss: (w: MulTcpWindow): MulTcpWindow => ({
    cwnd: Math.max(w.cwnd / 2, 1),
    ssthresh: Math.max(Math.trunc(w.cwnd / 2), 2),
  }),
  timeout: (w: MulTcpWindow): MulTcpWindow => ({
    cwnd: 1,
    ssthresh: Math.max(Math.trunc(w.cwnd / 2), 2),
  }),
};

describe('MulTCP(1) = Reno', () => {
  it('on any sequence of ACKs, losses and timeouts', () => {
    const cfg = multcpConfig({ n: 1 });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ack', 'ack', 'ack', 'ack', 'ack', 'ack', 'loss', 'timeout'), {
          maxLength: 400,
        }),
        (events) => {
          let m = initialWindow(cfg);
          let r: MulTcpWindow = { cwnd: 1, ssthresh: Infinity };
          for (const e of events) {
            m = e === 'ack' ? onAck(m, cfg) : e === 'loss' ? onLoss(m, cfg) : onTimeout(m, cfg);
            r = reno[e as 'ack' | 'loss' | 'timeout'](r);
            expect(m).toEqual(r);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the paper literal `cwnd <= w_N` would not be Reno: with N = 1 its first ACK would add 2', () => {
    const cfg = multcpConfig({ n: 1 });
    expect(cfg.boostWindow).toBe(1);
    expect(ackIncrement({ cwnd: 1, ssthresh: Infinity }, cfg)).toBe(1); // our `<`
  });
});
