import { FONT, textWidth } from './chartLayout';

export type LegendSwatch = 'line' | 'dashed' | 'area' | 'outline' | 'point' | 'bar';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
  swatch: LegendSwatch;
}

export interface LegendPlacement {
  /** top-left of each item, relative to the legend's origin */
  positions: { x: number; y: number }[];
  rows: number;
  height: number;
}

export const LEGEND_SWATCH_PX = 26;
export const LEGEND_SWATCH_GAP = 7;
const ITEM_GAP = 20;
export const LEGEND_ROW_PX = Math.round(FONT.legend * 1.6);

export function legendItemWidth(label: string): number {
  return LEGEND_SWATCH_PX + LEGEND_SWATCH_GAP + textWidth(label, FONT.legend);
}

/** Items left to right, wrapping to a new row when the next one would pass `maxWidth`. */
export function layoutLegend(labels: readonly string[], maxWidth: number): LegendPlacement {
  const positions: { x: number; y: number }[] = [];
  let x = 0;
  let row = 0;
  for (const label of labels) {
    const w = legendItemWidth(label);
    if (x > 0 && x + w > maxWidth) {
      row++;
      x = 0;
    }
    positions.push({ x, y: row * LEGEND_ROW_PX });
    x += w + ITEM_GAP;
  }
  const rows = labels.length === 0 ? 0 : row + 1;
  return { positions, rows, height: rows * LEGEND_ROW_PX };
}
