import { describe, expect, it } from 'vitest';
import {
  alphaCurve,
  betaRemovedCurve,
  createIllinoisState,
  illinoisEndRound,
  illinoisOnAck,
  illinoisOnLoss,
  illinoisOnTimeout,
  illinoisRttSample,
  LINUX_PRESET,
  PAPER_PRESET,
  type IllinoisParams,
  type IllinoisWindowState,
} from '../../../../src/engines/models/illinois';

const P = PAPER_PRESET;
const L = LINUX_PRESET;

/** One RTT round given its RTT samples (s), ended at window `cwnd`. */
function round(s: IllinoisWindowState, p: IllinoisParams, samples: number[], cwnd = 50): void {
  for (const r of samples) illinoisRttSample(s, r);
  illinoisEndRound(s, p, cwnd, 0);
}

describe('dₐ, T_min, T_max tracking (Sec. 3)', () => {
  it('paper: averages per RTT, min/max of the averages; α, β from (2)-(3)', () => {
    const s = createIllinoisState(P);
    round(s, P, [0.1]);
    expect([s.lastDa, s.lastDm, s.alpha, s.betaRemoved]).toEqual([0, 0, 10, 0.125]);
    round(s, P, [0.13, 0.15]); // T_a = 0.14: the new maximum
    expect(s.lastDa).toBeCloseTo(0.04, 15);
    expect(s.alpha).toBeCloseTo(0.1, 12);
    expect(s.betaRemoved).toBe(0.5);
    round(s, P, [0.1, 0.2, 0.06]); // T_a = 0.12: the 0.2 and 0.06 samples move neither bound
    expect(s.baseRtt).toBeCloseTo(0.1, 15);
    expect(s.maxRtt).toBeCloseTo(0.14, 15);
    expect(s.lastDa).toBeCloseTo(0.02, 15);
    expect(s.alpha).toBeCloseTo(alphaCurve(P, 0.02, 0.04), 12);
    expect(s.alpha).toBeCloseTo(0.2, 12);
    expect(s.betaRemoved).toBeCloseTo(betaRemovedCurve(P, 0.02, 0.04), 15);
    expect(s.cntRtt).toBe(0);
  });

  it('linux: min/max of the samples in whole µs; dₐ = ⌊Σ/n⌋ − base', () => {
    const s = createIllinoisState(L);
    round(s, L, [0.1, 0.2, 0.06], 50);
    expect([s.baseRtt, s.maxRtt]).toEqual([60000, 200000]);
    // dₐ = 120000 − 60000 = 60000 µs, d_m = 140000: α = ⌊138600·1280/(138600 + ⌊58600·1242/38⌋)⌋
    expect(s.lastDa).toBe(0.06);
    expect(s.lastDm).toBe(0.14);
    const inc = Math.floor((58600 * 1242) / 38);
    expect(s.alphaFixed).toBe(Math.floor((138600 * 1280) / (138600 + inc)));
    expect(s.alpha).toBe(s.alphaFixed! / 128);
  });
});

describe('θ rule', () => {
  it('paper: α_max again only after θ = 5 CONSECUTIVE low-delay RTTs; α held meanwhile', () => {
    const s = createIllinoisState(P);
    round(s, P, [0.1]);
    round(s, P, [0.14]); // above d₁: α from the curve (α_min at d_m)
    const held = s.alpha;
    for (let k = 0; k < 4; k++) {
      round(s, P, [0.1]);
      expect(s.alpha).toBe(held);
    }
    round(s, P, [0.12]); // high again: count restarts
    const held2 = s.alpha;
    for (let k = 0; k < 4; k++) {
      round(s, P, [0.1]);
      expect(s.alpha).toBe(held2);
    }
    round(s, P, [0.1]);
    expect(s.alpha).toBe(10);
    round(s, P, [0.1]);
    expect(s.alpha).toBe(10);
  });

  it('linux: low rounds accumulate across a high one', () => {
    const s = createIllinoisState(L);
    round(s, L, [0.1]);
    round(s, L, [0.14]);
    for (let k = 0; k < 3; k++) round(s, L, [0.1]);
    round(s, L, [0.12]);
    const held = s.alphaFixed;
    round(s, L, [0.1]); // 4th low round
    expect(s.alphaFixed).toBe(held);
    round(s, L, [0.1]); // 5th: back to α_max (the paper would still wait 3 rounds)
    expect(s.alphaFixed).toBe(1280);
  });

  it('θ = 0 and θ = 1: α_max at the first low round', () => {
    for (const theta of [0, 1]) {
      const p = { ...P, theta };
      const s = createIllinoisState(p);
      round(s, p, [0.1]);
      round(s, p, [0.14]);
      round(s, p, [0.1]);
      expect(s.alpha).toBe(10);
    }
  });
});

describe('W_thresh rule', () => {
  it('below W_thresh α = 1 and β = ½ whatever the delay', () => {
    const s = createIllinoisState(P);
    round(s, P, [0.1], 9);
    expect([s.alpha, s.betaRemoved]).toEqual([1, 0.5]);
    round(s, P, [0.1], 10);
    expect([s.alpha, s.betaRemoved]).toEqual([10, 0.125]);
    const t = createIllinoisState(L);
    round(t, L, [0.1], 14.9); // the kernel compares the integer window: 14 < 15
    expect([t.alphaFixed, t.betaFixed]).toEqual([128, 32]);
  });
});

describe('per-ACK increase and per-loss decrease', () => {
  it('paper: W ← W + α·acked/W outside slow start, nothing in it', () => {
    const s = createIllinoisState(P, 100);
    const a = { cwnd: 20, rtt: 0.1, ackSeq: 1, nextSeq: 101 };
    expect(illinoisOnAck(s, P, a)).toBeCloseTo(20 + 10 / 20, 15);
    expect(illinoisOnAck(s, P, { ...a, acked: 2 })).toBeCloseTo(20 + 20 / 20, 15);
    expect(illinoisOnAck(s, P, { ...a, inSlowStart: true })).toBe(20);
    expect(s.cntRtt).toBe(3); // the samples are still recorded
  });

  it('linux: integer window, +1 after ⌊n·α/128⌋ ≥ W, count restarts', () => {
    const s = createIllinoisState(L, 1000);
    let w = 100;
    for (let k = 1; k <= 9; k++)
      w = illinoisOnAck(s, L, { cwnd: w, rtt: null, ackSeq: k, nextSeq: 1000 });
    expect(w).toBe(100); // 9·1280/128 = 90 < 100
    w = illinoisOnAck(s, L, { cwnd: w, rtt: null, ackSeq: 10, nextSeq: 1000 });
    expect(w).toBe(101);
    expect(s.cwndCount).toBe(0);
  });

  it('round ends at the first ACK beyond the recorded snd_nxt', () => {
    const s = createIllinoisState(P, 10);
    illinoisOnAck(s, P, { cwnd: 20, rtt: 0.1, ackSeq: 10, nextSeq: 30 });
    expect(s.cntRtt).toBe(1);
    illinoisOnAck(s, P, { cwnd: 20, rtt: 0.1, ackSeq: 11, nextSeq: 31 });
    expect([s.cntRtt, s.roundEndSeq, s.lastDa]).toEqual([0, 31, 0]);
  });

  it('loss: W(1 − β) with the β in force; linux max(W − ⌊Wβ/64⌋, 2)', () => {
    const s = createIllinoisState(P);
    round(s, P, [0.1]);
    expect(illinoisOnLoss(s, 80)).toBe(70);
    const t = createIllinoisState(L);
    round(t, L, [0.1]);
    expect(illinoisOnLoss(t, 81)).toBe(81 - Math.floor((81 * 8) / 64));
  });
});

describe('timeout', () => {
  it('paper: ssthresh W/2; α = 1, β = ½ frozen through slow start and one RTT after it', () => {
    const s = createIllinoisState(P);
    round(s, P, [0.1]);
    expect(illinoisOnTimeout(s, 60, 500)).toBe(30);
    expect([s.alpha, s.betaRemoved, s.freeze]).toEqual([1, 0.5, 'slow-start']);
    const ack = (seq: number, ss: boolean) =>
      illinoisOnAck(s, P, { cwnd: 40, rtt: 0.1, ackSeq: seq, nextSeq: seq + 40, inSlowStart: ss });
    ack(501, true); // a round end in slow start: no update
    expect(s.alpha).toBe(1);
    ack(502, false); // slow start over: one more RTT frozen
    expect(s.freeze).toBe('one-rtt');
    ack(530, false);
    expect(s.alpha).toBe(1);
    ack(543, false); // beyond 542: the round ends, α and β follow the delay again
    expect([s.alpha, s.betaRemoved, s.freeze]).toEqual([10, 0.125, 'none']);
  });

  it('linux: ssthresh from the β in force, then α = 1, β = ½ and the θ memory cleared', () => {
    const s = createIllinoisState(L);
    round(s, L, [0.1]);
    round(s, L, [0.14]);
    expect(s.betaFixed).toBe(32);
    round(s, L, [0.1]);
    expect(s.betaFixed).toBe(8);
    expect(illinoisOnTimeout(s, 100, 0)).toBe(100 - Math.floor(800 / 64));
    expect([s.alphaFixed, s.betaFixed, s.rttAbove, s.rttLow]).toEqual([128, 32, false, 0]);
    round(s, L, [0.1]); // no freeze in the kernel: back to α_max at once
    expect(s.alphaFixed).toBe(1280);
  });
});

describe('state and inputs', () => {
  it('the state is plain JSON (no Infinity, no class)', () => {
    for (const p of [P, L]) {
      const s = createIllinoisState(p);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      round(s, p, [0.1, 0.12]);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  });

  it('RangeError for impossible inputs', () => {
    const s = createIllinoisState(P);
    expect(() => illinoisOnAck(s, P, { cwnd: 0, rtt: 0.1, ackSeq: 1, nextSeq: 2 })).toThrow(
      /^cwnd /,
    );
    expect(() => illinoisOnAck(s, P, { cwnd: 5, rtt: -1, ackSeq: 1, nextSeq: 2 })).toThrow(/^rtt /);
    expect(() =>
      illinoisOnAck(s, P, { cwnd: 5, rtt: null, ackSeq: 1, nextSeq: 2, acked: 0.5 }),
    ).toThrow(/^acked /);
    expect(() => illinoisOnLoss(s, Number.NaN)).toThrow(/^cwnd /);
    expect(() => createIllinoisState({ ...P, theta: -1 })).toThrow(/^theta /);
  });
});
