import { besideNs2Linux } from './besideNs2Linux';
import { describe, expect, it } from 'vitest';
import { BicCc } from '../../../src/engines/packet/cc/bic';
import { WindowState } from '../../../src/engines/packet/cc/congestionControl';
import { createCc } from '../../../src/engines/packet/cc/registry';
import { Clock } from '../../../src/engines/packet/clock';
import type { CcSpec } from '../../../src/engines/packet/params';

/**
 * BIC-TCP against Linux 2.6.22's tcp_bic.c (ns-2 2.35's tcp/linux/src/tcp_bic.c), every expected
 * number worked out by hand from the kernel's formulas: bictcp_update's cnt (ACKs per packet, with
 * B = 4, max_increment 16, smooth_part 20, low_window 14, integer divisions on W = ⌊cwnd⌋), the
 * kernel's counter (+1 packet every cnt + 1 ACKs), bictcp_recalc_ssthresh (β = 819/1024).
 */

const BETA = 819 / 1024;

/** One flow in congestion avoidance (ssthresh 2) unless `ssthresh` says otherwise. */
function flow(cwnd: number, ssthresh = 2): WindowState {
  const w = new WindowState(0, 20000, new Clock());
  w.cwnd = cwnd;
  w.ssthresh = ssthresh;
  w.group = [w];
  return w;
}

const bic = (w: WindowState, spec: Partial<CcSpec> = {}) =>
  createCc({ name: 'bic', ...spec }, w) as BicCc;

/** The window's increase at one ACK of `acked` packets at window `cwnd` (cwnd put back after). */
function step(cc: BicCc, w: WindowState, cwnd: number, acked = 1): number {
  w.cwnd = cwnd;
  cc.onAck(w, acked);
  const inc = w.cwnd - cwnd;
  w.cwnd = cwnd;
  return inc;
}

/**
 * A module that has seen a loss at W_max (no ACK ratio unless `ratio`), with ssthresh put back to
 * 2: congestion avoidance at every window a test sets.
 */
function afterLoss(wMax: number, ratio = false) {
  const w = flow(wMax);
  const cc = bic(w, ratio ? {} : { bdelack: 0 });
  cc.onLoss(w, wMax);
  w.ssthresh = 2;
  return { w, cc };
}

describe('BIC-TCP: the binary search of bictcp_update, by hand', () => {
  it('below W_max: +max_increment far from it, +(W_max − W)/4 per RTT nearer, the plateau within 8', () => {
    const { w, cc } = afterLoss(200);
    expect(cc.wMax).toBe(200);
    // W = 100: d = ⌊100/4⌋ = 25 > 16, cnt = ⌊100/16⌋ = 6: +1/7 per ACK, 100/7 = 14.3 per RTT
    expect(step(cc, w, 100)).toBeCloseTo(1 / 7, 12);
    // W = 160: d = ⌊40/4⌋ = 10, cnt = ⌊160/10⌋ = 16: +1/17 per ACK, 9.4 per RTT (≈ d = 10)
    expect(step(cc, w, 160)).toBeCloseTo(1 / 17, 12);
    expect(step(cc, w, 160.9)).toBeCloseTo(1 / 17, 12); // the kernel's integer window, 160
    // W = 190: d = ⌊10/4⌋ = 2, cnt = ⌊190/2⌋ = 95: 190/96 ≈ 2 per RTT
    expect(step(cc, w, 190)).toBeCloseTo(1 / 96, 12);
    // W = 193: d = ⌊7/4⌋ = 1, the plateau: cnt = ⌊193 · 20/4⌋ = 965, 193/966 ≈ 0.2 = 4/20 per RTT
    expect(step(cc, w, 193)).toBeCloseTo(1 / 966, 12);
  });

  it('at and beyond W_max: the plateau, then max probing (a slow start), then +max_increment', () => {
    const { w, cc } = afterLoss(200);
    // W = 200 (< W_max + 4): cnt = 200 · 20/4 = 1000
    expect(step(cc, w, 200)).toBeCloseTo(1 / 1001, 12);
    // W = 212 (< W_max + 16 · 3 = 248): cnt = ⌊212 · 3/12⌋ = 53: 212/54 ≈ 3.9 ≈ (W − W_max)/3 per RTT
    expect(step(cc, w, 212)).toBeCloseTo(1 / 54, 12);
    // W = 230: cnt = ⌊230 · 3/30⌋ = 23: 9.6 per RTT, the step grows with the distance
    expect(step(cc, w, 230)).toBeCloseTo(1 / 24, 12);
    // W = 250 (>= 248): cnt = ⌊250/16⌋ = 15: 250/16 = 15.6 per RTT, linear again
    expect(step(cc, w, 250)).toBeCloseTo(1 / 16, 12);
  });

  it('Reno at and below low_window = 14; before the first loss at least 5 % per RTT', () => {
    const { w, cc } = afterLoss(200);
    expect(step(cc, w, 14)).toBeCloseTo(1 / 15, 12); // cnt = W
    expect(step(cc, w, 10)).toBeCloseTo(1 / 11, 12);
    // no loss yet (W_max = 0): W = 1000 >= 0 + 48, cnt = ⌊1000/16⌋ = 62, capped at 20
    const v = flow(1000);
    const fresh = bic(v, { bdelack: 0 });
    expect(step(fresh, v, 1000)).toBeCloseTo(1 / 21, 12);
    // W = 30 < 48: cnt = ⌊30 · 3/30⌋ = 3
    expect(step(fresh, v, 30)).toBeCloseTo(1 / 4, 12);
    // slow start below ssthresh: +1 per ACK
    const ss = flow(10, 100);
    expect(step(bic(ss), ss, 10)).toBe(1);
  });

  it("the kernel's packets-per-ACK estimate: 32 stays with delayed ACKs, stops at 31 with one ACK per packet", () => {
    const { w, cc } = afterLoss(200, true);
    expect(cc.ratio).toBe(32);
    // ACKs of 2 packets: 32 + 2 − ⌊32/16⌋ = 32; cnt = ⌊16 · 16/32⌋ = 8: +1/9 per ACK, and with
    // 160/2 = 80 ACKs per RTT, 80/9 = 8.9 per RTT, the nominal (W_max − W)/4 = 10 less the counter
    expect(step(cc, w, 160, 2)).toBeCloseTo(1 / 9, 12);
    expect(cc.ratio).toBe(32);
    // one packet per ACK (ns-2's sinks): 32 + 1 − 2 = 31, then 31 + 1 − ⌊31/16⌋ = 31 for ever
    expect(step(cc, w, 160)).toBeCloseTo(1 / (Math.floor((16 * 16) / 31) + 1), 12); // 1/9
    for (let i = 0; i < 100; i++) step(cc, w, 160);
    expect(cc.ratio).toBe(31);
    // so with 160 ACKs per RTT: 160/9 = 17.8 per RTT, 1.9 times the nominal step
    // the plateau: ⌊965 · 16/31⌋ = 498: 193/499 = 0.39 per RTT, not 0.2
    expect(step(cc, w, 193)).toBeCloseTo(1 / 499, 12);
    // far below W_max: ⌊6 · 16/31⌋ = 3: 100/4 = 25 per RTT, not 16
    expect(step(cc, w, 100)).toBeCloseTo(1 / 4, 12);
  });
});

describe('BIC-TCP: bictcp_recalc_ssthresh and a timeout', () => {
  it('a loss keeps β = 819/1024 of the window; fast convergence lowers W_max to W (1 + β)/2', () => {
    const w = flow(100);
    const cc = bic(w);
    cc.onLoss(w, 100);
    expect(cc.wMax).toBe(100);
    expect(w.cwnd).toBeCloseTo(79.98046875, 12); // 100 · 819/1024
    expect(w.ssthresh).toBe(79);
    // the next loss comes lower: W_max = 90 · (1 + 819/1024)/2 = 80.99, cwnd 71.98
    cc.onLoss(w, 90);
    expect(cc.wMax).toBeCloseTo((90 * (1 + BETA)) / 2, 12);
    expect(cc.wMax).toBeCloseTo(80.9912109375, 10);
    expect(w.cwnd).toBeCloseTo(71.982421875, 12);
    // without fast convergence W_max is the window at the loss
    const v = flow(100);
    const slow = bic(v, { bfast: 0 });
    slow.onLoss(v, 100);
    slow.onLoss(v, 90);
    expect(slow.wMax).toBe(90);
    // at or below low_window a loss halves, as Reno
    slow.onLoss(v, 12);
    expect(v.cwnd).toBe(6);
    expect(v.ssthresh).toBe(6);
  });

  it('a timeout sets ssthresh as a loss does, then forgets W_max and the loss (the 5 % cap is back)', () => {
    const { w, cc } = afterLoss(200);
    cc.onTimeout(w, 150);
    expect(w.ssthresh).toBe(Math.trunc(150 * BETA)); // 119
    expect(cc.wMax).toBe(0);
    expect(step(cc, w, 1000)).toBeCloseTo(1 / 21, 12);
  });

  it('β, max_increment, low_window and smooth_part are checked as the kernel needs them', () => {
    const w = flow(10);
    expect(() => bic(w, { bbeta: 1 })).toThrow('cc.bbeta (bic) must be in (0, 1), got 1');
    expect(() => bic(w, { bmaxinc: 0 })).toThrow('cc.bmaxinc (bic) must be an integer from 1');
    expect(() => bic(w, { bsmooth: 2.5 })).toThrow('cc.bsmooth (bic) must be an integer from 1');
    expect(() => bic(w, { blow: -1 })).toThrow('cc.blow (bic) must be an integer from 0');
    // max_increment 8: W = 100 far below W_max = 200, cnt = ⌊100/8⌋ = 12
    const v = flow(200);
    const cc = bic(v, { bdelack: 0, bmaxinc: 8 });
    cc.onLoss(v, 200);
    v.ssthresh = 2;
    expect(step(cc, v, 100)).toBeCloseTo(1 / 13, 12);
  });
});

describe("BIC-TCP beside ns-2 2.35's Agent/TCP/Linux (select_ca bic)", () => {
  // ns-2 numbers from `ns bench/ns2/linuxcc.tcl ca=bic n=N cap=C rtt=R buffer=B sim=300 warm=50`
  // (bench/packetNs2Linux.ts): utilization and each flow's time-average cwnd after the warm-up.
  // ns-2's agent recovers as Linux does (rate halving), so only rough agreement is expected.
  const CELLS = [
    { n: 1, cap: 10, rtt: 60, buffer: 20, u: 0.99999984, cwnd: [81.99356] },
    {
      n: 4,
      cap: 20,
      rtt: 40,
      buffer: 50,
      u: 0.99999984,
      cwnd: [35.57888, 33.9412, 33.62936, 35.7552],
    },
  ];
  besideNs2Linux('bic', CELLS, 0.01);
});
