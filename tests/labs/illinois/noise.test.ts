import { describe, expect, it } from 'vitest';
import { noiseSummary, vegasDelayMs } from '../../../src/labs/illinois/experiments/analysis';
import { runView } from './packetRuns';

/**
 * Fig. 15 on the packet engine: two users on 10 Mbit/s, 60 ms, B = 50, RTT noise uniform on
 * [0, 2σ] on every ACK, for both users or only one. The margins are wide: a collapsed Vegas link
 * runs at 10-35 %, a full one above 90 %, and at σ = 20 ms a lone noisy Illinois user got 1.6-2.3
 * Mbit/s over five seeds against a lone noisy Reno user's 2.5-2.7. Totals of two flows hardly
 * vary from seed to seed, so one 300-s run per point (200 s measured) is enough.
 */
describe('Fig. 15: noisy RTT, Illinois against Vegas', () => {
  it(
    'Vegas collapses once σ passes d_a* = Nγ/C, a threshold that grows with γ; Illinois keeps the link full',
    { timeout: 60_000 },
    () => {
      const { job, results } = runView(
        'view=noise&cc=illinois,vegas,reno&gamma=2,10&sigma=0,10,20&reps=1',
      );
      const byAlg = Object.fromEntries(noiseSummary(job, results).map((a) => [a.algorithm, a]));
      const used = (alg: string, k: number) => byAlg[alg].both[k]!.total.mean;
      // eq. (32): d_a* = 2γ/C with C = 1202 packets/s: 3.3 ms for γ = 2, 16.6 ms for γ = 10
      expect(byAlg['vegas:2'].threshold).toBeCloseTo(vegasDelayMs(2, 2, 10), 12);
      expect(vegasDelayMs(2, 10, 10)).toBeCloseTo(16.64, 2);
      // no noise: every algorithm fills the link
      for (const alg of ['illinois', 'vegas:2', 'vegas:10', 'reno'])
        expect(used(alg, 0)).toBeGreaterThan(0.95);
      // σ = 10 ms: above γ = 2's threshold, below γ = 10's
      expect(used('vegas:2', 1)).toBeLessThan(0.35);
      expect(used('vegas:10', 1)).toBeGreaterThan(0.85);
      // σ = 20 ms: above both; Illinois (like Reno) keeps the link full
      expect(used('vegas:10', 2)).toBeLessThan(0.65);
      expect(used('illinois', 2)).toBeGreaterThan(0.9);
      expect(used('reno', 2)).toBeGreaterThan(0.9);
      // one noisy user: the noise is a real delay, so it loses share whatever the algorithm; the
      // noisy Illinois user also takes the noise for queueing (smaller α, larger β): less than Reno's
      const lone = (alg: string) => byAlg[alg].one[2]!.noisy.mean;
      expect(lone('reno')).toBeLessThan(4);
      expect(lone('illinois')).toBeLessThan(lone('reno'));
      expect(lone('vegas:2')).toBeLessThan(lone('illinois'));
    },
  );
});
