/**
 * Cuts a byte stream that arrives in chunks of any size into the units of a capture file (the
 * file header, each packet record, each pcapng block) without ever joining the whole file: a unit
 * that lies inside one chunk is read in place, and only a unit that straddles a chunk boundary is
 * copied, into one carry buffer that grows to the longest such unit (bounded by the format's
 * largest legal unit, which `need` enforces) and is reused.
 */

/** What the framing asks of a format. */
export interface UnitParser {
  /**
   * The length of the unit starting at `off`, read from the `avail` bytes there (at least 1);
   * when those are too few to tell, the length of the header that tells (the framing calls
   * again once it has that many). 0 stops the reading: the parser has recorded a fatal problem.
   * `at` is the unit's offset in the file.
   */
  need(buf: Uint8Array, dv: DataView, off: number, avail: number, at: number): number;
  /** Reads the whole unit of `len` bytes at `off` (the bytes are only valid during the call). */
  unit(buf: Uint8Array, dv: DataView, off: number, len: number, at: number): void;
}

export class UnitStream {
  private carry = new Uint8Array(0);
  private carryView = new DataView(this.carry.buffer);
  private carryLen = 0;
  /** file offset of the next unit's first byte */
  private pos = 0;
  private stopped = false;

  constructor(private readonly parser: UnitParser) {}

  /** bytes received so far */
  get bytesSeen(): number {
    return this.pos + this.carryLen;
  }

  /** true once the parser stopped the reading */
  get isStopped(): boolean {
    return this.stopped;
  }

  push(chunk: Uint8Array): void {
    if (this.stopped || chunk.length === 0) return;
    let off = 0;
    if (this.carryLen > 0) {
      off = this.fillCarry(chunk);
      if (off === chunk.length || this.stopped) return;
    }
    const dv = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const end = chunk.length;
    while (off < end) {
      const avail = end - off;
      const n = this.parser.need(chunk, dv, off, avail, this.pos);
      if (n <= 0) {
        this.stopped = true;
        return;
      }
      if (n > avail) break;
      this.parser.unit(chunk, dv, off, n, this.pos);
      off += n;
      this.pos += n;
    }
    if (off < end) this.append(chunk, off, end - off);
  }

  /**
   * The unit left incomplete at the end of the input, if any: where it starts, how many bytes
   * it has and how many it needs.
   */
  pending(): { at: number; have: number; need: number } | null {
    if (this.stopped || this.carryLen === 0) return null;
    const need = this.parser.need(this.carry, this.carryView, 0, this.carryLen, this.pos);
    return { at: this.pos, have: this.carryLen, need: Math.max(need, this.carryLen + 1) };
  }

  /**
   * Completes the carried unit from the head of `chunk`, copying only as many bytes as the unit
   * needs; returns how many bytes of `chunk` it took.
   */
  private fillCarry(chunk: Uint8Array): number {
    let taken = 0;
    for (;;) {
      const n = this.parser.need(this.carry, this.carryView, 0, this.carryLen, this.pos);
      if (n <= 0) {
        this.stopped = true;
        return taken;
      }
      if (n <= this.carryLen) {
        this.parser.unit(this.carry, this.carryView, 0, n, this.pos);
        this.pos += n;
        this.carryLen = 0;
        return taken;
      }
      const k = Math.min(n - this.carryLen, chunk.length - taken);
      if (k === 0) return taken;
      this.reserve(this.carryLen + k, n);
      this.carry.set(chunk.subarray(taken, taken + k), this.carryLen);
      this.carryLen += k;
      taken += k;
    }
  }

  private append(chunk: Uint8Array, off: number, len: number): void {
    this.reserve(this.carryLen + len, this.carryLen + len);
    this.carry.set(chunk.subarray(off, off + len), this.carryLen);
    this.carryLen += len;
  }

  /** room for `size` bytes, growing geometrically but never past `limit` (the unit's length) */
  private reserve(size: number, limit: number): void {
    if (size <= this.carry.length) return;
    const next = new Uint8Array(Math.max(size, Math.min(limit, this.carry.length * 2, 1 << 24)));
    next.set(this.carry.subarray(0, this.carryLen));
    this.carry = next;
    this.carryView = new DataView(next.buffer);
  }
}
