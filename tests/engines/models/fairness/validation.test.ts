import { describe, expect, it } from 'vitest';
import type { Network } from '../../../../src/engines/fluid';
import {
  fairnessProblems,
  fromFluidNetwork,
  maxMinFair,
  weightedProportionalFair,
  type FairnessNetwork,
} from '../../../../src/engines/models/fairness';

const ok: FairnessNetwork = {
  links: [
    { id: 'a', capacityMbps: 1 },
    { id: 'b', capacityMbps: 2 },
  ],
  flows: [
    { id: 'x', links: [0, 1] },
    { id: 'y', links: [1], weight: 3 },
  ],
};

describe('input validation (RangeError naming the field)', () => {
  it('accepts a valid network', () => {
    expect(fairnessProblems(ok)).toEqual([]);
  });

  it.each([
    [
      'a flow with an empty route',
      { ...ok, flows: [...ok.flows, { id: 'z', links: [] }] },
      /flows\[2\] \(z\)\.links: a flow's route needs at least one link/,
    ],
    [
      'a zero capacity',
      { ...ok, links: [ok.links[0], { id: 'b', capacityMbps: 0 }] },
      /links\[1\] \(b\)\.capacityMbps: must be a finite number > 0, got 0/,
    ],
    [
      'a NaN capacity',
      { ...ok, links: [{ id: 'a', capacityMbps: NaN }, ok.links[1]] },
      /links\[0\] \(a\)\.capacityMbps/,
    ],
    [
      'a negative weight',
      { ...ok, flows: [ok.flows[0], { ...ok.flows[1], weight: -1 }] },
      /flows\[1\] \(y\)\.weight: must be a finite number > 0, got -1/,
    ],
    [
      'an infinite weight',
      { ...ok, flows: [ok.flows[0], { ...ok.flows[1], weight: Infinity }] },
      /flows\[1\] \(y\)\.weight/,
    ],
    [
      'a link used by nobody',
      { ...ok, links: [...ok.links, { id: 'c', capacityMbps: 1 }] },
      /links\[2\] \(c\): used by no flow/,
    ],
    [
      'a missing link',
      { ...ok, flows: [{ id: 'x', links: [0, 5] }, ok.flows[1]] },
      /flows\[0\] \(x\)\.links: link index 5 does not exist/,
    ],
    [
      'a link used twice',
      { ...ok, flows: [{ id: 'x', links: [0, 0, 1] }, ok.flows[1]] },
      /flows\[0\] \(x\)\.links: uses a link twice/,
    ],
    [
      'duplicate flow ids',
      { ...ok, flows: [ok.flows[0], { ...ok.flows[1], id: 'x' }] },
      /flows\[1\] \(x\)\.id: duplicate flow id/,
    ],
    ['no flows', { links: ok.links, flows: [] }, /flows: the network has no flows/],
    ['no links', { links: [], flows: [] }, /links: the network has no links/],
  ])('rejects %s', (_name, net, message) => {
    expect(() => weightedProportionalFair(net as FairnessNetwork)).toThrow(RangeError);
    expect(() => weightedProportionalFair(net as FairnessNetwork)).toThrow(message);
    expect(() => maxMinFair(net as FairnessNetwork)).toThrow(message);
  });
});

describe("the fluid MP-TCP lab's networks", () => {
  const fluid: Network = {
    links: [
      { id: 'L1', capacityMbps: 10, delayMs: 10 },
      { id: 'L2', capacityMbps: 5, delayMs: 20 },
    ],
    sources: [
      { id: 'A', algorithm: { name: 'tcp' }, routes: [{ links: [0, 1] }] },
      { id: 'B', algorithm: { name: 'tcp' }, routes: [{ links: [0] }] },
      { id: 'C', algorithm: { name: 'tcp' }, routes: [{ links: [1] }] },
    ],
  };

  it('single-path sources become flows, with weights', () => {
    const net = fromFluidNetwork(fluid, [1, 2, 1]);
    expect(net.flows.map((f) => [f.id, f.links, f.weight])).toEqual([
      ['A', [0, 1], 1],
      ['B', [0], 2],
      ['C', [1], 1],
    ]);
    expect(weightedProportionalFair(net).rates[0]).toBeCloseTo((35 - 5 * Math.sqrt(17)) / 8, 13);
  });

  it('a multipath source is refused, naming it', () => {
    const multi: Network = {
      ...fluid,
      sources: [
        ...fluid.sources,
        { id: 'M', algorithm: { name: 'coupled' }, routes: [{ links: [0] }, { links: [1] }] },
      ],
    };
    expect(() => fromFluidNetwork(multi)).toThrow(
      /sources\[3\] \(M\)\.routes: a fairness flow has one route, got 2/,
    );
    expect(() => fromFluidNetwork(fluid, [1])).toThrow(/weights: one per source/);
  });
});
