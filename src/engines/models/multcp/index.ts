/**
 * MulTCP(N) (paper 004, Crowcroft & Oechslin): the window rules of Sec. 4.1 as pure functions and
 * the closed forms of Annex B, Sec. 3 and paper 000's Sec. II-B.4. Pure TypeScript.
 */
export {
  ackIncrement,
  checkN,
  congestionAvoidanceIncrement,
  inSlowStart,
  initialWindow,
  lossKeptFraction,
  multcpConfig,
  onAck,
  onLoss,
  onTimeout,
  reducedSsthresh,
  reducedWindow,
  slowStartBoostWindow,
  slowStartCatchUpRtts,
  type MulTcpConfig,
  type MulTcpOptions,
  type MulTcpWindow,
} from './rules';
export {
  maxMulTcpExcess,
  multcpExcess,
  multcpGain,
  multcpKeptFactor,
  multcpThroughput,
  multcpUtilization,
  parallelUtilization,
  receiveBufferKnee,
  receiveBufferLimit,
  receiveBufferShares,
  receiveBufferThroughput,
  sawtoothMeanWindow,
  sawtoothPeakWindow,
  tcpThroughput,
} from './theory';
export { nextRound, roundsFor, slowStartRounds, type SlowStartRound } from './slowStartRounds';
export { MULTCP_TEX } from './tex';
