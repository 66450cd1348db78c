import { describe, expect, it } from 'vitest';
import {
  analyze,
  checkConditions,
  compileNetwork,
  type ConditionChecks,
} from '../../../src/engines/fluid';
import { decodeQuery } from '../../../src/scenario/codec';
import { analysisView } from '../../../src/labs/mptcp/analysisView';
import {
  pricesCsv,
  rateSeries,
  ratesCsv,
  timeReferences,
} from '../../../src/labs/mptcp/chartSeries';
import { conditionRows, pickChecks } from '../../../src/labs/mptcp/conditionRows';
import { tableIISentence } from '../../../src/labs/mptcp/explain';
import { specLabel } from '../../../src/labs/mptcp/algorithmLabels';
import { routeClasses, sourceGroups } from '../../../src/labs/mptcp/groups';
import { LiveTrajectory, phaseAt, phaseLine } from '../../../src/labs/mptcp/liveTrajectory';
import { TRY_THIS } from '../../../src/labs/mptcp/presets';
import { defaultAxis, firstShown, sampling } from '../../../src/labs/mptcp/sampling';
import { MPTCP_SCHEMA, toNetwork, type MptcpScenario } from '../../../src/labs/mptcp/scenario';

const scenario = (q: string): MptcpScenario => decodeQuery(MPTCP_SCHEMA, q).scenario;

describe('names as the lab shows them', () => {
  it('labels a generalized and an EWTCP source with their parameters', () => {
    expect(specLabel({ name: 'generalized', beta: 0.2, n: Infinity, eta: 0.5 })).toBe(
      'Generalized (β = 0.2, n = ∞, η = 0.5)',
    );
    expect(specLabel({ name: 'ewtcp', a: 1 })).toBe('EWTCP (a = 1)');
  });
});

describe('the live trajectory and the lines drawn from it', () => {
  it('grows, and draws routes, prices and piecewise equilibria', () => {
    const d = new LiveTrajectory(2, 1);
    for (let k = 0; k < 300; k++)
      d.push({ t: Float64Array.of(k), x: Float64Array.of(k, 2 * k), p: Float64Array.of(k / 100) });
    expect(d.count).toBe(300);
    expect(Array.from(d.routeLine(1).subarray(0, 6))).toEqual([0, 0, 1, 2, 2, 4]);
    expect(Array.from(d.routeLine(0, 298.5))).toEqual([299, 299]);
    expect(Array.from(d.priceLine(0, 100).subarray(2, 4))).toEqual([1, 1]);
    expect(d.lastSum([0, 1])).toBe(897);
    expect(() =>
      d.push({ t: Float64Array.of(1), x: Float64Array.of(1), p: Float64Array.of(0) }),
    ).toThrow();
    const phases = [
      { from: 0, to: 40, x: Float64Array.of(2, 2), p: Float64Array.of(0) },
      { from: 40, to: 80, x: Float64Array.of(1, 3), p: Float64Array.of(0) },
    ];
    expect(Array.from(phaseLine(phases, (ph) => ph.x[1]))).toEqual([
      0,
      2,
      40,
      2,
      40,
      NaN,
      40,
      3,
      80,
      3,
    ]);
    expect(Array.from(phaseLine(phases, (ph) => ph.x[0], 50))).toEqual([50, 1, 80, 1]);
  });

  it('gives each drawn route a solid line and its equilibrium dashed in the same colour', () => {
    const s = scenario('lab=mptcp&net=responsiveness');
    const net = toNetwork(s);
    const n = compileNetwork(net);
    const view = analysisView(n, analyze(n, 150), 150);
    expect(view.phases.map((ph) => [ph.from, ph.to])).toEqual([
      [0, 40],
      [40, 80],
      [80, 150],
    ]);
    expect(phaseAt(view, 50).from).toBe(40);
    expect(phaseAt(view, 150).from).toBe(80);
    const groups = sourceGroups(net);
    const classes = routeClasses(net, groups);
    const data = new LiveTrajectory(n.nR, n.nL);
    data.push({ t: Float64Array.of(0, 1), x: new Float64Array(6).fill(1), p: new Float64Array(4) });
    const series = rateSeries(data, classes, view);
    expect(series).toHaveLength(6);
    expect(series.filter((x) => x.dashed).map((x) => x.color)).toEqual(classes.map((c) => c.color));
    // the single-path flow's equilibrium: zero, then its share while it is there, then zero
    const sp = series[5].points;
    expect([sp[1], sp[7], sp[13]].map((v) => Number(v.toFixed(3)))).toEqual([0, 1.661, 0]);
    expect(ratesCsv(data, classes).split('\n')[0]).toBe(
      'time_s,mp route 1 (link1) (Mbit/s),mp route 2 (link2) (Mbit/s),sp (link2) (Mbit/s)',
    );
    expect(pricesCsv(data, net).split('\n')[1]).toBe('0,0,0');
    const refs = timeReferences(groups, 150, 100);
    expect(refs.map((r) => [r.x, r.label])).toEqual([
      [40, 'sp joins'],
      [80, 'sp leaves'],
      [100, ''],
    ]);
    expect(timeReferences(groups, 150, 140).at(-1)?.label).toBe('t = 140.0 s');
  });

  it('samples as the report does, and shows at most 2000 evenly spaced samples', () => {
    expect(sampling(scenario('lab=mptcp'))).toMatchObject({ stride: 1, count: 1001, display: 1 });
    expect(sampling(scenario('lab=mptcp&net=responsiveness'))).toMatchObject({
      stride: 30,
      count: 30001,
      display: 30,
    });
    expect(sampling(scenario('lab=mptcp&t=100&dt=0.01'))).toMatchObject({
      count: 10001,
      display: 6,
    });
    expect(firstShown(scenario('lab=mptcp'))).toBeCloseTo(0.06, 12);
    expect(defaultAxis(scenario('lab=mptcp'))).toBe('log');
    expect(defaultAxis(scenario('lab=mptcp&net=responsiveness'))).toBe('linear');
  });
});

describe('Table I rows', () => {
  const checksOf = (q: string) => {
    const n = compileNetwork(toNetwork(scenario(q)));
    const a = analyze(n);
    return { a, c: pickChecks(a.conditions, scenario(q).alg)! };
  };

  it('shows the paper’s verdict beside the check at the equilibrium, and whether they agree', () => {
    const { a, c } = checksOf('lab=mptcp&alg=balia');
    const rows = conditionRows(c, a.routingFullRowRank);
    expect(rows.map((r) => r.id)).toEqual(['C0', 'C1', 'C2', 'C3', 'C4', 'C5']);
    expect(rows.map((r) => [r.paper, r.here, r.agrees])).toEqual([
      ['no', 'fails', true],
      ['yes', 'n/a', null],
      ['yes, with conditions', 'holds', null],
      ['yes, with conditions', 'holds', null],
      ['yes', 'holds', true],
      ['yes', 'n/a', null],
    ]);
    expect(JSON.stringify(rows)).not.toContain('NaN');
  });

  it('says where a check cannot be made (Coupled: a singular Jacobian)', () => {
    const { a, c } = checksOf('lab=mptcp&alg=coupled');
    const rows = conditionRows(c, a.routingFullRowRank);
    expect(rows[2]).toMatchObject({ id: 'C2', paper: 'no', here: 'fails' });
    expect(rows[4].here).toBe('n/a');
    expect(rows[4].detail).toMatch(/singular/);
  });

  it('picks a multipath source running the lab’s algorithm', () => {
    const base = { paper: {} } as unknown as ConditionChecks;
    const list = [
      { ...base, source: 'sp', algorithm: 'tcp' },
      { ...base, source: 'a', algorithm: 'max' },
      { ...base, source: 'b', algorithm: 'balia' },
    ] as ConditionChecks[];
    expect(pickChecks(list, 'balia')?.source).toBe('b');
    expect(pickChecks(list, 'coupled')?.source).toBe('a');
    expect(pickChecks(list.slice(0, 1), 'balia')).toBeNull();
    expect(checkConditions).toBeTypeOf('function');
  });
});

describe('presets and sentences', () => {
  it('"try this" links are canonical URLs that decode without problems', () => {
    expect(TRY_THIS.map((p) => p.id)).toEqual([
      'fig1',
      'table1',
      'table3',
      'fig3',
      'table4',
      'table4-balia',
      'fig4-window',
      'table3-window',
      'table4-window',
      'custom3',
    ]);
    for (const p of TRY_THIS) {
      const d = decodeQuery(MPTCP_SCHEMA, p.query);
      expect(d.problems).toEqual([]);
      expect(d.scenario).toEqual(p.scenario);
    }
    expect(TRY_THIS[2].query).toBe('lab=mptcp');
    expect(TRY_THIS[1].query).toBe('lab=mptcp&alg=coupled');
  });

  it('states Table II with the live numbers', () => {
    const s = scenario('lab=mptcp');
    const n = compileNetwork(toNetwork(s));
    const view = analysisView(n, analyze(n, 60), 60);
    const text = tableIISentence(s, view, []);
    expect(text).toContain('Balia (eq. 12) gives the MP-TCP users 58.5 %');
    expect(text).toContain('λ̄ = −4.85 /s');
    expect(text).not.toContain('NaN');
  });
});
