import { besideNs2Linux } from './besideNs2Linux';
import { describe, expect, it } from 'vitest';
import { CompoundCc } from '../../../src/engines/packet/cc/compound';
import { WindowState } from '../../../src/engines/packet/cc/congestionControl';
import { createCc } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import type { CcSpec } from '../../../src/engines/packet/params';

/**
 * Compound TCP against ns-2 2.35's tcp/linux/src/tcp_compound.c, the expected numbers worked out
 * by hand: the window W = c + d, c Reno's, d the delay window; once per RTT, with win the packets
 * sent in the round before and diff = win (1 − BaseRTT/RTT), d += ⌊α win^k⌋ − 1 (at least 0) while
 * diff < γ, d −= ζ diff (down to 0) above; α = 1/8, k = 3/4, γ = 30, ζ = 1; a loss halves W.
 */

/**
 * A sender that keeps ⌊cwnd⌋ packets outstanding, ACK by ACK: packets 0 .. cwnd − 1 are out at
 * the start; each ACK acknowledges the next packet, with RTT sample `rtt`, and the sender then
 * sends what the window allows (as the engine's sender: the module sees the ACK before the send).
 */
function sender(cwnd: number, spec: Partial<CcSpec> = {}, ssthresh = 2) {
  const w = new WindowState(0, 20000, new Clock());
  w.cwnd = cwnd;
  w.ssthresh = ssthresh;
  w.group = [w];
  w.maxSeq = cwnd - 1;
  const cc = createCc({ name: 'compound', ...spec }, w) as CompoundCc;
  const ack = (rtt: number) => {
    w.highestAck++;
    w.rttSample = rtt;
    w.rttSamples++;
    cc.onAck(w);
    w.maxSeq = Math.max(w.maxSeq, w.highestAck + Math.floor(w.cwnd));
  };
  /** ACKs up to and including the one of packet `seq` */
  const ackTo = (seq: number, rtt: number) => {
    while (w.highestAck < seq) ack(rtt);
  };
  return { w, cc, ack, ackTo };
}

describe('Compound TCP: the delay window, once per RTT', () => {
  it('the increase ⌊α win^k⌋ − 1 with α = 1/8, k = 3/4: none below 41 packets', () => {
    const { cc } = sender(10);
    // 30^0.75 = 12.82, /8 = 1.60; 40^0.75 = 15.91, /8 = 1.99; 41^0.75 = 16.20, /8 = 2.03
    expect(cc.increase(30)).toBe(0);
    expect(cc.increase(40)).toBe(0);
    expect(cc.increase(41)).toBe(1);
    // 100^0.75 = 31.62, /8 = 3.95; 1000^0.75 = 177.8, /8 = 22.2; 1200^0.75 = 203.9, /8 = 25.5
    expect(cc.increase(100)).toBe(2);
    expect(cc.increase(1000)).toBe(21);
    expect(cc.increase(1200)).toBe(24);
  });

  it('no queueing delay: W grows by ⌊α win^k⌋ per RTT, 1 of it from c and the rest from d', () => {
    // 100 packets out; the first ACK starts the rounds (tcp_compound_init): the first round ends
    // with the ACK of packet 100, the first sent after it, and win = 100 − 0 packets
    const { w, cc, ackTo } = sender(100);
    ackTo(99, 0.1);
    expect(cc.d).toBe(0);
    ackTo(100, 0.1);
    expect(cc.diff).toBe(0);
    expect(cc.d).toBe(2);
    expect(w.cwnd).toBeCloseTo(cc.c + 2, 12);
    // c took 1/W per ACK: about one packet over the round
    expect(cc.c).toBeGreaterThan(100.9);
    expect(cc.c).toBeLessThan(101.01);
    // the next round: packets 101 .. 200 were sent during the first (W was still about 100)
    ackTo(200, 0.1);
    expect(cc.d).toBe(4);
  });

  it('diff >= γ: d loses ζ diff, down to 0; diff < γ: it grows', () => {
    const { w, cc, ackTo } = sender(100);
    ackTo(100, 0.1); // BaseRTT 0.1, d = 2
    cc.d = 40;
    w.cwnd = cc.c + cc.d;
    // the round of packets 101 .. 200 (win = 100) at RTT 0.15: diff = 100 (1 − 0.1/0.15) = 33.3
    ackTo(200, 0.15);
    expect(cc.diff).toBeCloseTo(100 / 3, 9);
    expect(cc.d).toBeCloseTo(40 - 100 / 3, 9);
    // that round sent packets 201 .. 340 (W = c + 40 = 141.7 when packet 199 was acknowledged:
    // c = 101 + about 100/141): the next round ends with the ACK of packet 341, win = 341 − 200
    // = 141; at RTT 0.12 diff = 141 (1 − 0.1/0.12) = 23.5 < 30: d += ⌊141^0.75/8⌋ − 1 = ⌊5.1⌋ − 1
    const before = cc.d;
    expect(w.maxSeq).toBe(340);
    ackTo(341, 0.12);
    expect(cc.diff).toBeCloseTo(141 / 6, 9);
    expect(cc.d).toBeCloseTo(before + 4, 9);
    // ζ = 2 and a long queue: d = 10 − 2 · 33.3 < 0, so 0
    const z = sender(100, { ctzeta: 2 });
    z.ackTo(100, 0.1);
    z.cc.d = 10;
    z.w.cwnd = z.cc.c + 10;
    z.ackTo(200, 0.15);
    expect(z.cc.d).toBe(0);
  });

  it('a round with fewer than 3 RTT samples changes nothing', () => {
    const { w, cc, ackTo } = sender(2);
    ackTo(2, 0.1); // the first round: packets 1 and 2 sampled, 2 samples
    expect(cc.d).toBe(0);
    expect(Number.isNaN(cc.diff)).toBe(true);
    expect(w.cwnd).toBeGreaterThan(2);
  });
});

describe('Compound TCP: losses, as the code handles them', () => {
  it('a loss halves W; the next ACK sets c to the halved window and d to 0', () => {
    const { w, cc, ack, ackTo } = sender(100);
    ackTo(100, 0.1);
    cc.c = 100;
    cc.d = 40;
    w.cwnd = 140;
    cc.onLoss(w, 140);
    expect(w.cwnd).toBe(70);
    expect(w.ssthresh).toBe(70);
    cc.onRecoveryExit(w);
    // c + d = 140 > 70 and c = 100 > 70: c = 70, d = 0; then c = 70 <= ssthresh: +1 (slow start)
    ack(0.1);
    expect(cc.d).toBe(0);
    expect(cc.c).toBe(71);
    expect(w.cwnd).toBe(71);
    // (the paper's rule would keep c = 50 and d = 70 − 50 = 20: the same window, split otherwise)
  });

  it('β sets the fraction removed; a timeout sets ssthresh and restarts from c = 1, d = 0', () => {
    const { w, cc, ack, ackTo } = sender(100, { ctbeta: 0.25 });
    ackTo(100, 0.1);
    cc.onLoss(w, 120);
    expect(w.cwnd).toBe(90);
    expect(w.ssthresh).toBe(90);
    cc.d = 20;
    cc.c = 70;
    w.cwnd = 90;
    cc.onTimeout(w, 90);
    expect(w.ssthresh).toBe(67); // ⌊90 · 0.75⌋
    w.cwnd = 1; // the sender's restart
    ack(0.1);
    expect(cc.d).toBe(0);
    expect(w.cwnd).toBe(2);
  });

  it('the parameters are checked', () => {
    expect(() => sender(10, { ctgamma: 0 })).toThrow(
      'cc.ctgamma (compound) must be in (0, 1000000], got 0',
    );
    expect(() => sender(10, { ctk: 1 })).toThrow('cc.ctk (compound) must be in [0, 1), got 1');
    expect(() => sender(10, { ctbeta: 1 })).toThrow('cc.ctbeta (compound) must be in (0, 1)');
    expect(() => sender(10, { gamma: 5 })).toThrow('cc.gamma (compound) is not a parameter');
  });
});

describe("Compound TCP beside ns-2 2.35's Agent/TCP/Linux (select_ca compound)", () => {
  // ns-2 numbers from `ns bench/ns2/linuxcc.tcl ca=compound n=N cap=C rtt=R buffer=B sim=300
  // warm=50` (bench/packetNs2Linux.ts); ns-2's agent recovers as Linux does, so rough agreement.
  const CELLS = [
    { n: 1, cap: 10, rtt: 60, buffer: 20, u: 0.87154704, cwnd: [68.69572] },
    {
      n: 4,
      cap: 20,
      rtt: 40,
      buffer: 50,
      u: 0.98106624,
      cwnd: [30.05492, 30.0304, 29.4788, 29.534],
    },
  ];
  besideNs2Linux('compound', CELLS, 0.02);
});
