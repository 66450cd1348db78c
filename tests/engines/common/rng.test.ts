import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../../src/engines/common/rng';

const take = (g: Xoshiro128, k: number): number[] =>
  Array.from({ length: k }, () => g.nextUint32());

describe('Xoshiro128 (xoshiro128** 1.1)', () => {
  it('matches the reference C code for the first outputs from state (1, 2, 3, 4)', () => {
    const g = Xoshiro128.fromState(1, 2, 3, 4);
    expect(take(g, 8)).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849,
    ]);
  });

  it('matches the reference C code for the 1001st output from a mixed state', () => {
    const g = Xoshiro128.fromState(0xdeadbeef, 0x12345678, 0xcafebabe, 0x0badf00d);
    for (let k = 0; k < 1000; k++) g.nextUint32();
    expect(g.nextUint32()).toBe(3651887776);
  });

  it('returns unsigned 32-bit integers', () => {
    const xs = take(new Xoshiro128(7), 10_000);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true);
    expect(Math.max(...xs)).toBeGreaterThan(2 ** 31); // the top bit is used
  });

  it('gives the same stream for the same seed', () => {
    expect(take(new Xoshiro128(12345), 100)).toEqual(take(new Xoshiro128(12345), 100));
  });

  it('gives different streams for different seeds, including seed 0', () => {
    const a = take(new Xoshiro128(0), 20);
    const b = take(new Xoshiro128(1), 20);
    expect(a).not.toEqual(b);
    expect(a.some((x) => x !== 0)).toBe(true);
  });

  it('nextDouble stays in [0, 1)', () => {
    const g = new Xoshiro128(3);
    let lo = Infinity;
    let hi = -Infinity;
    for (let k = 0; k < 100_000; k++) {
      const u = g.nextDouble();
      lo = Math.min(lo, u);
      hi = Math.max(hi, u);
    }
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThan(1);
  });

  it('nextDouble is exactly 0 when both outputs are 0, and nextOpenDouble is not', () => {
    // With s1 = 0 the output rotl(5 s1, 7) 9 is 0, and s0 = s2 makes the next s1 zero too.
    expect(take(Xoshiro128.fromState(5, 0, 5, 7), 2)).toEqual([0, 0]);
    expect(Xoshiro128.fromState(5, 0, 5, 7).nextDouble()).toBe(0);
    const open = Xoshiro128.fromState(5, 0, 5, 7).nextOpenDouble();
    expect(open > 0 && open <= 1).toBe(true);
  });

  it('nextOpenDouble stays in (0, 1], so its logarithm is finite', () => {
    const g = new Xoshiro128(4);
    let lo = Infinity;
    let hi = -Infinity;
    for (let k = 0; k < 100_000; k++) {
      const u = g.nextOpenDouble();
      lo = Math.min(lo, u);
      hi = Math.max(hi, u);
    }
    expect(lo).toBeGreaterThan(0);
    expect(hi).toBeLessThanOrEqual(1);
  });

  it('nextDouble has 53-bit resolution taken from two consecutive outputs', () => {
    const a = Xoshiro128.fromState(0xdeadbeef, 0x12345678, 0xcafebabe, 0x0badf00d);
    const b = Xoshiro128.fromState(0xdeadbeef, 0x12345678, 0xcafebabe, 0x0badf00d);
    const [hi, lo] = take(b, 2);
    const u = a.nextDouble();
    expect(Number.isInteger(u * 2 ** 53)).toBe(true);
    expect(u).toBe(((hi >>> 5) * 2 ** 26 + (lo >>> 6)) / 2 ** 53);
  });

  it('has a mean of nextDouble within 4 standard errors of 1/2', () => {
    const g = new Xoshiro128(2024);
    const n = 100_000;
    let s = 0;
    for (let k = 0; k < n; k++) s += g.nextDouble();
    const se = Math.sqrt(1 / 12 / n);
    expect(Math.abs(s / n - 0.5)).toBeLessThan(4 * se);
  });

  it('fills ten equal bins of nextDouble within a chi-square bound', () => {
    const g = new Xoshiro128(99);
    const n = 100_000;
    const counts = new Array<number>(10).fill(0);
    for (let k = 0; k < n; k++) counts[Math.floor(g.nextDouble() * 10)]++;
    const chi2 = counts.reduce((a, c) => a + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi2).toBeLessThan(27.88); // 0.999 quantile of chi-square with 9 degrees of freedom
  });
});
