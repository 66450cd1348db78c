import { describe, expect, it } from 'vitest';
import {
  areaCovers,
  dotsCover,
  errorBarsCover,
  lineCovers,
  rectsCover,
} from '../../src/charts/dataCover';

/** Data units are pixels here, so that every answer is a hand calculation. */
const id = Object.assign((v: number) => v, { invert: (v: number) => v });
const pts = (...xy: number[]) => Float64Array.from(xy);
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('lineCovers', () => {
  const diagonal = pts(0, 0, 100, 100);
  it('finds a segment through the box, and not one that passes beside it', () => {
    // over x in [40, 50] the line is at y in [40, 50]
    expect(lineCovers(diagonal, id, id, box(40, 45, 10, 10), 0)).toBe(true);
    expect(lineCovers(diagonal, id, id, box(40, 0, 10, 10), 0)).toBe(false);
    // the line's half-width counts: a box 2 px away from it is covered by a 3-px half-width
    expect(lineCovers(diagonal, id, id, box(40, 52, 10, 10), 0)).toBe(false);
    expect(lineCovers(diagonal, id, id, box(40, 52, 10, 10), 3)).toBe(true);
  });

  it('finds a vertical drop (two vertices at one x) and a segment crossing the whole box', () => {
    expect(lineCovers(pts(10, 0, 10, 100), id, id, box(5, 40, 10, 10), 0)).toBe(true);
    expect(lineCovers(pts(0, 50, 1000, 50), id, id, box(400, 45, 10, 10), 0)).toBe(true);
  });

  it('skips the segments a NaN y breaks (they are not drawn)', () => {
    const broken = pts(0, 50, 50, Number.NaN, 100, 50);
    expect(lineCovers(broken, id, id, box(10, 45, 10, 10), 0)).toBe(false);
  });
});

describe('dotsCover, errorBarsCover, areaCovers, rectsCover', () => {
  it('dots: a vertex within the radius of the box', () => {
    const dots = pts(10, 10, 50, 50);
    expect(dotsCover(dots, id, id, box(53, 53, 10, 10), 4)).toBe(true);
    expect(dotsCover(dots, id, id, box(56, 56, 10, 10), 4)).toBe(false);
  });

  it('error bars: the vertical bar at a vertex inside the box’s x span', () => {
    const at = pts(50, 50);
    const errors = pts(20, 80);
    expect(errorBarsCover(at, errors, id, id, box(45, 0, 10, 25), 0)).toBe(true);
    expect(errorBarsCover(at, errors, id, id, box(45, 85, 10, 10), 0)).toBe(false);
  });

  it('area: the fill under a step outline reaches a box whose bottom is below the outline', () => {
    // y grows downwards: the outline at y = 60 over x in [0, 100], the baseline at 200
    const outline = pts(0, 200, 0, 60, 100, 60, 100, 200);
    expect(areaCovers(outline, id, id, box(40, 50, 10, 20))).toBe(true);
    expect(areaCovers(outline, id, id, box(40, 20, 10, 20))).toBe(false);
    expect(areaCovers(outline, id, id, box(150, 100, 10, 20))).toBe(false);
  });

  it('rects: any overlap; empty rects never cover', () => {
    expect(rectsCover([box(0, 0, 10, 10)], box(9, 9, 5, 5))).toBe(true);
    expect(rectsCover([box(0, 0, 10, 10)], box(10, 10, 5, 5))).toBe(false);
    expect(rectsCover([box(0, 0, 0, 10)], box(0, 0, 5, 5))).toBe(false);
  });
});
