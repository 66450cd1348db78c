import {
  lossKeptFraction,
  maxMulTcpExcess,
  multcpExcess,
  multcpGain,
  multcpThroughput,
  multcpUtilization,
  parallelUtilization,
  sawtoothMeanWindow,
  sawtoothPeakWindow,
  slowStartBoostWindow,
  slowStartCatchUpRtts,
  tcpThroughput,
} from '../../engines/models/multcp';
import type { MultcpScenario } from './scenario';

/**
 * The gain view's numbers, all closed forms of the model code (evaluated here, never re-derived):
 * Annex B's gain T(N)/T_1 against the ideal N, paper 000's MulTCP-as-one-AIMD-flow utilization
 * against Theorem 1's N flows and their gap, and the Annex B figures at the chosen N.
 */
export interface GainRow {
  n: number;
  /** Annex B: (2/sqrt 3) sqrt(N (N - 1/4)) */
  gain: number;
  /** what "behaves like N TCPs" asks for */
  ideal: number;
  /** paper 000: 1 - (1 - beta)/(2N), MulTCP as one AIMD flow */
  multcpUtilization: number;
  /** Theorem 1: N AIMD flows, one signalled per congestion event */
  parallelUtilization: number;
  /** multcpUtilization / parallelUtilization */
  ratio: number;
  /** multcpUtilization - parallelUtilization, in units of c */
  difference: number;
}

/** The N axis's last value: nmax, or further when the chosen N is beyond it. */
export const axisEnd = (s: Pick<MultcpScenario, 'n' | 'nmax'>): number =>
  Math.max(s.nmax, Math.ceil(s.n));

export function gainRow(n: number, beta: number): GainRow {
  const ex = multcpExcess(n, beta);
  return {
    n,
    gain: multcpGain(n),
    ideal: n,
    multcpUtilization: multcpUtilization(n, beta),
    parallelUtilization: parallelUtilization(n, beta),
    ratio: ex.ratio,
    difference: ex.difference,
  };
}

/** One row per integer N from 1 to the axis's end (what the CLI prints, the charts' dots). */
export function gainRows(s: Pick<MultcpScenario, 'n' | 'nmax' | 'beta'>): GainRow[] {
  const end = axisEnd(s);
  return Array.from({ length: end }, (_, k) => gainRow(k + 1, s.beta));
}

/** Real N from 1 to the axis's end, fine enough for smooth curves (N is real in MulTCP). */
export function curveNs(end: number): number[] {
  const count = 240;
  return Array.from({ length: count + 1 }, (_, k) => 1 + ((end - 1) * k) / count);
}

export interface GainPoint {
  n: number;
  gain: number;
  /** Annex B's T(N) and T_1, bytes/s */
  throughput: number;
  tcpThroughput: number;
  /** the Annex B sawtooth: mean and peak window, packets */
  meanWindow: number;
  peakWindow: number;
  /** (N - 1/2)/N: the window kept on a loss */
  keptFraction: number;
  /** Sec. 4.1: k_N RTTs, and the window w_N up to which slow start adds 2 per ACK */
  catchUpRtts: number;
  boostWindow: number;
  row: GainRow;
}

export function gainPoint(s: MultcpScenario): GainPoint {
  const r = s.rtt / 1000;
  return {
    n: s.n,
    gain: multcpGain(s.n),
    throughput: multcpThroughput(s.n, s.p, r, s.pkt),
    tcpThroughput: tcpThroughput(s.p, r, s.pkt),
    meanWindow: sawtoothMeanWindow(s.n, s.p),
    peakWindow: sawtoothPeakWindow(s.n, s.p),
    keptFraction: lossKeptFraction(s.n),
    catchUpRtts: slowStartCatchUpRtts(s.n),
    boostWindow: slowStartBoostWindow(s.n),
    row: gainRow(s.n, s.beta),
  };
}

/** Paper 000's largest gap over real N >= 1 (ratio at N = 2: 1 + (1 - beta)^2 / (8 (1 + beta))). */
export const maxGap = (beta: number) => maxMulTcpExcess(beta);
