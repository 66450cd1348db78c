import { useId, useRef, useState } from 'react';
import { scaleLinear } from 'd3';
import { ChartShell } from './ChartShell';
import { HorizontalGrid } from './HorizontalGrid';
import { HoverColumn } from './HoverColumn';
import { histogramHover } from './histogramHover';
import { linePath } from './linePath';
import { PlotAxes } from './PlotAxes';
import { PlotHoverArea } from './PlotHoverArea';
import { PlotTooltip } from './PlotTooltip';
import { ReferenceLines } from './ReferenceLines';
import { describeHistogram } from './chartDescriptions';
import { wrapTitle } from './chartLayout';
import { useChartSizes } from './chartDisplay';
import { areaCovers, lineCovers } from './dataCover';
import type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
import { niceYDomain, widenDomain } from './domains';
import { histogramOutline, maxFraction, maxY, type HistogramBins } from './histogramGeometry';
import type { LegendItem } from './legendLayout';
import type { Box } from './referenceLabels';
import { readableNumber } from '../format/numbers';
import { CHART_FG, THEORY_COLOR } from './palette';
import { useElementWidth } from './useElementWidth';
import { useChartHeight } from './useChartHeight';
import { usePlacedReferences } from './usePlacedReferences';

export interface HistogramSeries extends HistogramBins {
  id: string;
  label: string;
  color: string;
  /** default: filled when it is the only histogram, outline only when several are overlaid */
  filled?: boolean;
}

/** A curve on the histogram's axes, e.g. a theoretical distribution (interleaved x, y). */
export interface HistogramCurve {
  id: string;
  label: string;
  /** default: the theory colour */
  color?: string;
  points: Float64Array;
  /** default true */
  dashed?: boolean;
}

export interface HistogramChartProps extends ChartBaseProps {
  histograms: readonly HistogramSeries[];
  curves?: readonly HistogramCurve[];
  xLabel?: string;
  /** default "fraction of time" */
  yLabel?: string;
  /** default: the union of the histograms' [lo, hi] */
  xDomain?: Domain;
  yDomain?: Domain;
  /** vertical (x) or horizontal (y) reference lines, e.g. the mean or a theory value */
  references?: readonly ReferenceLine[];
  /** text lines under the chart, kept in exports: "E[(X/c)^2] = 0.19994 (Theorem 2: ...)" */
  annotations?: readonly string[];
  formatX?: NumberFormat;
  formatValue?: NumberFormat;
  legend?: boolean;
}

const NONE: readonly never[] = [];

/** Time-weighted histograms (fractions per bin), overlaid as outlines, with theory annotations. */
export function HistogramChart(props: HistogramChartProps) {
  const { title, testid, histograms, xLabel, yLabel = 'fraction of time' } = props;
  const { curves = NONE, references = NONE, annotations = NONE } = props;
  const { formatX = readableNumber, formatValue = readableNumber } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const height = useChartHeight(rootRef, props.height);
  const sizes = useChartSizes();
  const annotationLine = Math.round(sizes.annotation * 1.5);
  const [hoverX, setHoverX] = useState<number | null>(null);
  const clipId = `histogram-clip-${useId().replace(/[^A-Za-z0-9_-]/g, '_')}`;

  // annotations wider than the chart wrap, from the chart's left edge
  const notes = annotations.flatMap((a) => wrapTitle(a, sizes.annotation, width - 12));
  const annotationsH = notes.length > 0 ? notes.length * annotationLine + 8 * sizes.scale : 0;
  const xd: Domain = props.xDomain
    ? widenDomain(props.xDomain[0], props.xDomain[1])
    : widenDomain(
        Math.min(...histograms.map((h) => h.lo)),
        Math.max(...histograms.map((h) => h.hi)),
      );
  const legendItems: LegendItem[] = [
    ...histograms.map((h): LegendItem => ({
      id: h.id,
      label: h.label,
      color: h.color,
      swatch: (h.filled ?? histograms.length === 1) ? 'area' : 'outline',
    })),
    ...curves.map((c): LegendItem => ({
      id: c.id,
      label: c.label,
      color: c.color ?? THEORY_COLOR,
      swatch: c.dashed === false ? 'line' : 'dashed',
    })),
  ];
  const filledByDefault = histograms.length === 1;
  const outlines = histograms.map(histogramOutline);
  const placed = usePlacedReferences(
    {
      width,
      height,
      xLabel,
      yLabel,
      extraBottom: annotationsH,
      yDomain: props.yDomain,
      // Nothing to draw yet (all zeros): the axis reads 0 to 1, not 0 to a rounding error.
      autoYDomain: (ticks) =>
        niceYDomain(
          0,
          Math.max(maxFraction(histograms), maxY(curves.map((c) => c.points))) || 1,
          ticks,
        ),
      legendItems,
      legend: props.legend,
      sizes,
    },
    references,
    (l) => {
      const xs = scaleLinear().domain(xd).range([0, l.innerW]);
      const pad = sizes.outline / 2 + 1;
      return {
        x: xs,
        y: l.y,
        covers: (box: Box) =>
          outlines.some(
            (o, k) =>
              lineCovers(o, xs, l.y, box, pad) ||
              ((histograms[k].filled ?? filledByDefault) && areaCovers(o, xs, l.y, box)),
          ) || curves.some((c) => lineCovers(c.points, xs, l.y, box, sizes.reference / 2 + 1)),
      };
    },
  );
  const { layout, geometry } = placed;
  const { left, top, innerW, innerH, y } = layout;

  const x = geometry.x;
  const xTicks = x.ticks(layout.xTickCount);
  const pathOf = (p: Float64Array): string => linePath(p, x, y);

  const hoverBin =
    hoverX === null ? null : histogramHover(histograms, hoverX, formatX, formatValue);

  return (
    <ChartShell
      ref={rootRef}
      testid={testid}
      title={title}
      label={describeHistogram(props, yLabel)}
      layout={layout}
      over={
        hoverBin &&
        hoverX !== null && (
          <PlotTooltip
            layout={layout}
            x={x(hoverX)}
            y={innerH / 4}
            title={hoverBin.title}
            rows={hoverBin.rows}
            testid={testid}
          />
        )
      }
    >
      <defs>
        <clipPath id={clipId}>
          <rect width={innerW} height={innerH} />
        </clipPath>
      </defs>
      <g transform={`translate(${left},${top})`}>
        <HorizontalGrid ticks={layout.yTicks} y={y} width={innerW} />
        {hoverBin?.edges && (
          <HoverColumn
            x={x(hoverBin.edges[0])}
            width={Math.max(1, x(hoverBin.edges[1]) - x(hoverBin.edges[0]))}
            height={innerH}
          />
        )}
        <g clipPath={`url(#${clipId})`}>
          {histograms.map((h, k) => (
            <path
              key={h.id}
              data-testid={`${testid}.histogram`}
              data-series={h.id}
              data-swatch={(h.filled ?? filledByDefault) ? 'area' : 'outline'}
              d={pathOf(outlines[k])}
              style={{
                fill: (h.filled ?? filledByDefault) ? h.color : 'none',
                fillOpacity: 0.28,
                stroke: h.color,
                strokeWidth: sizes.outline,
                strokeLinejoin: 'miter',
              }}
            />
          ))}
          {curves.map((c) => (
            <path
              key={c.id}
              data-testid={`${testid}.curve`}
              data-series={c.id}
              data-swatch={c.dashed === false ? 'line' : 'dashed'}
              d={pathOf(c.points)}
              style={{
                fill: 'none',
                stroke: c.color ?? THEORY_COLOR,
                strokeWidth: sizes.reference,
                strokeDasharray: c.dashed === false ? undefined : sizes.dash.join(' '),
              }}
            />
          ))}
        </g>
        <ReferenceLines lines={references} placed={placed} testid={testid} />
        <PlotHoverArea
          width={innerW}
          height={innerH}
          onHover={(at) => setHoverX(at ? x.invert(at[0]) : null)}
          testid={testid}
        />
      </g>
      <PlotAxes layout={layout} x={x} xTicks={xTicks} testid={testid} />
      {notes.length > 0 && (
        <g data-testid={`${testid}.annotations`}>
          {notes.map((a, i) => (
            <text
              key={i}
              x={6}
              y={layout.height - annotationsH + 8 * sizes.scale + (i + 0.75) * annotationLine}
              style={{
                fill: CHART_FG,
                fontSize: sizes.annotation,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {a}
            </text>
          ))}
        </g>
      )}
    </ChartShell>
  );
}
