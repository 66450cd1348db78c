import type { PerModel, ParallelTcpDetail, ModelWarning } from '../../engines/models/parallelTcp';
import { encodeJson } from '../../scenario/codec';
import { departuresRule, flagImpossible, packetShare, type QuantityRule } from '../kit/impossible';
import { modelsAt, simulate, theorem1Mbps } from './evaluate';
import { DUMBBELL_DEFAULTS } from '../families/packet/scenario';
import { bufferPackets, type BufferScenario } from './scenario';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import type { BufferSpec } from './sweep/spec';

/** One point's report: the models, Theorem 1 and the simulation, in Mbit/s on the wire. */
export interface BufferReport {
  lab: 'buffer';
  scenario: Record<string, unknown>;
  /** the buffer used, packets */
  q: number;
  /** aggregate throughput per model, Mbit/s (hacker null without a loss rate); null outside
   * the models' domain */
  models: PerModel | null;
  /** the same as fractions of the link */
  utilization: PerModel | null;
  modelNote: string | null;
  warnings: ModelWarning[];
  detail: ParallelTcpDetail | null;
  /** paper 000's Theorem 1 (beta = 1/2), Mbit/s: the buffer-free model */
  theorem1: number;
  /** the packet engine on the same setup: Mbit/s on the wire, utilization, drops; null with sim=0 */
  simulated: { throughput: number; utilization: number; drops: number; timeouts: number } | null;
  impossible?: string[];
}

/**
 * A model's throughput is a share of the link (Hacker's bound aside: an upper bound may exceed
 * it); more would be a model outside its domain here.
 */
const BUFFER_QUANTITIES: QuantityRule[] = [
  {
    path: /^utilization\.(wu|wuNoS|chan|chanSteady)$/,
    kind: 'fraction',
    why: 'the model predicts more than the link carries, so it does not hold for this setup',
  },
  { path: /^models\.(hacker|wu|wuNoS|chan|chanSteady)$/, kind: 'nonnegative' },
];

export function buildReport(spec: BufferSpec, s: BufferScenario): BufferReport {
  const m = modelsAt(s);
  const ok = !('note' in m);
  const summary = s.sim ? simulate(s) : null;
  return flagImpossible<BufferReport>(
    {
      lab: 'buffer',
      scenario: encodeJson(BUFFER_SPEC_SCHEMA, spec),
      q: bufferPackets(s),
      models: ok
        ? { hacker: m.hacker, wu: m.wu, wuNoS: m.wuNoS, chan: m.chan, chanSteady: m.chanSteady }
        : null,
      utilization: ok ? m.utilization : null,
      modelNote: ok ? null : m.note,
      warnings: ok ? m.warnings : [],
      detail: ok ? m.detail : null,
      theorem1: theorem1Mbps(s),
      simulated: summary
        ? {
            throughput: summary.throughput,
            utilization: summary.utilization,
            drops: summary.drops,
            timeouts: summary.timeouts,
          }
        : null,
    },
    [...BUFFER_QUANTITIES, departuresRule(onePacketShare(s, summary?.measuredTime))],
  );
}

/** One packet (with the simulation's 40 header bytes) over the measured window (departuresRule). */
export function onePacketShare(s: BufferScenario, window = s.duration - s.warmup): number {
  return packetShare(s.pkt + DUMBBELL_DEFAULTS.header, s.bw * 1e6, window);
}
