import type { Domain } from './chartTypes';
import { niceYDomain, visibleYExtent } from './domains';
import type { LegendItem } from './legendLayout';
import type { LineChartProps } from './lineChartTypes';

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
      swatch: s.connect === false ? 'point' : s.dashed ? 'dashed' : 'line',
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
