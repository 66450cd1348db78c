import { alphaCurve, betaRemovedCurve, smallWindowValues, thetaRule } from './curves';
import {
  linuxAlphaFixed,
  linuxBetaFixed,
  linuxDecrease,
  linuxFixedParams,
  linuxRttUs,
  linuxThresholdsUs,
  type LinuxFixedParams,
} from './linuxFixedPoint';
import {
  RENO_ALPHA,
  RENO_BETA_REMOVED,
  validateIllinoisParams,
  type IllinoisParams,
  type IllinoisRules,
} from './params';

/**
 * TCP-Illinois window rules (Sec. 3) for a packet-level sender, free of any simulator type:
 * plain numbers in and out, plus one plain, JSON-serializable state object that the functions
 * update in place (their only side effect; no allocation per ACK).
 *
 * What the caller keeps: slow start, fast retransmit/recovery and timeouts ("all the features of
 * TCP-NewReno except the AIMD algorithm are retained"). Sequence numbers count packets.
 */

export interface IllinoisWindowState {
  rules: IllinoisRules;
  /** α now in force (packets per RTT) and β (fraction REMOVED on a loss) */
  alpha: number;
  betaRemoved: number;
  /** linux: the same in fixed point (α·128, β·64); paper: null */
  alphaFixed: number | null;
  betaFixed: number | null;
  /**
   * T_min and T_max. paper: min and max of the per-RTT AVERAGE RTTs, in seconds (the default
   * option of footnote 4); linux: min and max of the individual samples, in whole µs. Null
   * before the first sample.
   */
  baseRtt: number | null;
  maxRtt: number | null;
  /** sum and count of the RTT samples of the current round (seconds, or µs for linux) */
  sumRtt: number;
  cntRtt: number;
  /** the round ends at the first ACK beyond this sequence number (the kernel's end_seq) */
  roundEndSeq: number;
  /** θ rule memory (see thetaRule) */
  rttAbove: boolean;
  rttLow: number;
  /** linux: packets acknowledged since the last window increment (snd_cwnd_cnt) */
  cwndCount: number;
  /** paper: after a timeout, α and β are frozen until one RTT after slow start ends */
  freeze: 'none' | 'slow-start' | 'one-rtt';
  /** dₐ and d_m (seconds) computed at the last round end, for display; null before */
  lastDa: number | null;
  lastDm: number | null;
  /** linux: the parameters in fixed point, computed once when the state is created */
  fixed: LinuxFixedParams | null;
}

export interface AckInfo {
  /** window before this ACK, packets (> 0) */
  cwnd: number;
  /** the RTT sample this ACK carries, seconds; null for none (duplicate ACK, Karn) */
  rtt: number | null;
  /** cumulative ACK: the next packet number the receiver expects */
  ackSeq: number;
  /** the next packet number the sender will send (snd_nxt) */
  nextSeq: number;
  /** packets newly acknowledged by this ACK (default 1) */
  acked?: number;
  /** the caller's slow start is on: no congestion-avoidance increase here */
  inSlowStart?: boolean;
}

function checkWindow(cwnd: number): void {
  if (!Number.isFinite(cwnd) || cwnd <= 0) {
    throw new RangeError(`cwnd must be a finite number > 0 (got ${cwnd})`);
  }
}

function fixedOf(s: IllinoisWindowState): LinuxFixedParams {
  return s.fixed as LinuxFixedParams;
}

/**
 * Initial state: α = α_max and β = β_max as the kernel's init (W_thresh overrides both at first).
 * A state belongs to the parameters it was created with: pass the same `p` to every call.
 */
export function createIllinoisState(p: IllinoisParams, nextSeq = 0): IllinoisWindowState {
  validateIllinoisParams(p);
  const fx = p.rules === 'linux' ? linuxFixedParams(p) : null;
  return {
    rules: p.rules,
    alpha: fx ? fx.alphaMax / fx.alphaScale : p.alphaMax,
    betaRemoved: fx ? fx.betaMax / fx.betaScale : p.betaRemovedMax,
    alphaFixed: fx ? fx.alphaMax : null,
    betaFixed: fx ? fx.betaMax : null,
    baseRtt: null,
    maxRtt: null,
    sumRtt: 0,
    cntRtt: 0,
    roundEndSeq: nextSeq,
    rttAbove: false,
    rttLow: 0,
    cwndCount: 0,
    freeze: 'none',
    lastDa: null,
    lastDm: null,
    fixed: fx,
  };
}

function setFixed(s: IllinoisWindowState, fx: LinuxFixedParams, a: number, b: number): void {
  s.alphaFixed = a;
  s.betaFixed = b;
  s.alpha = a / fx.alphaScale;
  s.betaRemoved = b / fx.betaScale;
}

function resetRound(s: IllinoisWindowState, nextSeq: number): void {
  s.sumRtt = 0;
  s.cntRtt = 0;
  s.roundEndSeq = nextSeq;
}

/** One RTT sample: into the round's average, and (linux) into T_min/T_max right away. */
export function illinoisRttSample(s: IllinoisWindowState, rtt: number): void {
  if (!Number.isFinite(rtt) || rtt < 0) {
    throw new RangeError(`rtt must be a finite number >= 0 (got ${rtt})`);
  }
  if (s.rules === 'linux') {
    const us = linuxRttUs(fixedOf(s), rtt);
    if (s.baseRtt === null || us < s.baseRtt) s.baseRtt = us;
    if (s.maxRtt === null || us > s.maxRtt) s.maxRtt = us;
    s.sumRtt += us;
  } else {
    s.sumRtt += rtt;
  }
  s.cntRtt++;
}

/**
 * Once per RTT (the kernel's update_params): dₐ = T_a − T_min and d_m = T_max − T_min
 * (Sec. 3), then α and β from (2)-(3) with the θ and W_thresh rules.
 */
export function illinoisEndRound(
  s: IllinoisWindowState,
  p: IllinoisParams,
  cwnd: number,
  nextSeq: number,
): void {
  if (s.rules === 'linux') {
    endRoundLinux(s, p, cwnd);
    resetRound(s, nextSeq);
    return;
  }
  const has = s.cntRtt > 0;
  if (has) {
    const ta = s.sumRtt / s.cntRtt;
    s.baseRtt = s.baseRtt === null ? ta : Math.min(s.baseRtt, ta);
    s.maxRtt = s.maxRtt === null ? ta : Math.max(s.maxRtt, ta);
    s.lastDa = ta - s.baseRtt;
    s.lastDm = s.maxRtt - s.baseRtt;
  }
  if (s.freeze === 'slow-start') {
    resetRound(s, nextSeq);
    return;
  }
  s.freeze = 'none';
  const small = smallWindowValues(p, cwnd);
  if (small) {
    s.alpha = small.alpha;
    s.betaRemoved = small.betaRemoved;
  } else if (has) {
    const da = s.lastDa as number;
    const dm = s.lastDm as number;
    const decision = thetaRule('paper', p.theta, s, da <= p.eta1 * dm);
    if (decision === 'alpha-max') s.alpha = p.alphaMax;
    else if (decision === 'curve') s.alpha = alphaCurve(p, da, dm);
    s.betaRemoved = betaRemovedCurve(p, da, dm);
  }
  resetRound(s, nextSeq);
}

function endRoundLinux(s: IllinoisWindowState, p: IllinoisParams, cwnd: number): void {
  const fx = fixedOf(s);
  if (Math.floor(cwnd) < p.wThresh) {
    setFixed(s, fx, fx.alphaBase, fx.betaBase);
    return;
  }
  if (s.cntRtt === 0 || s.baseRtt === null || s.maxRtt === null) return;
  const dm = s.maxRtt - s.baseRtt;
  const da = Math.floor(s.sumRtt / s.cntRtt) - s.baseRtt;
  s.lastDa = da / 1e6;
  s.lastDm = dm / 1e6;
  const t = linuxThresholdsUs(fx, dm);
  const decision = thetaRule('linux', p.theta, s, da <= t.d1);
  const a =
    decision === 'alpha-max'
      ? fx.alphaMax
      : decision === 'hold'
        ? (s.alphaFixed as number)
        : linuxAlphaFixed(fx, da, dm, t.d1);
  setFixed(s, fx, a, linuxBetaFixed(fx, da, t.d2, t.d3));
}

/**
 * Per ACK: the RTT sample, the round end if this ACK passes it, then (outside slow start) the
 * increase W ← W + α/W per acknowledged packet (paper), or the kernel's counter: after
 * cnt packets, when ⌊cnt·α/128⌋ ≥ W, W grows by ⌊that/W⌋ and cnt restarts. Returns the window.
 */
export function illinoisOnAck(s: IllinoisWindowState, p: IllinoisParams, a: AckInfo): number {
  checkWindow(a.cwnd);
  const acked = a.acked ?? 1;
  if (!Number.isInteger(acked) || acked < 0) {
    throw new RangeError(`acked must be an integer >= 0 (got ${acked})`);
  }
  if (a.rtt !== null) illinoisRttSample(s, a.rtt);
  if (s.freeze === 'slow-start' && !a.inSlowStart) {
    // slow start has just ended: α, β stay frozen one more RTT, counted from now
    s.freeze = 'one-rtt';
    resetRound(s, a.nextSeq);
  } else if (a.ackSeq > s.roundEndSeq) {
    illinoisEndRound(s, p, a.cwnd, a.nextSeq);
  }
  if (a.inSlowStart) return a.cwnd;
  if (s.rules === 'paper') return a.cwnd + (s.alpha * acked) / a.cwnd;
  const w = Math.floor(a.cwnd);
  s.cwndCount += acked;
  const delta = Math.floor((s.cwndCount * (s.alphaFixed as number)) / fixedOf(s).alphaScale);
  if (delta < w) return w;
  s.cwndCount = 0;
  return w + Math.floor(delta / w);
}

/** Loss detected by triple duplicate ACK: W ← W − βW (paper), max(W − ⌊Wβ/64⌋, 2) (linux). */
export function illinoisOnLoss(s: IllinoisWindowState, cwnd: number): number {
  checkWindow(cwnd);
  if (s.rules === 'linux') return linuxDecrease(fixedOf(s), s.betaFixed as number, cwnd);
  return cwnd * (1 - s.betaRemoved);
}

/**
 * Timeout. Returns the new slow-start threshold: W/2 (paper); the kernel calls its ssthresh
 * (with the β in force) before resetting. Then α = 1, β = ½; the paper also freezes them until
 * one RTT after slow start ends, the kernel clears its θ memory and restarts the round.
 */
export function illinoisOnTimeout(s: IllinoisWindowState, cwnd: number, nextSeq: number): number {
  checkWindow(cwnd);
  s.rttAbove = false;
  s.rttLow = 0;
  s.cwndCount = 0;
  resetRound(s, nextSeq);
  if (s.rules === 'linux') {
    const fx = fixedOf(s);
    const ssthresh = linuxDecrease(fx, s.betaFixed as number, cwnd);
    setFixed(s, fx, fx.alphaBase, fx.betaBase);
    return ssthresh;
  }
  s.alpha = RENO_ALPHA;
  s.betaRemoved = RENO_BETA_REMOVED;
  s.freeze = 'slow-start';
  return cwnd / 2;
}
