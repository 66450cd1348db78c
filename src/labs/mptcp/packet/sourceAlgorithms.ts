import type { LabAlgorithm } from '../labAlgorithms';
import { toNetwork, type MptcpScenario } from '../scenario';

/** What each source runs at window level: a lab algorithm, or single-path TCP (NewReno). */
export type PacketAlgorithm = LabAlgorithm | 'tcp';

/** The algorithm of each source of toNetwork(s), in order, with `alg` for the lab's sources. */
export function sourceAlgorithms(s: MptcpScenario, alg: LabAlgorithm = s.alg): PacketAlgorithm[] {
  if (s.net === 'custom' && s.network)
    return s.network.sources.flatMap((src) =>
      new Array<PacketAlgorithm>(src.n ?? 1).fill(src.alg ?? (src.routes.length > 1 ? alg : 'tcp')),
    );
  return toNetwork(s).sources.map((src) => (src.algorithm.name === 'tcp' ? 'tcp' : alg));
}
