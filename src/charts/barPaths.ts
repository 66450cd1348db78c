/** One bar of a bar chart, in plot coordinates. */
export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

/** A bar placed for a series and a category (the first category of a merged pixel column). */
export interface PlacedBar extends BarRect {
  series: string;
  category: number;
}

/** Bars of one colour drawn as a single SVG path. */
export interface BarPath {
  color: string;
  d: string;
}

/** What barRects needs to place the bars: uniform bands and the y scale. */
export interface BarGrid {
  /** categories */
  n: number;
  /** left edge of category 0's bar (series 0), and the distance between categories, px */
  start: number;
  step: number;
  /** each series' offset inside a category's band, px */
  offsets: readonly number[];
  /** a bar's width, px */
  width: number;
  /** the pixel of the value 0 (clamped to the plot), and the value-to-pixel map */
  zero: number;
  y: (v: number) => number;
}

export interface BarValues {
  id: string;
  /** the value of category i, or null for none */
  value: (i: number) => number | null;
  color: (i: number) => string;
}

/**
 * The bars, series by series, left to right. When categories are closer than a pixel (thousands
 * of flows), the bars of one series that fall in one pixel column are merged: what the screen shows
 * of bars that all start at the baseline is their union, one bar from the lowest top to the
 * highest bottom, drawn 1 px wide in the colour of the longest. That keeps a live chart of 100,000
 * flows to about as many bars as the plot has pixels, with the same picture.
 */
export function barRects(series: readonly BarValues[], grid: BarGrid): PlacedBar[] {
  const { n, start, step, width, zero, y } = grid;
  const merge = step < 1;
  const out: PlacedBar[] = [];
  series.forEach((s, si) => {
    const offset = grid.offsets[si] ?? 0;
    let last: PlacedBar | undefined;
    let longest = 0;
    for (let i = 0; i < n; i++) {
      const v = s.value(i);
      if (v === null) continue;
      const py = y(v);
      const top = Math.min(py, zero);
      const height = Math.abs(zero - py);
      const x = start + i * step + offset;
      if (merge) {
        const column = Math.floor(x);
        if (last !== undefined && last.x === column) {
          const bottom = Math.max(last.y + last.height, top + height);
          last.y = Math.min(last.y, top);
          last.height = bottom - last.y;
          if (height > longest) {
            longest = height;
            last.color = s.color(i);
          }
          continue;
        }
        last = {
          series: s.id,
          category: i,
          x: column,
          y: top,
          width: 1,
          height,
          color: s.color(i),
        };
        longest = height;
        out.push(last);
      } else {
        out.push({ series: s.id, category: i, x, y: top, width, height, color: s.color(i) });
      }
    }
  });
  return out;
}

/** Coordinates in paths: a hundredth of a pixel is finer than any screen and keeps `d` short. */
const r2 = (v: number): number => Math.round(v * 100) / 100;

/**
 * Many bars as one path per colour (a rectangle sub-path each). With thousands of flows a
 * <rect> per bar means thousands of elements for React to compare and the browser to update on
 * every frame of a live run; a few paths carry the same rectangles at a small fraction of that
 * cost. Colours keep the order of their first bar, so the drawing order is stable.
 */
export function barPaths(rects: readonly BarRect[]): BarPath[] {
  const parts = new Map<string, string[]>();
  for (const r of rects) {
    if (!(r.width > 0 && r.height > 0)) continue;
    let list = parts.get(r.color);
    if (list === undefined) parts.set(r.color, (list = []));
    list.push(`M${r2(r.x)} ${r2(r.y)}h${r2(r.width)}v${r2(r.height)}h${r2(-r.width)}Z`);
  }
  return [...parts].map(([color, list]) => ({ color, d: list.join('') }));
}
