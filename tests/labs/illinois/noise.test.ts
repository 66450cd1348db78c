import { describe, expect, it } from 'vitest';
import { noiseSummary, vegasDelayMs } from '../../../src/labs/illinois/experiments/analysis';
import { EMPTIED_BELOW, FULL_FROM, noiseView } from '../../../src/labs/illinois/packet/noiseView';
import { runView } from './packetRuns';

/**
 * Fig. 15 on the packet engine: two users on 10 Mbit/s, 60 ms, B = 50, RTT noise uniform on
 * [0, 2σ] on every ACK, for both users or only one. The margins are wide: a collapsed Vegas link
 * runs at 10-35 %, a full one above 90 %, and at σ = 20 ms a lone noisy Illinois user got 1.6-2.3
 * Mbit/s over five seeds against a lone noisy Reno user's 2.5-2.7. Totals of two flows hardly
 * vary from seed to seed, so one 300-s run per point (200 s measured) is enough.
 */
describe('Fig. 15: noisy RTT, Illinois against Vegas', () => {
  const { job, results } = runView(
    'view=noise&cc=illinois,vegas,reno&gamma=2,10&sigma=0,10,20&reps=1',
  );

  it(
    'Vegas collapses once σ passes d_a* = Nγ/C, a threshold that grows with γ; Illinois keeps the link full',
    { timeout: 60_000 },
    () => {
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
      // one noisy user: it loses share whatever the algorithm, less than Reno's with Illinois
      const lone = (alg: string) => byAlg[alg].one[2]!.noisy.mean;
      expect(lone('reno')).toBeLessThan(4);
      expect(lone('illinois')).toBeLessThan(lone('reno'));
      expect(lone('vegas:2')).toBeLessThan(lone('illinois'));
    },
  );
});

describe('Fig. 15: the sentences under the charts, from the runs', () => {
  const { job, results } = runView('view=noise&cc=illinois,vegas,reno&gamma=2&sigma=0,20&reps=1');
  const v = noiseView(job, results);
  const text = v.explanation.join(' ');
  const byAlg = Object.fromEntries(noiseSummary(job, results).map((a) => [a.algorithm, a]));

  it('a lone noisy user is dropped far more than its share of the traffic, for every algorithm', () => {
    for (const alg of ['illinois', 'reno']) {
      const r = byAlg[alg].one[1]!;
      const x = r.noisy.mean / (r.noisy.mean + r.other.mean);
      const d = r.drops.noisy / (r.drops.noisy + r.drops.other);
      expect(r.noisy.mean, alg).toBeLessThan(r.other.mean);
      expect(d, alg).toBeGreaterThan(x);
    }
    expect(text).toContain(
      'At σ = 20 ms a lone noisy user gets less than the clean one and is dropped far more than its share',
    );
    // Vegas's lone noisy user is not dropped at all: it shrinks its window, and is listed apart
    expect(byAlg['vegas:2'].one[1]!.drops.noisy).toBe(0);
    expect(text).toContain('A lone noisy user at σ = 20 ms, against the clean one: Vegas γ = 2,');
    expect(text).toContain('no drops');
  });

  it("Vegas's link empties past d_a* with its windows shrunk; Illinois's stays full", () => {
    const w = (k: number) => {
      const r = byAlg['vegas:2'].both[k]!;
      return (r.cwnd.noisy + r.cwnd.other) / 2;
    };
    expect(w(1)).toBeLessThan(w(0) / 2);
    expect(byAlg['vegas:2'].both[1]!.total.mean).toBeLessThan(EMPTIED_BELOW);
    expect(text).toContain('Vegas γ = 2 takes the noise for queueing (eq. 33)');
    expect(byAlg.illinois.both[1]!.total.mean).toBeGreaterThanOrEqual(FULL_FROM);
    expect(text).toContain('with both users noisy the link stays full');
    expect(text).toContain('A lone noisy Illinois user gets less than a lone noisy Reno user');
  });

  it('says only the numbers where the runs do not show the reasons', () => {
    // the same runs with no drops for the noisy users, Vegas's windows grown, Illinois's link half used
    const swapped = results.map((r) => ({
      ...r,
      utilization: r.series === 'illinois/both' ? { mean: 0.5, ci95: null } : r.utilization,
      flow: r.flow.map((f, i) => ({
        ...f,
        drops: i === 0 ? 0 : f.drops,
        cwnd: r.series.startsWith('vegas') ? { mean: 100 * r.coords[0] + 1, ci95: null } : f.cwnd,
      })),
    }));
    const t = noiseView(job, swapped).explanation.join(' ');
    expect(t).toContain('A lone noisy user at σ = 20 ms, against the clean one: Illinois, ');
    expect(t).not.toContain('dropped far more');
    expect(t).toContain('Vegas γ = 2, both users noisy: the link is');
    expect(t).not.toContain('takes the noise for queueing');
    expect(t).toContain('Illinois, both users noisy: the link is 50 % used');
  });
});
