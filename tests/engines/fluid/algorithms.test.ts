import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlgorithmSpec } from '../../../src/engines/fluid';
import { algorithm, label, SPECS } from './helpers';

const evalPhi = (spec: AlgorithmSpec, x: number[], tau: number[]) => {
  const out = new Float64Array(x.length);
  algorithm(spec).phi(x, tau, 0, x.length, out);
  return Array.from(out);
};
const evalGain = (spec: AlgorithmSpec, x: number[], tau: number[]) => {
  const out = new Float64Array(x.length);
  algorithm(spec).gain(x, tau, 0, x.length, out);
  return Array.from(out);
};

/** Rates (packets/s) and RTTs (s) of one source with m routes. */
const point = (m: number) =>
  fc.record({
    x: fc.array(fc.double({ min: 10, max: 2000, noNaN: true }), { minLength: m, maxLength: m }),
    tau: fc.array(fc.double({ min: 0.005, max: 0.2, noNaN: true }), { minLength: m, maxLength: m }),
  });

/** The two largest of v differ by more than 0.1 %: a +-1e-6 relative step never crosses a tie. */
function noTie(v: number[]): boolean {
  const s = [...v].sort((a, b) => b - a);
  return s.length < 2 || s[0] - s[1] > 1e-3 * s[0];
}

describe('d Phi / d x against central differences (every algorithm, random points)', () => {
  for (const spec of SPECS) {
    const sizes = spec.name === 'tcp' ? [1] : [1, 2, 3, 4];
    it(label(spec), () => {
      fc.assert(
        fc.property(fc.constantFrom(...sizes).chain(point), ({ x, tau }) => {
          fc.pre(noTie(x) && noTie(x.map((v, i) => v / tau[i])));
          const m = x.length;
          const jac = new Float64Array(m * m);
          algorithm(spec).jacobian(x, tau, 0, m, jac);
          const phi = evalPhi(spec, x, tau);
          for (let j = 0; j < m; j++) {
            const h = 1e-6 * x[j];
            const up = evalPhi(
              spec,
              x.map((v, k) => (k === j ? v + h : v)),
              tau,
            );
            const down = evalPhi(
              spec,
              x.map((v, k) => (k === j ? v - h : v)),
              tau,
            );
            for (let i = 0; i < m; i++) {
              const fd = (up[i] - down[i]) / (2 * h);
              // rounding of the difference ~ 1e-16 phi / h = 1e-10 phi / x_j; truncation
              // (h/x)^2 / 6 ~ 2e-13 relative: 1e-7 leaves three orders of margin over both
              const tol = 1e-7 * (Math.abs(jac[i * m + j]) + phi[i] / x[j]);
              expect(Math.abs(fd - jac[i * m + j]), `${i},${j} at ${x}`).toBeLessThan(tol);
            }
          }
        }),
        { seed: 2002, numRuns: 150 },
      );
    });
  }
});

describe('the product form k_r phi_r', () => {
  for (const spec of SPECS.filter((s) => s.name !== 'tcp')) {
    it(`${label(spec)}: equals k_r times phi_r, and stays finite and continuous at x_r = 0`, () => {
      fc.assert(
        fc.property(point(3), fc.integer({ min: 0, max: 2 }), ({ x, tau }, r) => {
          const alg = algorithm(spec);
          const kphi = new Float64Array(3);
          alg.gainPhi(x, tau, 0, 3, kphi);
          const k = evalGain(spec, x, tau);
          const phi = evalPhi(spec, x, tau);
          for (let i = 0; i < 3; i++)
            expect(kphi[i]).toBeCloseTo(k[i] * phi[i], 12 - Math.log10(kphi[i]));
          const at0 = x.map((v, i) => (i === r ? 0 : v));
          const near = x.map((v, i) => (i === r ? 1e-9 * v : v));
          alg.gainPhi(at0, tau, 0, 3, kphi);
          const limit = evalGain(spec, near, tau)[r] * evalPhi(spec, near, tau)[r];
          expect(Number.isFinite(kphi[r])).toBe(true);
          // the increase term is Lipschitz in x_r: moving x_r by 1e-9 x changes it by ~1e-9
          expect(Math.abs(kphi[r] - limit)).toBeLessThan(
            1e-6 * (Math.abs(limit) + 1 / tau[r] ** 2),
          );
        }),
        { seed: 7, numRuns: 100 },
      );
    });
  }
});

describe('eq. (12) and the algorithms of Sec. II-B', () => {
  const equal = [0.04, 0.04, 0.04];
  const unequal = [0.01, 0.05, 0.03];
  const x = [300, 120, 55];
  const cases: [AlgorithmSpec, AlgorithmSpec][] = [
    [{ name: 'generalized', beta: 1, n: Infinity, eta: 0 }, { name: 'max' }],
    [{ name: 'generalized', beta: 0, n: 3, eta: 0 }, { name: 'coupled' }],
    [{ name: 'generalized', beta: 1, n: 1, eta: 0 }, { name: 'semicoupled' }],
  ];
  for (const [gen, named] of cases) {
    it(`(beta, n, eta) = (${(gen as { beta: number }).beta}, ${(gen as { n: number }).n}, 0) is ${named.name} with equal RTTs only`, () => {
      const a = evalPhi(gen, x, equal);
      const b = evalPhi(named, x, equal);
      a.forEach((v, i) => expect(v).toBeCloseTo(b[i], 15 - Math.ceil(Math.log10(v))));
      expect(evalGain(gen, x, equal)).toEqual(evalGain(named, x, equal));
      const c = evalPhi(gen, x, unequal);
      const d = evalPhi(named, x, unequal);
      expect(Math.max(...c.map((v, i) => Math.abs(v - d[i]) / v))).toBeGreaterThan(0.1);
    });
  }

  it('Sec. IV-A: phi^ewtcp >= phi^semicoupled >= phi^max >= phi^coupled with equal RTTs', () => {
    fc.assert(
      fc.property(point(3), fc.double({ min: 0.005, max: 0.2, noNaN: true }), ({ x }, t) => {
        const tau = [t, t, t];
        const order = (['ewtcp', 'semicoupled', 'max', 'coupled'] as const).map((name) =>
          evalPhi(name === 'ewtcp' ? { name, a: 1 } : { name }, x, tau),
        );
        for (let k = 0; k + 1 < order.length; k++)
          for (let i = 0; i < 3; i++)
            expect(order[k][i]).toBeGreaterThanOrEqual(order[k + 1][i] * (1 - 1e-12));
      }),
      { seed: 3, numRuns: 200 },
    );
  });
});

describe("Balia's two fluid forms, from the window rules through (5)", () => {
  // Independent calculation: eq. (1)'s increase per ACK, and per loss eq. (2)'s decrease
  // w a_r / 2 or the decrease w (1 + a_r) / 4 that eq. (12)'s gain implies; then (5):
  // k_r = x_r D_r / tau_r, phi_r = I_r / D_r.
  function fromWindows(x: number[], tau: number[], decrease: 'eq2' | 'eq12') {
    const S = x.reduce((a, b) => a + b, 0);
    const M = Math.max(...x);
    return x.map((xr, r) => {
      const w = xr * tau[r];
      const alpha = M / xr;
      const I = (xr / (tau[r] * S * S)) * ((1 + alpha) / 2) * ((4 + alpha) / 5);
      const D = decrease === 'eq2' ? (w * alpha) / 2 : (w * (1 + alpha)) / 4;
      return { k: (xr * D) / tau[r], phi: I / D };
    });
  }

  it('balia-window is eqs. (1)-(2) through (5); balia is eq. (1) with the decrease w(1 + a)/4', () => {
    fc.assert(
      fc.property(point(3), ({ x, tau }) => {
        for (const [spec, dec] of [
          [{ name: 'balia-window' }, 'eq2'],
          [{ name: 'balia' }, 'eq12'],
        ] as const) {
          const ref = fromWindows(x, tau, dec);
          const k = evalGain(spec, x, tau);
          const phi = evalPhi(spec, x, tau);
          ref.forEach((v, r) => {
            expect(Math.abs(k[r] - v.k) / v.k).toBeLessThan(1e-13);
            expect(Math.abs(phi[r] - v.phi) / v.phi).toBeLessThan(1e-13);
          });
        }
      }),
      { seed: 11, numRuns: 100 },
    );
  });

  it('they agree when the rates are equal and differ otherwise', () => {
    const tau = [0.02, 0.03];
    for (const x of [
      [200, 200],
      [200, 150],
      [200, 20],
    ]) {
      const a = evalPhi({ name: 'balia' }, x, tau);
      const b = evalPhi({ name: 'balia-window' }, x, tau);
      const ka = evalGain({ name: 'balia' }, x, tau);
      const kb = evalGain({ name: 'balia-window' }, x, tau);
      const gap = Math.max(Math.abs(a[1] - b[1]) / a[1], Math.abs(ka[1] - kb[1]) / ka[1]);
      if (x[0] === x[1]) expect(gap).toBeLessThan(1e-14);
      else expect(gap).toBeGreaterThan(0.01);
    }
  });
});

describe('Table I', () => {
  it("records the paper's verdicts for the five algorithms", () => {
    const row = (s: AlgorithmSpec) => {
      const t = algorithm(s).table;
      return [t.C0, t.C1, t.C2C3, t.C4, t.C5];
    };
    expect(row({ name: 'ewtcp', a: 1 })).toEqual(['yes', 'yes', 'yes', 'yes', 'yes']);
    // Table I as printed (Coupled: C0 Yes); the equal-RTT condition is the entry's note
    expect(row({ name: 'coupled' })).toEqual(['yes', 'yes', 'no', 'yes', 'yes']);
    expect(row({ name: 'semicoupled' })).toEqual(['no', 'yes', 'yes', 'yes', 'yes']);
    expect(row({ name: 'max' })).toEqual(['no', 'yes', 'yes', 'yes', 'yes']);
    expect(row({ name: 'balia' })).toEqual(['no', 'yes', 'conditional', 'yes', 'yes']);
  });

  it('C3: phi_r is infinite at x_r = 0 exactly for the algorithms that say so', () => {
    for (const spec of SPECS.filter((s) => s.name !== 'tcp')) {
      const phi = evalPhi(spec, [0, 100, 50], [0.02, 0.02, 0.02]);
      expect(phi[0] === Infinity, label(spec)).toBe(algorithm(spec).positiveRates);
    }
  });
});
