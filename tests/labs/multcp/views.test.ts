import { describe, expect, it } from 'vitest';
import { slowStartCatchUpRtts } from '../../../src/engines/models/multcp';
import {
  COLORS,
  gainChart,
  gapChart,
  rbufferChart,
  slowStartChart,
  utilizationChart,
} from '../../../src/labs/multcp/chartSeries';
import { fairnessResult, policingCase } from '../../../src/labs/multcp/fairness';
import {
  addLink,
  applyDraft,
  draftOf,
  removeLink,
  routeText,
  updateFlow,
} from '../../../src/labs/multcp/fairnessDraft';
import { gainRows } from '../../../src/labs/multcp/gain';
import { pictureLayout } from '../../../src/labs/multcp/pictureLayout';
import { rbufferView } from '../../../src/labs/multcp/rbuffer';
import { MULTCP_DEFAULTS, type MultcpScenario } from '../../../src/labs/multcp/scenario';
import { slowStartRounds } from '../../../src/engines/models/multcp';

const at = (patch: Partial<MultcpScenario>): MultcpScenario => ({ ...MULTCP_DEFAULTS, ...patch });

describe('the charts’ series', () => {
  const finite = (pts: Float64Array) => pts.every((v) => Number.isFinite(v));

  it('gain view: curves over real N, dots at each integer N, the chosen N marked', () => {
    const s = at({ n: 3.5, nmax: 10 });
    const rows = gainRows(s);
    for (const c of [gainChart(s, rows), utilizationChart(s, rows), gapChart(s, rows)])
      for (const ser of c.series) expect(finite(ser.points), ser.id).toBe(true);
    expect(gainChart(s, rows).references[0]).toMatchObject({ x: 3.5 });
    // a chosen N beyond the axis widens it
    expect(gainChart(at({ n: 14.2 }), gainRows(at({ n: 14.2 }))).xDomain).toEqual([1, 15]);
  });

  it("the gap chart marks the maximum at N = 2 and paper 000's 2.5 % only for beta = 1/2", () => {
    const half = gapChart(at({}), gainRows(at({})));
    expect(half.marks[0].x).toBe(2);
    expect(half.marks[0].y).toBeCloseTo(100 / 48, 12);
    expect(half.references.map((r) => r.label)).toContain('paper 000: < 2.5 %');
    const s = at({ beta: 0.3 });
    const other = gapChart(s, gainRows(s));
    expect(other.marks[0].y).toBeCloseTo((100 * 0.49) / (8 * 1.3), 12);
    expect(other.references.map((r) => r.label)).not.toContain('paper 000: < 2.5 %');
  });

  it('slow start on a log2 scale: the windows’ logarithms, k_N and w_N as references', () => {
    const rounds = slowStartRounds(4);
    const c = slowStartChart(rounds, slowStartCatchUpRtts(4), 42.78);
    expect(c.series[0].points[1]).toBeCloseTo(2, 14); // log2(4 TCPs x 1 packet)
    expect(c.references[1].y).toBeCloseTo(Math.log2(42.78), 14);
  });

  it('receive buffer: T = B_R/R up to the knee, flat after, the knee marked', () => {
    const s = at({ view: 'rbuffer' });
    const v = rbufferView(s);
    const c = rbufferChart(v, s.rtt);
    const tcp = c.series.find((x) => x.id === 'tcp')!;
    expect(Array.from(tcp.points)).toEqual([
      0,
      0,
      v.tcp.knee,
      v.tcp.lossLimited,
      20,
      v.tcp.lossLimited,
    ]);
    expect(c.references).toEqual([{ x: v.tcp.knee, label: 'knee 6.27 kB', color: COLORS.tcp }]);
    // a knee beyond the axis is not drawn, and the line is B_R / R all the way
    const far = rbufferView(at({ view: 'rbuffer', brmax: 5 }));
    expect(rbufferChart(far, 100).references).toEqual([]);
  });
});

describe('the fairness view', () => {
  it("finds Fig. 6's point: the larger N gets less on the shared link because of the other", () => {
    const r = fairnessResult(
      [10, 2],
      [
        { id: 'a', route: [1, 2], weight: 4 },
        { id: 'b', route: [1], weight: 1 },
        { id: 'c', route: [2], weight: 1 },
      ],
    );
    expect(policingCase(r)).toEqual({ big: 0, small: 1, shared: 0, further: 1 });
    expect(policingCase(fairnessResult([12], MULTCP_DEFAULTS.flows))).toBeNull();
  });

  it('the picture: a row per flow with a bar per link of its route, a column per link', () => {
    const r = fairnessResult(
      [10, 10, 10],
      [
        { id: 'a', route: [1, 3], weight: 1 },
        { id: 'b', route: [2], weight: 1 },
      ],
    );
    const lay = pictureLayout(r.net);
    expect(lay.columns).toHaveLength(3);
    expect(lay.rows.map((x) => x.bars.length)).toEqual([2, 1]);
    expect(lay.rows[0].span[1]).toBe(lay.columns[2].x + lay.columns[2].w);
  });
});

describe('the network editor’s draft', () => {
  const s = at({
    view: 'fairness',
    links: [10, 5, 3],
    flows: [
      { id: 'a', route: [1, 3], weight: 2 },
      { id: 'b', route: [2], weight: 1 },
      { id: 'c', route: [3], weight: 1 },
    ],
  });

  it('reads routes typed as "1 2", "l1-l2" or "1,2"', () => {
    expect(routeText(' l1  l3 ')).toBe('1-3');
    expect(routeText('1,2')).toBe('1-2');
    expect(routeText('2-x')).toBe('2-x');
  });

  it('a weight edit is applied through the schema', () => {
    const r = applyDraft(s, updateFlow(draftOf(s), 1, { weight: '3' }));
    expect(r.ok && r.scenario.flows[1].weight).toBe(3);
  });

  it('an invalid draft is not applied and says why, naming the parameter', () => {
    const r = applyDraft(s, updateFlow(draftOf(s), 0, { route: '1-9' }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0].param).toBe('flows');
      expect(r.problems[0].reason).toContain('flow a crosses link 9');
    }
  });

  it('removing a link renumbers the routes after it; adding one adds a flow over it', () => {
    const d = removeLink(draftOf(s), 1);
    expect(d.links).toEqual(['10', '3']);
    // (routes show their links by name, l1 l2, as in the Multipath TCP lab's editor)
    expect(d.flows.map((f) => f.route)).toEqual(['l1 l2', '', 'l2']);
    expect(applyDraft(s, d).ok).toBe(false); // b lost its only link
    const added = addLink(draftOf(s));
    expect(added.links).toHaveLength(4);
    expect(added.flows[3]).toEqual({ id: 'f4', route: 'l4', weight: '1' });
    expect(applyDraft(s, added).ok).toBe(true);
  });
});
