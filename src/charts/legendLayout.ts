import { DESKTOP, textWidth, wrapTitle, type ChartSizes } from './chartLayout';

/**
 * How an entry's swatch looks, which is what it promises about the chart: 'line' and 'dashed' a
 * line (solid or in the reference dash), 'dot' points drawn as dots (a series without a line
 * through them), 'point' the triangular marks, 'area' a translucent fill (a band, a filled
 * histogram), 'outline' a histogram's outline, 'bar' bars.
 */
export type LegendSwatch = 'line' | 'dashed' | 'area' | 'outline' | 'point' | 'dot' | 'bar';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
  swatch: LegendSwatch;
}

export interface LegendPlacement {
  /** top-left of each item, relative to the legend's origin */
  positions: { x: number; y: number }[];
  /** each item's label, on more than one line when it is wider than the legend */
  lines: string[][];
  rows: number;
  height: number;
}

const SWATCH_PX = 26;
const SWATCH_GAP = 7;
const ITEM_GAP = 20;

/** The swatch's width, the gap after it, and a row's height, at these sizes. */
export function legendMetrics(sizes: ChartSizes = DESKTOP): {
  swatch: number;
  gap: number;
  row: number;
} {
  return {
    swatch: SWATCH_PX * sizes.scale,
    gap: SWATCH_GAP * sizes.scale,
    row: Math.round(sizes.legend * 1.6),
  };
}

export function legendItemWidth(label: string, sizes: ChartSizes = DESKTOP): number {
  const m = legendMetrics(sizes);
  return m.swatch + m.gap + textWidth(label, sizes.legend);
}

/**
 * Items left to right, wrapping to a new row when the next one would pass `maxWidth`; a label
 * too long for a row of its own is cut into lines (a narrow panel, or text at projector size).
 */
export function layoutLegend(
  labels: readonly string[],
  maxWidth: number,
  sizes: ChartSizes = DESKTOP,
): LegendPlacement {
  const m = legendMetrics(sizes);
  const positions: { x: number; y: number }[] = [];
  const lines: string[][] = [];
  let x = 0;
  let row = 0;
  let rowsHere = 1;
  for (const label of labels) {
    let w = legendItemWidth(label, sizes);
    let text = [label];
    if (w > maxWidth && maxWidth > m.swatch + m.gap) {
      text = wrapTitle(label, sizes.legend, maxWidth - m.swatch - m.gap);
      w = m.swatch + m.gap + Math.max(...text.map((t) => textWidth(t, sizes.legend)));
    }
    if (x > 0 && x + w > maxWidth) {
      row += rowsHere;
      rowsHere = 1;
      x = 0;
    }
    positions.push({ x, y: row * m.row });
    lines.push(text);
    rowsHere = Math.max(rowsHere, text.length);
    x += w + ITEM_GAP * sizes.scale;
  }
  const rows = labels.length === 0 ? 0 : row + rowsHere;
  return { positions, lines, rows, height: rows * m.row };
}
