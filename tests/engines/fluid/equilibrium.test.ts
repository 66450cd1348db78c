import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUILIBRIUM_BUDGET, iterationBudget } from '../../../src/engines/fluid/equilibrium';
import {
  friendliness,
  friendlinessNetwork,
  responsivenessNetwork,
  solveEquilibrium,
  TWO_LINKS_DEFAULTS,
  twoLinksNetwork,
  type AlgorithmSpec,
  type CompiledNetwork,
  type EquilibriumResult,
  type Network,
} from '../../../src/engines/fluid';
import { bisect, compile, toMbps } from './helpers';

/** (6)-(7) checked from scratch: relative violations of each condition. */
function residualOf(n: CompiledNetwork, eq: EquilibriumResult): number {
  let worst = 0;
  const phi = new Float64Array(n.nR);
  for (let s = 0; s < n.nS; s++) {
    if (!eq.activeSources[s]) continue;
    const o = n.srcStart[s];
    n.algorithms[s].phi(eq.x, n.tau, o, n.srcStart[s + 1] - o, phi);
    for (let r = o; r < n.srcStart[s + 1]; r++) {
      let q = 0;
      for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) q += eq.p[n.linkIdx[k]];
      expect(eq.x[r]).toBeGreaterThanOrEqual(0);
      const d = (phi[r] - q) / q;
      worst = Math.max(worst, eq.x[r] > 0 ? Math.abs(d) : d);
    }
  }
  for (let l = 0; l < n.nL; l++) {
    let y = 0;
    for (let r = 0; r < n.nR; r++)
      for (let k = n.linkPtr[r]; k < n.linkPtr[r + 1]; k++) if (n.linkIdx[k] === l) y += eq.x[r];
    expect(eq.p[l]).toBeGreaterThanOrEqual(0);
    const d = (y - n.cap[l]) / n.cap[l];
    worst = Math.max(worst, eq.p[l] > 0 ? Math.abs(d) : d);
  }
  return worst;
}

function solve(net: Network, at?: number) {
  const n = compile(net);
  const eq = solveEquilibrium(n, at === undefined ? {} : { at });
  expect(eq.converged, eq.message).toBe(true);
  expect(residualOf(n, eq)).toBeLessThan(1e-6);
  return { n, eq, f: friendliness(n, eq.x, eq.activeSources) };
}

describe('closed forms', () => {
  it('one TCP source alone on a link: x = c and p = 2 / (tau c)^2', () => {
    const net: Network = {
      links: [{ id: 'l', capacityMbps: 8, delayMs: 15 }],
      sources: [{ id: 's', algorithm: { name: 'tcp' }, routes: [{ links: [0] }] }],
    };
    const { eq } = solve(net);
    const c = 1000; // 8 Mbit/s of 1000-byte packets
    expect(eq.x[0]).toBeCloseTo(c, 9);
    expect(eq.p[0] / (2 / (0.03 * c) ** 2)).toBeCloseTo(1, 12);
  });

  describe('Fig. 1 with equal RTTs: the MP-TCP share', () => {
    for (const a of [0.25, 1, 4])
      it(`EWTCP(a = ${a}): 2 sqrt(a) / (1 + 2 sqrt(a))`, () => {
        const { f } = solve(friendlinessNetwork({ name: 'ewtcp', a }, { cMbps: 10, rttMs: 20 }));
        expect(f.mpShare).toBeCloseTo((2 * Math.sqrt(a)) / (1 + 2 * Math.sqrt(a)), 10);
      });
    it('Coupled: 1/2, with a split that is not unique', () => {
      const { f, eq } = solve(friendlinessNetwork({ name: 'coupled' }, { cMbps: 10, rttMs: 20 }));
      expect(f.mpShare).toBeCloseTo(0.5, 10);
      expect(eq.nonUnique?.kind).toBe('split');
    });
    it('Semicoupled: sqrt(2) / (1 + sqrt(2))', () => {
      const { f, eq } = solve(
        friendlinessNetwork({ name: 'semicoupled' }, { cMbps: 10, rttMs: 20 }),
      );
      expect(f.mpShare).toBeCloseTo(Math.SQRT2 / (1 + Math.SQRT2), 10);
      expect(eq.nonUnique).toBeNull();
    });
  });
});

const tau = (ms: number) => ms / 1000;
/** the second route's phi of each algorithm on Fig. 2, written out from Sec. II-B and eq. (12) */
const PHI2: Record<string, (x1: number, x2: number, t1: number, t2: number) => number> = {
  semicoupled: (x1, x2, t1, t2) => 2 / (x2 * t2 * (x1 * t1 + x2 * t2)),
  max: (x1, x2, t1, t2) => (2 * Math.max(x1 / t1, x2 / t2)) / (x2 * t2 * (x1 + x2) ** 2),
  balia: (x1, x2, _t1, t2) =>
    (2 * (0.8 * x2 + 0.2 * Math.max(x1, x2))) / (t2 * t2 * x2 * (x1 + x2) ** 2),
  'balia-window': (x1, x2, _t1, t2) => {
    const a = Math.max(x1, x2) / x2;
    return ((1 + a) * (4 + a)) / (5 * a * t2 * t2 * (x1 + x2) ** 2);
  },
};

/**
 * Fig. 2 with N1 = N2 = 5 and c1 = c2 = 1250 packets/s: by symmetry each MP-TCP source sends
 * x1 = c1/N1 = 250 on link 1, and on link 2 the single-path rate is x3 = 250 - x2 with price
 * 2/(tau2 x3)^2 (NewReno); route 2 then solves phi_2(250, x2) = 2/(tau2 x3)^2. Totals in Mbit/s.
 */
function fig2Reference(alg: string, rtt1: number, rtt2: number): { mp: number; sp: number } {
  const [t1, t2] = [tau(rtt1), tau(rtt2)];
  const x2 = bisect((v) => PHI2[alg](250, v, t1, t2) - 2 / (t2 * (250 - v)) ** 2, 1e-9, 250 - 1e-9);
  return { mp: toMbps(250 + x2), sp: toMbps(250 - x2) };
}

describe('Fig. 2 (two links, N1 = N2 = 5, 10 Mbit/s)', () => {
  const net = (alg: AlgorithmSpec, rtt1 = 20, rtt2 = 20) =>
    twoLinksNetwork(alg, { ...TWO_LINKS_DEFAULTS, rtt1Ms: rtt1, rtt2Ms: rtt2 });

  it('EWTCP: MP-TCP 3 and single-path 1 Mbit/s, with equal and unequal RTTs', () => {
    for (const [r1, r2] of [
      [20, 20],
      [10, 50],
    ]) {
      const { f } = solve(net({ name: 'ewtcp', a: 1 }, r1, r2));
      expect(toMbps(f.mpMean)).toBeCloseTo(3, 10);
      expect(toMbps(f.spMean)).toBeCloseTo(1, 10);
    }
  });

  it('Coupled: the link-2 route is unused (on the boundary phi = q), MP 2 / SP 2', () => {
    const { n, eq, f } = solve(net({ name: 'coupled' }));
    expect(toMbps(f.mpMean)).toBeCloseTo(2, 10);
    expect(toMbps(f.spMean)).toBeCloseTo(2, 10);
    for (let s = 0; s < 5; s++) expect(eq.x[n.srcStart[s] + 1]).toBe(0);
    expect(eq.boundaryRoutes).toEqual([1, 3, 5, 7, 9]);
  });

  it('Coupled with unequal RTTs: the totals are not unique, their sum is (MP mean 2.8)', () => {
    // link 1 full (1250), route prices equal: W = 2.5 + 0.05 x2 = 0.05 x3, 5 x2 + 5 x3 = 1250
    const { f, eq } = solve(net({ name: 'coupled' }, 10, 50));
    expect(eq.nonUnique?.kind).toBe('totals');
    expect(toMbps(f.mpMean)).toBeCloseTo(2.8, 10);
    expect(toMbps(f.spMean)).toBeCloseTo(1.2, 10);
  });

  for (const alg of Object.keys(PHI2))
    for (const [r1, r2] of [
      [20, 20],
      [10, 50],
    ])
      it(`${alg}, RTTs ${r1}/${r2} ms: the bisection of phi_2 = price of link 2`, () => {
        const { f, eq } = solve(net({ name: alg } as AlgorithmSpec, r1, r2));
        const ref = fig2Reference(alg, r1, r2);
        expect(toMbps(f.mpMean)).toBeCloseTo(ref.mp, 9);
        expect(toMbps(f.spMean)).toBeCloseTo(ref.sp, 9);
        expect(eq.nonUnique).toBeNull();
      });

  it('Sec. IV-A order of the MP-TCP share: EWTCP >= Semicoupled >= Max >= Balia >= Coupled', () => {
    const share = (alg: AlgorithmSpec) => solve(net(alg)).f.mpShare;
    const s = [
      { name: 'ewtcp', a: 1 },
      { name: 'semicoupled' },
      { name: 'max' },
      { name: 'balia' },
      { name: 'coupled' },
    ].map((a) => share(a as AlgorithmSpec));
    for (let k = 0; k + 1 < s.length; k++) expect(s[k]).toBeGreaterThan(s[k + 1]);
  });

  it('balia (eq. 12) and balia-window (eqs. 1-2) give different equilibria', () => {
    const a = fig2Reference('balia', 20, 20).mp;
    const b = fig2Reference('balia-window', 20, 20).mp;
    expect(a - b).toBeGreaterThan(0.1);
  });
});

describe('the solver', () => {
  it('solves for the sources active at the given time', () => {
    const net = responsivenessNetwork({ name: 'ewtcp', a: 1 });
    const during = solve(net, 50);
    expect(Array.from(during.eq.activeSources)).toEqual([1, 1]);
    expect(toMbps(during.eq.x[2])).toBeCloseTo(1, 10);
    for (const t of [10, 80, Infinity]) {
      const alone = solve(net, t);
      expect(Array.from(alone.eq.activeSources)).toEqual([1, 0]);
      expect(alone.eq.x[2]).toBe(0);
      expect(toMbps(alone.eq.x[1])).toBeCloseTo(2, 10);
    }
  });

  it('returns a failure with its residual, never hangs, when it may not iterate', () => {
    const eq = solveEquilibrium(compile(twoLinksNetwork({ name: 'max' }, TWO_LINKS_DEFAULTS)), {
      maxIterations: 0,
    });
    expect(eq.converged).toBe(false);
    expect(eq.iterations).toBe(0);
    expect(eq.residual).toBeGreaterThan(1e-9);
    expect(eq.message).toMatch(
      /did not converge to \(6\)-\(7\) within its budget: relative residual/,
    );
  });

  it('solves stiff input, capacities and RTTs eight orders apart, in a few iterations', () => {
    // Balia on a 1 kbit/s, 0.1 ms link beside a 100 Gbit/s, 10 s one: a price of 768 on the
    // first, where n TCP flows' scale 2n^2/(tau c)^2 says 3e11 (the solver used to need 915
    // iterations over restarts, and 2118 with 100 sources)
    const n = compile(
      twoLinksNetwork(
        { name: 'balia' },
        { n1: 5, n2: 1, c1Mbps: 0.001, c2Mbps: 1e5, rtt1Ms: 0.1, rtt2Ms: 1e4 },
      ),
    );
    const eq = solveEquilibrium(n);
    expect(eq.converged).toBe(true);
    expect(eq.iterations).toBeLessThanOrEqual(10);
    expect(residualOf(n, eq)).toBeLessThan(1e-9);
    // the first link is full (5 routes share 0.125 packets/s) and its price is far above 1
    expect(eq.x[0] * 5).toBeCloseTo(n.cap[0], 12);
    expect(eq.p[0]).toBeGreaterThan(1);
  });

  it('has a budget in iterations that shrinks with the system: a bounded amount of work', () => {
    expect(iterationBudget(10)).toBe(EQUILIBRIUM_BUDGET.iterations);
    expect(iterationBudget(500)).toBeLessThan(iterationBudget(450));
    // the largest network the model takes (512 routes, 64 links) still gets its iterations
    for (const size of [100, 300, 576])
      expect(iterationBudget(size) * (size ** 3 / 6)).toBeLessThanOrEqual(
        Math.max(EQUILIBRIUM_BUDGET.work, 60 * (size ** 3 / 6)),
      );
    expect(576).toBeLessThanOrEqual(EQUILIBRIUM_BUDGET.variables);
  });

  // Random small networks: 1-4 links, 1-5 sources with 1-3 routes over 1-2 links each.
  const algs: AlgorithmSpec[] = [
    { name: 'ewtcp', a: 2 },
    { name: 'semicoupled' },
    { name: 'max' },
    { name: 'balia' },
    { name: 'coupled' },
    { name: 'generalized', beta: 0.6, n: 3, eta: 1 },
  ];
  const network = fc.integer({ min: 1, max: 4 }).chain((L) =>
    fc.record({
      links: fc.array(
        fc.record({
          c: fc.double({ min: 1, max: 100, noNaN: true }),
          d: fc.double({ min: 1, max: 50, noNaN: true }),
        }),
        { minLength: L, maxLength: L },
      ),
      sources: fc.array(
        fc.record({
          alg: fc.constantFrom(...algs),
          routes: fc.array(
            fc.uniqueArray(fc.integer({ min: 0, max: L - 1 }), { minLength: 1, maxLength: 2 }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );

  it('converges on random networks to residuals below 1e-9', () => {
    fc.assert(
      fc.property(network, ({ links, sources }) => {
        const net: Network = {
          links: links.map((l, i) => ({ id: `l${i}`, capacityMbps: l.c, delayMs: l.d })),
          sources: sources.map((s, i) => ({
            id: `s${i}`,
            algorithm: s.routes.length === 1 && s.alg.name === 'coupled' ? { name: 'tcp' } : s.alg,
            routes: s.routes.map((links) => ({ links })),
          })),
        };
        const n = compile(net);
        const eq = solveEquilibrium(n);
        expect(eq.converged, eq.message).toBe(true);
        expect(residualOf(n, eq)).toBeLessThan(1e-9);
      }),
      { seed: 42, numRuns: 150 },
    );
  });
});
