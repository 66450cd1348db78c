import { describe, expect, it } from 'vitest';
import {
  decimateForPixels,
  lowerBound,
  upperBound,
  visibleRange,
  yExtentInRange,
} from '../../src/charts/decimateForPixels';

/** A deterministic random walk with vertical drops (sawtooth-like), x non-decreasing. */
function walk(n: number, seed = 1): Float64Array {
  let s = seed >>> 0;
  const rand = (): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const p = new Float64Array(2 * n);
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    // every 7th step repeats x (a vertical drop), the others advance it
    if (i % 7 !== 0) x += rand() * 0.01;
    y += rand() - 0.5;
    p[2 * i] = x;
    p[2 * i + 1] = y;
  }
  return p;
}

/** Min and max y per pixel column over [x0, x1) for the vertices inside it. */
function columnExtents(
  p: Float64Array,
  x0: number,
  x1: number,
  w: number,
): Map<number, [number, number]> {
  const m = new Map<number, [number, number]>();
  for (let i = 0; 2 * i < p.length; i++) {
    const x = p[2 * i];
    if (x < x0 || x >= x1) continue;
    const c = Math.floor(((x - x0) * w) / (x1 - x0));
    const y = p[2 * i + 1];
    const e = m.get(c);
    if (!e) m.set(c, [y, y]);
    else m.set(c, [Math.min(e[0], y), Math.max(e[1], y)]);
  }
  return m;
}

describe('decimateForPixels', () => {
  const points = walk(100_000);
  const n = points.length / 2;
  const xEnd = points[2 * (n - 1)];

  it('keeps every pixel column’s lowest and highest vertex', () => {
    for (const [x0, x1, w] of [
      [0, xEnd, 800],
      [xEnd * 0.2, xEnd * 0.7, 333],
      [xEnd * 0.5, xEnd * 0.5 + 1, 1280],
    ]) {
      const out = decimateForPixels(points, x0, x1, w);
      expect(columnExtents(out, x0, x1, w)).toEqual(columnExtents(points, x0, x1, w));
    }
  });

  it('keeps the first and last vertex of the whole series when all of it is visible', () => {
    const out = decimateForPixels(points, points[0], xEnd, 500);
    expect([out[0], out[1]]).toEqual([points[0], points[1]]);
    expect([out[out.length - 2], out[out.length - 1]]).toEqual([xEnd, points[2 * n - 1]]);
  });

  it('keeps the vertex just outside each edge so the line reaches both', () => {
    const x0 = xEnd * 0.3;
    const x1 = xEnd * 0.6;
    const [first, end] = visibleRange(points, x0, x1);
    const out = decimateForPixels(points, x0, x1, 400);
    expect(out[0]).toBe(points[2 * first]);
    expect(out[0]).toBeLessThan(x0);
    expect(out[out.length - 2]).toBe(points[2 * (end - 1)]);
    expect(out[out.length - 2]).toBeGreaterThan(x1);
  });

  it('returns vertices of the input, in order, at most four per column plus the edges', () => {
    const w = 640;
    const out = decimateForPixels(points, 0, xEnd, w);
    expect(out.length / 2).toBeLessThanOrEqual(4 * (w + 2));
    const index = new Map<string, number>();
    for (let i = 0; i < n; i++) index.set(`${points[2 * i]},${points[2 * i + 1]}`, i);
    let last = -1;
    for (let k = 0; k < out.length; k += 2) {
      const i = index.get(`${out[k]},${out[k + 1]}`);
      expect(i).toBeDefined();
      expect(i!).toBeGreaterThan(last);
      last = i!;
    }
  });

  it('returns the visible slice unchanged when it is already small', () => {
    const small = new Float64Array([0, 1, 1, 2, 2, 0, 3, 5]);
    expect(Array.from(decimateForPixels(small, 0, 3, 100))).toEqual(Array.from(small));
    expect(Array.from(decimateForPixels(small, 1.5, 1.8, 100))).toEqual([1, 2, 2, 0]);
  });

  it('keeps a NaN y as a gap between the parts of the line', () => {
    const p = walk(20_000, 7);
    p[2 * 10_000 + 1] = Number.NaN;
    const out = decimateForPixels(p, 0, p[p.length - 2], 100);
    let gaps = 0;
    for (let k = 1; k < out.length; k += 2) if (Number.isNaN(out[k])) gaps++;
    expect(gaps).toBe(1);
  });

  it('handles empty input and degenerate ranges', () => {
    expect(decimateForPixels(new Float64Array(0), 0, 1, 100).length).toBe(0);
    expect(decimateForPixels(points, 1, 1, 100).length).toBeGreaterThan(0);
    expect(decimateForPixels(points, 0, xEnd, 0).length).toBe(points.length);
  });
});

describe('binary searches over interleaved vertices', () => {
  const p = new Float64Array([0, 9, 1, 9, 1, 3, 2, 9]);

  it('finds the first vertex at or after x, and the first after it', () => {
    expect(lowerBound(p, 1)).toBe(1);
    expect(upperBound(p, 1)).toBe(3);
    expect(lowerBound(p, -1)).toBe(0);
    expect(upperBound(p, 5)).toBe(4);
  });

  it('measures the y extent of the line over a range, edges interpolated', () => {
    const q = new Float64Array([0, 0, 10, 10, 20, 0]);
    expect(yExtentInRange(q, 2, 8)).toEqual([2, 8]);
    expect(yExtentInRange(q, 5, 15)).toEqual([5, 10]);
    expect(yExtentInRange(q, 30, 40)).toBeNull();
  });
});
