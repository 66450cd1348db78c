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
import { FONT, REFERENCE_DASH, STROKE } from './chartLayout';
import type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
import { niceYDomain, widenDomain } from './domains';
import { histogramOutline, maxFraction, maxY, type HistogramBins } from './histogramGeometry';
import type { LegendItem } from './legendLayout';
import { readableNumber } from '../format/numbers';
import { CHART_FG, THEORY_COLOR } from './palette';
import { plotLayout } from './plotLayout';
import { useElementWidth } from './useElementWidth';

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
const ANNOTATION_LINE = Math.round(FONT.annotation * 1.5);

/** Time-weighted histograms (fractions per bin), overlaid as outlines, with theory annotations. */
export function HistogramChart(props: HistogramChartProps) {
  const { title, testid, height, histograms, xLabel, yLabel = 'fraction of time' } = props;
  const { curves = NONE, references = NONE, annotations = NONE } = props;
  const { formatX = readableNumber, formatValue = readableNumber } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const [hoverX, setHoverX] = useState<number | null>(null);
  const clipId = `histogram-clip-${useId().replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const annotationsH = annotations.length > 0 ? annotations.length * ANNOTATION_LINE + 8 : 0;
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
  const layout = plotLayout({
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
  });
  const { left, top, innerW, innerH, y } = layout;

  const x = scaleLinear().domain(xd).range([0, innerW]);
  const xTicks = x.ticks(layout.xTickCount);
  const pathOf = (p: Float64Array): string => linePath(p, x, y);
  const filledByDefault = histograms.length === 1;

  const hoverBin =
    hoverX === null ? null : histogramHover(histograms, hoverX, formatX, formatValue);

  return (
    <ChartShell
      ref={rootRef}
      testid={testid}
      title={title}
      label={describeHistogram(props, yLabel)}
      layout={layout}
      legendItems={legendItems}
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
          {histograms.map((h) => (
            <path
              key={h.id}
              data-testid={`${testid}.histogram`}
              data-series={h.id}
              d={pathOf(histogramOutline(h))}
              style={{
                fill: (h.filled ?? filledByDefault) ? h.color : 'none',
                fillOpacity: 0.28,
                stroke: h.color,
                strokeWidth: STROKE.outline,
                strokeLinejoin: 'miter',
              }}
            />
          ))}
          {curves.map((c) => (
            <path
              key={c.id}
              data-testid={`${testid}.curve`}
              data-series={c.id}
              d={pathOf(c.points)}
              style={{
                fill: 'none',
                stroke: c.color ?? THEORY_COLOR,
                strokeWidth: STROKE.reference,
                strokeDasharray: c.dashed === false ? undefined : REFERENCE_DASH.join(' '),
              }}
            />
          ))}
        </g>
        <ReferenceLines
          lines={references}
          x={x}
          y={y}
          width={innerW}
          height={innerH}
          testid={testid}
        />
        <PlotHoverArea
          width={innerW}
          height={innerH}
          onHover={(at) => setHoverX(at ? x.invert(at[0]) : null)}
          testid={testid}
        />
      </g>
      <PlotAxes
        layout={layout}
        x={x}
        xTicks={xTicks}
        xLabel={xLabel}
        yLabel={yLabel}
        xTitleY={top + innerH + FONT.tick + 20 + FONT.axisLabel}
        testid={testid}
      />
      {annotations.length > 0 && (
        <g data-testid={`${testid}.annotations`}>
          {annotations.map((a, i) => (
            <text
              key={i}
              x={left}
              y={height - annotationsH + 8 + (i + 0.75) * ANNOTATION_LINE}
              style={{
                fill: CHART_FG,
                fontSize: FONT.annotation,
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
