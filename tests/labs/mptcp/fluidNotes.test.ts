import { describe, expect, it } from 'vitest';
import { compareAlgorithm, comparisonAlgorithms } from '../../../src/labs/mptcp/comparison';
import { coupledNote, TOTALS_SETTLED } from '../../../src/labs/mptcp/explain';
import { fluidTimesNote } from '../../../src/labs/mptcp/fluidTimes';
import { PAPER_TABLE_IV } from '../../../src/labs/mptcp/paper';
import { buildReport, runScenario } from '../../../src/labs/mptcp/report';
import { MPTCP_SCHEMA, type MptcpScenario } from '../../../src/labs/mptcp/scenario';
import { decodeQuery } from '../../../src/scenario/codec';

/**
 * The fluid level's sentences on why its numbers come out as they do, held to the runs they are
 * said of: Table IV's fluid convergence times against the paper's ns-2 ones (shorter with the
 * default link gain, not all with a small one), and Coupled's totals at the end of the trajectory
 * (settled, or not yet).
 */
const scenario = (q: string): MptcpScenario => {
  const d = decodeQuery(MPTCP_SCHEMA, q);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

describe('Table IV: the fluid times against the paper’s', () => {
  const rows = (q: string) => {
    const s = scenario(q);
    return comparisonAlgorithms(s).map((a) => compareAlgorithm(s, a));
  };

  it('with the default link gain every fluid time is shorter than the paper’s', () => {
    const r = rows('lab=mptcp&net=responsiveness');
    const both = r.filter((x) => PAPER_TABLE_IV[x.alg] && x.convergence !== null);
    expect(both.length).toBe(5);
    for (const x of both) expect(x.convergence!).toBeLessThan(PAPER_TABLE_IV[x.alg]!.convergence);
    expect(fluidTimesNote(r)).toContain('shorter than the paper’s for all 5 algorithms');
  });

  it('with gamma=0.001 some are longer, and the note counts them', () => {
    const r = rows('lab=mptcp&net=responsiveness&gamma=0.001');
    const both = r.filter((x) => PAPER_TABLE_IV[x.alg] && x.convergence !== null);
    const shorter = both.filter((x) => x.convergence! < PAPER_TABLE_IV[x.alg]!.convergence);
    expect(shorter.length).toBeLessThan(both.length);
    expect(fluidTimesNote(r)).toContain(
      `shorter than the paper’s for ${shorter.length} of the ${both.length} algorithms with both, longer for ${both.length - shorter.length}`,
    );
  });
});

describe('Coupled’s unused route: the totals at the end of the trajectory', () => {
  const deviation = (q: string) => {
    const run = runScenario(scenario(q));
    return buildReport(run, false).trajectory.finalTotalsDeviation;
  };

  it('settled on Fig. 1’s network; on Table III’s still 1.4 % away at t = 60 s, and said so', () => {
    const settled = deviation('lab=mptcp&net=friendliness&alg=coupled');
    expect(settled).toBeLessThanOrEqual(TOTALS_SETTLED);
    expect(coupledNote(settled)).toContain(
      'Compare the totals: at the end of the run they are within',
    );
    const slow = deviation('lab=mptcp&net=two-links&alg=coupled');
    expect(slow).toBeGreaterThan(TOTALS_SETTLED);
    expect(coupledNote(slow)).toContain('the totals too are still 1.4 % from the equilibrium’s');
    expect(coupledNote(null)).toMatch(/this is the model, not a bug.*Compare the totals\.$/);
  });
});
