import {
  multcpThroughput,
  receiveBufferKnee,
  receiveBufferThroughput,
} from '../../engines/models/multcp';
import type { MultcpScenario } from './scenario';

/**
 * Sec. 3, Fig. 2: a receive buffer B_R lets at most B_R be in flight per RTT, so T = B_R / R
 * until the loss rate's own limit (Annex B's T at p) takes over, at the knee B_R* = R T_loss (the
 * mean window in bytes). Units here: B_R in kB, T in kB/s (1 kB = 1000 bytes), R in ms.
 */
export interface BufferCurve {
  /** N of the curve (1: one TCP, Fig. 2) */
  n: number;
  /** Annex B's loss-limited throughput at p, kB/s */
  lossLimited: number;
  /** the knee B_R*, kB, and the throughput there (= lossLimited) */
  knee: number;
}

export interface RbufferView {
  tcp: BufferCurve;
  /** MulTCP(N) under the same p and R, when N > 1 */
  multcp: BufferCurve | null;
  /** the axis, kB: 0 … brmax */
  brmax: number;
}

function curve(n: number, s: MultcpScenario): BufferCurve {
  const r = s.rtt / 1000;
  const lossLimited = multcpThroughput(n, s.p, r, s.pkt) / 1000;
  return { n, lossLimited, knee: receiveBufferKnee(r, lossLimited) };
}

export function rbufferView(s: MultcpScenario): RbufferView {
  return { tcp: curve(1, s), multcp: s.rn > 1 ? curve(s.rn, s) : null, brmax: s.brmax };
}

/** T(B_R) in kB/s: min(B_R / R, T_loss); 0 for an empty buffer. */
export function throughputAt(bufferKb: number, c: BufferCurve, rttMs: number): number {
  return bufferKb > 0 ? receiveBufferThroughput(bufferKb, rttMs / 1000, c.lossLimited) : 0;
}

/**
 * The buffers the CLI and the CSV list: 0 … brmax in 100 steps, plus each knee within the axis (so
 * the corner is a row of its own).
 */
export function bufferGrid(v: RbufferView): number[] {
  const xs = Array.from({ length: 101 }, (_, k) => (v.brmax * k) / 100);
  for (const c of [v.tcp, v.multcp])
    if (c && c.knee < v.brmax && !xs.includes(c.knee)) xs.push(c.knee);
  return xs.sort((a, b) => a - b);
}
