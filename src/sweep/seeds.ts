/**
 * Seeds of a sweep's runs. Each (point, replication) gets its own 32-bit seed, hashed from the
 * sweep's base seed, the point's swept values and the replication's number with a chain of
 * SplitMix32 finalizers (the mixer that seeds xoshiro128** in engines/common/rng.ts). A seed
 * depends on nothing else: not on the order the points run in, the pool's size, the shard, the
 * point's index, nor the policy. So one URL gives the same numbers everywhere; a longer range of
 * n keeps the numbers of the n already run; and the policies of one point share their seeds
 * (common random numbers: the series are compared under the same randomness).
 */

/** SplitMix32's output function: a bijection of 32-bit words with good avalanche. */
export function mix32(x: number): number {
  let t = x >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
  t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
  return (t ^ (t >>> 15)) >>> 0;
}

const GOLDEN = 0x9e3779b9;

/** Folds 32-bit words into a hash, starting from `seed` (order matters). */
export function hashWords(seed: number, words: readonly number[]): number {
  let h = mix32((seed >>> 0) + GOLDEN);
  for (const w of words) h = mix32(((h ^ (w >>> 0)) + GOLDEN) >>> 0);
  return h;
}

const bits = new DataView(new ArrayBuffer(8));

/** A swept value's exact bits, little-endian whatever the platform: the seed sees 0.1 as 0.1. */
function valueWords(v: number): [number, number] {
  bits.setFloat64(0, v, true);
  return [bits.getUint32(0, true), bits.getUint32(4, true)];
}

/** One swept parameter's value at a point. */
export interface Coordinate {
  param: string;
  value: number;
}

/**
 * The seed of replication `rep` (0-based) at the point with these coordinates. The coordinates
 * are taken sorted by parameter name, so that swapping sweep and sweep2 changes no number.
 */
export function repSeed(baseSeed: number, coords: readonly Coordinate[], rep: number): number {
  const words: number[] = [coords.length];
  const sorted = [...coords].sort((a, b) => (a.param < b.param ? -1 : a.param > b.param ? 1 : 0));
  for (const c of sorted) {
    words.push(c.param.length);
    for (let k = 0; k < c.param.length; k++) words.push(c.param.charCodeAt(k));
    words.push(...valueWords(c.value));
  }
  words.push(rep);
  return hashWords(baseSeed, words);
}
