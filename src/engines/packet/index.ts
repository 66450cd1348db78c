/**
 * The packet-level discrete-event TCP simulator (lab 7; window-level views of labs 4-6).
 * See simulation.ts for the run control, params.ts for the parameters and their ns-2 2.35 defaults,
 * cc/ for the congestion-control seam.
 */
import type { PacketParams } from './params';
import { PacketSimulation, type PacketSimulationOptions } from './simulation';
import type { PacketSummary } from './summary';

export { PacketSimulation, type PacketSimulationOptions } from './simulation';
export {
  DEFAULT_CC,
  FLAVOURS,
  LOSS_POLICIES,
  PACKET_DEFAULTS,
  QUEUE_KINDS,
  withDefaults,
  type CcSpec,
  type Flavour,
  type LossPolicy,
  type PacketParams,
  type QueueKind,
} from './params';
export { resolveParams } from './build';
export type { DropRecord, FlowSummary, PacketSummary, SourceSummary } from './summary';
export { sourceThroughput, type InternalColumn, type TraceChunk } from './measure/traces';
export {
  FRIENDLINESS_DEFAULTS,
  MPTCP_NETS,
  mptcpNetwork,
  packetNetworkOf,
  type MptcpNet,
  type MptcpNetwork,
  type MptcpNetworkOptions,
} from './mptcpNetworks';
export {
  buildDumbbell,
  propagationRtt,
  type FlowRoute,
  type LinkSpec,
  type QueueSpec,
  type TopologySpec,
} from './topology';
export { WindowState, type CcFactory, type CongestionControl } from './cc/congestionControl';
export { CC_MODULES, CC_MODULE_LIST, ccModule } from './cc/registry';
export * from './cc/ccParams';
export { BALIA_DECREASES, type BaliaDecrease } from './cc/balia';
export { GENERALIZED_CC } from './cc/generalized';
export { HSTCP_TABLE } from './cc/highspeed';

/** Runs a whole scenario and returns its summary (what a CLI prints). */
export function runPacket(
  params: Partial<PacketParams>,
  options: PacketSimulationOptions = {},
): PacketSummary {
  return new PacketSimulation(params, options).run();
}
