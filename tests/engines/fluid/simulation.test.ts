import { describe, expect, it } from 'vitest';
import {
  convergenceTime,
  FluidSimulation,
  friendlinessNetwork,
  responsivenessNetwork,
  simulate,
  solveEquilibrium,
  spectrum,
  TWO_LINKS_DEFAULTS,
  twoLinksNetwork,
  type AlgorithmSpec,
  type Network,
} from '../../../src/engines/fluid';
import { Dopri5 } from '../../../src/engines/fluid/integrator';
import { compile, label } from './helpers';

describe('Dormand-Prince 5(4)', () => {
  it('its dense output follows y = e^t to the tolerance between the steps', () => {
    const ode = new Dopri5(
      { size: 1, rhs: (y, dy) => void (dy[0] = y[0]) },
      { rtol: 1e-10, atol: Float64Array.of(1e-12), hMax: 1 },
    );
    ode.reset(0, [1]);
    const out = new Float64Array(1);
    let worst = 0;
    while (ode.t < 2) {
      ode.step(2);
      for (let k = 0; k <= 10; k++) {
        const t = ode.tPrev + ((ode.t - ode.tPrev) * k) / 10;
        ode.interpolate(t, out);
        worst = Math.max(worst, Math.abs(out[0] - Math.exp(t)) / Math.exp(t));
      }
    }
    expect(ode.steps).toBeGreaterThan(5);
    // local errors ~1e-10 per step, a few dozen steps, and a 4th-order interpolant of the same size
    expect(worst).toBeLessThan(1e-8);
  });

  it("keeps a projected state at zero: y' = -1 while y > 0 gives max(1 - t, 0)", () => {
    const ode = new Dopri5(
      { size: 1, rhs: (y, dy) => void (dy[0] = y[0] > 0 ? -1 : 0) },
      { rtol: 1e-8, atol: Float64Array.of(1e-10), hMax: 0.1 },
    );
    ode.reset(0, [1]);
    while (ode.t < 0.5) ode.step(0.5);
    expect(ode.y[0]).toBeCloseTo(0.5, 8);
    while (ode.t < 2) ode.step(2);
    expect(ode.y[0]).toBe(0);
  });
});

const MBPS10 = { cMbps: 10, rttMs: 20 };
const stable: AlgorithmSpec[] = [
  { name: 'ewtcp', a: 1 },
  { name: 'ewtcp', a: 4 },
  { name: 'semicoupled' },
  { name: 'max' },
  { name: 'balia' },
  { name: 'generalized', beta: 0.5, n: 2, eta: 1 },
];

/** max over routes of |x(T) - x*| / x* */
function endGap(net: Network, horizon: number): number {
  const n = compile(net);
  const eq = solveEquilibrium(n);
  const tr = simulate(n, { horizon, sampleInterval: horizon / 10 });
  const k = tr.count - 1;
  let gap = 0;
  for (let r = 0; r < n.nR; r++)
    gap = Math.max(gap, Math.abs(tr.x[k * n.nR + r] - eq.x[r]) / eq.x[r]);
  return gap;
}

describe('trajectories end at the solved equilibrium (within 0.5 %, every route)', () => {
  for (const alg of stable) {
    it(`${label(alg)} on Fig. 1`, () =>
      expect(endGap(friendlinessNetwork(alg, MBPS10), 60)).toBeLessThan(0.005));
    for (const [r1, r2] of [
      [20, 20],
      [10, 50],
    ])
      it(`${label(alg)} on Fig. 2, RTTs ${r1}/${r2} ms`, () =>
        expect(
          endGap(twoLinksNetwork(alg, { ...TWO_LINKS_DEFAULTS, rtt1Ms: r1, rtt2Ms: r2 }), 60),
        ).toBeLessThan(0.005));
  }
  it('balia-window on Fig. 2', () =>
    expect(endGap(twoLinksNetwork({ name: 'balia-window' }, TWO_LINKS_DEFAULTS), 60)).toBeLessThan(
      0.005,
    ));
});

describe('Coupled on Fig. 2: the unused route decays slowly, as the reduced dynamics say', () => {
  // Near the equilibrium the fast variables follow x2: link 1 stays full (x1 = c/N), the
  // single-path rate is x3 = (c2 - N x2)/N and d x2/dt = (x2^2 / 2)(phi_2 - q_2).
  const run = (c2Mbps: number) => {
    const n = compile(twoLinksNetwork({ name: 'coupled' }, { ...TWO_LINKS_DEFAULTS, c2Mbps }));
    const eq = solveEquilibrium(n);
    const tr = simulate(n, { horizon: 400, sampleInterval: 1 });
    return {
      n,
      eq,
      tr,
      x2: (t: number) => tr.x[t * n.nR + 1],
      total: (t: number) => tr.x[t * n.nR] + tr.x[t * n.nR + 1],
    };
  };

  it('c1 = c2: a degenerate boundary (phi_2 = q_2 at x2 = 0), x2 ~ t^(-1/2)', () => {
    const { eq, x2, total } = run(10);
    expect(eq.boundaryRoutes).toContain(1);
    // phi_2 - q_2 = (2/tau^2)(1/S^2 - 1/x3^2) ~ -(8/tau^2)(N/c)^3 x2, so dx2/dt = -K x2^3 with
    // K = 4 N^3 / (tau^2 c^3) and 1/x2^2 grows at 2K; corrections are O(N x2 / c) ~ 1 %
    const K = (4 * 5 ** 3) / (0.02 ** 2 * 1250 ** 3);
    const slope = (1 / x2(400) ** 2 - 1 / x2(100) ** 2) / 300;
    expect(Math.abs(slope / (2 * K) - 1)).toBeLessThan(0.02);
    // the source's total is the equilibrium's plus what the dying route still carries
    const star = eq.x[0] + eq.x[1];
    for (const t of [60, 200, 400])
      expect(Math.abs(total(t) - star - x2(t))).toBeLessThan(0.005 * star);
  });

  it('c2 = 8 Mbit/s: a strict boundary (phi_2 < q_2), x2 ~ 1/t with 1/x2 growing at (q_2 - phi_2)/2', () => {
    const { eq, x2 } = run(8);
    expect(eq.boundaryRoutes).toEqual([]);
    expect(eq.x[1]).toBe(0);
    const slope = (1 / x2(400) - 1 / x2(200)) / 200;
    // corrections of relative order N x2 / c (< 0.1 %) and the fast variables' lag (~1 %)
    expect(Math.abs(slope / ((eq.q[1] - eq.phi[1]) / 2) - 1)).toBeLessThan(0.02);
  });
});

describe('start and stop times', () => {
  it('a source outside [start, stop) sends nothing and changes nothing', () => {
    const net = responsivenessNetwork({ name: 'semicoupled' });
    const n = compile(net);
    const tr = simulate(n, { horizon: 100, sampleInterval: 0.5 });
    // the same network without the single-path source (and the same link gains: the default
    // gain counts the routes through a link)
    const alone = compile({
      ...net,
      links: net.links.map((l, i) => ({ ...l, gamma: n.gamma[i] })),
      sources: [net.sources[0]],
    });
    const ref = simulate(alone, { horizon: 39.5, sampleInterval: 0.5 });
    for (let k = 0; k < tr.count; k++) {
      const t = tr.t[k];
      if (t < 40 || t >= 80) expect(tr.x[k * n.nR + 2], `t = ${t}`).toBe(0);
      else expect(tr.x[k * n.nR + 2]).toBeGreaterThan(0);
      if (t < 40)
        for (let r = 0; r < 2; r++)
          expect(Math.abs(tr.x[k * n.nR + r] - ref.x[k * alone.nR + r])).toBeLessThan(
            1e-5 * n.cap[r],
          );
    }
  });

  it('while the single-path flow is present the trajectory approaches that equilibrium', () => {
    const n = compile(responsivenessNetwork({ name: 'max' }));
    const during = solveEquilibrium(n, { at: 50 });
    const tr = simulate(n, { horizon: 80, sampleInterval: 0.5 });
    const k = tr.count - 2; // t = 79.5
    for (let r = 0; r < 3; r++)
      expect(Math.abs(tr.x[k * n.nR + r] / during.x[r] - 1)).toBeLessThan(0.005);
  });
});

describe('the state stays in the nonnegative orthant', () => {
  const all: AlgorithmSpec[] = [
    ...stable,
    { name: 'coupled' },
    { name: 'balia-window' },
    { name: 'tcp' },
  ];
  for (const alg of all.filter((a) => a.name !== 'tcp'))
    it(`${label(alg)}: rates and prices are never negative, through starts and stops`, () => {
      const n = compile(responsivenessNetwork(alg));
      const tr = simulate(n, { horizon: 100, sampleInterval: 0.01 });
      expect(tr.failure).toBeNull();
      expect(Math.min(...tr.x)).toBeGreaterThanOrEqual(0);
      expect(Math.min(...tr.p)).toBeGreaterThanOrEqual(0);
    });

  it('a price that drains reaches exactly zero and stays there (the projection of (4))', () => {
    const n = compile(responsivenessNetwork({ name: 'coupled' }));
    const tr = simulate(n, { horizon: 90, sampleInterval: 0.01 });
    const p2 = (k: number) => tr.p[k * n.nL + 1];
    const zeros = [];
    for (let k = 0; k < tr.count; k++) if (tr.t[k] > 80 && p2(k) === 0) zeros.push(tr.t[k]);
    expect(zeros.length).toBeGreaterThan(100); // a second at least, while x2 regrows
  });
});

describe('the chunked API', () => {
  it('advancing a few steps at a time gives the same samples as one run', () => {
    const n = compile(responsivenessNetwork({ name: 'balia' }));
    const whole = simulate(n, { horizon: 100, sampleInterval: 0.25 });
    const sim = new FluidSimulation(n, { horizon: 100, sampleInterval: 0.25 });
    const t: number[] = [];
    const x: number[] = [];
    while (!sim.done) {
      const c = sim.advance(7);
      t.push(...c.t);
      x.push(...c.x);
    }
    expect(t).toEqual(Array.from(whole.t));
    expect(x).toEqual(Array.from(whole.x));
  });
});

describe('Balia-window on Fig. 1 (an independent calculation)', () => {
  it('the equal split is unstable and a trajectory settles at the 4:1 split, where g(4) = g(1)', () => {
    // phi_r = g(a_r) / (5 tau^2 S^2) with g(a) = a + 5 + 4/a: both routes see the same price, so
    // g(a_1) = g(a_2) with a = 1 for the larger route: a_2 = 1 or 4. g'(1) = -3 < 0 makes the equal
    // split repel; g'(4) = 3/4 > 0 makes 4:1 attract. The total, 2/(tau S)^2 = 2/(tau x_sp)^2, is
    // the same, S = c/2 = 625 packets/s.
    const n = compile(friendlinessNetwork({ name: 'balia-window' }, MBPS10));
    const eq = solveEquilibrium(n);
    expect(spectrum(n, eq).spectralAbscissa).toBeGreaterThan(0);
    const tr = simulate(n, {
      horizon: 60,
      sampleInterval: 1,
      initialRates: [eq.x[0] * 1.02, eq.x[1] * 0.98, eq.x[2]],
    });
    const k = tr.count - 1;
    expect(tr.x[k * 3] / 500).toBeCloseTo(1, 4);
    expect(tr.x[k * 3 + 1] / 125).toBeCloseTo(1, 4);
  });
});

describe('responsiveness (Table IV): convergence after the single-path flow leaves', () => {
  it('EWTCP < Semicoupled <= Max, and Coupled is the slowest', () => {
    const time = (alg: AlgorithmSpec) => {
      const n = compile(responsivenessNetwork(alg));
      const tr = simulate(n, { horizon: 150, sampleInterval: 0.005 });
      const x2 = Float64Array.from({ length: tr.count }, (_, k) => tr.x[k * n.nR + 1]);
      const ct = convergenceTime(tr.t, x2, 80);
      expect(ct.time).not.toBeNull();
      return ct.time as number;
    };
    const [ewtcp, semi, max, balia, coupled] = (
      [
        { name: 'ewtcp', a: 1 },
        { name: 'semicoupled' },
        { name: 'max' },
        { name: 'balia' },
        { name: 'coupled' },
      ] as AlgorithmSpec[]
    ).map(time);
    expect(ewtcp).toBeLessThan(semi);
    expect(semi).toBeLessThanOrEqual(max);
    expect(coupled).toBeGreaterThan(5 * Math.max(ewtcp, semi, max, balia));
  });
});
