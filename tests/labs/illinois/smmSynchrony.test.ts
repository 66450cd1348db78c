import { describe, expect, it } from 'vitest';
import { CONGESTION_LEVELS } from '../../../src/engines/models/illinois';
import { muVerdict, type MuEntry } from '../../../src/labs/illinois/muReadout';
import { ILLINOIS_SCHEMA } from '../../../src/labs/illinois/scenario';
import { runSmmLevel } from '../../../src/labs/illinois/smmReport';
import { smmCharts } from '../../../src/labs/illinois/smmView';
import { decodeQuery } from '../../../src/scenario/codec';

/**
 * The μ strip's reading of (27): μ grows with the congestion because the back-offs get more
 * synchronized. The strip shows, beside each level's μ, how many flows back off per event, and
 * says the reading only when the run shows both growing. Figs. 2-4's network (N = 4, RTTs 60-120
 * ms) at the three levels, as the page runs it.
 */
function entriesOf(q: string, basis: 'events' | 'time'): MuEntry[] {
  const s = decodeQuery(ILLINOIS_SCHEMA, `lab=illinois&view=smm&${q}`).scenario;
  const runs = CONGESTION_LEVELS.map((l) => runSmmLevel(s, l));
  return smmCharts(runs, basis).levels.map((l) => ({
    level: l!.level,
    mu: l!.mu!,
    halfWidth: l!.muHalfWidth!,
    backoffs: l!.backoffs,
    flows: l!.flows,
  }));
}

describe('the μ strip: synchronized back-offs and μ', () => {
  it('N = 4: more flows back off per event from light to heavy, and μ grows with them', () => {
    const e = entriesOf('n=4&rtt=60,80,100,120', 'events');
    const b = e.map((x) => x.backoffs!);
    // light: M uniform on 1..2, heavy on 1..8: 1.35, 1.88, 2.51 flows of 4
    expect(b[0]).toBeGreaterThan(1);
    expect(b[1]).toBeGreaterThan(b[0] + 0.3);
    expect(b[2]).toBeGreaterThan(b[1] + 0.3);
    expect(b[2]).toBeLessThan(4);
    expect(e[1].mu - e[1].halfWidth).toBeGreaterThan(e[0].mu + e[0].halfWidth);
    expect(e[2].mu - e[2].halfWidth).toBeGreaterThan(e[1].mu + e[1].halfWidth);
    const verdict = muVerdict(e, 'events');
    expect(verdict).toContain(
      `${b.map((x) => x.toFixed(1)).join(', ')} of 4 (light, medium, heavy): the more synchronized the back-offs, the larger μ`,
    );
  });

  it('says where the run does not show it', () => {
    const e = entriesOf('n=4&rtt=60,80,100,120', 'events');
    const flat = [e[0], { ...e[1], mu: e[0].mu }, e[2]];
    expect(muVerdict(flat, 'events')).toContain('but μ does not follow them here');
    expect(muVerdict(flat, 'events')).not.toContain('the more synchronized');
    const same = e.map((x) => ({ ...x, backoffs: e[0].backoffs }));
    expect(muVerdict(same, 'events')).toContain('do not grow with the congestion here');
    // without the back-offs (an older caller), no word on them
    expect(
      muVerdict(
        e.map(({ level, mu, halfWidth }) => ({ level, mu, halfWidth })),
        'events',
      ),
    ).not.toContain('back off');
  });
});
