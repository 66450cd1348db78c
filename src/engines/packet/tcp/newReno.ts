/**
 * Agent/TCP/Newreno (ns-2 2.35 tcp/tcp-newreno.cc, defaults newreno_changes1_ 1,
 * partial_window_deflation_ 1): a partial ACK (one that does not cover the recovery point)
 * retransmits the next unacknowledged packet and keeps the sender in fast recovery, deflating the
 * inflated window by the amount acknowledged; only the ACK covering `recover` ends recovery. So
 * several losses in one window are repaired without a timeout, one per round trip. During
 * recovery at most two packets leave per ACK (send_much with maxburst 2).
 */
import type { AckPool } from './ackPool';
import { RenoSender } from './reno';
import { CWND_ACTION_DUPACK, CWND_ACTION_EXITED } from './sender';

export class NewRenoSender extends RenoSender {
  private firstPartial = false;

  override recv(ack: number, _pool: AckPool, _slot: number): void {
    const thresh = this.cfg.dupThresh;
    if (ack > this.lastAck) {
      if (ack >= this.recover || this.lastCwndAction !== CWND_ACTION_DUPACK) {
        if (this.dupwnd > 0) {
          this.dupwnd = 0;
          if (this.lastCwndAction === CWND_ACTION_DUPACK) {
            this.lastCwndAction = CWND_ACTION_EXITED;
            this.cc.onRecoveryExit?.(this.w);
          }
        }
        this.firstPartial = false;
        this.recvNewAckHelper(ack);
        if (this.lastAck === 0) this.w.cwnd = this.wndInit;
      } else {
        this.partialNewAck(ack);
      }
    } else if (ack === this.lastAck) {
      if (++this.dupAcks === thresh) this.dupAckAction();
      else if (this.dupAcks > thresh && this.lastCwndAction === CWND_ACTION_DUPACK) this.dupwnd++;
      else if (this.dupAcks < thresh && this.cfg.limitedTransmit) this.sendOne();
    }
    if (this.dupAcks === 0) this.sendMuch();
    else if (this.dupAcks > thresh - 1) this.sendMuch(2);
  }

  /** ns-2 partialnewack_helper() + partialnewack() with partial window deflation. */
  private partialNewAck(ack: number): void {
    if (!this.firstPartial) {
      // newreno_changes1_: only the first partial ACK restarts the timer
      this.firstPartial = true;
      this.newTimer(ack);
    }
    const w = this.w;
    const deflate = ack - this.lastAck;
    if (this.dupwnd > deflate) this.dupwnd -= deflate - 1;
    else {
      w.cwnd -= deflate - this.dupwnd;
      this.dupwnd = 1; // stays > 0: still in fast recovery
    }
    if (w.cwnd < 1) w.cwnd = 1;
    this.advanceHighestAck(ack);
    this.lastAck = ack;
    if (this.tSeqno < ack + 1) this.tSeqno = ack + 1;
    if (this.rttActive && ack >= this.rttSeq) {
      this.rttActive = false;
      this.resetBackoff();
    }
    this.output(this.lastAck + 1);
  }

  /** NewReno's fast retransmit: as Reno, but never again inside the same window (careful variant). */
  protected override dupAckAction(): void {
    const recovered = this.highestAck > this.recover;
    if (!recovered && this.highestAck !== 0) return;
    this.recover = this.maxSeq;
    this.resetRtxTimer(true, false);
    this.lastCwndAction = CWND_ACTION_DUPACK;
    this.fastRetransmits++;
    this.lossSlowdown();
    this.output(this.lastAck + 1);
    this.dupwnd = this.cfg.dupThresh;
  }
}
