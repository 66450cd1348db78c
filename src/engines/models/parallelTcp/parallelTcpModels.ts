/**
 * The entry point of paper 001's models for the lab and the CLI: Hacker's bound (eq. 1), Wu and
 * El-Ocla (eqs. 2-3) and Chan et al. (eqs. 4-18) on one bottleneck, with aggregate throughputs in
 * Mbit/s and utilizations, plus the intermediate quantities behind them.
 *
 * Conventions:
 *  - The models count packets of pkt + header bytes: B = bwMbps 1e6 / (8 (pkt + header)) packets
 *    per second, T = rttMs / 1000, Q = q packets as given (all of it: a buffer of 50 packets is
 *    Q = 50, not the 49 waiting places an ns-2 DropTail of 50 offers).
 *  - Utilization = model packets per second / B. Mbit/s figures count wire bits (utilization x
 *    bwMbps); goodput (payload bits) is in `goodputMbps`. With header = 0 (paper 001's model,
 *    and the convention under which the ns-2 README's model row is reproduced) they coincide.
 *  - Chan et al.: eq. (17) when durationS or m is given, eq. (18) otherwise (`chanSteady` is always
 *    eq. 18).
 *
 * Domain: every field is checked (ParallelTcpParamError, a RangeError naming the field), and the
 * peak window of each connection, (B T + Q)/N, must hold the X lost packets and the V packets
 * whose duplicate ACKs signal the loss: (B T + Q)/N >= V + X (else fast retransmit cannot happen,
 * the model does not apply; the error names n). Within it every output is finite and positive;
 * utilizations of Wu/El-Ocla are in [3/4, 1]; Chan's eq. (18) is in (0, 1] when V + X >= 2 and
 * Q <= B T, or V + X >= 17/8 (see chanModel.ts); eq. (17) exceeds 1 only when slow start outruns
 * the link and the transfer is short, and a warning says so. Hacker's bound is not capped.
 */
import { chanModel, endsAfterSlowStart, type ChanHorizon, type ChanResult } from './chanModel';
import { slowStart } from './chanPhases';
import { checkLossRates, hackerBound, hackerBoundUniform } from './hacker';
import { goodputMbps, packetRate, wireMbps, type PacketSize } from './linkUnits';
import { ParallelTcpParamError, validateParams, type ParallelTcpParams } from './params';
import { wuElOcla, type WuElOclaResult } from './wuElOcla';

/** One value per model: `hacker` is null when no loss rate is given. */
export interface PerModel {
  hacker: number | null;
  /** Wu/El-Ocla, eq. (3) (with the S term) */
  wu: number;
  /** Wu/El-Ocla, eq. (2) (without it) */
  wuNoS: number;
  /** Chan et al., eq. (17) (durationS or m given) or eq. (18) */
  chan: number;
  /** Chan et al., eq. (18) */
  chanSteady: number;
}

export type ModelWarningCode =
  'no-loss-rate' | 'queue-exceeds-pipe' | 'slow-start-outruns-link' | 'above-link';

export interface ModelWarning {
  code: ModelWarningCode;
  message: string;
}

export interface ParallelTcpDetail {
  /** the network in the models' units */
  link: {
    /** B, packets per second */
    B: number;
    /** T, seconds */
    T: number;
    /** Q, packets */
    Q: number;
    N: number;
    /** B T: the pipe, packets (the exact BDP) */
    BT: number;
    /** B T + Q: aggregate window at a loss, packets */
    W: number;
    /** bytes per packet on the wire */
    wireBytes: number;
  };
  /**
   * eq. (1), null without a loss rate: the loss rates and each connection's bound (packets/s),
   * one number when shared by all N connections, one per connection when given so
   */
  hacker: {
    lossRates: number | readonly number[];
    perConnection: number | number[];
    packetsPerSecond: number;
  } | null;
  /**
   * eq. (1) at the loss rate Chan's cycle implies, p = X N / (Y_CA + Y_FF) for every connection,
   * in Mbit/s (wire); null when X = 0 (no loss, no bound)
   */
  hackerAtChanLossRate: number | null;
  /** eq. (3), S = 1 packet */
  wu: WuElOclaResult;
  /** eq. (2) */
  wuNoS: WuElOclaResult;
  /** eqs. (4)-(18), every phase (packets, seconds) */
  chan: ChanResult;
}

export interface ParallelTcpResult extends PerModel {
  /** throughputs / B */
  utilization: PerModel;
  /** payload throughputs, Mbit/s */
  goodputMbps: PerModel;
  detail: ParallelTcpDetail;
  warnings: ModelWarning[];
}

export function parallelTcpModels(params: ParallelTcpParams): ParallelTcpResult {
  validateParams(params);
  const size: PacketSize = { pkt: params.pkt, header: params.header };
  const B = packetRate(params.bwMbps, size);
  const T = params.rttMs / 1000;
  const Q = params.q;
  const N = params.n;
  const BT = B * T;
  const W = BT + Q;
  const { v: V, x: X } = params;
  if (!(W / N >= V + X))
    throw new ParallelTcpParamError(
      'n',
      `${N} connections leave each a peak window (B T + Q)/N = ${W / N} packets, less than ` +
        `V + X = ${V + X} (V duplicate ACKs and X losses): fast retransmit cannot happen, ` +
        `the models do not apply`,
    );

  let horizon: ChanHorizon = { kind: 'steady' };
  if (params.m !== undefined) horizon = { kind: 'cycles', m: params.m };
  if (params.durationS !== undefined) horizon = { kind: 'duration', A: params.durationS };
  const chanInputs = { B, T, Q, N, SSTHRESH: params.ssthresh, V, X };
  if (horizon.kind === 'duration') {
    const { T_SS } = slowStart({ B, T, Q, N }, params.ssthresh);
    if (!endsAfterSlowStart(horizon.A, T_SS))
      throw new ParallelTcpParamError(
        'durationS',
        `the transfer (${horizon.A} s) ends before slow start does (T_SS = ${T_SS} s)`,
      );
  }
  const chan = chanModel(chanInputs, horizon);
  const wu = wuElOcla({ B, T, Q, N, S: 1 });
  const wuNoS = wuElOcla({ B, T, Q, N, S: 0 });

  const warnings: ModelWarning[] = [];
  let hacker: ParallelTcpDetail['hacker'] = null;
  if (params.lossRate === undefined) {
    warnings.push({
      code: 'no-loss-rate',
      message: "Hacker's bound (eq. 1) needs a loss rate p; none given, so it is not computed.",
    });
  } else {
    const p = checkLossRates(N, params.lossRate, (message) => {
      throw new ParallelTcpParamError('lossRate', message);
    });
    hacker =
      typeof p === 'number'
        ? {
            lossRates: p,
            perConnection: hackerBoundUniform(T, 1, p),
            packetsPerSecond: hackerBoundUniform(T, N, p),
          }
        : {
            lossRates: p,
            perConnection: p.map((pi) => hackerBoundUniform(T, 1, pi)),
            packetsPerSecond: hackerBound(T, p),
          };
  }
  if (Q > BT)
    warnings.push({
      code: 'queue-exceeds-pipe',
      message:
        `Q = ${Q} packets exceeds B T = ${BT.toFixed(1)}: eqs. (2)-(3) and (11)-(14) assume the ` +
        `queue drains after the halving; they are evaluated as printed and under-predict.`,
    });
  if (horizon.kind !== 'steady' && chan.slowStartRate > B)
    warnings.push({
      code: 'slow-start-outruns-link',
      message:
        `The slow-start phase of eq. (17) sends ${chan.slowStartRate.toFixed(0)} packets/s, ` +
        `more than B = ${B.toFixed(0)}: the model gives each slow-start round the length T.`,
    });

  const pps: PerModel = {
    hacker: hacker === null ? null : hacker.packetsPerSecond,
    wu: wu.aggregate,
    wuNoS: wuNoS.aggregate,
    chan: chan.throughput,
    chanSteady: chan.cycle.throughput,
  };
  const map = (f: (x: number) => number): PerModel => ({
    hacker: pps.hacker === null ? null : f(pps.hacker),
    wu: f(pps.wu),
    wuNoS: f(pps.wuNoS),
    chan: f(pps.chan),
    chanSteady: f(pps.chanSteady),
  });
  const utilization = map((x) => x / B);
  for (const key of ['wu', 'wuNoS', 'chan', 'chanSteady'] as const)
    if (utilization[key] > 1 + 1e-12)
      warnings.push({
        code: 'above-link',
        message: `${key} predicts ${utilization[key].toFixed(4)} of the link rate, above 1.`,
      });
  const result: ParallelTcpResult = {
    ...map((x) => wireMbps(x, size)),
    utilization,
    goodputMbps: map((x) => goodputMbps(x, size)),
    detail: {
      link: { B, T, Q, N, BT, W, wireBytes: params.pkt + params.header },
      hacker,
      hackerAtChanLossRate:
        X > 0 ? wireMbps(hackerBoundUniform(T, N, chan.cycle.lossRate), size) : null,
      wu,
      wuNoS,
      chan,
    },
    warnings,
  };
  assertFinite(result);
  return result;
}

/** Never hand out NaN or Infinity silently: within the validated domain this cannot fire. */
function assertFinite(r: ParallelTcpResult): void {
  const values = [r.utilization, r.goodputMbps, r];
  for (const v of values)
    for (const key of ['hacker', 'wu', 'wuNoS', 'chan', 'chanSteady'] as const) {
      const x = v[key];
      if (x !== null && !(Number.isFinite(x) && x > 0))
        throw new Error(`parallelTcpModels: ${key} = ${x} (a bug: please report the parameters)`);
    }
}
