/**
 * ACKs in flight, as slots of parallel typed arrays recycled through a free list: an ACK event
 * carries only its slot number, and no object is allocated per ACK. A slot holds the cumulative
 * ACK (ns-2 convention: the highest sequence number received in order), the SACK blocks
 * [left, right) and the ACK's size on the wire.
 */
export class AckPool {
  ackNo: Int32Array;
  bytes: Int32Array;
  blockCount: Uint8Array;
  /** blocks of slot s: left at blocks[s*stride + 2k], right at blocks[s*stride + 2k + 1] */
  blocks: Int32Array;
  readonly stride: number;
  private free: Int32Array;
  private freeCount: number;

  constructor(
    readonly maxBlocks: number,
    capacity = 64,
  ) {
    this.stride = Math.max(2, 2 * maxBlocks);
    this.ackNo = new Int32Array(capacity);
    this.bytes = new Int32Array(capacity);
    this.blockCount = new Uint8Array(capacity);
    this.blocks = new Int32Array(capacity * this.stride);
    this.free = new Int32Array(capacity);
    for (let i = 0; i < capacity; i++) this.free[i] = capacity - 1 - i;
    this.freeCount = capacity;
  }

  alloc(): number {
    if (this.freeCount === 0) this.grow();
    return this.free[--this.freeCount];
  }

  release(slot: number): void {
    this.free[this.freeCount++] = slot;
  }

  /** slots currently in use */
  get inUse(): number {
    return this.ackNo.length - this.freeCount;
  }

  private grow(): void {
    const old = this.ackNo.length;
    const cap = old * 2;
    const ackNo = new Int32Array(cap);
    const bytes = new Int32Array(cap);
    const blockCount = new Uint8Array(cap);
    const blocks = new Int32Array(cap * this.stride);
    ackNo.set(this.ackNo);
    bytes.set(this.bytes);
    blockCount.set(this.blockCount);
    blocks.set(this.blocks);
    this.ackNo = ackNo;
    this.bytes = bytes;
    this.blockCount = blockCount;
    this.blocks = blocks;
    const free = new Int32Array(cap);
    free.set(this.free.subarray(0, this.freeCount));
    for (let i = cap - 1; i >= old; i--) free[this.freeCount++] = i;
    this.free = free;
  }
}
