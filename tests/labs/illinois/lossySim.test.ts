import { describe, expect, it } from 'vitest';
import { lossySummary, stuckThresholdMs } from '../../../src/labs/illinois/experiments/analysis';
import { lossyReport } from '../../../src/labs/illinois/lossyReport';
import { lossySim } from '../../../src/labs/illinois/packet/lossySim';
import { eta1Text, stuckText, trendText } from '../../../src/labs/illinois/packet/lossySimText';
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

/**
 * The readout's reasons, each on the runs: Fig. 14's link with η₁ = 0.2 at p_d = 0.0005 (where a
 * run gets stuck: seed-dependent, one of four here), 0.0023 (the peak) and 0.05 (timeouts, and a
 * window below W_thresh); then the same link with the kernel's η₁ (0.01), for the η₁ hint.
 */
describe("Fig. 14's readout: why the measured ratio moves", () => {
  const paper = runView('view=lossy&sim=1&eta1=0.2&simpd=0.0005,0.00232079441680639,0.05&reps=4');
  const sim = lossySim(paper.job, paper.results, lossyReport(paper.job));

  it('the ratio falls past its peak as the timeouts grow, to 1 below W_thresh', () => {
    const [, peak, last] = sim.points;
    expect(last.ratio.mean).toBeLessThan(peak.ratio.mean / 3);
    expect(last.timeouts.illinois).toBeGreaterThan(10 * peak.timeouts.illinois);
    expect(last.timeouts.reno).toBeGreaterThan(10 * peak.timeouts.reno);
    expect(last.illinois.mean).toBeLessThan(sim.wThresh);
    expect(Math.abs(last.ratio.mean - 1)).toBeLessThan(0.25);
    const t = trendText(sim);
    expect(t).toMatch(/^Past p_d = 2\.3·10⁻³ the ratio falls/);
    expect(t).toContain('as the timeouts grow');
    expect(t).toContain('below W_thresh = 10, where it follows Reno');
    expect(t).toContain('and the ratio is near 1');
    // the stuck runs at p_d = 0.05 are below W_thresh: Reno's rules, not a stuck α; not counted
    expect(sim.stuckRuns.every((r) => r.pd < 0.05)).toBe(true);
  });

  it('a stuck run: d_m still small at the end, d₁ under a packet, its window far below', () => {
    expect(sim.stuckRuns.length).toBeGreaterThan(0);
    for (const r of sim.stuckRuns) {
      expect(r.dm).toBeLessThan(sim.stuckMs);
      // d₁ within two packets' transmission: α falls once a packet or two are queued
      expect(sim.eta1 * r.dm).toBeLessThan(2 * sim.packetMs);
      expect(r.ratio).toBeLessThan(0.5 * r.othersMean!);
    }
    const text = stuckText(sim)!;
    expect(text).toMatch(/^\(far below the other runs of their p_d: /);
    // each stuck run named by its seed, one of its p_d's runs (the dots' tooltips name them all)
    for (const r of sim.stuckRuns) {
      expect(text).toMatch(new RegExp(`\\(seeds?( \\d+)* ${r.seed}( \\d+)*\\)`));
      const at = paper.results.find((x) => x.series === 'illinois' && x.coords[0] === r.pd)!;
      expect(at.runs.map((x) => x.seed)).toContain(r.seed);
    }
    const dots = sim.ratioSeries.find((x) => x.id === 'sim-runs')!;
    expect(dots.details).toHaveLength(dots.points.length / 2);
    expect(dots.details?.[0]).toEqual([
      { label: 'seed', value: String(paper.results[0].runs[0].seed) },
    ]);
    expect(sim.ratioSeries[0].details?.[0]?.[1]).toEqual({
      label: 'seeds',
      value: paper.results[0].runs.map((x) => x.seed).join(' '),
    });
    expect(text).toContain('once more than that is queued');
    // were it as large as the others, the page would not call it far below
    const near = { ...sim, stuckRuns: sim.stuckRuns.map((r) => ({ ...r, ratio: r.othersMean! })) };
    expect(stuckText(near)).toMatch(/^\(their windows against the other runs/);
    expect(eta1Text(sim)).toBeNull();
  });

  it("the kernel's η₁: d₁ below one packet's transmission in every run", () => {
    const k = runView('view=lossy&sim=1&simpd=0.00232079441680639&reps=4');
    const s = lossySim(k.job, k.results, lossyReport(k.job));
    expect(s.eta1).toBe(0.01);
    expect(s.d1!.max).toBeLessThan(s.packetMs);
    expect(s.d1!.below).toBe(s.d1!.runs);
    expect(eta1Text(s)).toContain(
      `is below one packet's transmission time (208 µs) in ${s.d1!.runs} of ${s.d1!.runs} runs`,
    );
    expect(eta1Text(s)).toContain('a packet queued by the jitter of the ACK clock alone');
    // with d₁ above a packet's transmission in every run, the hint says that instead
    const at2 = { ...s, d1: { ...s.d1!, min: 2 * s.packetMs, max: 3 * s.packetMs, below: 0 } };
    expect(eta1Text(at2)).toContain('above one packet');
    expect(eta1Text(at2)).not.toContain('counts as congestion');
  });
});

describe('without a fall: the trend says only the numbers', () => {
  it('reads the measured ratios when the last is not below the peak', () => {
    const { job, results } = runView(
      'view=lossy&sim=1&eta1=0.2&simpd=0.0005,0.00232079441680639&reps=1',
    );
    const sim = lossySim(job, results, lossyReport(job));
    const rising = { ...sim, points: [...sim.points].sort((a, b) => a.ratio.mean - b.ratio.mean) };
    expect(trendText(rising)).toMatch(/^Over these p_d the ratio does not fall/);
  });
});
