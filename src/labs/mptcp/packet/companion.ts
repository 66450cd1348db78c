import type { Network } from '../../../engines/fluid/network';
import { algorithmLabel } from '../algorithmLabels';
import type { SourceGroup } from '../groups';
import { hasFluidModel, type LabAlgorithm, type MultipathAlgorithm } from '../labAlgorithms';
import type { NetworkLayout } from '../networkLayout';
import { PACKET_SCENARIO_DEFAULTS, packetHorizon } from '../packetScenario';
import type { MptcpScenario } from '../scenario';
import { routeOffsets } from '../groups';
import { sourceAlgorithms } from './sourceAlgorithms';

/**
 * The fluid model of the window rules a packet-level scenario runs, to show beside it: the same
 * algorithm (Balia's decrease decides which fluid Balia: `fluid` is eq. 12, `paper` is eq. 2, the
 * fluid balia-window), or none (OLIA, and Balia's kernel decrease only approximately).
 */
export interface FluidCounterpart {
  alg: MultipathAlgorithm;
  /** the fluid model is this window rule's limit through (5) (false: the closest one only) */
  exact: boolean;
  note: string | null;
}

export function fluidCounterpart(s: MptcpScenario): FluidCounterpart | null {
  if (!hasFluidModel(s.alg)) return null;
  if (s.alg === 'balia') {
    if (s.bdec === 'paper')
      return {
        alg: 'balia-window',
        exact: true,
        note: 'Balia with eq. (2)’s decrease is the fluid balia-window (eqs. 1-2 through (5)).',
      };
    if (s.bdec === 'kernel')
      return {
        alg: 'balia',
        exact: false,
        note: 'The kernel’s decrease (integer α, min(α, 1.5)) has no smooth fluid model: the fluid side shows eq. (12)’s Balia, the closest one.',
      };
  }
  if (s.alg === 'max')
    return {
      alg: 'max',
      exact: true,
      note: 'The fluid Max leaves out LIA’s min(·, 1/wᵣ) cap (Sec. II-B).',
    };
  return { alg: s.alg, exact: true, note: null };
}

/**
 * The fluid scenario shown beside a packet-level one: the counterpart algorithm (the default one
 * when there is none: its trajectory is then not shown, its comparison rows are), the same run
 * length, the fluid sampling.
 */
export function fluidCompanion(s: MptcpScenario): MptcpScenario {
  if (s.level !== 'packet') return s;
  return {
    ...s,
    ...PACKET_SCENARIO_DEFAULTS,
    alg: fluidCounterpart(s)?.alg ?? 'balia',
    t: packetHorizon(s),
    dt: null,
  };
}

/**
 * The flows whose windows the page draws (Fig. 4): every route of the first MP-TCP source, then
 * the first single-path flow; flows are numbered as the fluid model's routes.
 */
export function drawnFlows(s: MptcpScenario, net: Network): { mp: number[]; sp: number[] } {
  const algs = sourceAlgorithms(s);
  const offsets = routeOffsets(net);
  const mpIndex = net.sources.findIndex((src, k) => algs[k] !== 'tcp' && src.routes.length > 1);
  const spIndex = algs.findIndex((a) => a === 'tcp');
  const routes = (k: number) => (k < 0 ? [] : net.sources[k].routes.map((_, j) => offsets[k] + j));
  return { mp: routes(mpIndex), sp: routes(spIndex).slice(0, 1) };
}

/** What a source runs at window level, for people: "Balia, decrease fluid", "OLIA", "TCP NewReno". */
export function packetAlgorithmLabel(s: MptcpScenario, alg: LabAlgorithm | 'tcp'): string {
  if (alg === 'balia') return `Balia, ${s.bdec} decrease`;
  if (alg === 'balia-window') return 'Balia, eqs. (1)-(2)';
  return algorithmLabel(alg);
}

/** The network picture's source boxes say what each source runs at window level. */
export function relabelForPacket(
  lay: NetworkLayout,
  s: MptcpScenario,
  groups: readonly SourceGroup[],
): NetworkLayout {
  const algs = sourceAlgorithms(s);
  return {
    ...lay,
    sources: lay.sources.map((box, k) =>
      box.multipath ? { ...box, detail: packetAlgorithmLabel(s, algs[groups[k].members[0]]) } : box,
    ),
  };
}
