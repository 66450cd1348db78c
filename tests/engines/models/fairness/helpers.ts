import fc from 'fast-check';
import type { FairnessNetwork } from '../../../../src/engines/models/fairness';

/**
 * Small random networks: 1-5 links, 1-7 flows, each route a non-empty subset of the links (as a
 * bit mask); a link no route uses is added to flow (l mod F)'s route so every link is used.
 * Capacities include small integers so that ties and linearly dependent routes occur.
 */
export const networkArb: fc.Arbitrary<FairnessNetwork> = fc
  .integer({ min: 1, max: 5 })
  .chain((nL) =>
    fc.record({
      caps: fc.array(
        fc.oneof(fc.integer({ min: 1, max: 4 }), fc.double({ min: 0.1, max: 100, noNaN: true })),
        { minLength: nL, maxLength: nL },
      ),
      flows: fc.array(
        fc.record({
          mask: fc.integer({ min: 1, max: (1 << nL) - 1 }),
          weight: fc.oneof(fc.constant(1), fc.double({ min: 0.1, max: 10, noNaN: true })),
        }),
        { minLength: 1, maxLength: 7 },
      ),
    }),
  )
  .map(({ caps, flows }) => {
    const nL = caps.length;
    const routes = flows.map((f) => caps.flatMap((_, l) => ((f.mask >> l) & 1 ? [l] : [])));
    for (let l = 0; l < nL; l++)
      if (!routes.some((r) => r.includes(l))) routes[l % routes.length].push(l);
    return {
      links: caps.map((c, l) => ({ id: `l${l}`, capacityMbps: c })),
      flows: flows.map((f, i) => ({ id: `f${i}`, links: routes[i], weight: f.weight })),
    };
  });

/** A random feasible rate vector: positive random rates scaled down until every link fits. */
export function feasiblePoint(net: FairnessNetwork, z: number[]): number[] {
  let scale = Infinity;
  net.links.forEach((link, l) => {
    let y = 0;
    net.flows.forEach((f, i) => {
      if (f.links.includes(l)) y += z[i];
    });
    scale = Math.min(scale, link.capacityMbps / y);
  });
  return z.map((v) => v * scale);
}

export function loadsOf(net: FairnessNetwork, x: number[]): number[] {
  return net.links.map((_, l) =>
    net.flows.reduce((s, f, i) => s + (f.links.includes(l) ? x[i] : 0), 0),
  );
}

/**
 * The KKT conditions of α-fairness (Mo & Walrand 2000), recomputed here from the network: the
 * largest relative violations of w_i / x_i^α = q_i (stationarity), y_l <= c_l, p_l >= 0 and
 * p_l (c_l - y_l) = 0, the last two against the total payment P = sum_i w_i x_i^(1-α) (the revenue
 * sum_l p_l c_l at the optimum). `scale` is sum_i (w_i / x_i^α)(x_i + z_i) for a feasible z, the
 * size of the terms of `vi`: sum_i (w_i / x_i^α)(z_i - x_i), the first-order optimality sum,
 * which is <= 0 for every feasible z at the optimum (Annex A's definition for α = 1).
 */
export function alphaKkt(
  net: FairnessNetwork,
  x: readonly number[],
  p: readonly number[],
  alpha: number,
  z: readonly number[] = x,
): {
  stationarity: number;
  primal: number;
  dual: number;
  slackness: number;
  vi: number;
  scale: number;
} {
  const y = loadsOf(net, [...x]);
  const w = net.flows.map((f) => f.weight ?? 1);
  const m = w.map((wi, i) => wi / x[i] ** alpha);
  const payment = w.reduce((s, wi, i) => s + wi * x[i] ** (1 - alpha), 0);
  let stationarity = 0;
  net.flows.forEach((f, i) => {
    const q = f.links.reduce((s, l) => s + p[l], 0);
    stationarity = Math.max(stationarity, Math.abs(m[i] - q) / m[i]);
  });
  let primal = 0;
  let dual = 0;
  let slackness = 0;
  net.links.forEach((link, l) => {
    const c = link.capacityMbps;
    primal = Math.max(primal, (y[l] - c) / c);
    dual = Math.max(dual, (-p[l] * c) / payment);
    slackness = Math.max(slackness, (Math.abs(p[l]) * Math.abs(c - y[l])) / payment);
  });
  const vi = m.reduce((s, mi, i) => s + mi * (z[i] - x[i]), 0);
  const scale = m.reduce((s, mi, i) => s + mi * (z[i] + x[i]), 0);
  return { stationarity, primal, dual, slackness, vi, scale };
}
