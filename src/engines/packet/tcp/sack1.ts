/**
 * Agent/TCP/Sack1 (ns-2 2.35 tcp/tcp-sack1.cc, partial_ack_ false): selective acknowledgements.
 *
 * Outside recovery a duplicate ACK counts only if its SACK blocks teach the scoreboard something
 * new. The third one starts fast recovery: the window is reduced once (one reduction per loss
 * event, whatever the number of losses), the first hole is retransmitted, and `pipe` estimates the
 * packets in flight: maxseq - highest_ack - 3 at the start, minus one per ACK (two per partial
 * ACK), plus one per packet sent. While pipe < cwnd the sender retransmits the next hole of the
 * scoreboard, or new data when there is no hole, so only the lost packets are sent again.
 * Recovery ends with the ACK that covers `recover`, the highest sequence sent when it began.
 * A timeout clears the scoreboard and goes back to the first unacknowledged packet.
 */
import type { AckPool } from './ackPool';
import { SackScoreboard } from './sackScoreboard';
import { CWND_ACTION_DUPACK, TcpSender } from './sender';

export class Sack1Sender extends TcpSender {
  /** in fast recovery (fastrecov_) */
  fastRecov = false;
  /** packets estimated in flight during fast recovery (pipe_) */
  pipe = -1;
  /** a timeout happened and no new ACK since: ignore duplicate ACKs (timeout_) */
  private sinceTimeout = false;
  readonly scoreboard = new SackScoreboard();

  override recv(ack: number, pool: AckPool, slot: number): void {
    const sb = this.scoreboard;
    if (!this.fastRecov) {
      if (ack > this.lastAck) {
        this.recvNewAckHelper(ack);
        this.sinceTimeout = false;
        sb.clear();
        if (this.lastAck === 0) this.w.cwnd = this.wndInit;
      } else if (ack === this.lastAck && !this.sinceTimeout) {
        sb.update(
          this.highestAck,
          pool.blocks,
          slot * pool.stride,
          slot < 0 ? 0 : pool.blockCount[slot],
        );
        if (sb.changed) {
          if (++this.dupAcks === this.cfg.dupThresh) this.dupAckAction();
          else if (this.dupAcks < this.cfg.dupThresh && this.cfg.limitedTransmit) this.sendOne();
        }
      }
      if (this.dupAcks === 0) this.sendMuch();
      return;
    }
    this.pipe--;
    if (ack >= this.recover) {
      // the recovery point is acknowledged: fast recovery is over (no window growth on this ACK)
      this.recover = 0;
      this.fastRecov = false;
      this.newAck(ack);
      this.sinceTimeout = false;
      sb.clear();
      this.cc.onRecoveryExit?.(this.w);
    } else if (ack > this.highestAck) {
      // partial ACK: stay in recovery; highest_ack_ moves, last_ack_ does not
      this.advanceHighestAck(ack);
      sb.update(
        this.highestAck,
        pool.blocks,
        slot * pool.stride,
        slot < 0 ? 0 : pool.blockCount[slot],
      );
      this.pipe--; // the retransmission that produced it has left the network too
      this.newTimer(ack);
      this.resetBackoff();
    } else if (!this.sinceTimeout) {
      sb.update(
        this.highestAck,
        pool.blocks,
        slot * pool.stride,
        slot < 0 ? 0 : pool.blockCount[slot],
      );
      if (sb.changed && this.dupAcks > 0) this.dupAcks++;
    }
    this.sendMuch();
  }

  protected override dupAckAction(): void {
    const recovered = this.highestAck > this.recover;
    if (!recovered && this.highestAck !== 0) return;
    this.recover = this.maxSeq;
    this.pipe = this.maxSeq - this.highestAck - this.cfg.dupThresh;
    this.resetRtxTimer(true, false);
    this.fastRecov = true;
    this.scoreboard.markRetran(this.highestAck + 1);
    this.lastCwndAction = CWND_ACTION_DUPACK;
    this.fastRetransmits++;
    this.lossSlowdown();
    this.output(this.lastAck + 1);
  }

  override timeout(): void {
    this.dupAcks = 0;
    this.fastRecov = false;
    this.sinceTimeout = true;
    if (this.highestAck > this.lastAck) this.lastAck = this.highestAck;
    this.recover = this.maxSeq;
    this.scoreboard.clear();
    super.timeout();
  }

  /** Sack1's send_much(): holes first (in recovery, or when recover > 0), then new data. */
  override sendMuch(): void {
    const sb = this.scoreboard;
    let win = this.window();
    let found = true;
    while (
      found &&
      ((!this.fastRecov && this.tSeqno <= this.lastAck + win) ||
        (this.fastRecov && this.pipe < Math.trunc(this.w.cwnd)))
    ) {
      found = false;
      let x = sb.nextRetran();
      if (x === -1) {
        if (
          this.tSeqno <= this.curseq &&
          ((!this.fastRecov && this.tSeqno <= this.highestAck + win) ||
            (this.fastRecov && this.tSeqno <= this.highestAck + this.wnd))
        ) {
          found = true;
          x = this.tSeqno++;
        }
      } else if (this.recover > 0 && x <= this.highestAck + this.wnd) {
        found = true;
        sb.markRetran(x);
        win = this.window();
      }
      if (found) {
        this.output(x);
        if (this.tSeqno <= x) this.tSeqno = x + 1;
        this.pipe++;
      }
    }
  }
}
