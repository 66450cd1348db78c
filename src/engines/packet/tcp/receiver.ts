/**
 * The receiving end of one flow, as ns-2 2.35's Agent/TCPSink (tcp/tcp-sink.cc): the Acker keeps the
 * next expected sequence number and what arrived out of order; the ACK carries the highest
 * in-order sequence number (next - 1). With SACK (Agent/TCPSink/Sack1, the Sacker) the ACK also
 * carries up to `sackBlocks` blocks: first the block holding the packet just received, then the
 * most recent earlier blocks from a small stack, skipping those the newest block covers.
 * Out-of-order data is kept as sorted disjoint blocks [left, right) above `next`, which answers the
 * Sacker's "first hole to the right / to the left of this packet" without scanning packet by packet.
 */
import type { AckPool } from './ackPool';
import { BlockList } from './blockList';

export class TcpReceiver {
  /** next sequence number expected in order (ns-2 Acker next_) */
  next = 0;
  /** highest sequence number received (ns-2 maxseen_) */
  maxSeen = 0;
  /** was the last packet a duplicate (ns-2 is_dup_)? */
  isDup = false;
  /** what arrived above `next` */
  private readonly got = new BlockList();
  // the Sacker's SackStack: the most recent blocks, newest first
  private readonly stL: Int32Array;
  private readonly stR: Int32Array;
  private stCnt = 0;

  constructor(
    /** SACK blocks per ACK (ns-2 maxSackBlocks_); 0: a plain TCPSink without SACK */
    readonly sackBlocks: number,
    /** ACK size on the wire without SACK blocks (ns-2 TCPSink packetSize_) */
    readonly ackSize: number,
  ) {
    this.stL = new Int32Array(Math.max(1, sackBlocks)).fill(-1);
    this.stR = new Int32Array(Math.max(1, sackBlocks)).fill(-1);
  }

  /** ns-2 Acker::update(seq): records a data packet; returns how many packets it delivers in order. */
  receive(seq: number): number {
    this.isDup = false;
    if (seq > this.maxSeen) this.maxSeen = seq;
    if (seq < this.next) {
      this.isDup = true;
      return 0;
    }
    const got = this.got;
    if (seq === this.next && (got.size === 0 || got.left(0) > seq + 1)) {
      // the next packet in order, not touching a block above: what adding it and removing it does
      this.next = seq + 1;
      return 1;
    }
    if (got.find(seq) >= 0) {
      this.isDup = true;
      return 0;
    }
    got.add(seq, seq + 1);
    if (got.left(0) === this.next) {
      const before = this.next;
      this.next = got.right(0);
      got.removeBelow(this.next);
      return this.next - before;
    }
    return 0;
  }

  /** Writes the ACK for the packet `oldSeqno` just received into `slot` (ns-2 TcpSink::ack + Sacker::append_ack). */
  writeAck(pool: AckPool, slot: number, oldSeqno: number): void {
    const seqno = this.next - 1;
    pool.ackNo[slot] = seqno;
    let count = 0;
    if (this.sackBlocks > 0) {
      if (seqno >= this.maxSeen && this.stCnt !== 0) this.resetStack();
      else if (seqno < this.maxSeen || this.isDup) count = this.sackAppend(pool, slot, oldSeqno);
    }
    pool.blockCount[slot] = count;
    pool.bytes[slot] = this.ackSize + 8 * count;
  }

  private sackAppend(pool: AckPool, slot: number, oldSeqno: number): number {
    const seqno = this.next - 1;
    const out = slot * pool.stride;
    let count = 0;
    let recentL: number;
    let recentR: number;
    if (oldSeqno <= seqno) {
      // the packet is at or below the cumulative ACK: no first block; everything up to the first hole is covered
      recentL = 0;
      recentR = this.next;
    } else {
      const i = this.got.find(oldSeqno);
      recentL = this.got.left(i);
      recentR = this.got.right(i);
      pool.blocks[out] = recentL;
      pool.blocks[out + 1] = recentR;
      count = 1;
    }
    let k = 0;
    while (count < this.sackBlocks) {
      const l = k < this.stCnt ? this.stL[k] : -1;
      const r = k < this.stCnt ? this.stR[k] : -1;
      if (l < 0 || r < 0 || r > this.maxSeen + 1) break;
      if (recentL <= l && recentR >= r) {
        this.pop(k); // the newest block covers this one
        continue;
      }
      pool.blocks[out + 2 * count] = l;
      pool.blocks[out + 2 * count + 1] = r;
      count++;
      k++;
    }
    if (oldSeqno > seqno) this.push(recentL, recentR);
    return count;
  }

  private push(l: number, r: number): void {
    const size = this.stL.length;
    if (this.stCnt >= size) this.stCnt = size - 1;
    for (let i = this.stCnt - 1; i >= 0; i--) {
      this.stL[i + 1] = this.stL[i];
      this.stR[i + 1] = this.stR[i];
    }
    this.stCnt++;
    this.stL[0] = l;
    this.stR[0] = r;
  }

  private pop(n: number): void {
    let i = n;
    for (; i < this.stCnt - 1; i++) {
      this.stL[i] = this.stL[i + 1];
      this.stR[i] = this.stR[i + 1];
    }
    this.stL[i] = -1;
    this.stR[i] = -1;
    this.stCnt--;
  }

  private resetStack(): void {
    this.stL.fill(-1);
    this.stR.fill(-1);
    this.stCnt = 0;
  }
}
