import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/engines/common/rng';
import { LinkServer } from '../../../src/engines/packet/queues/linkServer';
import { Red, type RedConfig } from '../../../src/engines/packet/queues/red';

/** Paper 000's RED on a 20-packet buffer: thresholds 0.6 and 0.8 of it, max_p 0.1, w 0.001. */
function red(bytes: boolean, gentle = true, wait = true): Red {
  const cfg: RedConfig = {
    buffer: 20,
    minThresh: 12,
    maxThresh: 16,
    maxP: 0.1,
    weight: 0.001,
    gentle,
    wait,
    bytes,
    meanPktSize: 500,
  };
  return new Red(cfg, 10e6, new Xoshiro128(1));
}

describe('RED drop probability (ns-2 red.cc calculate_p_new)', () => {
  it('byte mode: thresholds are 12 × 500 = 6000 and 16 × 500 = 8000 bytes', () => {
    const q = red(true);
    expect(q.thMin).toBe(6000);
    expect(q.thMax).toBe(8000);
    // linear from 0 at th_min to max_p at th_max
    expect(q.probability(6000)).toBeCloseTo(0, 12);
    expect(q.probability(7000)).toBeCloseTo(0.05, 12);
    expect(q.probability(7500)).toBeCloseTo(0.075, 12);
    // gentle: from max_p at th_max to 1 at 2 th_max
    expect(q.probability(8000)).toBeCloseTo(0.1, 12);
    expect(q.probability(12000)).toBeCloseTo(0.1 + 0.9 * 0.5, 12);
    expect(q.probability(16000)).toBeCloseTo(1, 12);
    expect(q.probability(20000)).toBe(1);
  });

  it('packet mode: thresholds 12 and 16 packets', () => {
    const q = red(false);
    expect(q.probability(14)).toBeCloseTo(0.05, 12);
    expect(q.probability(16)).toBeCloseTo(0.1, 12);
    expect(q.probability(24)).toBeCloseTo(0.55, 12);
  });

  it('without gentle, the probability jumps to 1 at th_max', () => {
    const q = red(false, false);
    expect(q.probability(15.9)).toBeCloseTo(0.0975, 12);
    expect(q.probability(16)).toBe(1);
  });

  it('uniformizes by the count since the last drop (wait_ on), scaled by size in byte mode', () => {
    const pkt = red(false);
    // c p_b < 1: no drop yet; 1 <= c p_b < 2: p_b / (2 - c p_b); beyond: certain
    expect(pkt.modifiedProbability(0.05, 10, 0, 1040)).toBe(0);
    expect(pkt.modifiedProbability(0.05, 30, 0, 1040)).toBeCloseTo(0.05 / 0.5, 12);
    expect(pkt.modifiedProbability(0.05, 40, 0, 1040)).toBe(1);
    const byt = red(true);
    // count in 500-byte units: int(10400 / 500) = 20 -> c p_b = 1 -> p = 0.05, then × 1040/500
    expect(byt.modifiedProbability(0.05, 0, 10400, 1040)).toBeCloseTo(0.05 * 2.08, 12);
    expect(byt.modifiedProbability(0.05, 0, 9999, 1040)).toBe(0); // int(19.998) = 19
  });

  it('without wait_: p_b / (1 - c p_b)', () => {
    const q = red(false, true, false);
    expect(q.modifiedProbability(0.05, 10, 0, 1040)).toBeCloseTo(0.05 / 0.5, 12);
    expect(q.modifiedProbability(0.05, 0, 0, 1040)).toBeCloseTo(0.05, 12);
  });
});

describe('RED average and limit (ns-2 red.cc enque/estimator)', () => {
  it('averages the waiting queue with weight w, and decays it over idle time as int(ptc × idle) arrivals', () => {
    const q = red(true);
    const link = new LinkServer(10e6, 0, 1, 0);
    // a burst at t = 0: the waiting bytes seen by the k-th arrival are (k - 1) × 1040 minus the one on the wire
    const w = 0.001;
    let ave = 0;
    for (let k = 0; k < 5; k++) {
      link.advance(0);
      const waiting = link.waitingBytes();
      q.drops(link, 0, 0, 1040);
      ave = (1 - w) * ave + w * waiting;
      link.accept(0, 1040, 0);
    }
    expect(q.ave).toBeCloseTo(ave, 15);
    // the link empties at 5 × 0.832 ms; an arrival 1 s later finds it idle for 1 - 4.16 ms:
    // ptc = 10e6 / (8 × 500) = 2500 small packets per second
    const t = 1;
    const m = Math.trunc(2500 * (t - 5 * 0.000832));
    link.advance(t);
    q.drops(link, t, 0, 1040);
    expect(q.ave / ave).toBeCloseTo((1 - w) ** (m + 1), 12);
  });

  it('byte mode: an arrival finding limit × 500 bytes waiting is a forced drop', () => {
    const q = red(true);
    const link = new LinkServer(10e6, 0, 1, 0);
    let accepted = 0;
    for (let k = 0; k < 40; k++) {
      link.advance(0);
      if (!q.drops(link, 0, 0, 1040)) {
        link.accept(0, 1040, 0);
        accepted++;
      }
    }
    // 10 waiting = 10400 bytes >= 20 × 500: the 12th arrival (1 on the wire + 10 waiting) is dropped
    expect(accepted).toBe(11);
    expect(q.forcedDrops).toBe(29);
    expect(q.earlyDrops).toBe(0); // the average is still near 0
  });
});
