import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyze,
  checkConditions,
  convergenceTime,
  FluidDynamics,
  friendlinessNetwork,
  oscillation,
  routingFullRowRank,
  solveEquilibrium,
  spectrum,
  TWO_LINKS_DEFAULTS,
  twoLinksNetwork,
  type AlgorithmSpec,
  type Network,
} from '../../../src/engines/fluid';
import { compile, label } from './helpers';

const MBPS10 = { cMbps: 10, rttMs: 20 };
const stable: AlgorithmSpec[] = [
  { name: 'ewtcp', a: 1 },
  { name: 'semicoupled' },
  { name: 'max' },
  { name: 'balia' },
  { name: 'generalized', beta: 0.5, n: 2, eta: 1 },
];
const fig2 = (alg: AlgorithmSpec, rtt1 = 20, rtt2 = 20) =>
  twoLinksNetwork(alg, { ...TWO_LINKS_DEFAULTS, n1: 2, n2: 2, rtt1Ms: rtt1, rtt2Ms: rtt2 });

describe('J* of Theorem 3.5', () => {
  // Fig. 2 has no ties in max x_k (x1 = c/N1 > x2), where the max-based phi are not differentiable
  for (const alg of [...stable, { name: 'balia-window' } as AlgorithmSpec])
    for (const [r1, r2] of [
      [20, 20],
      [10, 50],
    ])
      it(`${label(alg)}, RTTs ${r1}/${r2}: matches central differences of (3)-(4) at equilibrium`, () => {
        const n = compile(fig2(alg, r1, r2));
        const eq = solveEquilibrium(n);
        const sp = spectrum(n, eq);
        const dyn = new FluidDynamics(n);
        dyn.setTime(0);
        const y = Float64Array.from([...eq.x, ...eq.p]);
        const idx = [...sp.routes, ...sp.links.map((l) => n.nR + l)];
        const up = new Float64Array(y.length);
        const down = new Float64Array(y.length);
        idx.forEach((col, b) => {
          const h = 1e-6 * y[col];
          const yp = Float64Array.from(y);
          const ym = Float64Array.from(y);
          yp[col] += h;
          ym[col] -= h;
          dyn.rhs(yp, up);
          dyn.rhs(ym, down);
          idx.forEach((row, a) => {
            const fd = (up[row] - down[row]) / (2 * h);
            const scale = Math.max(...sp.jacobian[a].map(Math.abs));
            // central differences: truncation (h/y)^2 ~ 1e-12, rounding ~ 1e-16 / 1e-6 of the row
            expect(Math.abs(fd - sp.jacobian[a][b]), `${a},${b}`).toBeLessThan(1e-6 * scale);
          });
        });
      });

  for (const alg of stable)
    for (const net of [friendlinessNetwork(alg, MBPS10), fig2(alg)])
      it(`${label(alg)} on ${net.links.length === 1 ? 'Fig. 1' : 'Fig. 2'}: every eigenvalue has Re < 0 and Re >= lambdaMin`, () => {
        const n = compile(net);
        const sp = spectrum(n, solveEquilibrium(n));
        expect(sp.spectralAbscissa).toBeLessThan(0);
        // Re(lambda) = x^H A x / (x^H Lk^-1 x + p^H Lg^-1 p) >= x^H A x / x^H Lk^-1 x >= lambdaMin
        for (const re of sp.re) expect(re).toBeGreaterThanOrEqual(sp.lambdaMin * (1 + 1e-9));
        expect(sp.lambdaBar).toBeLessThan(0);
      });

  it('Coupled on Fig. 2: a zero eigenvalue (the unused route has k_r = 0) and lambdaBar = 0', () => {
    const n = compile(twoLinksNetwork({ name: 'coupled' }, TWO_LINKS_DEFAULTS));
    const sp = spectrum(n, solveEquilibrium(n));
    expect(Math.abs(sp.spectralAbscissa)).toBeLessThan(1e-9 * Math.abs(sp.lambdaMin));
    expect(sp.lambdaBar).toBe(0);
  });
});

describe('window oscillation D_s, eq. (11)', () => {
  it('is 1/2 for single-path TCP and 1/4 for EWTCP with an equal split on Fig. 1', () => {
    const n = compile(friendlinessNetwork({ name: 'ewtcp', a: 1 }, MBPS10));
    const D = oscillation(n, solveEquilibrium(n));
    expect(D[0]).toBeCloseTo(0.25, 12);
    expect(D[1]).toBeCloseTo(0.5, 12);
  });

  it('matches the formula written out for Balia on Fig. 2 and is below 1/2 (Sec. IV-A)', () => {
    const n = compile(fig2({ name: 'balia' }));
    const eq = solveEquilibrium(n);
    const D = oscillation(n, eq);
    const [x1, x2] = [eq.x[0], eq.x[1]];
    const M = Math.max(x1, x2);
    const k = (x: number) => 0.5 * x * (x + 0.5 * (M - x));
    const [t, q1, q2] = [0.02, eq.p[0], eq.p[1]];
    const ref = (t * q1 * k(x1) + t * q2 * k(x2)) / ((x1 + x2) * (t * q1 * x1 + t * q2 * x2));
    expect(D[0]).toBeCloseTo(ref, 12);
    for (const alg of [...stable, { name: 'balia-window' } as AlgorithmSpec]) {
      const m = compile(fig2(alg));
      expect(oscillation(m, solveEquilibrium(m))[0], label(alg)).toBeLessThan(0.5);
    }
  });
});

describe("Table I's numeric checks", () => {
  const at = (alg: AlgorithmSpec, rtt1 = 20, rtt2 = 20) => {
    const n = compile(fig2(alg, rtt1, rtt2));
    return checkConditions(n, 0, solveEquilibrium(n).x);
  };

  it('C0: EWTCP and Coupled (equal RTTs) are symmetric, Semicoupled, Max and Balia are not', () => {
    expect(at({ name: 'ewtcp', a: 1 }).c0Holds).toBe(true);
    expect(at({ name: 'coupled' }).c0Holds).toBe(true);
    expect(at({ name: 'coupled' }, 10, 50).c0Holds).toBe(false);
    for (const name of ['semicoupled', 'max', 'balia'] as const)
      expect(at({ name }).c0Holds, name).toBe(false);
  });

  it('C2: negative definite for EWTCP, Semicoupled, Max and Balia with equal RTTs, not for Coupled', () => {
    for (const alg of stable) expect(at(alg).c2Holds, label(alg)).toBe(true);
    expect(at({ name: 'coupled' }).c2Holds).toBe(false);
  });

  it('C2 fails for balia-window at equal rates: [J]^+ = (f/x)[[-10, -11.5], [-11.5, -7]]', () => {
    // phi_r = g(a_r) / (5 tau^2 S^2), g(1) = 10, g'(1) = -3, route 1 the argmax, S = 2x:
    // J = (f/x)[[-10, -10], [-13, -7]] with f = 1/(5 tau^2 S^2); its symmetric part has the
    // eigenvalues (-17 +- sqrt(538))/2, and max |J| = 13 f/x
    const n = compile(friendlinessNetwork({ name: 'balia-window' }, MBPS10));
    const c = checkConditions(n, 0, [300, 300, 600]);
    expect(c.c2Holds).toBe(false);
    expect(c.c2MaxEigenvalue).toBeCloseTo((-17 + Math.sqrt(538)) / 2 / 13, 10);
  });

  it('C4 for Semicoupled holds iff 2 sum x_k tau_k >= tau_j sum x_k for every j', () => {
    // D = (dPhi/dx)^-1 has column sums -(W a_j^2 / 2)(1/tau_j - S/(2W)), a_j = x_j tau_j
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 10, max: 1000, noNaN: true }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.double({ min: 0.005, max: 0.2, noNaN: true }), { minLength: 2, maxLength: 2 }),
        (x, tau) => {
          const W = x[0] * tau[0] + x[1] * tau[1];
          const S = x[0] + x[1];
          const margin = Math.min(...tau.map((t) => 2 * W - t * S)) / (2 * W);
          fc.pre(Math.abs(margin) > 1e-6);
          const net: Network = {
            links: [{ id: 'a', capacityMbps: 10, delayMs: 10 }],
            sources: [
              {
                id: 's',
                algorithm: { name: 'semicoupled' },
                routes: tau.map((t) => ({ links: [0], rttMs: 1000 * t })),
              },
            ],
          };
          const c = checkConditions(compile(net), 0, x);
          expect(c.c4Holds).toBe(margin > 0);
        },
      ),
      { seed: 5, numRuns: 200 },
    );
  });

  it('C3: H has full row rank on Fig. 2 but not when two links carry the same routes', () => {
    const n = compile(fig2({ name: 'balia' }));
    expect(routingFullRowRank(n, new Uint8Array(n.nS).fill(1))).toBe(true);
    const twin: Network = {
      links: [
        { id: 'a', capacityMbps: 10, delayMs: 5 },
        { id: 'b', capacityMbps: 20, delayMs: 5 },
      ],
      sources: [{ id: 's', algorithm: { name: 'tcp' }, routes: [{ links: [0, 1] }] }],
    };
    expect(routingFullRowRank(compile(twin), [1])).toBe(false);
    expect(analyze(compile(twin)).equilibrium.converged).toBe(true);
  });
});

describe('convergence time (footnote 2)', () => {
  it('is the first time after `from` from which the series stays within 10 % of its final average', () => {
    const t = Array.from({ length: 201 }, (_, k) => k * 0.5);
    // 1 until 50 s, then 0 rising to 2 with an overshoot to 2.3 at 60 s
    const v = t.map((s) =>
      s < 50 ? 1 : s < 55 ? 0.4 * (s - 50) : s < 60 ? 2 + 0.06 * (s - 55) : 2,
    );
    const ct = convergenceTime(t, v, 50);
    expect(ct.finalAverage).toBe(2);
    // within [1.8, 2.2] from 54.5 s, out at 58.5-59.5 s (2.21-2.27), back in at 60 s
    expect(ct.time).toBe(10);
  });
});
