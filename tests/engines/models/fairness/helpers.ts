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
