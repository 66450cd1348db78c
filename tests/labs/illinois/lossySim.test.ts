import { describe, expect, it } from 'vitest';
import { lossySummary, stuckThresholdMs } from '../../../src/labs/illinois/experiments/analysis';
import { lossyReport } from '../../../src/labs/illinois/lossyReport';
import { runView } from './packetRuns';

/**
 * Fig. 14 on the packet engine (40 Mbit/s, 100 ms, B = 200, η₁ = 0.2), against eq. (31). Phase 1
 * found that (31) is an approximation, not a bound: the random-loss model of the same AIMD gives
 * 6.72 > 6.32, and the page's runs agree (mean ratios of 6.4-6.5 at p_d <= 0.001, above (31)).
 * Telling 6.5 from 6.32 would take dozens of Reno runs (their mean window varies by 4-9 % from run
 * to run), and Illinois's runs vary more (5.2-6.6 times Reno's here: its α depends on d_m, the
 * largest queueing delay the run has seen). What four 300-s runs settle, and is tested:
 *  - where the models hold (p_d = 0.001: no queue, W far above W_thresh), Illinois's window is
 *    5-7 times Reno's: the mean over the runs whose α was not stuck is within 15 % of (31);
 *  - no run exceeds the random-loss model (the ceiling of congestion avoidance) by more than 5 %;
 *  - a run is "stuck" when a loss came before slow start built any queue: its d_m stays below ten
 *    packets' transmission and its window far below the others' (checked when it happens);
 *  - at p_d = 0.05 timeouts and small windows make Illinois a Reno: the ratio is near 1.
 */
describe('Fig. 14: W_Illinois / W_Reno on the lossy link, from separate single-flow runs', () => {
  it(
    'is 5-7 where the models hold, never far above the random-loss model, about 1 at p_d = 0.05',
    { timeout: 120_000 },
    () => {
      const { job, results } = runView('view=lossy&sim=1&eta1=0.2&simpd=0.001,0.05&reps=4');
      const models = lossyReport(job);
      expect(models.bound).toBeCloseTo(Math.sqrt(10 / (2 * 0.125)), 12);
      const [low, high] = lossySummary(job, results);
      expect([low.pd, high.pd]).toEqual([0.001, 0.05]);
      const limit = stuckThresholdMs(40);
      expect(limit).toBeCloseTo(2.08, 2);
      const free = low.runRatios.filter((_, k) => (low.runDm[k] ?? 0) >= limit);
      expect(free.length).toBeGreaterThanOrEqual(2);
      const mean = free.reduce((a, b) => a + b, 0) / free.length;
      expect(Math.abs(mean / models.bound - 1)).toBeLessThan(0.15);
      for (const r of low.runRatios) expect(r).toBeLessThan(1.05 * models.ratios.random);
      low.runRatios.forEach((r, k) => {
        if ((low.runDm[k] ?? 0) < limit) expect(r).toBeLessThan(0.5 * models.bound);
      });
      expect(high.ratio.mean).toBeGreaterThan(0.7);
      expect(high.ratio.mean).toBeLessThan(1.5);
      expect(high.ratio.mean).toBeLessThan(low.ratio.mean / 3);
    },
  );
});
