import { STROKE, type ChartSizes } from './chartLayout';
import type { Domain } from './chartTypes';
import { dotsCover, errorBarsCover, lineCovers, rectsCover } from './dataCover';
import { niceYDomain, visibleYExtent } from './domains';
import type { LegendItem, LegendSwatch } from './legendLayout';
import type { LineChartProps } from './lineChartTypes';
import type { Box } from './referenceLabels';

/** What the line chart derives from its props besides geometry: the automatic y range, the legend. */

/** The y range of what is drawn over xd (lines, error bars, bands, reference values), made nice. */
export function autoLineYDomain(
  p: LineChartProps,
  xd: Domain,
  ticks: number,
  includeZero: boolean,
): Domain {
  const [lo, hi] = visibleYExtent(
    {
      series: p.series.map((s) => s.points),
      errors: p.series.map((s) => s.errors),
      bands: (p.bands ?? []).map((b) => b.points),
      values: (p.references ?? []).flatMap((r) => (r.y === undefined ? [] : [r.y])),
      includeZero,
    },
    xd[0],
    xd[1],
  );
  return niceYDomain(lo, hi, ticks);
}

/** Series (unless hidden), then bands, then the marks when they have a label. */
export function lineLegendItems(p: LineChartProps): LegendItem[] {
  const items: LegendItem[] = p.series
    .filter((s) => !s.hideInLegend)
    .map((s) => ({
      id: s.id,
      label: s.label,
      color: s.color,
      swatch: s.connect === false ? 'dot' : s.dashed ? 'dashed' : 'line',
    }));
  for (const b of p.bands ?? []) {
    items.push({ id: b.id, label: b.label, color: b.color, swatch: 'area' });
  }
  const marks = p.marks ?? [];
  if (p.marksLabel !== undefined && marks.length > 0) {
    items.push({ id: 'marks', label: p.marksLabel, color: marks[0].color, swatch: 'point' });
  }
  return items;
}

/**
 * What the canvas layer draws, as JSON on the canvas (`data-drawn`): each series (with its data or
 * still without, as in a warm-up), band and the marks, with their colour and look in the terms of
 * the legend's swatches. A test holds the legend against it, since the canvas's pixels do not say
 * which series they belong to.
 */
export function drawnSeries(p: LineChartProps): string {
  const drawn: { id: string; color: string; swatch: LegendSwatch }[] = [];
  for (const s of p.series) {
    const line = s.connect !== false;
    drawn.push({ id: s.id, color: s.color, swatch: !line ? 'dot' : s.dashed ? 'dashed' : 'line' });
  }
  for (const b of p.bands ?? []) drawn.push({ id: b.id, color: b.color, swatch: 'area' });
  const marks = p.marks ?? [];
  if (marks.length > 0) drawn.push({ id: 'marks', color: marks[0].color, swatch: 'point' });
  return JSON.stringify(drawn);
}

type Scale = ((v: number) => number) & { invert(v: number): number };

/**
 * Whether a box in the plot covers what the chart draws there: lines (at their width), dots,
 * error bars and marks; not the translucent bands, which a label may sit on.
 */
export function lineCover(
  p: LineChartProps,
  x: Scale,
  y: Scale,
  sizes: ChartSizes,
): (box: Box) => boolean {
  const k = sizes.scale;
  return (box) => {
    for (const s of p.series) {
      const w = (s.width ?? STROKE.series) * k;
      if (s.connect !== false && lineCovers(s.points, x, y, box, w / 2 + 1)) return true;
      if ((s.showPoints || s.connect === false) && dotsCover(s.points, x, y, box, dotRadius(s, k)))
        return true;
      if (s.errors && errorBarsCover(s.points, s.errors, x, y, box, 5 * k)) return true;
    }
    return rectsCover(
      (p.marks ?? []).map((m) => markBox(x(m.x), y(m.y), k)),
      box,
    );
  };
}

/** The radius of a series' dots (see paintLineLayer). */
export function dotRadius(s: { width?: number }, scale: number): number {
  return Math.max(3, (s.width ?? STROKE.series) * 1.6) * scale;
}

/** The box of a mark's triangle, which points down at (px, py) ("cut here"). */
export function markBox(px: number, py: number, scale: number): Box {
  return { x: px - 5.5 * scale, y: py - 9 * scale, width: 11 * scale, height: 8 * scale };
}
