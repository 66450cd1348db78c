import { describe, expect, it } from 'vitest';
import { curvesView } from '../../../src/labs/illinois/curvesView';
import { scientific } from '../../../src/format/numbers';
import { lossyView } from '../../../src/labs/illinois/lossyView';
import { muScale, muVerdict } from '../../../src/labs/illinois/muReadout';
import { formatPdAxis, parsePdAxis, pdValues } from '../../../src/labs/illinois/pdAxis';
import { ILLINOIS_SCHEMA } from '../../../src/labs/illinois/scenario';
import { runSmmLevel } from '../../../src/labs/illinois/smmReport';
import { ratioAtMu, smmCharts } from '../../../src/labs/illinois/smmView';
import {
  runSmmPoint,
  smmJob,
  smmJobKey,
  smmPoints,
} from '../../../src/labs/illinois/worker/smmJob';
import { decodeQuery } from '../../../src/scenario/codec';

const scenario = (q: string) => {
  const d = decodeQuery(ILLINOIS_SCHEMA, `lab=illinois&${q}`);
  expect(d.problems).toEqual([]);
  return d.scenario;
};

describe('the curves view (Fig. 1)', () => {
  it('draws α and β (removed) from their limits, with d₁, d₂, d₃, d_m marked and the κ’s', () => {
    const v = curvesView(scenario('view=curves'));
    expect(v.alpha.series).toHaveLength(1);
    const a = v.alpha.series[0].points;
    const b = v.beta.series[0].points;
    expect([a[0], a[1]]).toEqual([0, 10]);
    expect(a[a.length - 2]).toBe(40);
    expect(a[a.length - 1]).toBeCloseTo(0.1, 12);
    expect([b[1], b[b.length - 1]]).toEqual([0.125, 0.5]);
    expect(v.alpha.references.map((r) => [r.label, r.x])).toEqual([
      ['d₁', 0.4],
      ['d₂', 4],
      ['d₃', 32],
      ['d_m', 40],
    ]);
    // η₁ = α_min/α_max: κ₂ = 0 and α = κ₁/dₐ with κ₁ = 4 α·ms
    expect(v.kappas.slice(0, 2)).toEqual(['κ₁ = 4 α·ms', 'κ₂ = 0 ms']);
    expect(v.csv().split('\n')[0]).toBe('d_a,alpha,beta_removed');
  });

  it('moves with the parameters, and overlays the other variant dashed when asked', () => {
    const moved = curvesView(scenario('view=curves&amax=5&eta1=0.1&dm=20'));
    const a = moved.alpha.series[0].points;
    expect(a[1]).toBe(5);
    expect(moved.alpha.references[0].x).toBeCloseTo(2, 12);
    const both = curvesView(scenario('view=curves&variant=linux&overlay=1'));
    expect(both.alpha.series.map((s) => [s.id, s.dashed])).toEqual([
      ['alpha-linux', false],
      ['alpha-paper', true],
    ]);
    // the kernel's α_min: ⌊0.3·128⌋/128 = 38/128
    const linux = both.alpha.series[0].points;
    expect(linux[linux.length - 1]).toBe(38 / 128);
    expect(both.csv().split('\n')[0]).toBe('variant,d_a,alpha,beta_removed');
  });
});

describe('the SMM view (Figs. 2-7)', () => {
  const s = scenario('view=smm&events=20000');
  const runs = (['light', 'medium', 'heavy'] as const).map((l) => runSmmLevel(s, l));

  it('runs in the worker exactly what the command line runs, one level per point', () => {
    const job = smmJob(s);
    const points = smmPoints();
    expect(points.map((p) => p.series)).toEqual(['light', 'medium', 'heavy']);
    expect(runSmmPoint(job, points[1]).run).toEqual(runs[1]);
    // the runs do not depend on the view, the basis or the curves' parameters
    expect(smmJobKey(scenario('view=curves&events=20000&basis=time&amax=3'))).toBe(smmJobKey(s));
  });

  it('shares the axes of a row across the levels, and draws the fit with slope −(1 + μ)', () => {
    const c = smmCharts(runs, 'events');
    expect(c.flowDomain).toEqual([0.5, 4.5]);
    expect(c.ratioDomain[0]).toBeLessThan(1);
    expect(c.ratioDomain[1]).toBeGreaterThan(1);
    for (const [k, l] of c.levels.entries()) {
      const fit = runs[k].atEvents.fit!;
      expect(l!.mu).toBe(fit.mu);
      const line = l!.log.find((x) => x.id.startsWith('fit-'))!.points;
      expect((line[3] - line[1]) / (line[2] - line[0])).toBeCloseTo(-(1 + fit.mu), 10);
      // every ratio with its 95 % interval inside the shared range
      const e = l!.ratio[0].errors!;
      for (const v of e) {
        expect(v).toBeGreaterThanOrEqual(c.ratioDomain[0]);
        expect(v).toBeLessThanOrEqual(c.ratioDomain[1]);
      }
    }
    // a level still running leaves its column empty
    expect(smmCharts([runs[0], undefined, undefined], 'time').levels.slice(1)).toEqual([
      null,
      null,
    ]);
  });

  it('x̄/x* under (27): 1 at μ = 0, the 1/T² allocation at μ = 1', () => {
    const t = [60, 80, 100, 120];
    for (const r of ratioAtMu(t, 0)) expect(r).toBeCloseTo(1, 14);
    const inv2 = t.map((x) => 1 / (x * x));
    const inv = t.map((x) => 1 / x);
    const s2 = inv2.reduce((a, b) => a + b);
    const s1 = inv.reduce((a, b) => a + b);
    ratioAtMu(t, 1).forEach((r, i) => expect(r).toBeCloseTo(inv2[i] / s2 / (inv[i] / s1), 14));
  });

  it('says where μ lands against the paper’s [0, 1]', () => {
    const e = [
      { level: 'light' as const, mu: 0.09, halfWidth: 0.01 },
      { level: 'medium' as const, mu: 0.18, halfWidth: 0.01 },
      { level: 'heavy' as const, mu: 0.33, halfWidth: 0.01 },
    ];
    expect(muVerdict(e, 'events')).toContain('every level lands inside');
    expect(muVerdict(e, 'events')).toContain('grows from light to heavy');
    const below = [{ ...e[0], mu: -0.06 }, e[1], e[2]];
    expect(muVerdict(below, 'time')).toContain('light falls outside');
    expect(muVerdict(below, 'time')).toContain('Remark 1');
    const scale = muScale(e);
    expect(scale.zeroAt).toBeCloseTo((100 * 0.1) / 1.2, 10);
    expect(scale.marks[1].at).toBeCloseTo((100 * 0.28) / 1.2, 10);
    expect(muScale(below).lo).toBeCloseTo(-0.12, 10);
  });
});

describe('the lossy-link view (eq. 31)', () => {
  it('draws three flat ratios, the bound, and reaches out to the no-queue threshold', () => {
    const v = lossyView(scenario('view=lossy'));
    expect(v.ratio.series.map((s) => s.id)).toEqual(['paper', 'sawtooth', 'random']);
    for (const s of v.ratio.series) {
      const ys = Array.from(s.points).filter((_, k) => k % 2 === 1);
      for (const y of ys) expect(y).toBeCloseTo(ys[0], 12);
    }
    expect(v.ratio.references[0]).toMatchObject({ y: Math.sqrt(40) });
    // ns-2 measured ≈ 4 with these values (Sec. 6.3)
    expect(v.paperSetting).toBe(true);
    expect(v.ratio.references.map((r) => r.label)).toContain('← queue builds');
    expect(v.xDomain[0]).toBeLessThan(v.report.noQueueLossThreshold);
    expect(v.xDomain[1]).toBe(0.05);
    expect(lossyView(scenario('view=lossy&amax=9')).paperSetting).toBe(false);
    expect(scientific(3.4e-4)).toBe('3.4·10⁻⁴');
  });
});

describe('the p_d axis', () => {
  it('reads a log-spaced range or a list, and writes it back', () => {
    const r = parsePdAxis('0.0005..0.05/5');
    expect(r.ok && formatPdAxis(r.value)).toBe('0.0005..0.05/5');
    const v = r.ok ? pdValues(r.value) : [];
    expect(v[0]).toBe(0.0005);
    expect(v[4]).toBe(0.05);
    expect(v[2]).toBeCloseTo(0.005, 15);
    const l = parsePdAxis('0.01,0.001');
    expect(l.ok && pdValues(l.value)).toEqual([0.001, 0.01]);
    for (const bad of ['0.1..0.01', '0..0.1', '0.01..0.1/1', '0.01..0.1/2/3', '1', 'x'])
      expect(parsePdAxis(bad).ok, bad).toBe(false);
  });
});
