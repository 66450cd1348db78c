import { describe, expect, it } from 'vitest';
import { cubicTarget } from '../../../src/labs/dumbbell/cubicCurve';
import { internalsView, type InternalsPanel } from '../../../src/labs/dumbbell/internalsView';
import type { TraceFrame } from '../../../src/labs/dumbbell/worker/protocol';
import { scenario } from './worker/helpers';

/**
 * A chunk of samples at t = from, from + 1, ...: the drawn flows' cwnd 10 + t, and the given
 * module columns with value(column, t).
 */
function chunk(
  from: number,
  count: number,
  flows: number[],
  columns: { flow: number; name: string }[],
  value: (c: { flow: number; name: string }, t: number) => number,
): TraceFrame {
  const t = Float64Array.from({ length: count }, (_, k) => from + k);
  const m = flows.length;
  const cwnd = new Float64Array(count * m);
  const internals = new Float64Array(count * columns.length);
  t.forEach((x, k) => {
    flows.forEach((_, j) => (cwnd[k * m + j] = 10 + x));
    columns.forEach((c, i) => (internals[k * columns.length + i] = value(c, x)));
  });
  return {
    flows: Int32Array.from(flows),
    t,
    cwnd,
    sum: t.map((x) => 2 * x),
    queue: t.slice(),
    internalColumns: columns,
    internals,
    gap: false,
    dropT: new Float64Array(0),
    dropFlow: new Int32Array(0),
  };
}

const illinoisColumns = (flow: number) =>
  ['da', 'dm', 'alpha', 'beta'].map((name) => ({ flow, name }));
const ys = (xy: Float64Array) => Array.from(xy.filter((_, k) => k % 2 === 1));
const xs = (xy: Float64Array) => Array.from(xy.filter((_, k) => k % 2 === 0));
const byId = (ps: InternalsPanel[]) => Object.fromEntries(ps.map((p) => [p.id, p]));

describe('the internals view', () => {
  const illinois = scenario({ n: 2, cc: ['illinois', 'reno'] });
  const value = (c: { name: string }, t: number) =>
    ({ da: 0.001 * t, dm: 0.04, alpha: 10 - t, beta: 0.125 })[c.name] as number;

  it("draws Illinois's d_a against d_1, d_2, d_3 and d_m (ms), then α and β (removed)", () => {
    const v = internalsView(illinois, [chunk(0, 10, [0, 1], illinoisColumns(0), value)], 2.5, 6);
    expect(v.map((p) => p.id)).toEqual(['illinois-delay', 'illinois-alpha', 'illinois-beta']);
    const p = byId(v);
    const delay = p['illinois-delay'];
    expect(delay.series.map((s) => s.label)).toEqual([
      'flow 1: d_a',
      'd_1 = η₁ d_m',
      'd_2 = η₂ d_m',
      'd_3 = η₃ d_m',
      'd_m, the largest delay seen',
    ]);
    // the samples in range and one on each side, d_a in ms
    expect(xs(delay.series[0].points)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(ys(delay.series[0].points)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(ys(delay.series[3].points)[0]).toBeCloseTo(32); // η₃ = 0.8 of 40 ms
    expect(ys(delay.series[1].points)[0]).toBeCloseTo(0.4);
    expect(p['illinois-alpha'].references).toEqual([
      { y: 10, label: 'α_max = 10' },
      { y: 0.1, label: 'α_min = 0.1' },
    ]);
    expect(p['illinois-beta'].title).toBe('TCP-Illinois: β (removed)');
    expect(p['illinois-beta'].series[0].label).toBe('flow 1: β (removed)');
    expect(p['illinois-beta'].references.map((r) => r.y)).toEqual([0.5, 0.125]);
    expect(p['illinois-alpha'].row).toBe(p['illinois-beta'].row);
    expect(v.every((x) => !x.empty)).toBe(true);
    expect(delay.yMax).toBeCloseTo(40);
  });

  it('shows the panels, empty, before the first sample; none for modules without state', () => {
    const v = internalsView(illinois, [], 0, 30);
    expect(v.map((p) => p.id)).toEqual(['illinois-delay', 'illinois-alpha', 'illinois-beta']);
    expect(v.every((p) => p.empty)).toBe(true);
    expect(internalsView(scenario({ n: 2 }), [], 0, 30)).toEqual([]);
    expect(internalsView(scenario({ n: 2, cc: ['multcp'] }), [], 0, 30)).toEqual([]);
    expect(internalsView(scenario({ n: 2, cc: ['aimd'] }), [], 0, 30)).toEqual([]);
  });

  it('draws at most four flows of one module and says which', () => {
    const s = scenario({ n: 6, cc: ['illinois'] });
    const flows = [0, 1, 2, 3, 4, 5];
    const c = chunk(0, 5, flows, flows.flatMap(illinoisColumns), value);
    const delay = internalsView(s, [c], 0, 5)[0];
    expect(delay.series.filter((x) => x.label.endsWith('d_a')).map((x) => x.label)).toEqual([
      'flow 1: d_a',
      'flow 2: d_a',
      'flow 3: d_a',
      'flow 4: d_a',
    ]);
    expect(delay.subtitle).toContain('flows 1-4 of the 6 running it');
    expect(delay.series.find((x) => x.id === 'd3')?.label).toBe('d_3 = η₃ d_m (flow 1)');
  });

  it("draws Vegas's diff against α and β, HS-TCP's a(w) and b(w) side by side", () => {
    const col = [{ flow: 1, name: 'diff' }];
    const s = scenario({ n: 2, cc: ['reno', 'vegas'] });
    const v = internalsView(s, [chunk(0, 4, [0, 1], col, (_, t) => t / 2)], 0, 4)[0];
    expect(v.id).toBe('vegas');
    expect(v.series.map((x) => x.label)).toEqual(['flow 2: diff']);
    expect(v.references).toEqual([{ y: 2, label: 'α = β = 2' }]);
    const apart = internalsView({ ...s, valpha: 1, vbeta: 3 }, [], 0, 4)[0];
    expect(apart.references).toEqual([
      { y: 1, label: 'α = 1' },
      { y: 3, label: 'β = 3' },
    ]);
    const hs = internalsView(scenario({ n: 1, cc: ['highspeed'] }), [], 0, 4);
    expect(hs.map((p) => p.id)).toEqual(['highspeed-a', 'highspeed-b']);
    expect(hs[0].row).toBe(hs[1].row);
  });

  it("draws BIC-TCP's window with W_max (none before the first loss), Compound's d and diff against γ", () => {
    const b = scenario({ n: 1, cc: ['bic'] });
    const c = chunk(0, 6, [0], [{ flow: 0, name: 'wmax' }], (_, t) => (t < 3 ? 0 : 20));
    const [p] = internalsView(b, [c], 0, 6);
    expect(p.id).toBe('bic');
    expect(p.series.map((x) => x.label)).toEqual(['flow 1: cwnd', 'flow 1: W_max']);
    expect(ys(p.series[0].points)[0]).toBe(10);
    expect(ys(p.series[1].points).slice(0, 3).every(Number.isNaN)).toBe(true);
    expect(ys(p.series[1].points).slice(3)).toEqual([20, 20, 20]);
    expect(p.subtitle).toContain('by at most 16 packets per RTT');
    const ct = scenario({ n: 2, cc: ['reno', 'compound'], ctgamma: 10 });
    const cols = ['dwnd', 'diff'].map((name) => ({ flow: 1, name }));
    const v = internalsView(
      ct,
      [chunk(0, 4, [0, 1], cols, (x, t) => (x.name === 'dwnd' ? t : 5))],
      0,
      4,
    );
    expect(v.map((x) => x.id)).toEqual(['compound-dwnd', 'compound-diff']);
    expect(v[0].row).toBe(v[1].row);
    expect(v[0].series.map((x) => x.label)).toEqual(['flow 2: d']);
    expect(ys(v[0].series[0].points)).toEqual([0, 1, 2, 3]);
    expect(v[1].references).toEqual([{ y: 10, label: 'γ = 10' }]);
  });

  it("draws CUBIC's window, W_max (none before the first loss) and the cubic curve", () => {
    const s = scenario({ n: 1, cc: ['cubic'] });
    const cols = ['wmax', 'k', 'west'].map((name) => ({ flow: 0, name }));
    const c = chunk(0, 6, [0], cols, (x, t) => (x.name === 'wmax' && t < 3 ? 0 : 1));
    const [p] = internalsView(s, [c], 0, 6);
    expect(p.id).toBe('cubic');
    expect(p.series.map((x) => x.label)).toEqual([
      'flow 1: cwnd',
      'flow 1: W(t) = C (t − K)³ + W_max',
      'flow 1: W_max',
    ]);
    expect(ys(p.series[2].points).slice(0, 3).every(Number.isNaN)).toBe(true);
    expect(ys(p.series[0].points)[0]).toBe(10);
    expect(p.empty).toBe(false);
  });
});

describe("CUBIC's curve from W_max, K and W_est", () => {
  const C = 0.4;
  it('starts an epoch where W_est is the curve at its start, half a sample before', () => {
    // a slow start ended at t = 1 with W_max = cwnd = 50, K = 0; a loss at t = 4.2 (W_max 100
    // kept, K still 0: no curve); congestion avoidance again at t ≈ 5.5 from 70 packets
    const K = Math.cbrt((100 - 70) / C);
    const t = [0, 1, 2, 3, 4, 5, 6, 7];
    const wmax = [0, 50, 50, 50, 50, 100, 100, 100];
    const k = [0, 0, 0, 0, 0, 0, K, K];
    const west = [0, 50, 50.2, 50.4, 50.6, 50.6, 70, 70.3];
    const y = cubicTarget(t, wmax, k, west, C);
    expect(Number.isNaN(y[0])).toBe(true);
    // first epoch from t = 0.5: flat start at 50
    expect(y[1]).toBeCloseTo(C * 0.5 ** 3 + 50);
    expect(y[3]).toBeCloseTo(C * 2.5 ** 3 + 50);
    // W_max changed at the loss but W_est is not the curve's start: no curve
    expect(Number.isNaN(y[5])).toBe(true);
    // the new epoch from t = 5.5
    expect(y[6]).toBeCloseTo(C * (0.5 - K) ** 3 + 100);
    expect(y[7]).toBeCloseTo(C * (1.5 - K) ** 3 + 100);
  });
});
