import type { Network } from '../../../engines/fluid/network';
import {
  GENERALIZED_CC,
  packetNetworkOf,
  type CcSpec,
  type PacketParams,
} from '../../../engines/packet';
import { HEADER_BYTES, packetHorizon, packetWarmup, traceIntervalOf } from '../packetScenario';
import { toNetwork, type MptcpScenario } from '../scenario';
import { sourceAlgorithms, type PacketAlgorithm } from './sourceAlgorithms';

/**
 * A scenario as the packet engine runs it (packetNetworkOf: each fluid link a queue with its
 * capacity and a third of its delay, access links making up each route's RTT, NewReno recovery),
 * with each source's algorithm as a congestion-control module. Flows are numbered as the fluid
 * model's routes: source by source, route by route.
 */
export type { PacketAlgorithm };
export { sourceAlgorithms };

/** The engine's module for an algorithm, with the scenario's parameters. */
export function ccSpecOf(alg: PacketAlgorithm, s: MptcpScenario): CcSpec {
  switch (alg) {
    case 'tcp':
      return { name: 'reno' };
    case 'ewtcp':
      return { name: 'ewtcp', a: s.a };
    case 'max':
      return { name: 'lia' };
    case 'balia':
      return { name: 'balia', 'balia-decrease': s.bdec };
    case 'balia-window':
      return { name: 'balia', 'balia-decrease': 'paper' };
    case 'generalized':
      return {
        name: GENERALIZED_CC.name,
        gbeta: s.gbeta,
        gn: s.gn === Infinity ? 0 : s.gn,
        geta: s.geta,
      };
    default:
      return { name: alg };
  }
}

export interface SetupSource {
  id: string;
  algorithm: PacketAlgorithm;
  multipath: boolean;
  flows: number[];
  routes: { links: string[]; rttMs: number }[];
  startS: number;
  stopS: number;
}

export interface PacketSetup {
  params: Partial<PacketParams>;
  sources: SetupSource[];
  /** per flow: its source and its route within the source */
  flowSource: number[];
  flowRoute: number[];
  links: { id: string; capacity: number; buffer: number }[];
  horizon: number;
  warmup: number;
  /** seconds between window samples */
  interval: number;
  pktBytes: number;
  /** wire bytes per payload byte: (payload + header) / payload */
  wire: number;
}

/** Trace rows between two drains at most (WindowRun drains at least this often). */
export const CHUNK_ROWS = 20_000;

export interface RunLength {
  horizon: number;
  warmup: number;
  interval: number;
}

export const runLengthOf = (s: MptcpScenario): RunLength => ({
  horizon: packetHorizon(s),
  warmup: packetWarmup(s),
  interval: traceIntervalOf(s),
});

/** The packet-level run of `net` (a network of this scenario) with these sources' algorithms. */
export function buildSetup(
  s: MptcpScenario,
  net: Network,
  algorithms: readonly PacketAlgorithm[],
  run: RunLength = runLengthOf(s),
): PacketSetup {
  const multipath = (k: number) => algorithms[k] !== 'tcp';
  const built = packetNetworkOf(net, {
    multipath: (src) => multipath(net.sources.indexOf(src)),
    ...(s.buffer.unit === 'packets' ? { buffer: s.buffer.value } : { bufferMs: s.buffer.value }),
    queue: s.queue,
    seed: s.seed,
  });
  const source = built.params.source!;
  const topo = built.params.topology!;
  const flowRoute = source.map((k, f) => f - built.sources[k].flows[0]);
  const sources: SetupSource[] = net.sources.map((src, k) => ({
    id: src.id,
    algorithm: algorithms[k],
    multipath: multipath(k),
    flows: built.sources[k].flows,
    routes: src.routes.map((r) => ({
      links: r.links.map((l) => net.links[l].id),
      rttMs: r.rttMs ?? 2 * r.links.reduce((a, l) => a + net.links[l].delayMs, 0),
    })),
    startS: src.startS ?? 0,
    stopS: src.stopS ?? Infinity,
  }));
  const links = net.links.map((l) => {
    const q = topo.links[built.links[l.id]].queue;
    return { id: l.id, capacity: l.capacityMbps, buffer: q && 'buffer' in q ? q.buffer : NaN };
  });
  return {
    params: {
      ...built.params,
      cc: source.map((k) => ccSpecOf(algorithms[k], s)),
      duration: run.horizon,
      warmup: run.warmup,
      traceInterval: run.interval,
      traceCapacity: CHUNK_ROWS + 16,
      seed: s.seed,
    },
    sources,
    flowSource: source,
    flowRoute,
    links,
    ...run,
    pktBytes: s.pkt,
    wire: (s.pkt + HEADER_BYTES) / s.pkt,
  };
}

/** The scenario's own run at window level. */
export const scenarioSetup = (s: MptcpScenario): PacketSetup =>
  buildSetup(s, toNetwork(s), sourceAlgorithms(s));
