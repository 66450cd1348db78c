import type { AlgorithmName, AlgorithmSpec } from '../../engines/fluid/algorithms';
import type { Network, Source } from '../../engines/fluid/network';
import {
  friendlinessNetwork,
  responsivenessNetwork,
  twoLinksNetwork,
} from '../../engines/fluid/presets';
import type { CustomNetwork } from './customNetwork';
import { fluidAlg } from './labAlgorithms';
import type { MptcpScenario } from './scenario';

/** The fluid engine's view of a scenario: its network, the algorithm's spec, the run length. */

/** The algorithm the scenario's MP-TCP sources run, with its parameters. */
export function algorithmSpec(
  s: MptcpScenario,
  name: AlgorithmName = fluidAlg(s.alg),
): AlgorithmSpec {
  if (name === 'ewtcp') return { name, a: s.a };
  if (name === 'generalized') return { name, beta: s.gbeta, n: s.gn, eta: s.geta };
  return { name };
}

/** The engine's network for a scenario (a decoded scenario gives a valid one). */
export function toNetwork(s: MptcpScenario): Network {
  const alg = algorithmSpec(s);
  let net: Network;
  if (s.net === 'friendliness') net = friendlinessNetwork(alg, { cMbps: s.c, rttMs: s.rtt }, s.pkt);
  else if (s.net === 'responsiveness') net = responsivenessNetwork(alg, s.pkt);
  else if (s.net === 'two-links' || !s.network)
    net = twoLinksNetwork(
      alg,
      { n1: s.n1, n2: s.n2, c1Mbps: s.c1, c2Mbps: s.c2, rtt1Ms: s.rtt1, rtt2Ms: s.rtt2 },
      s.pkt,
    );
  else net = customToNetwork(s, s.network);
  if (s.gamma !== null) net.gamma = s.gamma;
  return net;
}

function customToNetwork(s: MptcpScenario, c: CustomNetwork): Network {
  const index = new Map(c.links.map((l, i) => [l.id, i]));
  const sources: Source[] = [];
  for (const src of c.sources) {
    const name = src.alg ?? (src.routes.length > 1 ? fluidAlg(s.alg) : 'tcp');
    const copies = src.n ?? 1;
    for (let k = 1; k <= copies; k++)
      sources.push({
        id: copies > 1 ? `${src.id}-${k}` : src.id,
        algorithm: algorithmSpec(s, name),
        routes: src.routes.map((r) => ({
          links: r.links.map((l) => index.get(l)!),
          ...(r.rtt !== undefined ? { rttMs: r.rtt } : {}),
        })),
        ...(src.start !== undefined ? { startS: src.start } : {}),
        ...(src.stop !== undefined ? { stopS: src.stop } : {}),
      });
  }
  return {
    links: c.links.map((l) => ({
      id: l.id,
      capacityMbps: l.c,
      delayMs: l.d,
      ...(l.gamma !== undefined ? { gamma: l.gamma } : {}),
    })),
    sources,
    pktBytes: s.pkt,
  };
}

/** Simulated seconds: t, or 150 s for responsiveness (Coupled needs ~7 s after 80 s, then a
 * 10 s average), or 60 s after the last start or stop of a custom network, else 60 s. */
export function horizonOf(s: MptcpScenario): number {
  if (s.t !== null) return s.t;
  if (s.net === 'responsiveness') return 150;
  if (s.net === 'custom' && s.network) {
    const times = s.network.sources.flatMap((x) => [x.start ?? 0, x.stop ?? 0]);
    return Math.min(1e4, Math.max(...times) + 60);
  }
  return 60;
}

export function sampleIntervalOf(s: MptcpScenario): number {
  return s.dt ?? horizonOf(s) / 1000;
}
