import { describe, expect, it } from 'vitest';
import { enumeratePoints, pointSeeds } from '../../../src/sweep/plan';
import { seriesOf } from '../../../src/labs/illinois/experiments/job';
import { seedGroups, seedsNote } from '../../../src/labs/illinois/packet/seedsNote';
import { job, runView } from './packetRuns';

/** The line under a packet view's setup names the seeds its points run with. */
describe('the packet views’ seeds', () => {
  const first = (q: string) => {
    const j = job(q);
    return enumeratePoints(j, seriesOf(j)).map((p) => pointSeeds(j, p)[0]);
  };

  it('one run per point, no axis: its seed, shared by the algorithms', () => {
    const q = 'view=longfat&reps=1';
    const [seed] = first(q);
    expect(seedsNote(job(q))).toEqual({
      line: `Seed of the run, the same for every algorithm: ${seed} (hashed from seed=1 and the replication’s number; also in the command line’s CSV).`,
      more: null,
    });
    // one algorithm: nothing shared; another seed=, other seeds
    const alone = seedsNote(job('view=longfat&reps=1&cc=reno&seed=5'))!;
    expect(alone.line).toMatch(/^Seed of the run: \d+ \(hashed from seed=5 /);
    expect(alone.line).not.toContain(String(seed));
  });

  it('several replications: every seed in the line, each replication’s in order', () => {
    const j = job('view=friendly');
    const seeds = enumeratePoints(j, [seriesOf(j)[0]]).map((p) => pointSeeds(j, p)[0]);
    expect(seeds).toHaveLength(4);
    expect(seedsNote(j)!.line).toBe(
      `Seeds of replications 1–4, the same for every algorithm: ${seeds.join(' ')} (hashed from seed=1 and the replication’s number; also in the command line’s CSV).`,
    );
    expect(seedsNote(job('view=rttfair'))!.line).toContain(
      'the same for every algorithm and setup',
    );
  });

  it('a swept view: the seeds at each value; many of them go under the line', () => {
    const few = seedsNote(job('view=buffers&buffers=20,40&reps=2'))!;
    const g = seedGroups(job('view=buffers&buffers=20,40&reps=2'));
    expect(g.map((x) => x.x)).toEqual([20, 40]);
    expect(few).toEqual({
      line: `Seeds of replications 1–2 at each B, the same for every algorithm: B = 20: ${g[0].seeds.join(' ')}; B = 40: ${g[1].seeds.join(' ')} (hashed from seed=1, B and the replication’s number; also in the command line’s CSV).`,
      more: null,
    });
    const many = seedsNote(job('view=lossy&sim=1'))!;
    expect(many.line).toBe(
      'Seeds of replications 1–4 at each p_d (28 seeds), the same for every algorithm (hashed from seed=1, p_d and the replication’s number; also in the command line’s CSV):',
    );
    expect(many.more).toMatch(/^p_d = 5·10⁻⁴: \d+ \d+ \d+ \d+; p_d = 1\.1·10⁻³: /);
    expect(seedsNote(job('view=noise&sigma=5&reps=1'))!.line).toMatch(
      /^Seed of the run at each σ, the same for every algorithm and setup: σ = 5 ms: \d+ \(/,
    );
  });

  it('no packet run, no seeds', () => {
    expect(seedsNote(job('view=curves'))).toBeNull();
    expect(seedsNote(job('view=lossy'))).toBeNull();
  });

  it('the seeds named are those the runs ran with', () => {
    const { job: j, results } = runView(
      'view=buffers&buffers=20&cc=reno,illinois&t=20&twarm=5&reps=2',
    );
    const [group] = seedGroups(j);
    for (const r of results) expect(r.runs.map((x) => x.seed)).toEqual(group.seeds);
  });
});
