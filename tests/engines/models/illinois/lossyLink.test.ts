import { describe, expect, it } from 'vitest';
import { studentTQuantile } from '../../../../src/engines/common/studentT';
import { BatchMeans } from '../../../../src/engines/common/batchMeans';
import { Xoshiro128 } from '../../../../src/engines/common/rng';
import {
  aimdMeanWindow,
  aimdRandomLossProduct,
  lossyLinkBound,
  lossyLinkWindows,
  noQueueLossThreshold,
  PAPER_PRESET,
} from '../../../../src/engines/models/illinois';

const P = PAPER_PRESET;

describe('(31): W_Illinois/W_Reno up to √(α_max/(2β_min))', () => {
  it("by hand: √(10/(2·⅛)) = √40 ≈ 6.32; the paper's example α_max = 9 gives 6", () => {
    expect(lossyLinkBound(P)).toBeCloseTo(Math.sqrt(40), 14);
    expect(lossyLinkBound(P)).toBeCloseTo(6.3246, 4);
    expect(lossyLinkBound({ ...P, alphaMax: 9 })).toBeCloseTo(6, 14);
  });

  it("the 'paper' model is (31) at every p_d, and its Reno is (1): √(3/(2p))", () => {
    for (const pd of [5e-4, 0.005, 0.05]) {
      const r = lossyLinkWindows(P, pd, 'paper');
      expect(r.ratio).toBeCloseTo(Math.sqrt(40), 12);
      expect(r.reno).toBeCloseTo(Math.sqrt(3 / (2 * pd)), 10);
    }
  });

  it("'sawtooth': Reno is (1) exactly; the ratio is √(α_max(2 − β_min)/(3β_min)) = √50", () => {
    expect(aimdMeanWindow(1, 0.5, 0.01, 'sawtooth')).toBeCloseTo(Math.sqrt(150), 12);
    expect(lossyLinkWindows(P, 0.01, 'sawtooth').ratio).toBeCloseTo(Math.sqrt(50), 12);
  });

  it("'random': Ott-Kemperman-Mathis' 1.3098/√p for Reno; ratio independent of p_d", () => {
    expect(Math.sqrt(2 / Math.PI) * aimdRandomLossProduct(0.5)).toBeCloseTo(1.3098, 4);
    const a = lossyLinkWindows(P, 0.001, 'random').ratio;
    const b = lossyLinkWindows(P, 0.03, 'random').ratio;
    expect(a).toBeCloseTo(b, 12);
    expect(a).toBeGreaterThan(lossyLinkBound(P)); // (31) is not an upper bound in this model
  });

  it('Sec. 6.3 setting: the link stays queue-free for p_d ≥ 3.4e-4 (the paper tried 5e-4…0.05)', () => {
    const pStar = noQueueLossThreshold(P, 500);
    expect(pStar).toBeCloseTo(20 / (0.125 * 1.875 * 250_000), 15);
    expect(pStar).toBeLessThan(5e-4);
  });

  it('RangeError names the field', () => {
    expect(() => aimdMeanWindow(1, 0.5, 0, 'paper')).toThrow(/^pd /);
    expect(() => aimdMeanWindow(1, 1, 0.1, 'paper')).toThrow(/^betaRemoved /);
    expect(() => aimdMeanWindow(1, 0.5, 0.1, 'exact' as never)).toThrow(/^model /);
    expect(() => noQueueLossThreshold(P, 0)).toThrow(/^bdpPackets /);
    expect(() => lossyLinkBound({ ...P, alphaMin: 20 })).toThrow(RangeError);
  });
});

/**
 * Exact simulation of the 'random' model: time in RTTs, W grows by α per RTT, packets are lost
 * independently with probability p, i.e. at rate p·W; at a loss W ← (1 − β)W. With E ~ Exp(1)
 * the next loss is at τ with p(Wτ + ατ²/2) = E, so ∫W over the piece is E/p exactly.
 */
function simulateRandomLoss(alpha: number, beta: number, p: number, losses: number, seed: number) {
  const rng = new Xoshiro128(seed);
  const w1 = new BatchMeans();
  const w2 = new BatchMeans();
  let w = Math.sqrt(alpha / (beta * p));
  for (let k = 0; k < losses; k++) {
    const e = -Math.log(rng.nextOpenDouble());
    const tau = (2 * e) / p / (w + Math.sqrt(w * w + (2 * alpha * e) / p));
    const top = w + alpha * tau;
    if (k >= 1000) {
      w1.add(e / p, tau);
      w2.add((top ** 3 - w ** 3) / (3 * alpha), tau);
    }
    w = top * (1 - beta);
  }
  return { w1, w2 };
}

describe("the 'random' model against an exact simulation of it", () => {
  for (const [alpha, beta] of [
    [1, 0.5],
    [10, 0.125],
    [3, 0.3],
  ]) {
    it(`AIMD(${alpha}, ${beta}): E[W] = √(2α/(πp))·Π(1−δ²ⁿ)/(1−δ²ⁿ⁻¹), E[W²] = α/(βp)`, () => {
      const p = 0.01;
      const { w1, w2 } = simulateRandomLoss(alpha, beta, p, 400_000, 17);
      const se = (bm: BatchMeans) => {
        const [lo, hi] = bm.ci95()!;
        return (hi - lo) / 2 / studentTQuantile(0.975, bm.batches - 1);
      };
      expect(Math.abs(w1.mean - aimdMeanWindow(alpha, beta, p, 'random'))).toBeLessThan(4 * se(w1));
      expect(Math.abs(w2.mean - alpha / (beta * p))).toBeLessThan(4 * se(w2));
      expect(se(w1) / w1.mean).toBeLessThan(2e-3);
    });
  }
});
