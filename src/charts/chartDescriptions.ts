import type { BarChartProps } from './BarChart';
import type { Domain } from './chartTypes';
import type { HistogramChartProps } from './HistogramChart';
import type { LineChartProps } from './lineChartTypes';
import { readableNumber } from '../format/numbers';

/** The charts' aria-labels: what a screen reader says instead of showing the picture. */

const sentences = (parts: (string | undefined | false)[]): string =>
  parts.filter((s): s is string => typeof s === 'string' && s !== '').join('. ') + '.';

/** "Series: a, b" from the items' labels; nothing without items. */
const listOf = (name: string, items: readonly { label: string }[] = []): string | undefined =>
  items.length > 0 ? `${name}: ${items.map((i) => i.label).join(', ')}` : undefined;

export function describeLineChart(p: LineChartProps, xd: Domain): string {
  let head = `${p.title}. Line chart`;
  if (p.yLabel) head += ` of ${p.yLabel}`;
  if (p.xLabel) head += ` against ${p.xLabel}`;
  head += `, x from ${readableNumber(xd[0])} to ${readableNumber(xd[1])}`;
  return sentences([
    head,
    listOf('Series', p.series),
    listOf('Bands', p.bands),
    listOf('Reference lines', p.references),
    p.description,
  ]);
}

export function describeBarChart(p: BarChartProps): string {
  let head = `${p.title}. Bar chart`;
  if (p.yLabel) head += ` of ${p.yLabel}`;
  head += `, ${p.categories.length} categories${p.xLabel ? ` (${p.xLabel})` : ''}`;
  return sentences([
    head,
    p.series.length > 1 && listOf('Series', p.series),
    listOf('Reference lines', p.references),
    p.description,
  ]);
}

export function describeHistogram(p: HistogramChartProps, yLabel: string): string {
  return sentences([
    `${p.title}. Histogram of ${yLabel}${p.xLabel ? ` over ${p.xLabel}` : ''}`,
    p.histograms.length > 1 && listOf('Overlaid', p.histograms),
    listOf('Curves', p.curves),
    listOf('Reference lines', p.references),
    ...(p.annotations ?? []),
    p.description,
  ]);
}
