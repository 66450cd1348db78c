/**
 * xoshiro128** 1.1 (Blackman & Vigna, 2018): a small, fast generator with 128 bits of state and
 * 32-bit outputs, all in 32-bit integer arithmetic (no BigInt on the hot path).
 * The state is filled from a 32-bit seed by SplitMix32 (Steele, Lea & Flood's SplitMix with
 * 32-bit constants), so that any seed, even 0, gives a well-mixed non-zero state.
 * Same seed => same stream, bit for bit, in Node and in every browser.
 */
export class Xoshiro128 {
  // Declared with numbers, not left undefined until the constructor: V8 then keeps them as doubles
  // updated in place, instead of allocating a heap number for most of the 32-bit words stored.
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private s3 = 0;

  constructor(seed: number) {
    let z = seed >>> 0;
    const next = (): number => {
      z = (z + 0x9e3779b9) >>> 0;
      let t = z;
      t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
      t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
      return (t ^ (t >>> 15)) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** Builds a generator from an explicit state (used to check against the reference C code). */
  static fromState(a: number, b: number, c: number, d: number): Xoshiro128 {
    const g = new Xoshiro128(0);
    g.s0 = a >>> 0;
    g.s1 = b >>> 0;
    g.s2 = c >>> 0;
    g.s3 = d >>> 0;
    return g;
  }

  /** Next 32-bit output as an unsigned integer. */
  nextUint32(): number {
    const s0 = this.s0;
    const s1 = this.s1;
    const s2 = this.s2;
    const s3 = this.s3;
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    const n2 = s2 ^ s0;
    const n3 = s3 ^ s1;
    this.s1 = s1 ^ n2;
    this.s0 = s0 ^ n3;
    this.s2 = n2 ^ t;
    this.s3 = (n3 << 11) | (n3 >>> 21);
    return result;
  }

  /** Uniform double in [0, 1) with 53 random bits (two outputs). */
  nextDouble(): number {
    const hi = this.nextUint32() >>> 5; // 27 bits
    const lo = this.nextUint32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /**
   * out[k] = nextDouble() for k < count: the same stream, with the state in locals for the whole
   * run and no call per draw (a loop that calls nothing boxes no double in V8, inlined or not).
   */
  fillDoubles(out: Float64Array, count: number): void {
    let s0 = this.s0;
    let s1 = this.s1;
    let s2 = this.s2;
    let s3 = this.s3;
    for (let k = 0; k < count; k++) {
      let m = Math.imul(s1, 5);
      const hi = Math.imul((m << 7) | (m >>> 25), 9) >>> 5; // first output, 27 bits
      let t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      m = Math.imul(s1, 5);
      const lo = Math.imul((m << 7) | (m >>> 25), 9) >>> 6; // second output, 26 bits
      t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      out[k] = (hi * 67108864 + lo) / 9007199254740992;
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
  }

  /** Uniform double in (0, 1]: safe to take the logarithm of. */
  nextOpenDouble(): number {
    return 1 - this.nextDouble();
  }
}
