/**
 * Agent/TCP/Reno (ns-2 2.35 tcp/tcp-reno.cc): fast retransmit halves the window and enters fast
 * recovery, where every further duplicate ACK inflates the usable window by one packet (dupwnd_);
 * the first new ACK, partial or not, deflates it and ends recovery. A second loss in the same
 * window is usually repaired by the retransmission timeout.
 */
import type { AckPool } from './ackPool';
import { CWND_ACTION_DUPACK, CWND_ACTION_EXITED, TcpSender } from './sender';

export class RenoSender extends TcpSender {
  /** window inflation during fast recovery (dupwnd_) */
  protected dupwnd = 0;

  override window(): number {
    let win = Math.trunc(this.w.cwnd) + this.dupwnd;
    if (win > this.wnd) win = this.wnd;
    return win;
  }

  override windowd(): number {
    const win = this.w.cwnd + this.dupwnd;
    return win > this.wnd ? this.wnd : win;
  }

  override recv(ack: number, _pool: AckPool, _slot: number): void {
    const thresh = this.cfg.dupThresh;
    if (ack > this.lastAck) {
      if (this.lastCwndAction === CWND_ACTION_DUPACK) {
        this.lastCwndAction = CWND_ACTION_EXITED;
        this.cc.onRecoveryExit?.(this.w);
      }
      this.dupwnd = 0;
      this.recvNewAckHelper(ack);
      if (this.lastAck === 0) this.w.cwnd = this.wndInit;
    } else if (ack === this.lastAck) {
      if (++this.dupAcks === thresh) this.dupAckAction();
      else if (this.dupAcks > thresh && this.lastCwndAction === CWND_ACTION_DUPACK) this.dupwnd++;
      else if (this.dupAcks < thresh && this.cfg.limitedTransmit) this.sendOne();
    }
    if (this.dupAcks === 0 || this.dupAcks > thresh - 1) this.sendMuch();
  }

  protected override dupAckAction(): void {
    const recovered = this.highestAck > this.recover;
    const allow = this.lastCwndAction === CWND_ACTION_DUPACK;
    if (!recovered && !allow && this.highestAck !== 0) return;
    this.recover = this.maxSeq;
    this.lastCwndAction = CWND_ACTION_DUPACK;
    this.fastRetransmits++;
    this.lossSlowdown();
    this.resetRtxTimer(true, false);
    this.output(this.lastAck + 1);
    this.dupwnd = this.cfg.dupThresh;
  }

  override timeout(): void {
    this.dupwnd = 0;
    this.dupAcks = 0;
    this.recover = this.maxSeq;
    super.timeout();
  }
}
