/**
 * A bulk-transfer TCP sender with ns-2 2.35's semantics (tcp/tcp.cc, class TcpAgent): the order of
 * operations of recv / newack / opencwnd / slowdown / send_much / output / timeout is ns-2's, with
 * its variable names in camelCase so that a reader can follow both side by side. This base class is
 * Agent/TCP (Tahoe); the Reno, NewReno and Sack1 subclasses override what their ns-2 classes do.
 * How much the window grows or shrinks is delegated to a congestion-control module (cc/).
 *
 * Sequence numbers count packets. With `syn` (ns-2 syn_ true, delay_growth_ true) packet 0 is a
 * 40-byte SYN sent with cwnd = 1, and cwnd becomes the initial window when it is acknowledged.
 * The application always has data (FTP): ns-2's curseq_ is infinite here.
 */
import type { CongestionControl, WindowState } from '../cc/congestionControl';
import type { Clock } from '../clock';
import type { AckPool } from './ackPool';
import { RttEstimator, type RtoConfig } from './rttEstimator';

/** What a sender needs from the network (the time is the shared clock's). */
export interface SenderHost {
  /** hands data packet `seq` of `flow` to its first link now */
  sendData(flow: number, seq: number): void;
  /** the sender's retransmission timer now expires at its `rtoDeadline` (the host keeps one lazy entry) */
  armRto(sender: { readonly flow: number; readonly rtoDeadline: number }): void;
}

export interface SenderConfig {
  /** ns-2 window_: the most the sender may have outstanding (min of wmax and the receiver window) */
  wnd: number;
  /** ns-2 windowInit_ */
  iw: number;
  syn: boolean;
  /** ns-2 singledup_ (limited transmit) */
  limitedTransmit: boolean;
  /** ns-2 numdupacks_ */
  dupThresh: number;
  rto: RtoConfig;
}

// ns-2 last_cwnd_action_ values
export const CWND_ACTION_DUPACK = 1;
export const CWND_ACTION_TIMEOUT = 2;
export const CWND_ACTION_EXITED = 4;

export class TcpSender {
  /** next sequence number to send (t_seqno_) */
  tSeqno = 0;
  /** highest sequence number sent (maxseq_) */
  maxSeq = -1;
  /**
   * The last sequence number the application hands over (ns-2 curseq_): infinite for FTP, the
   * highest sent once the flow is stopped (`stop`): outstanding data is still repaired.
   */
  curseq = Infinity;
  /** last cumulative ACK processed as new (last_ack_) and highest seen (highest_ack_) */
  lastAck = -1;
  highestAck = -1;
  dupAcks = 0;
  /** recovery point (recover_): highest sequence sent when the last loss response began */
  recover = 0;
  lastCwndAction = 0;
  readonly rtt: RttEstimator;
  /**
   * rtt.timeout(), kept here: every ACK restarts the timer, while the estimate changes about once
   * an RTT (update, backoff, backoff reset). A double returned by a call V8 does not inline is
   * boxed: reading a field costs no allocation per ACK.
   */
  private rto = 0.5; // a non-integer first value: V8 then stores the field as an unboxed double
  // RTT timing of one packet at a time (rtt_active_, rtt_seq_, rtt_ts_)
  protected rttActive = false;
  protected rttSeq = -1;
  protected rttTs = 0;
  /** retransmission timer: pending or not, and when it expires */
  rtoArmed = false;
  rtoDeadline = 0;
  /** initial window (wnd_init_; ns-2 lowers it to 1 when the SYN or first packet is lost) */
  protected wndInit: number;
  readonly wnd: number;
  // statistics
  timeouts = 0;
  fastRetransmits = 0;
  retransmits = 0;
  /** packets newly acknowledged by the last new ACK */
  protected acked = 0;
  /**
   * Every outstanding packet's send time (for per-ACK RTT samples) and whether it was sent again,
   * side by side at 2i and 2i + 1 (i = seq & ringMask), so that an ACK reads one cache line: with
   * many flows a sender's state is cold when its ACK arrives.
   */
  private ring = new Float64Array(128);
  private ringMask = 63;

  constructor(
    readonly flow: number,
    protected readonly host: SenderHost,
    readonly cc: CongestionControl,
    readonly w: WindowState,
    protected readonly cfg: SenderConfig,
    bootTime: number,
    protected readonly clock: Clock,
  ) {
    this.rtt = new RttEstimator(cfg.rto, bootTime);
    this.rto = this.rtt.timeout();
    this.wnd = cfg.wnd;
    this.wndInit = cfg.iw;
    // reset() / set_initial_window()
    w.cwnd = cfg.syn ? 1 : cfg.iw;
    w.ssthresh = cfg.wnd;
  }

  /** The application starts (ns-2 FTP start: sendmsg(-1) then send_much). */
  start(): void {
    this.sendMuch();
  }

  /**
   * An ACK arrives (ns-2 TcpAgent::recv): Tahoe. `ack` is its cumulative ACK; its SACK blocks, if
   * any, are in `pool` at `slot` (-1: none).
   */
  recv(ack: number, _pool: AckPool, _slot: number): void {
    if (ack > this.lastAck) {
      this.recvNewAckHelper(ack);
      if (this.lastAck === 0) this.w.cwnd = this.wndInit; // delay_growth_: the SYN is acknowledged
    } else if (ack === this.lastAck) {
      if (++this.dupAcks === this.cfg.dupThresh) this.dupAckAction();
      else if (this.dupAcks < this.cfg.dupThresh && this.cfg.limitedTransmit) this.sendOne();
    }
    this.sendMuch();
  }

  /** Tahoe's fast retransmit: halve ssthresh, cwnd = 1, go back to the first unacknowledged packet. */
  protected dupAckAction(): void {
    const recovered = this.highestAck > this.recover;
    if (!recovered && this.highestAck !== 0) return; // bug_fix_: one response per window
    this.recover = this.maxSeq;
    this.lastCwndAction = CWND_ACTION_DUPACK;
    this.fastRetransmits++;
    this.lossSlowdown();
    this.w.cwnd = 1; // CLOSE_CWND_ONE
    this.resetRtxTimer(false, false);
  }

  /** The retransmission timer expired (ns-2 TcpAgent::timeout). */
  timeout(): void {
    this.timeouts++;
    const w = this.w;
    if (w.cwnd < 1) w.cwnd = 1;
    this.recover = this.maxSeq;
    // bugfix_ss_: the first packet was lost, do not use a larger initial window
    if (this.highestAck === -1 && this.wndInit > 1) this.wndInit = 1;
    const idle = this.highestAck === this.maxSeq; // nothing outstanding (restart_bugfix_)
    if (idle) w.cwnd = 1;
    else {
      this.lastCwndAction = CWND_ACTION_TIMEOUT;
      this.cc.onTimeout(w, this.windowd());
      if (w.ssthresh < w.minSsthresh) w.ssthresh = w.minSsthresh;
      w.cwnd = 1; // CLOSE_CWND_RESTART with wnd_restart_ 1
    }
    this.resetRtxTimer(false, !idle);
    this.lastCwndAction = CWND_ACTION_TIMEOUT;
    this.sendMuch();
  }

  /** The application stops: no new data from now on (retransmissions continue). */
  stop(): void {
    if (this.curseq > this.maxSeq) this.curseq = this.maxSeq;
  }

  /** Stopped, and everything sent is acknowledged: the connection has nothing left to do. */
  get finished(): boolean {
    return this.curseq === this.maxSeq && this.highestAck === this.maxSeq;
  }

  /** ns-2 window(): the usable window in packets. */
  window(): number {
    const c = this.w.cwnd;
    return c < this.wnd ? Math.trunc(c) : this.wnd;
  }

  /** ns-2 windowd(): the window as a real number, the base of every decrease. */
  windowd(): number {
    const c = this.w.cwnd;
    return c < this.wnd ? c : this.wnd;
  }

  /** ns-2 send_much(): send as much new data as the window allows (at most maxburst if > 0). */
  sendMuch(maxburst = 0): void {
    let win = this.window();
    let n = 0;
    while (this.tSeqno <= this.highestAck + win && this.tSeqno <= this.curseq) {
      this.output(this.tSeqno);
      this.tSeqno++;
      win = this.window();
      if (maxburst > 0 && ++n === maxburst) break;
    }
  }

  /** ns-2 send_one(): limited transmit on the first duplicate ACKs. */
  protected sendOne(): void {
    const t = this.tSeqno;
    if (
      t <= this.highestAck + this.wnd &&
      t <= this.highestAck + this.w.cwnd + this.dupAcks &&
      t <= this.curseq
    ) {
      this.output(t);
      this.tSeqno++;
    }
  }

  /** ns-2 output(): transmit one packet, start timing it if new, arm the timer if needed. */
  protected output(seq: number): void {
    const force = this.highestAck === this.maxSeq; // nothing outstanding: restart the timer
    while (seq - this.highestAck > this.ringMask) this.growRing();
    const now = this.clock.now;
    const i = 2 * (seq & this.ringMask);
    this.ring[i] = now;
    this.host.sendData(this.flow, seq);
    if (seq > this.maxSeq) {
      this.ring[i + 1] = 0;
      this.maxSeq = seq;
      this.w.maxSeq = seq;
      if (!this.rttActive) {
        this.rttActive = true;
        if (seq > this.rttSeq) {
          this.rttSeq = seq;
          this.rttTs = now;
        }
      }
    } else {
      this.ring[i + 1] = 1;
      this.retransmits++;
    }
    if (!this.rtoArmed || force) this.setRtxTimer();
  }

  /** ns-2 newack(): a new cumulative ACK. */
  protected newAck(ack: number): void {
    this.dupAcks = 0;
    this.advanceHighestAck(ack);
    this.lastAck = ack;
    if (this.tSeqno < ack + 1) this.tSeqno = ack + 1;
    if (this.rttActive && ack >= this.rttSeq) {
      this.rtt.tBackoff = 1;
      this.rttActive = false;
      this.rtt.update(this.clock.now - this.rttTs, this.clock.now);
      this.rto = this.rtt.timeout();
      this.w.srtt = this.rtt.srttSeconds();
    }
    this.newTimer(ack);
  }

  /**
   * highest_ack_ moves to `ack`: record how much it covers and the per-ACK RTT sample, taken from
   * the newest packet acknowledged unless the ACK covers a retransmitted packet (Karn, as Linux's
   * tcp_clean_rtx_queue): the ACK that fills a hole would otherwise time the whole recovery.
   */
  protected advanceHighestAck(ack: number): void {
    this.acked = ack - this.highestAck;
    const w = this.w;
    const ring = this.ring;
    const mask = this.ringMask;
    let fresh = ack <= this.maxSeq;
    for (let s = this.highestAck + 1; fresh && s <= ack; s++)
      fresh = ring[2 * (s & mask) + 1] === 0;
    if (fresh) {
      const s = this.clock.now - ring[2 * (ack & mask)];
      w.rttSample = s;
      w.rttSamples++;
      if (s < w.minRtt) w.minRtt = s;
      if (s > w.maxRtt) w.maxRtt = s;
      const m = w.rttSmoothed;
      w.rttSmoothed = m === m ? m + (s - m) * 0.125 : s; // m === m: not NaN
    }
    if (ack > w.roundEnd) {
      w.round++;
      w.roundEnd = this.maxSeq;
    }
    this.highestAck = ack;
    w.highestAck = ack;
  }

  /** ns-2 recv_newack_helper(): newack, then open the window. */
  protected recvNewAckHelper(ack: number): void {
    this.newAck(ack);
    this.openCwnd();
  }

  /** ns-2 opencwnd(), delegated to the congestion control; cwnd never exceeds window_ here. */
  protected openCwnd(): void {
    this.cc.onAck(this.w, this.acked);
    if (this.w.cwnd > this.wnd) this.w.cwnd = this.wnd;
  }

  /** ns-2 slowdown(CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF), delegated; ssthresh >= 2 as ns-2. */
  protected lossSlowdown(): void {
    const w = this.w;
    this.cc.onLoss(w, this.windowd());
    if (w.ssthresh < w.minSsthresh) w.ssthresh = w.minSsthresh;
  }

  /** ns-2 reset_rtx_timer(mild, backoff): Tahoe and timeouts (mild = false) go back to highest_ack_ + 1. */
  protected resetRtxTimer(mild: boolean, backoff: boolean): void {
    if (backoff) {
      this.rtt.backoff();
      this.rto = this.rtt.timeout();
    }
    this.setRtxTimer();
    if (!mild) this.tSeqno = this.highestAck + 1;
    this.rttActive = false;
  }

  protected setRtxTimer(): void {
    this.rtoArmed = true;
    this.rtoDeadline = this.clock.now + this.rto;
    this.host.armRto(this);
  }

  /** The backoff goes back to 1 (a new RTT measurement, or a partial ACK in recovery). */
  protected resetBackoff(): void {
    this.rtt.tBackoff = 1;
    this.rto = this.rtt.timeout();
  }

  /** ns-2 newtimer(): restart the timer while data is outstanding, else cancel it. */
  protected newTimer(ack: number): void {
    if (this.tSeqno > ack || ack < this.maxSeq || this.w.cwnd < 1) this.setRtxTimer();
    else this.rtoArmed = false;
  }

  private growRing(): void {
    const mask = 2 * this.ringMask + 1;
    const ring = new Float64Array(2 * (mask + 1));
    for (let s = Math.max(0, this.highestAck); s <= this.maxSeq; s++) {
      ring[2 * (s & mask)] = this.ring[2 * (s & this.ringMask)];
      ring[2 * (s & mask) + 1] = this.ring[2 * (s & this.ringMask) + 1];
    }
    this.ring = ring;
    this.ringMask = mask;
  }
}
