/**
 * Sorted, disjoint, non-adjacent blocks [left, right) of sequence numbers, in typed arrays with a
 * head offset: finding a block is a binary search, dropping blocks at the front (as the cumulative
 * ACK advances) is O(1), inserting a block moves only the blocks after it. The SACK receiver and
 * the sender's scoreboard both keep their ranges in one, so that windows of thousands of packets
 * with many holes stay cheap.
 */
export class BlockList {
  private l = new Int32Array(16);
  private r = new Int32Array(16);
  private head = 0;
  /** number of blocks */
  size = 0;

  left(k: number): number {
    return this.l[this.head + k];
  }

  right(k: number): number {
    return this.r[this.head + k];
  }

  clear(): void {
    this.head = 0;
    this.size = 0;
  }

  /** Index of the first block whose right end is >= seq (size if none). */
  firstEndingAtOrAfter(seq: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.r[this.head + mid] < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the block holding seq, or -1. */
  find(seq: number): number {
    const k = this.firstEndingAtOrAfter(seq + 1);
    return k < this.size && this.l[this.head + k] <= seq ? k : -1;
  }

  /** Adds [lo, hi) to the union, merging overlapping and adjacent blocks; returns the numbers added. */
  add(lo: number, hi: number): number {
    const i = this.firstEndingAtOrAfter(lo); // first block touching or after [lo, hi)
    let j = i;
    let nl = lo;
    let nr = hi;
    let covered = 0;
    while (j < this.size && this.l[this.head + j] <= hi) {
      const bl = this.l[this.head + j];
      const br = this.r[this.head + j];
      if (bl < nl) nl = bl;
      if (br > nr) nr = br;
      covered += br - bl;
      j++;
    }
    const removed = j - i;
    if (removed === 0) this.openGap(i);
    else if (removed > 1) this.closeGap(i + 1, removed - 1);
    this.l[this.head + i] = nl;
    this.r[this.head + i] = nr;
    return nr - nl - covered;
  }

  /** Removes everything below seq; returns the numbers removed. */
  removeBelow(seq: number): number {
    let removed = 0;
    while (this.size > 0 && this.r[this.head] <= seq) {
      removed += this.r[this.head] - this.l[this.head];
      this.head++;
      this.size--;
    }
    if (this.size > 0 && this.l[this.head] < seq) {
      removed += seq - this.l[this.head];
      this.l[this.head] = seq;
    }
    if (this.size === 0) this.head = 0;
    return removed;
  }

  /** Room for one block at index i, shifting the later ones right. */
  private openGap(i: number): void {
    if (this.head + this.size === this.l.length) {
      if (this.head > this.l.length / 2) this.compact();
      else this.grow();
    }
    const at = this.head + i;
    const end = this.head + this.size;
    this.l.copyWithin(at + 1, at, end);
    this.r.copyWithin(at + 1, at, end);
    this.size++;
  }

  /** Removes `count` blocks from index i. */
  private closeGap(i: number, count: number): void {
    const at = this.head + i;
    const end = this.head + this.size;
    this.l.copyWithin(at, at + count, end);
    this.r.copyWithin(at, at + count, end);
    this.size -= count;
  }

  private compact(): void {
    this.l.copyWithin(0, this.head, this.head + this.size);
    this.r.copyWithin(0, this.head, this.head + this.size);
    this.head = 0;
  }

  private grow(): void {
    const l = new Int32Array(this.l.length * 2);
    const r = new Int32Array(this.r.length * 2);
    l.set(this.l.subarray(this.head, this.head + this.size));
    r.set(this.r.subarray(this.head, this.head + this.size));
    this.l = l;
    this.r = r;
    this.head = 0;
  }
}
