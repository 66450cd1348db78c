import { describe, expect, it } from 'vitest';
import { simInProcess as sim } from '../../cli/simCommand';
import { SMM_COLUMNS } from '../../../src/labs/illinois/csv';

const json = async (q: string) => {
  const r = await sim(q);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};

const BRIEF = 'lab=illinois&view=smm&n=4&congestion=medium&rtt=60,80,100,120&events=100000&seed=1';

describe('npm run sim -- "lab=illinois&…"', () => {
  it('view=smm prints μ, x̄/x* and Std/x̄ per flow in the order of rtt, with half-widths and the fit', async () => {
    const r = await json(BRIEF);
    expect(r.lab).toBe('illinois');
    expect(r.scenario).toMatchObject({ lab: 'illinois', view: 'smm', rtt: [60, 80, 100, 120] });
    const s = r.summary;
    expect(s).toMatchObject({ congestion: 'medium', mMax: 4, basis: 'events' });
    for (const k of ['ratio', 'ratioHalfWidth', 'cv', 'cvHalfWidth', 'mean', 'xStar'])
      expect(s[k], k).toHaveLength(4);
    expect(s.mu).toBeGreaterThan(0);
    expect(s.mu).toBeLessThan(1);
    expect(s.muHalfWidth).toBeGreaterThan(0);
    expect(s.muHalfWidth).toBeLessThan(0.05);
    expect(s.mu).toBeCloseTo(-s.fit.slope - 1, 12);
    // x* is the equal-window allocation: x*_i T_i is the same for every flow, and Σ x* = C
    const wStar = s.xStar.map((x: number, i: number) => x * s.rttMs[i]);
    for (const w of wStar) expect(w).toBeCloseTo(wStar[0], 6);
    expect(s.xStar.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(12_500, 6);
    // the longest RTT gets less than its equal-window share (μ > 0)
    expect(s.ratio[0]).toBeGreaterThan(1);
    expect(s.ratio[3]).toBeLessThan(1);
    // Theorem 4.3, eq. (20): T_i² E[x_i q_i] is the same for every flow
    for (const v of s.theorem43) expect(v / s.theorem43[0]).toBeCloseTo(1, 2);
    expect(s.other.basis).toBe('time');
  });

  it('equal RTTs: every x̄ᵢ/xᵢ* is 1 within its interval (Theorem 4.2), and there is no slope', async () => {
    const medium = (await json('lab=illinois&view=smm&n=4&rtt=100')).summary;
    expect(medium.mu).toBeNull();
    expect(medium.fit).toBeNull();
    medium.ratio.forEach((r: number, i: number) =>
      expect(Math.abs(r - 1)).toBeLessThanOrEqual(medium.ratioHalfWidth[i]),
    );
    // 12 intervals of 95 %: one may miss 1 by chance; none by more than two half-widths
    const all = (await json('lab=illinois&view=smm&n=4&rtt=100&congestion=all')).levels;
    for (const l of all)
      l.ratio.forEach((r: number, i: number) =>
        expect(Math.abs(r - 1)).toBeLessThanOrEqual(2 * l.ratioHalfWidth[i]),
      );
  });

  it('congestion=all prints the three levels, μ growing from light to heavy', async () => {
    const r = await json('lab=illinois&view=smm&congestion=all&events=20000');
    expect(r.summary).toBeUndefined();
    expect(r.levels.map((l: { congestion: string }) => l.congestion)).toEqual([
      'light',
      'medium',
      'heavy',
    ]);
    expect(r.levels.map((l: { mMax: number }) => l.mMax)).toEqual([2, 4, 8]);
    const [a, b, c] = r.levels.map((l: { mu: number }) => l.mu);
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
  });

  it('view=smm --format csv: one row per flow and level', async () => {
    const r = await sim('lab=illinois&view=smm&events=5000&congestion=all', '--format', 'csv');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe(SMM_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 12);
    expect(lines[1].startsWith('light,1,60,')).toBe(true);
  });

  it('view=curves: f₁ and f₂ over [0, d_m], checked against eqs. (2)-(4) computed here', async () => {
    const r = await json('lab=illinois&view=curves&points=41');
    const c = r.curves;
    expect(c.d_a).toHaveLength(41);
    expect(c.d_a[0]).toBe(0);
    expect(c.d_a[40]).toBe(40);
    const n = c.alpha.length - 1;
    // at d_a = 0 and d_m: α_max and α_min, β_min and β_max
    expect(c.alpha[0] / c.alpha[n]).toBeCloseTo(10 / 0.1, 9);
    expect(c.beta_removed[0] / c.beta_removed[n]).toBeCloseTo(0.125 / 0.5, 12);
    // (4) with d_m = 40 ms, d1 = 0.4, d2 = 4, d3 = 32, evaluated in the test's own words
    const [dm, d1, d2, d3] = [40, 0.4, 4, 32];
    const k1 = ((dm - d1) * 0.1 * 10) / (10 - 0.1);
    const k2 = ((dm - d1) * 0.1) / (10 - 0.1) - d1;
    const k3 = (0.125 * d3 - 0.5 * d2) / (d3 - d2);
    const k4 = (0.5 - 0.125) / (d3 - d2);
    c.d_a.forEach((d: number, k: number) => {
      expect(c.alpha[k]).toBeCloseTo(d <= d1 ? 10 : k1 / (k2 + d), 9);
      const beta = d <= d2 ? 0.125 : d >= d3 ? 0.5 : k3 + k4 * d;
      expect(c.beta_removed[k]).toBeCloseTo(beta, 12);
    });
    expect(c.kappas.kappa1).toBeCloseTo(k1, 9);
    expect(c.kappas.kappa4).toBeCloseTo(k4, 12);
    expect(r.overlay).toBeNull();
    expect(r.rules.theta).toContain('θ = 5');
  });

  it('view=curves --format csv has the columns d_a, alpha, beta_removed', async () => {
    const r = await sim('lab=illinois&view=curves&points=5', '--format', 'csv');
    expect(r.stdout).toBe(
      'd_a,alpha,beta_removed\n0,10,0.125\n10,0.39999999999999997,0.20535714285714285\n20,0.2,0.3392857142857143\n30,0.13333333333333336,0.4732142857142857\n40,0.09999999999999999,0.5\n',
    );
  });

  it("view=lossy: α_max = 9 gives the paper's 6 as the bound, and the ratio is flat in p_d", async () => {
    const r = await json('lab=illinois&view=lossy&amax=9');
    expect(r.bound).toBeCloseTo(6, 12);
    expect(r.points).toHaveLength(21);
    for (const p of r.points) {
      expect(p.ratio.paper).toBeCloseTo(6, 12);
      expect(p.ratio.sawtooth).toBeCloseTo(Math.sqrt((9 * (2 - 0.125)) / (2 * 0.125) / 1.5), 12);
      expect(p.valid).toBe(true);
    }
    // Sec. 6.3's link: BDP 500 packets; α_max = 10 puts the threshold at 3.4e-4
    expect((await json('lab=illinois&view=lossy')).noQueueLossThreshold).toBeCloseTo(
      (2 * 10) / (0.125 * 1.875 * 500 * 500),
      15,
    );
    const csv = await sim('lab=illinois&view=lossy&pd=0.001,0.01', '--format', 'csv');
    expect(csv.stdout.split('\n')[0]).toBe(
      'pd,ratio_paper,ratio_sawtooth,ratio_random,bound,valid',
    );
  });

  it('a bad parameter: exit 2, named on stderr, nothing on stdout', async () => {
    for (const q of [
      'lab=illinois&amax=abc',
      'lab=illinois&view=smm&rtt=60,0',
      'lab=illinois&basis=hours',
    ]) {
      const r = await sim(q);
      expect(r.code, q).toBe(2);
      expect(r.stdout, q).toBe('');
      expect(r.stderr, q).toMatch(/^(amax|rtt|basis):/m);
    }
  });

  it('--help lists the lab and its parameters', async () => {
    const r = await sim('--help');
    expect(r.stdout).toContain('lab=illinois');
    expect(r.stdout).toContain('REMOVED');
    for (const p of ['amax', 'bmin', 'wthresh', 'eta3', 'theta', 'dm', 'congestion', 'basis', 'pd'])
      expect(r.stdout).toMatch(new RegExp(`\\n  ${p} `));
  });
});
