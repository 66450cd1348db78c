import { describe, expect, it } from 'vitest';
import { find } from '../../../src/labs/illinois/experiments/analysis';
import { bdpPackets } from '../../../src/labs/illinois/experiments/job';
import { buffersView, IDLE_BELOW } from '../../../src/labs/illinois/packet/buffersView';
import { runView } from './packetRuns';

/**
 * The utilization chart's sentence of the buffers view (Fig. 10): the link idles after a back-off
 * while B < BDP, said only where the runs show it. Fig. 10's link (10 Mbit/s, 60 ms: BDP 72
 * packets) with B = 10 and 50, then with buffers above the BDP, one run per point (a run differs
 * from its replications by under 0.3 %: fig10.test.ts).
 */
describe('Fig. 10: why the utilization rises with B', () => {
  const small = runView('view=buffers&buffers=10,50&reps=1');

  it('B < BDP: a halved window idles the link, less with a larger buffer', () => {
    const { job, results } = small;
    expect(bdpPackets(10, 60)).toBeCloseTo(72.1, 1);
    const u = (alg: string, b: number) => find(results, alg, b)!.utilization.mean;
    for (const alg of ['reno', 'illinois']) {
      expect(u(alg, 10), alg).toBeLessThan(IDLE_BELOW);
      expect(u(alg, 50), alg).toBeGreaterThan(u(alg, 10));
    }
    const note = buffersView(job, results).utilizationNote;
    expect(note).toMatch(/^a window halved at the overflow/);
    expect(note).toContain(`Reno: utilization ${u('reno', 10).toFixed(3)} at B = 10`);
  });

  it('B > BDP: the link hardly idles, and the sentence says that instead', () => {
    const { job, results } = runView('view=buffers&buffers=80,120&reps=1');
    for (const alg of ['reno', 'illinois'])
      for (const b of [80, 120])
        expect(find(results, alg, b)!.utilization.mean, `${alg}, B = ${b}`).toBeGreaterThanOrEqual(
          IDLE_BELOW,
        );
    expect(buffersView(job, results).utilizationNote).toMatch(/^the link hardly idles/);
  });

  it('says only the numbers where the utilization does not rise with B', () => {
    const { job, results } = small;
    // the same runs with the buffers' results swapped: the larger B now the emptier link
    const swapped = results.map((r) => ({ ...r, coords: [r.coords[0] === 10 ? 50 : 10] }));
    const note = buffersView(job, swapped).utilizationNote;
    expect(note).toMatch(/^Reno: utilization/);
    expect(note).not.toContain('idles');
  });
});
