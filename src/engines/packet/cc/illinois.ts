/**
 * TCP-Illinois (paper 003: Liu, Başar & Srikant, Performance Evaluation 65 (2008)), a C-AIMD
 * algorithm: loss decides the direction, queueing delay the pace. Per ACK in congestion avoidance
 * W += α/W, per loss W −= βW, with α = f₁(d_a) and β = f₂(d_a) (eqs. (2)-(4)) updated once per RTT
 * from the average queueing delay d_a of the last RTT and the largest d_m seen, the θ rule and the
 * W_thresh rule (Sec. 3). The window rules are the model's (src/engines/models/illinois): this
 * module only feeds them the sender's per-ACK RTT samples, sequence numbers and windows.
 *
 * `ivariant`: 'paper' (Sec. 3 in real numbers, the parameters of Sec. 6; default) or 'linux'
 * (net/ipv4/tcp_illinois.c: fixed-point α and β, µs delays, its θ counter, min/max of individual
 * samples, integer window steps; LINUX_DIFFERENCES lists them all). β here is the fraction REMOVED
 * (paper 003's convention): `bmax` = 1/2, `bmin` = 1/8 by default. Slow start, fast
 * retransmit/recovery and timeouts are the sender's ("all the features of TCP-NewReno except the
 * AIMD algorithm are retained"); α and β are per-ACK O(1).
 *
 * Spec: { name: 'illinois', ivariant, amax, amin, bmax, bmin, wthresh, eta1, eta2, eta3, theta }
 * (ILLINOIS_CC's table: the URL's names), amin and wthresh defaulting to the variant's preset
 * (PAPER_PRESET, LINUX_PRESET), the others to the paper's, which the kernel shares.
 */
import {
  ALPHA_SCALE,
  BETA_SCALE,
  createIllinoisState,
  ILLINOIS_RULES,
  illinoisOnAck,
  illinoisOnLoss,
  illinoisOnTimeout,
  LINUX_PRESET,
  PAPER_PRESET,
  type AckInfo,
  type IllinoisParams,
  type IllinoisRules,
  type IllinoisWindowState,
} from '../../models/illinois';
import { atLeastWhen, defineCc, ordered, type CcValues } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';
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

const preset = (v: CcValues): Readonly<IllinoisParams> =>
  v.ivariant === 'linux' ? LINUX_PRESET : PAPER_PRESET;

/** The model's parameters (src/engines/models/illinois) from the module's values. */
export function illinoisModelParams(v: CcValues): IllinoisParams {
  return {
    alphaMax: v.amax as number,
    alphaMin: v.amin as number,
    betaRemovedMax: v.bmax as number,
    betaRemovedMin: v.bmin as number,
    wThresh: v.wthresh as number,
    eta1: v.eta1 as number,
    eta2: v.eta2 as number,
    eta3: v.eta3 as number,
    theta: v.theta as number,
    rules: v.ivariant as IllinoisRules,
  };
}

const linux = (v: CcValues) => v.ivariant === 'linux';
const variantText = (f: keyof IllinoisParams) =>
  `the variant's: paper ${String(PAPER_PRESET[f])}, linux ${String(LINUX_PRESET[f])}`;
// β from 0.1 % removed: below, the random-loss model's product (eq. 31) needs millions of terms
const BETA_RANGE = { min: 0.001, max: 1, openMax: true };

export const ILLINOIS_CC = defineCc({
  name: 'illinois',
  title: 'TCP-Illinois',
  line: 'loss sets the direction, queueing delay the pace (paper 003)',
  source: 'paper 003',
  sentence:
    '+α per RTT and −β·W at a loss, α large and β small while the queueing delay d_a is small, α small and β large as it nears the largest delay seen: a concave window.',
  params: [
    {
      kind: 'choice',
      key: 'ivariant',
      advanced: true,
      names: ILLINOIS_RULES,
      default: 'paper',
      labels: { paper: 'paper 003, Sec. 3', linux: 'Linux tcp_illinois.c' },
      help: 'the rules of paper 003 Sec. 3 (paper) or of Linux tcp_illinois.c (linux)',
      label: 'Illinois rules',
      hint: "paper: Sec. 3 in real numbers; linux: the kernel's fixed-point α and β, µs delays, integer window steps.",
    },
    {
      kind: 'number',
      key: 'amax',
      help: 'α_max, increase per RTT while the queueing delay is small, packets',
      label: 'α_max: increase per RTT at low delay',
      hint: 'While d_a ≤ d_1 the window grows by α_max packets per RTT: fast while the queue is nearly empty.',
      range: { min: 0, max: 1000, openMin: true },
      default: PAPER_PRESET.alphaMax,
    },
    {
      kind: 'number',
      key: 'amin',
      help: 'α_min, increase per RTT at the largest delay d_m',
      label: 'α_min: increase per RTT at d_m',
      hint: 'α falls from α_max at d_1 to α_min at d_m (eq. 3): slow near a full queue, hence the concave window.',
      range: { min: 0, max: 1000, openMin: true },
      default: null,
      derive: (v) => preset(v).alphaMin,
      derivedText: variantText('alphaMin'),
    },
    {
      kind: 'number',
      key: 'bmax',
      help: 'β_max (removed), the fraction of the window REMOVED at a loss at high delay',
      label: 'β_max (removed) at high delay',
      hint: 'At a loss W ← W − β·W: β is the fraction REMOVED (not the lab’s b, which is kept); β_max applies from d_3 on.',
      range: BETA_RANGE,
      default: PAPER_PRESET.betaRemovedMax,
    },
    {
      kind: 'number',
      key: 'bmin',
      help: 'β_min (removed), the fraction of the window REMOVED at a loss at low delay',
      label: 'β_min (removed) at low delay',
      hint: 'The fraction REMOVED at a loss while d_a ≤ d_2: a loss with an empty queue (a lossy link) costs little.',
      range: BETA_RANGE,
      default: PAPER_PRESET.betaRemovedMin,
    },
    {
      kind: 'number',
      key: 'wthresh',
      advanced: true,
      help: 'W_thresh, packets: below it α = 1 and β (removed) = 1/2, as Reno',
      label: 'W_thresh: Reno below this window',
      hint: 'Below W_thresh packets Illinois is Reno (α = 1, β = 1/2): small windows say little about delay.',
      range: { min: 0, max: 1e9 },
      default: null,
      derive: (v) => preset(v).wThresh,
      derivedText: variantText('wThresh'),
    },
    {
      kind: 'number',
      key: 'eta1',
      advanced: true,
      help: 'η₁: d_1 = η₁ d_m, where α starts to fall',
      label: 'η₁: d_1 = η₁ d_m',
      hint: 'α = α_max while the average queueing delay d_a stays below d_1.',
      // η₁ = 1 would put d₁ = d_m: κ₁ = 0 and α_min would never be reached
      range: { min: 0, max: 1, openMax: true },
      default: PAPER_PRESET.eta1,
    },
    {
      kind: 'number',
      key: 'eta2',
      advanced: true,
      help: 'η₂: d_2 = η₂ d_m, where β (removed) starts to rise',
      label: 'η₂: d_2 = η₂ d_m',
      hint: 'β = β_min while d_a ≤ d_2, rising linearly to β_max at d_3.',
      range: { min: 0, max: 1 },
      default: PAPER_PRESET.eta2,
    },
    {
      kind: 'number',
      key: 'eta3',
      advanced: true,
      help: 'η₃: d_3 = η₃ d_m, from where β (removed) = β_max',
      label: 'η₃: d_3 = η₃ d_m',
      hint: 'From d_3 on a loss removes β_max of the window.',
      range: { min: 0, max: 1 },
      default: PAPER_PRESET.eta3,
    },
    {
      kind: 'number',
      key: 'theta',
      advanced: true,
      help: 'θ: RTTs with d_a below d_1 before α returns to α_max',
      label: 'θ: RTTs before α returns to α_max',
      hint: 'One low-delay RTT is not enough to speed up again: d_a must stay below d_1 for θ RTTs.',
      range: { min: 0, max: 1e6, integer: true },
      default: PAPER_PRESET.theta,
    },
  ],
  rules: [
    ordered('amin', 'amax'),
    ordered('bmin', 'bmax'),
    ordered('eta2', 'eta3'),
    // the kernel divides by ALPHA_MIN and BETA_MIN: at least one fixed-point unit each
    atLeastWhen('amin', 1 / ALPHA_SCALE, `1/${ALPHA_SCALE}`, linux, 'with linux rules'),
    atLeastWhen('bmin', 1 / BETA_SCALE, `1/${BETA_SCALE}`, linux, 'with linux rules'),
  ],
  create: (v) => new IllinoisCc(illinoisModelParams(v)),
});
