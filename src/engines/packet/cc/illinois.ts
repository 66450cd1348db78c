/**
 * TCP-Illinois (paper 003: Liu, Başar & Srikant, Performance Evaluation 65 (2008)), a C-AIMD
 * algorithm: loss decides the direction, queueing delay the pace. Per ACK in congestion avoidance
 * W += α/W, per loss W −= βW, with α = f₁(d_a) and β = f₂(d_a) (eqs. (2)-(4)) updated once per RTT
 * from the average queueing delay d_a of the last RTT and the largest d_m seen, the θ rule and the
 * W_thresh rule (Sec. 3). The window rules are the model's (src/engines/models/illinois): this
 * module only feeds them the sender's per-ACK RTT samples, sequence numbers and windows.
 *
 * `variant`: 'paper' (Sec. 3 in real numbers, the parameters of Sec. 6; default) or 'linux'
 * (net/ipv4/tcp_illinois.c: fixed-point α and β, µs delays, its θ counter, min/max of individual
 * samples, integer window steps; LINUX_DIFFERENCES lists them all). β here is the fraction REMOVED
 * (paper 003's convention): `betaMax` = 1/2, `betaMin` = 1/8 by default. Slow start, fast
 * retransmit/recovery and timeouts are the sender's ("all the features of TCP-NewReno except the
 * AIMD algorithm are retained"); α and β are per-ACK O(1).
 *
 * Spec: { name: 'illinois', variant, alphaMax, alphaMin, betaMax, betaMin, wThresh, eta1, eta2,
 * eta3, theta }, each defaulting to the variant's preset (PAPER_PRESET, LINUX_PRESET).
 */
import {
  createIllinoisState,
  illinoisOnAck,
  illinoisOnLoss,
  illinoisOnTimeout,
  LINUX_PRESET,
  PAPER_PRESET,
  type AckInfo,
  type IllinoisParams,
  type IllinoisWindowState,
} from '../../models/illinois';
import {
  ccChoice,
  ccNumber,
  type CcFactory,
  type CongestionControl,
  type WindowState,
} from './congestionControl';
import type { CcSpec } from '../params';

export class IllinoisCc implements CongestionControl {
  readonly internalNames = ['da', 'dm', 'alpha', 'beta'] as const;
  readonly state: IllinoisWindowState;
  /** one AckInfo, refilled on every ACK (no allocation per packet) */
  private readonly ack: AckInfo = { cwnd: 1, rtt: null, ackSeq: 0, nextSeq: 0, acked: 1 };
  private seen = 0;

  constructor(readonly params: IllinoisParams) {
    this.state = createIllinoisState(params, 0);
  }

  onAck(w: WindowState, acked: number): void {
    const a = this.ack;
    a.cwnd = w.cwnd;
    a.rtt = w.rttSamples !== this.seen ? w.rttSample : null;
    this.seen = w.rttSamples;
    // the kernel's sequence space: the next packet expected, and snd_nxt
    a.ackSeq = w.highestAck + 1;
    a.nextSeq = w.maxSeq + 1;
    // the paper's W += α/W is per ACK (ns-2's convention, as reno here); the kernel counts packets
    a.acked = this.params.rules === 'linux' ? acked : 1;
    a.inSlowStart = w.cwnd < w.ssthresh;
    const next = illinoisOnAck(this.state, this.params, a);
    w.cwnd = a.inSlowStart ? w.cwnd + 1 : next;
  }

  onLoss(w: WindowState, window: number): void {
    const reduced = illinoisOnLoss(this.state, window);
    w.ssthresh = Math.trunc(reduced);
    w.cwnd = reduced;
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(illinoisOnTimeout(this.state, window, w.maxSeq + 1));
  }

  internals(out: Float64Array, at: number): void {
    const s = this.state;
    out[at] = s.lastDa ?? NaN;
    out[at + 1] = s.lastDm ?? NaN;
    out[at + 2] = s.alpha;
    out[at + 3] = s.betaRemoved;
  }
}

/** The model's parameters from a spec: the variant's preset, overridden field by field. */
export function illinoisParams(spec: CcSpec): IllinoisParams {
  const variant = ccChoice(spec, 'variant', 'paper', ['paper', 'linux'] as const);
  const base = variant === 'linux' ? LINUX_PRESET : PAPER_PRESET;
  const any = (x: number) => Number.isFinite(x);
  const num = (key: string, fallback: number) => ccNumber(spec, key, fallback, any, 'a number');
  return {
    alphaMax: num('alphaMax', base.alphaMax),
    alphaMin: num('alphaMin', base.alphaMin),
    betaRemovedMax: num('betaMax', base.betaRemovedMax),
    betaRemovedMin: num('betaMin', base.betaRemovedMin),
    wThresh: num('wThresh', base.wThresh),
    eta1: num('eta1', base.eta1),
    eta2: num('eta2', base.eta2),
    eta3: num('eta3', base.eta3),
    theta: num('theta', base.theta),
    rules: variant,
  };
}

const SPEC_KEY: Record<string, string> = { betaRemovedMax: 'betaMax', betaRemovedMin: 'betaMin' };

export const illinoisFactory: CcFactory = (spec) => {
  const p = illinoisParams(spec);
  try {
    return new IllinoisCc(p);
  } catch (e) {
    // the model names its own fields: say which spec field it is
    if (!(e instanceof RangeError)) throw e;
    const field = /^(\w+)/.exec(e.message)?.[1] ?? '';
    throw new RangeError(`cc.${SPEC_KEY[field] ?? field} (illinois): ${e.message}`, { cause: e });
  }
};
