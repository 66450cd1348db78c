/**
 * Paper 001 (Chan, Liu, Yen, "Throughput modeling of TCP parallelization"): closed-form
 * throughput models of N parallel TCP connections on one DropTail bottleneck. Pure TypeScript.
 */
export { parallelTcpModels } from './parallelTcpModels';
export type {
  ModelWarning,
  ModelWarningCode,
  ParallelTcpDetail,
  ParallelTcpResult,
  PerModel,
} from './parallelTcpModels';
export { ParallelTcpParamError, validateParams, type ParallelTcpParams } from './params';
export {
  PAPER_001_BASE,
  PAPER_001_N,
  PAPER_001_SETUPS,
  bdpBuffer,
  type Paper001Setup,
} from './presets';
export {
  chanModel,
  type ChanCycle,
  type ChanHorizon,
  type ChanInputs,
  type ChanResult,
} from './chanModel';
export {
  congestionAvoidance,
  fastRecovery,
  slowStart,
  type ChanNetwork,
  type CongestionAvoidance,
  type FastRecovery,
  type SlowStart,
} from './chanPhases';
export {
  chanRounds,
  type ChanPhaseName,
  type ChanPhaseTotals,
  type ChanRound,
  type ChanRoundPart,
  type ChanRounds,
} from './chanRounds';
export { wuElOcla, type WuElOclaInputs, type WuElOclaResult } from './wuElOcla';
export { checkLossRates, hackerBound, hackerBoundUniform, type LossRates } from './hacker';
export {
  bdpPackets,
  goodputMbps,
  packetRate,
  wireBytes,
  wireMbps,
  type PacketSize,
} from './linkUnits';
export { PARALLEL_TCP_TEX } from './tex';
