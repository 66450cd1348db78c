import { describe, expect, it } from 'vitest';
import {
  bandIndexAt,
  chartSizes,
  DESKTOP,
  FONT,
  labelStride,
  leftMargin,
  textWidth,
  tickCount,
  wrapTitle,
} from '../../src/charts/chartLayout';
import { layoutLegend, legendItemWidth, legendMetrics } from '../../src/charts/legendLayout';

const ROW = legendMetrics().row;

describe('chartSizes', () => {
  it('scales text, lines and dashes together; the grid stays one pixel', () => {
    const big = chartSizes(1.5);
    expect(big.tick).toBe(21);
    expect(big.axisLabel).toBe(24);
    expect(big.legend).toBe(22.5);
    expect(big.series).toBe(3);
    expect(big.dash).toEqual([12, 7.5]);
    expect(big.grid).toBe(1);
    expect(DESKTOP.tick).toBe(FONT.tick);
  });

  it('takes a bad scale as 1', () => {
    expect(chartSizes(Number.NaN)).toEqual(DESKTOP);
    expect(chartSizes(0)).toEqual(DESKTOP);
  });
});

describe('wrapTitle', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapTitle('fraction of time', 16, 1000)).toEqual(['fraction of time']);
  });

  it('cuts a long title at spaces into lines no wider than the room', () => {
    const title = 'fraction of time the aggregate rate spends in each bin';
    const room = textWidth('fraction of time the', 16);
    const lines = wrapTitle(title, 16, room);
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidth(l, 16)).toBeLessThanOrEqual(room);
  });

  it('puts a word longer than the room on a line of its own', () => {
    expect(wrapTitle('a extraordinarily b', 16, 40)).toEqual(['a', 'extraordinarily', 'b']);
  });
});

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
    const narrow = leftMargin(['0', '1'], 0);
    const wide = leftMargin(['0', '0.00025'], 0);
    expect(wide).toBeGreaterThan(narrow);
    expect(leftMargin(['0', '1'], 1)).toBeGreaterThan(narrow);
  });

  it('makes room for each more line of a wrapped title, and for larger text', () => {
    const one = leftMargin(['0', '1'], 1);
    const two = leftMargin(['0', '1'], 2);
    expect(two - one).toBeCloseTo(Math.round(FONT.axisLabel * 1.2), 0);
    expect(leftMargin(['0', '1'], 1, chartSizes(1.5))).toBeGreaterThanOrEqual(1.5 * one - 1);
  });
});

describe('layoutLegend', () => {
  it('puts items on one row when they fit', () => {
    const l = layoutLegend(['flow 1', 'flow 2'], 1000);
    expect(l.rows).toBe(1);
    expect(l.height).toBe(ROW);
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
    expect(l.height).toBe(l.rows * ROW);
  });

  it('cuts a label too long for the legend into lines, and counts their rows', () => {
    const long = 'Theorem 1 (paper 000, no buffer): E[X]/c = 1 − 1/(1 + N(1 + β)/(1 − β))';
    const width = 300;
    const l = layoutLegend(['short', long, 'after'], width);
    const m = legendMetrics();
    expect(l.lines[0]).toEqual(['short']);
    expect(l.lines[1].length).toBeGreaterThan(1);
    expect(l.lines[1].join(' ')).toBe(long);
    for (const line of l.lines[1])
      expect(m.swatch + m.gap + textWidth(line, FONT.legend)).toBeLessThanOrEqual(width);
    // the long one starts a row; the next one goes under all its lines
    expect(l.positions[1]).toEqual({ x: 0, y: ROW });
    expect(l.positions[2].y).toBe(ROW * (1 + l.lines[1].length));
    expect(l.height).toBe(l.rows * ROW);
  });

  it('grows with the chart text (presentation mode)', () => {
    const big = chartSizes(1.5);
    expect(legendMetrics(big).row).toBeGreaterThanOrEqual(1.5 * ROW - 1);
    expect(legendItemWidth('flow 1', big)).toBeCloseTo(1.5 * legendItemWidth('flow 1'), 9);
    expect(layoutLegend(['flow 1', 'flow 2'], 200, big).rows).toBeGreaterThan(
      layoutLegend(['flow 1', 'flow 2'], 200).rows,
    );
  });

  it('takes no room without items', () => {
    expect(layoutLegend([], 500)).toEqual({ positions: [], lines: [], rows: 0, height: 0 });
  });
});
