import { describe, expect, it } from 'vitest';
import { bandAt, nearestVertex, nearestWithin } from '../../src/charts/nearestPoint';

const id = (v: number): number => v;

describe('nearestVertex', () => {
  // a sawtooth: up to (1, 1), drop to (1, 0.5), up to (2, 1)
  const saw = new Float64Array([0, 0.5, 1, 1, 1, 0.5, 2, 1]);

  it('picks the vertex nearest to the pointer, both ends of a drop included', () => {
    expect(nearestVertex([saw], 1.05, 0.95, id, id, id)).toMatchObject({ index: 1, x: 1, y: 1 });
    expect(nearestVertex([saw], 1.05, 0.55, id, id, id)).toMatchObject({ index: 2, x: 1, y: 0.5 });
    expect(nearestVertex([saw], 1.9, 1, id, id, id)).toMatchObject({ index: 3 });
  });

  it('picks among several series by pixel distance', () => {
    const flat = new Float64Array([0, 3, 2, 3]);
    expect(nearestVertex([saw, flat], 0.1, 2.8, id, id, id)).toMatchObject({ series: 1, index: 0 });
    expect(nearestVertex([saw, flat], 0.1, 0.6, id, id, id)).toMatchObject({ series: 0, index: 0 });
  });

  it('measures distance in pixels, after the scales', () => {
    const h = new Float64Array([0, 0, 10, 1]);
    // x stretched 100-fold: the pointer at data x=6, y=0 is nearer (10, 1) in pixels
    const hit = nearestVertex(
      [h],
      600,
      0,
      (x) => x * 100,
      (y) => y * 10,
      (px) => px / 100,
    );
    expect(hit?.index).toBe(1);
  });

  it('returns null when there are no points', () => {
    expect(nearestVertex([new Float64Array(0)], 0, 0, id, id, id)).toBeNull();
  });
});

describe('nearestWithin', () => {
  it('finds the nearest point inside the radius, or -1', () => {
    const pts: [number, number][] = [
      [0, 0],
      [10, 0],
      [20, 0],
    ];
    expect(nearestWithin(3, (i) => pts[i], 11, 1, 5)).toBe(1);
    expect(nearestWithin(3, (i) => pts[i], 15, 30, 5)).toBe(-1);
  });
});

describe('bandAt', () => {
  it('returns the band interval at the nearest x', () => {
    const band = new Float64Array([0, 0.1, 0.3, 1, 0.2, 0.4, 2, 0.5, 0.9]);
    expect(bandAt(band, 1.2)).toEqual({ x: 1, lo: 0.2, hi: 0.4 });
    expect(bandAt(band, 1.6)).toEqual({ x: 2, lo: 0.5, hi: 0.9 });
    expect(bandAt(band, -5)).toEqual({ x: 0, lo: 0.1, hi: 0.3 });
    expect(bandAt(new Float64Array(0), 1)).toBeNull();
  });
});
