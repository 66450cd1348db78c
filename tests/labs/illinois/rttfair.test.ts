import { describe, expect, it } from 'vitest';
import { rttfairSummary } from '../../../src/labs/illinois/experiments/analysis';
import { mergeReps, runPoint } from '../../../src/labs/illinois/experiments/run';
import { rttfairView } from '../../../src/labs/illinois/packet/rttfairView';
import { job } from './packetRuns';

/**
 * Figs. 11-13: four flows of one algorithm with RTTs 60, 80, 100, 120 ms on 100 Mbit/s, B = 100.
 * With RED (no lockout), over two seeds and 300-s runs, the fit log x = a - (1 + μ) log T gave
 * μ = -0.02 and 0.23 for Illinois against 0.79 and 0.61 for Reno: a gap of 0.4-0.8, so one run of
 * each (seed 1) tests that Illinois is the fairer to long RTTs, as the paper says. With DropTail
 * the same flows lock out (one flow, not the shortest-RTT one, takes most of the link): the view
 * says so instead of fitting μ.
 */
describe('Figs. 11-13: four users with unequal RTTs', () => {
  it(
    'with RED, Illinois is fairer to long RTTs than Reno (smaller μ, larger Jain index)',
    { timeout: 60_000 },
    () => {
      const j = job('view=rttfair&queue=red&t=300');
      const run = (series: string) => runPoint(j, { index: 0, series, coords: [0] });
      const [ill, reno] = rttfairSummary(mergeReps([run('illinois/unequal'), run('reno/unequal')]));
      expect(ill.rttMs).toEqual([60, 80, 100, 120]);
      expect(ill.fit!.mu).toBeLessThan(reno.fit!.mu - 0.2);
      expect(ill.jain).toBeGreaterThan(reno.jain);
      expect(reno.fit!.mu).toBeGreaterThan(0.3);
    },
  );

  it(
    'with DropTail, Reno locks out: a longer RTT takes far more than a shorter one, and is seldom dropped',
    { timeout: 60_000 },
    () => {
      const j = job('view=rttfair&cc=reno&t=300');
      const r = runPoint(j, { index: 1, series: 'reno/unequal', coords: [0] });
      const v = rttfairView(j, mergeReps([r]));
      expect(v.lockout).toBe(true);
      expect(v.rows[0].fit).not.toBeNull();
      // the phase effects' account: the flow that takes over is seldom the one dropped (the 100 ms
      // flow: 70 % of the throughput, 12 % of the drops, at 400 s)
      expect(v.lockouts).toHaveLength(1);
      const [l] = v.lockouts;
      expect(l.rttMs).toBeGreaterThan(60);
      expect(l.throughputShare).toBeGreaterThan(0.5);
      expect(l.dropShare!).toBeLessThan(l.throughputShare / 2);
      expect(v.buffer).toBeLessThan(v.bdp / 2);
      expect(v.phaseEffects).toBe(true);
      // drops counted after the warm-up only: fewer than over the whole run
      expect(r.runs[0].drops.reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
      // were each flow dropped in proportion to its traffic, the page would not give that account
      const even = mergeReps([
        { ...r, runs: r.runs.map((run) => ({ ...run, drops: run.throughput.map((x) => 10 * x) })) },
      ]);
      const w = rttfairView(j, even);
      expect(w.lockout).toBe(true);
      expect(w.phaseEffects).toBe(false);
    },
  );
});
