/**
 * Compound TCP (C-TCP: Tan, Song, Zhang & Sridharan, INFOCOM 2006) as ns-2 2.35's Agent/TCP/Linux
 * runs it for `select_ca compound` (tcp/linux/src/tcp_compound.c, the Castellani-Hemminger code of
 * 2006 on Linux 2.6.22's Vegas), and paper 003's C-TCP (Sec. 6, default parameters). The window is
 * the sum of a loss-based part c (Reno) and a delay window d: W = c + d, in packets.
 *
 * Per ACK (tcp_compound_cong_avoid): c += 1 while c ≤ ssthresh, else c += 1/W. Once per RTT, at the
 * first ACK of a packet sent after the last such mark (the kernel's beg_snd_nxt), with win the
 * packets sent between the two previous marks (old_wnd), BaseRTT the smallest RTT sample so far and
 * RTT the smallest of this round's samples (at least 3 of them, else no change):
 *   diff = win (1 − BaseRTT/RTT),         the packets the flow keeps queued (Vegas' diff);
 *   diff < γ:  d += max(⌊α win^k⌋ − 1, 0)  (W grows by the kernel's integer ⌊α win^k⌋ per RTT,
 *                                          1 of it from c: none from d below win = 41 packets);
 *   diff ≥ γ:  d = max(d − ζ diff, 0).
 * A loss: ssthresh = W (1 − β) (tcp_reno_ssthresh: the whole window halved) and the sender goes on
 * with W (1 − β). The next ACK finds c + d above the sender's window, and one of the two above it:
 * c = the window, d = 0 (the first lines of tcp_compound_cong_avoid). The paper's
 * d ← W (1 − β) − c/2 is not this code's rule; the window after a loss is the same, its split is
 * not. A timeout: the same ssthresh, and c = 1, d = 0. After a recovery or a timeout the rounds
 * restart from the next packet sent (tcp_compound_state, TCP_CA_Open), keeping the old left mark:
 * the first win after a loss spans the recovery. Constants: α = 1/8 (TCP_COMPOUND_ALPHA, a shift
 * of 3), k = 3/4 (a quartic root of win³), ζ = 1 (TCP_COMPOUND_BETA, which multiplies diff), γ = 30
 * packets, β = 1/2.
 *
 * Kept from the kernel's integers: the step ⌊α win^k⌋ (⌊qroot(win³) >> 3⌋). In real numbers it
 * would be up to a packet per RTT larger and d would grow from win = 16 on: at 10 Mb/s, 60 ms,
 * buffer 20, 23 % more loss events than ns-2 instead of 4 % (bench/packetNs2Linux.ts). Not
 * included: integer c and d otherwise (c grows by 1/W per ACK where the kernel counts W ACKs; d's
 * decrease is real, the kernel's diff in half packets), qroot's Newton iteration (within one of the
 * root), µs RTTs, the idle restart (the sender always has data), and ns-2's window of
 * ssthresh/2 during a recovery (tcp_reno_min_cwnd, while its rate halving keeps sending; back to
 * ssthresh at the end): here W (1 − β) throughout. RTT samples are the sender's per-ACK ones (new
 * ACKs only; the kernel also samples duplicate ACKs through the timestamps). Later versions
 * (Andrew's 1.x: γ tuning, LOW_WINDOW, pacing of d) are not ns-2 2.35's.
 */
import { defineCc } from './ccParams';
import type { CongestionControl, WindowState } from './congestionControl';

export class CompoundCc implements CongestionControl {
  readonly internalNames = ['dwnd', 'diff'] as const;
  /** the loss-based part c and the delay window d, packets */
  c = 0;
  d = 0;
  /** smallest RTT sample so far, s */
  baseRtt = Infinity;
  /** diff at the last round end (NaN before) */
  diff = NaN;
  /** this round's smallest sample and their number */
  private roundMin = Infinity;
  private count = 0;
  private seen = 0;
  /** the round marks as sequence numbers: the next round ends with the ACK of begNxt */
  private begNxt = 0;
  private begUna = 0;
  private started = false;
  /** after a timeout, the kernel's TCP_CA_Loss until the ACK of this sequence (-1: not in it) */
  private lossUntil = -1;

  constructor(
    readonly alpha: number,
    readonly k: number,
    readonly gamma: number,
    readonly zeta: number,
    /** the fraction of the window removed at a loss */
    readonly beta: number,
  ) {}

  /** ctcp_enable: the next round starts with the next packet sent; this round's samples go. */
  private enable(w: WindowState): void {
    this.begNxt = w.maxSeq + 1;
    this.count = 0;
    this.roundMin = Infinity;
    this.seen = w.rttSamples;
  }

  /** The delay window's increase over one RTT with `win` packets sent in the last one. */
  increase(win: number): number {
    const x = Math.floor(this.alpha * Math.pow(win, this.k)) - 1;
    return x > 0 ? x : 0;
  }

  onAck(w: WindowState): void {
    if (w.rttSamples !== this.seen) {
      this.seen = w.rttSamples;
      const s = w.rttSample;
      if (s < this.baseRtt) this.baseRtt = s;
      if (s < this.roundMin) this.roundMin = s;
      this.count++;
    }
    if (!this.started) {
      // tcp_compound_init, at the first ACK
      this.started = true;
      this.c = w.cwnd;
      this.d = 0;
      this.baseRtt = Infinity;
      this.enable(w);
    }
    const W = w.cwnd;
    // a decrease by the sender (a loss, a timeout): c and d follow it
    if (this.c + this.d > W) {
      if (this.c > W || this.d > W) {
        this.c = W;
        this.d = 0;
      } else this.c = W - this.d;
    }
    if (this.c <= w.ssthresh) this.c += 1;
    else this.c += 1 / W;
    if (w.highestAck >= this.begNxt) this.endRound(w);
    w.cwnd = this.c + this.d;
    if (this.lossUntil >= 0 && w.highestAck >= this.lossUntil) {
      this.lossUntil = -1;
      this.enable(w);
    }
  }

  /** The once-per-RTT update of the delay window. */
  private endRound(w: WindowState): void {
    const win = this.begNxt - this.begUna;
    this.begUna = this.begNxt;
    this.begNxt = w.maxSeq + 1;
    if (this.count > 2) {
      const diff = win * (1 - this.baseRtt / this.roundMin);
      this.diff = diff;
      if (diff < this.gamma) this.d += this.increase(win);
      else {
        const d = this.d - this.zeta * diff;
        this.d = d > 0 ? d : 0;
      }
    }
    this.count = 0;
    this.roundMin = Infinity;
  }

  onLoss(w: WindowState, window: number): void {
    const kept = window * (1 - this.beta);
    w.ssthresh = Math.trunc(kept);
    w.cwnd = kept;
  }

  onRecoveryExit(w: WindowState): void {
    this.enable(w);
  }

  onTimeout(w: WindowState, window: number): void {
    w.ssthresh = Math.trunc(window * (1 - this.beta));
    this.lossUntil = w.maxSeq;
  }

  internals(out: Float64Array, at: number): void {
    out[at] = this.d;
    out[at + 1] = this.diff;
  }
}

export const COMPOUND_CC = defineCc({
  name: 'compound',
  title: 'Compound TCP',
  line: 'Reno plus a delay window that grows while the queue is short (ns-2 2.35)',
  source: "ns-2 2.35's tcp_compound.c",
  sentence:
    'the window is Reno’s plus a delay window d: d grows by ⌊α W^k⌋ − 1 per RTT while the flow keeps fewer than γ packets queued, shrinks by ζ times its queued packets above, and a loss halves the whole window, d to 0.',
  params: [
    {
      kind: 'number',
      key: 'ctgamma',
      help: 'γ, packets: the delay window grows while the flow keeps fewer than γ queued (ns-2 2.35: 30)',
      label: 'γ: packets queued before d shrinks',
      hint: 'While diff, the packets the flow keeps queued, is below γ the delay window grows; above, it shrinks.',
      range: { min: 0, max: 1e6, openMin: true },
      default: 30,
    },
    {
      kind: 'number',
      key: 'ctalpha',
      help: 'α: the delay window adds ⌊α W^k⌋ − 1 packets per RTT while diff < γ (ns-2 2.35: 1/8)',
      label: 'α: delay window increase',
      hint: 'Below γ the whole window grows by ⌊α W^k⌋ packets per RTT (at least 1): a HighSpeed-like increase.',
      range: { min: 0, max: 1000, openMin: true },
      default: 0.125,
    },
    {
      kind: 'number',
      key: 'ctk',
      advanced: true,
      help: 'k, the exponent of the increase α W^k (ns-2 2.35: 3/4)',
      label: 'k: exponent of the increase',
      hint: 'The larger k, the faster large windows grow (HighSpeed TCP would be about 0.8).',
      range: { min: 0, max: 1, openMax: true },
      default: 0.75,
    },
    {
      kind: 'number',
      key: 'ctzeta',
      advanced: true,
      help: 'ζ: above γ the delay window loses ζ diff packets per RTT (ns-2 2.35: 1)',
      label: 'ζ: delay window decrease',
      hint: 'Above γ the delay window gives back ζ times the packets queued, each RTT, down to 0.',
      range: { min: 0, max: 1000 },
      default: 1,
    },
    {
      kind: 'number',
      key: 'ctbeta',
      help: 'β (removed), the fraction of the whole window REMOVED at a loss (ns-2 2.35: 1/2)',
      label: 'β (removed) at a loss',
      hint: 'At a loss the window c + d keeps 1 − β of itself (the code halves it, as Reno), all of it as c.',
      range: { min: 0, max: 1, openMin: true, openMax: true },
      default: 0.5,
    },
  ],
  create: (v) =>
    new CompoundCc(
      v.ctalpha as number,
      v.ctk as number,
      v.ctgamma as number,
      v.ctzeta as number,
      v.ctbeta as number,
    ),
});
