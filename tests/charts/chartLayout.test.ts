import { describe, expect, it } from 'vitest';
import { bandIndexAt, labelStride, leftMargin, tickCount } from '../../src/charts/chartLayout';
import { layoutLegend, legendItemWidth, LEGEND_ROW_PX } from '../../src/charts/legendLayout';

describe('tickCount', () => {
  it('gives one tick per spacing, at least two', () => {
    expect(tickCount(1100, 110)).toBe(10);
    expect(tickCount(50, 110)).toBe(2);
    expect(tickCount(0, 110)).toBe(2);
    expect(tickCount(Number.NaN, 110)).toBe(2);
  });
});

describe('labelStride', () => {
  it('labels every category when labels fit', () => {
    expect(labelStride(60, 20)).toBe(1);
  });

  it('thins labels with a 1-2-5 stride so they never overlap', () => {
    // 1000 categories on 1100 px: 1.1 px apart, labels ~32 px wide
    const k = labelStride(1.1, 32);
    expect([1, 2, 5, 10, 20, 50, 100]).toContain(k);
    expect(k * 1.1).toBeGreaterThanOrEqual(32 + 8);
    expect(labelStride(10, 32)).toBe(5);
    expect(labelStride(0.01, 30)).toBe(5000);
  });
});

describe('bandIndexAt', () => {
  it('maps a pixel to the band under it, padding included, and -1 outside', () => {
    expect(bandIndexAt(0, 0, 10, 5)).toBe(0);
    expect(bandIndexAt(9.99, 0, 10, 5)).toBe(0);
    expect(bandIndexAt(10, 0, 10, 5)).toBe(1);
    expect(bandIndexAt(49, 0, 10, 5)).toBe(4);
    expect(bandIndexAt(50, 0, 10, 5)).toBe(-1);
    expect(bandIndexAt(-1, 0, 10, 5)).toBe(-1);
    expect(bandIndexAt(5, 0, 0, 5)).toBe(-1);
  });
});

describe('leftMargin', () => {
  it('grows with the widest tick label and makes room for an axis label', () => {
    const narrow = leftMargin(['0', '1'], false);
    const wide = leftMargin(['0', '0.00025'], false);
    expect(wide).toBeGreaterThan(narrow);
    expect(leftMargin(['0', '1'], true)).toBeGreaterThan(narrow);
  });
});

describe('layoutLegend', () => {
  it('puts items on one row when they fit', () => {
    const l = layoutLegend(['flow 1', 'flow 2'], 1000);
    expect(l.rows).toBe(1);
    expect(l.height).toBe(LEGEND_ROW_PX);
    expect(l.positions[0]).toEqual({ x: 0, y: 0 });
    expect(l.positions[1].y).toBe(0);
    expect(l.positions[1].x).toBeGreaterThan(legendItemWidth('flow 1'));
  });

  it('wraps to new rows without any item passing the width (unless alone on its row)', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `flow ${i + 1}`);
    const width = 400;
    const l = layoutLegend(labels, width);
    expect(l.rows).toBeGreaterThan(1);
    labels.forEach((label, i) => {
      const p = l.positions[i];
      if (p.x > 0) expect(p.x + legendItemWidth(label)).toBeLessThanOrEqual(width);
    });
    expect(l.height).toBe(l.rows * LEGEND_ROW_PX);
  });

  it('takes no room without items', () => {
    expect(layoutLegend([], 500)).toEqual({ positions: [], rows: 0, height: 0 });
  });
});
