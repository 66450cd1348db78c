/**
 * The Sack1 sender's scoreboard, with the semantics of ns-2 2.35's ScoreBoardRQ
 * (tcp/scoreboard-rq.cc over the reassembly queue of tcp/rq.cc), which Agent/TCP/Sack1 uses:
 *
 * - it holds the union of the SACKed ranges above the cumulative ACK, as sorted disjoint blocks
 *   [left, right) of sequence numbers (adjacent blocks merged);
 * - a "hole" is a sequence number above the cumulative ACK that no block covers *and* that has at
 *   least one SACKed block above it (data beyond the highest SACK is not presumed lost);
 * - a retransmission pointer (h_seqno_) only moves forward: each hole is retransmitted once per
 *   recovery; a lost retransmission is repaired by the retransmission timeout, as in ns-2.
 *
 * Blocks (or parts of blocks) at or below the cumulative ACK are ignored.
 */
import { BlockList } from './blockList';

export class SackScoreboard {
  private readonly blocks = new BlockList();
  /** number of SACKed sequence numbers held (ns-2 rq total()) */
  private total = 0;
  /** next candidate for retransmission (ns-2 h_seqno_) */
  private hSeqno = -1;
  /** cumulative ACK + 1 (ns-2 sack_min): nothing below it is held */
  private sackMin = -1;
  /** did the last `update` learn anything (ns-2 CheckUpdate())? */
  changed = false;

  /** ns-2 ClearScoreBoard(): forget the blocks and the retransmission pointer. */
  clear(): void {
    this.blocks.clear();
    this.total = 0;
    this.hSeqno = -1;
  }

  get blockCount(): number {
    return this.blocks.size;
  }

  /** ns-2 UpdateScoreBoard(last_ack, tcph): the ACK's cumulative point and SACK blocks. */
  update(lastAck: number, blocks: Int32Array, offset: number, count: number): void {
    const oldTotal = this.total;
    this.changed = false;
    if (this.sackMin <= lastAck) {
      this.sackMin = lastAck + 1;
      if (this.blocks.size > 0) {
        this.total -= this.blocks.removeBelow(this.sackMin);
        this.changed = true;
      }
    }
    for (let k = 0; k < count; k++) {
      const l = Math.max(blocks[offset + 2 * k], this.sackMin);
      const r = blocks[offset + 2 * k + 1];
      if (r > l) this.total += this.blocks.add(l, r);
    }
    this.changed = this.changed || this.total !== oldTotal;
  }

  /**
   * ns-2 GetNextRetran(): the first hole at or after the retransmission pointer, or -1.
   * Skipping over a SACKed block moves the pointer past it.
   */
  nextRetran(): number {
    if (this.hSeqno < this.sackMin) this.hSeqno = this.sackMin;
    const seq = this.hSeqno;
    const b = this.blocks;
    const i = b.firstEndingAtOrAfter(seq);
    if (i >= b.size) return -1; // nothing SACKed above: not a hole
    if (b.left(i) > seq) return seq; // seq itself is a hole below block i
    // seq is covered by block i (or just after it): the hole starts at its end
    if (i + 1 >= b.size) return -1;
    this.hSeqno = b.right(i);
    return this.hSeqno;
  }

  /** ns-2 MarkRetran(seq): `seq` has been retransmitted; the pointer moves past it. */
  markRetran(seq: number): void {
    if (seq >= this.hSeqno) this.hSeqno = seq + 1;
  }

  /** Is `seq` covered by a SACK block? (for tests and views) */
  isSacked(seq: number): boolean {
    return this.blocks.find(seq) >= 0;
  }
}
