import { useMemo, useRef, useState } from 'react';
import { range, scaleBand, type ScaleBand } from 'd3';
import { ChartShell } from './ChartShell';
import { HorizontalGrid } from './HorizontalGrid';
import { HoverColumn } from './HoverColumn';
import { PlotAxes } from './PlotAxes';
import { PlotHoverArea } from './PlotHoverArea';
import { PlotTooltip } from './PlotTooltip';
import { ReferenceLines } from './ReferenceLines';
import { describeBarChart } from './chartDescriptions';
import { barPaths, barRects } from './barPaths';
import { bandIndexAt, labelStride, textWidth } from './chartLayout';
import { useChartSizes } from './chartDisplay';
import { rectsCover } from './dataCover';
import type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
import { niceYDomain } from './domains';
import type { LegendItem } from './legendLayout';
import type { Box } from './referenceLabels';
import type { TooltipRow } from './Tooltip';
import { readableNumber } from '../format/numbers';
import { useElementWidth } from './useElementWidth';
import { useChartHeight } from './useChartHeight';
import { usePlacedReferences } from './usePlacedReferences';

export interface BarSeries {
  id: string;
  label: string;
  /** one colour, or one per category (e.g. flowColor, to match the flows' lines) */
  color: string | ((category: number) => string);
  /** one value per category; null or NaN leaves a gap */
  values: ArrayLike<number | null>;
}

export interface BarChartProps extends ChartBaseProps {
  /** category labels, e.g. "1", "2", ... for flows (bars get thin, labels are thinned) */
  categories: readonly string[];
  /** one series: single bars; several: grouped bars */
  series: readonly BarSeries[];
  xLabel?: string;
  yLabel?: string;
  /** default: from 0 (or the lowest negative value) to the highest value or reference line */
  yDomain?: Domain;
  /** horizontal reference lines, e.g. the fair share 1/N */
  references?: readonly ReferenceLine[];
  formatValue?: NumberFormat;
  legend?: boolean;
  /** extra tooltip rows for a category (e.g. the counts behind a fraction) */
  details?: (category: number) => readonly TooltipRow[];
}

const NONE: readonly never[] = [];

/**
 * Up to this many bars, one <rect> each (each can be found by its flow in the page); beyond, one
 * path per colour (barPaths.ts), which keeps a live chart of 10,000 flows within a frame.
 */
const MAX_BAR_ELEMENTS = 600;

const colorOf = (s: BarSeries, i: number): string =>
  typeof s.color === 'string' ? s.color : s.color(i);

const valueOf = (s: BarSeries, i: number): number | null => {
  const v = i < s.values.length ? s.values[i] : null;
  return v === null || Number.isNaN(v) ? null : v;
};

const bandWidths = new WeakMap<ScaleBand<number>, number>();

/** The band scale set to the plot's width, only when that width changed (see BarChart). */
function sizedBand(band: ScaleBand<number>, n: number, innerW: number): ScaleBand<number> {
  if (bandWidths.get(band) === innerW) return band;
  const step0 = n > 0 ? innerW / n : 0;
  band
    .paddingInner(step0 >= 8 ? 0.2 : 0)
    .paddingOuter(step0 >= 8 ? 0.1 : 0)
    .range([0, innerW]);
  bandWidths.set(band, innerW);
  return band;
}

/** Single or grouped bars per category, with reference lines and the values on hover. */
export function BarChart(props: BarChartProps) {
  const { title, testid, categories, series, xLabel, yLabel } = props;
  const { references = NONE, formatValue = readableNumber } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const height = useChartHeight(rootRef, props.height);
  const sizes = useChartSizes();
  const [hovered, setHovered] = useState(-1);
  const n = categories.length;

  const legendItems: LegendItem[] = series.map((s) => ({
    id: s.id,
    label: s.label,
    color: colorOf(s, 0),
    swatch: 'bar',
  }));
  // a band scale's domain over N categories is a map of N keys, and each of its setters
  // recomputes N positions: built once per N and set once per width, not on every frame (the bars
  // use its uniform step)
  const band = useMemo(() => scaleBand<number>().domain(range(n)), [n]);
  const widest = useMemo(
    () => categories.reduce((w, c) => Math.max(w, textWidth(c, sizes.tick)), 0),
    [categories, sizes.tick],
  );
  const barsOf = (innerW: number, y: (v: number) => number, yd: readonly [number, number]) => {
    const x = sizedBand(band, n, innerW);
    const inner = scaleBand<number>().domain(range(series.length)).range([0, x.bandwidth()]);
    inner.paddingInner(x.bandwidth() / Math.max(1, series.length) >= 6 ? 0.08 : 0);
    const zero = y(Math.min(Math.max(0, yd[0]), yd[1]));
    const thin = inner.bandwidth() < 3;
    const rects = barRects(
      series.map((s) => ({ id: s.id, value: (i) => valueOf(s, i), color: (i) => colorOf(s, i) })),
      {
        n,
        start: n > 0 ? (x(0) ?? 0) : 0,
        step: x.step(),
        offsets: series.map((_, si) => inner(si) ?? 0),
        width: Math.max(thin ? 1 : 0, inner.bandwidth()),
        zero,
        y,
      },
    );
    return { band: x, rects, thin };
  };
  const placed = usePlacedReferences(
    {
      width,
      height,
      xLabel,
      yLabel,
      yDomain: props.yDomain,
      autoYDomain: (ticks) => autoDomain(series, n, references, ticks),
      legendItems,
      legend: props.legend,
      sizes,
    },
    references,
    (l) => {
      const placed = barsOf(l.innerW, l.y, l.yDomain);
      return { ...placed, y: l.y, covers: (box: Box) => rectsCover(placed.rects, box) };
    },
  );
  const { layout, geometry } = placed;
  const { left, top, innerW, innerH, y } = layout;
  const { band: x, rects: bars, thin } = geometry;
  const step = x.step();
  const slack = (step - x.bandwidth()) / 2;
  const stride = labelStride(step, widest);
  // before the first measure (width 0) a stride of 1 would put a tick on each of N categories
  const xTickValues = innerW > 0 ? range(0, n, stride) : [];

  const h = hovered < n ? hovered : -1;

  return (
    <ChartShell
      ref={rootRef}
      testid={testid}
      title={title}
      label={describeBarChart(props)}
      layout={layout}
      over={
        h >= 0 && (
          <PlotTooltip
            layout={layout}
            x={(x(h) ?? 0) + x.bandwidth() / 2}
            y={innerH / 3}
            title={xLabel ? `${xLabel} ${categories[h]}` : categories[h]}
            rows={[
              ...series.map((s) => ({
                label: s.label,
                value: formatValue(valueOf(s, h) ?? Number.NaN),
                color: colorOf(s, h),
              })),
              ...(props.details?.(h) ?? NONE),
            ]}
            testid={testid}
          />
        )
      }
    >
      <g transform={`translate(${left},${top})`}>
        <HorizontalGrid ticks={layout.yTicks} y={y} width={innerW} />
        {h >= 0 && <HoverColumn x={(x(h) ?? 0) - slack} width={step} height={innerH} />}
        <g
          data-testid={`${testid}.bars`}
          data-drawn={JSON.stringify(legendItems)}
          shapeRendering={thin ? 'crispEdges' : undefined}
        >
          {bars.length > MAX_BAR_ELEMENTS
            ? barPaths(bars).map((p) => (
                <path
                  key={p.color}
                  data-testid={`${testid}.barpath`}
                  d={p.d}
                  style={{ fill: p.color }}
                />
              ))
            : bars.map((b) => (
                <rect
                  key={`${b.series}:${b.category}`}
                  data-testid={`${testid}.bar`}
                  data-series={b.series}
                  data-category={b.category}
                  x={b.x}
                  y={b.y}
                  width={b.width}
                  height={b.height}
                  style={{ fill: b.color }}
                />
              ))}
        </g>
        <ReferenceLines lines={references} placed={placed} testid={testid} />
        <PlotHoverArea
          width={innerW}
          height={innerH}
          onHover={(at) => setHovered(at ? bandIndexAt(at[0], (x(0) ?? 0) - slack, step, n) : -1)}
          testid={testid}
        />
      </g>
      <PlotAxes
        layout={layout}
        x={x}
        xTicks={xTickValues}
        xFormat={(i) => categories[i] ?? ''}
        testid={testid}
      />
    </ChartShell>
  );
}

function autoDomain(
  series: readonly BarSeries[],
  n: number,
  references: readonly ReferenceLine[],
  ticks: number,
): Domain {
  let lo = 0;
  let hi = -Infinity;
  for (const s of series) {
    for (let i = 0; i < n; i++) {
      const v = valueOf(s, i);
      if (v === null || !Number.isFinite(v)) continue;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  for (const r of references) if (r.y !== undefined && Number.isFinite(r.y)) hi = Math.max(hi, r.y);
  return niceYDomain(lo, hi > lo ? hi : lo + 1, ticks);
}
