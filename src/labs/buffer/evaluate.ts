import {
  ParallelTcpParamError,
  parallelTcpModels,
  type ParallelTcpResult,
} from '../../engines/models/parallelTcp';
import { theorem1 } from '../../engines/aimd/theory';
import { PacketSimulation } from '../../engines/packet/simulation';
import type { PacketSummary } from '../../engines/packet/summary';
import { toPacketParams } from '../families/packet/params';
import { DUMBBELL_DEFAULTS } from '../families/packet/scenario';
import { bufferPackets, modelParams, type BufferScenario } from './scenario';

/** The models at a scenario, or why they do not apply there. */
export function modelsAt(s: BufferScenario): ParallelTcpResult | { note: string } {
  try {
    return parallelTcpModels(modelParams(s));
  } catch (e) {
    if (e instanceof ParallelTcpParamError) return { note: e.message };
    throw e;
  }
}

/** Theorem 1 of paper 000 for N Reno flows (beta = 1/2), Mbit/s: the buffer-free model. */
export const theorem1Mbps = (s: BufferScenario): number => theorem1(s.n, 0.5) * s.bw;

/**
 * The same setup on the packet engine: N flows of `tcp`, a DropTail buffer of Q packets, ns-2
 * 2.35's conventions (1040-byte packets on the wire), the transfer's length, measured after the
 * warm-up (as the ns-2 reference runs of paper 001's setup).
 */
export function simulate(s: BufferScenario, seed = s.seed): PacketSummary {
  const q = bufferPackets(s);
  return new PacketSimulation(
    toPacketParams({
      ...DUMBBELL_DEFAULTS,
      n: s.n,
      cap: s.bw,
      rtt: [s.rtt],
      buffer: Math.max(2, q),
      queue: 'droptail',
      tcp: [s.tcp],
      pkt: s.pkt,
      t: s.duration,
      warmup: s.warmup,
      seed,
    }),
  ).run();
}
