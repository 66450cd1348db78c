/**
 * Which events of the network share a stream of the event list (eventHeap.ts): the arrivals that
 * come through the same chain of fixed delays. A packet reaches a queue, or its ACK reaches the
 * sender, a fixed chain of event-free hops after the event that sent it on; events are processed in
 * time order, so packets that take chains with the same delays and capacities arrive nearly in the
 * order they left, and one stream can hold them all (htsim's delay lines). On a dumbbell whose flows
 * share an RTT, every flow's ACKs form one stream and every flow's arrivals at the bottleneck
 * another. Sharing is only a guess at the order: an event that comes out of order is scheduled on
 * its own, so a wrong guess costs time, never a change in the sequence of events.
 */
import type { TopologySpec } from './topology';

export interface DelayLines {
  /** the stream of the arrivals at each hop that has a queue (-1 elsewhere), by flat hop index */
  hopStream: Int32Array;
  /** the stream of each flow's ACKs reaching its sender */
  ackStream: Int32Array;
  /** number of streams */
  count: number;
}

/**
 * `hopEvent[h]` is 1 where hop h (flat: flow f's forward hops from fwdStart[f], reverse from
 * revStart[f]) has a queue; `ownAckStream`: give every flow's ACKs a stream of their own (their
 * arrival times are redrawn, e.g. RTT noise).
 */
export function delayLines(
  topo: TopologySpec,
  hopEvent: Uint8Array,
  fwdStart: Int32Array,
  revStart: Int32Array,
  dataBytes: readonly number[],
  ownAckStream: boolean,
): DelayLines {
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const hopStream = new Int32Array(hopEvent.length).fill(-1);
  const ackStream = new Int32Array(topo.flows.length);
  const hopKey = (l: number) => `${topo.links[l].delay},${topo.links[l].capacity}`;
  topo.flows.forEach((r, f) => {
    for (const [route, start, size] of [
      [r.forward, fwdStart[f], dataBytes[f]],
      [r.reverse, revStart[f], -1],
    ] as const) {
      // the chain since the last queue (or the sender): its queue's link, then each hop's delay and capacity
      let chain = `${size}|start`;
      route.forEach((l, i) => {
        if (hopEvent[start + i] === 1) {
          hopStream[start + i] = idOf(`${chain}>${l}`);
          chain = `${size}|${l}`;
        } else chain += `>${hopKey(l)}`;
      });
      if (size < 0) ackStream[f] = ownAckStream ? idOf(`own ${f}`) : idOf(`ack|${chain}`);
    }
  });
  return { hopStream, ackStream, count: ids.size };
}
