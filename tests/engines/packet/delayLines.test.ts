import { describe, expect, it } from 'vitest';
import { delayLines } from '../../../src/engines/packet/delayLines';
import type { LinkSpec, TopologySpec } from '../../../src/engines/packet/topology';

/** A dumbbell by hand: per flow access links in and out (delay d[f]), a bottleneck queue 0 and its reverse link 1. */
function dumbbell(access: number[]): TopologySpec {
  const links: LinkSpec[] = [
    { capacity: 10e6, delay: 0.02, queue: { kind: 'droptail', buffer: 20 } },
    { capacity: 10e6, delay: 0.02, uncongested: true },
  ];
  const flows = access.map((d) => {
    const base = links.length;
    for (let i = 0; i < 4; i++) links.push({ capacity: 100e6, delay: d });
    return { forward: [base, 0, base + 1], reverse: [base + 2, 1, base + 3] };
  });
  return { links, flows, monitor: 0 };
}

function linesOf(topo: TopologySpec, ownAcks = false) {
  const hopEvent: number[] = [];
  const fwd: number[] = [];
  const rev: number[] = [];
  for (const r of topo.flows) {
    fwd.push(hopEvent.length);
    for (const l of r.forward) hopEvent.push(topo.links[l].queue ? 1 : 0);
    rev.push(hopEvent.length);
    for (const l of r.reverse) hopEvent.push(topo.links[l].queue ? 1 : 0);
  }
  const bytes = topo.flows.map(() => 1040);
  return delayLines(
    topo,
    Uint8Array.from(hopEvent),
    Int32Array.from(fwd),
    Int32Array.from(rev),
    bytes,
    ownAcks,
  );
}

describe('delay lines', () => {
  it('gives flows with the same delays one stream of arrivals at the bottleneck and one of ACKs', () => {
    const lines = linesOf(dumbbell([0.01, 0.01, 0.01]));
    expect(lines.count).toBe(2);
    // flow f's bottleneck hop is its forward hop 1, at flat index 6f + 1
    expect([1, 7, 13].map((h) => lines.hopStream[h])).toEqual([0, 0, 0]);
    expect([...lines.ackStream]).toEqual([1, 1, 1]);
    expect([0, 2, 3, 4, 5].map((h) => lines.hopStream[h])).toEqual([-1, -1, -1, -1, -1]);
  });

  it('separates flows whose delays differ, and gives redrawn ACK times a stream each', () => {
    const lines = linesOf(dumbbell([0.01, 0.03, 0.01]));
    expect([1, 7, 13].map((h) => lines.hopStream[h])).toEqual([0, 2, 0]);
    expect([...lines.ackStream]).toEqual([1, 3, 1]);
    const own = linesOf(dumbbell([0.01, 0.01, 0.01]), true);
    expect(new Set(own.ackStream).size).toBe(3);
  });
});
