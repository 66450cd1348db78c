import { useId, useRef, useState, type PointerEvent } from 'react';
import { pointer, scaleLinear } from 'd3';
import { Axis } from './Axis';
import { AxisTitles } from './AxisTitles';
import { HorizontalGrid } from './HorizontalGrid';
import { histogramHover } from './histogramHover';
import { linePath } from './linePath';
import { Legend } from './Legend';
import { ReferenceLines } from './ReferenceLines';
import { Tooltip } from './Tooltip';
import { describeHistogram } from './chartDescriptions';
import { FONT, leftMargin, REFERENCE_DASH, STROKE, tickCount } from './chartLayout';
import type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
import { niceYDomain, widenDomain } from './domains';
import { histogramOutline, maxFraction, maxY, type HistogramBins } from './histogramGeometry';
import { layoutLegend, type LegendItem } from './legendLayout';
import { formatNumber } from './numberFormat';
import { CHART_FG, CHART_MUTED, THEORY_COLOR } from './palette';
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
const RIGHT = 20;
const ANNOTATION_LINE = Math.round(FONT.annotation * 1.5);

/** Time-weighted histograms (fractions per bin), overlaid as outlines, with theory annotations. */
export function HistogramChart(props: HistogramChartProps) {
  const { title, testid, height, histograms, xLabel, yLabel = 'fraction of time' } = props;
  const { curves = NONE, references = NONE, annotations = NONE } = props;
  const { formatX = formatNumber, formatValue = formatNumber } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const [hoverX, setHoverX] = useState<number | null>(null);
  const clipId = `histogram-clip-${useId().replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const annotationsH = annotations.length > 0 ? annotations.length * ANNOTATION_LINE + 8 : 0;
  const bottom = FONT.tick + 20 + (xLabel ? FONT.axisLabel + 12 : 0) + annotationsH;
  const guessH = Math.max(40, height - bottom - 16);
  const yTicksWanted = tickCount(guessH, 55);
  const xd: Domain = props.xDomain
    ? widenDomain(props.xDomain[0], props.xDomain[1])
    : widenDomain(
        Math.min(...histograms.map((h) => h.lo)),
        Math.max(...histograms.map((h) => h.hi)),
      );
  const yd: Domain = props.yDomain
    ? widenDomain(props.yDomain[0], props.yDomain[1])
    : niceYDomain(
        0,
        Math.max(maxFraction(histograms), maxY(curves.map((c) => c.points)), 1e-9),
        yTicksWanted,
      );
  const guessY = scaleLinear().domain(yd).range([guessH, 0]);
  const yFormat = guessY.tickFormat(yTicksWanted);
  const left = leftMargin(guessY.ticks(yTicksWanted).map(yFormat), true);
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
  const legend =
    (props.legend ?? legendItems.length > 1)
      ? layoutLegend(
          legendItems.map((i) => i.label),
          Math.max(0, width - left - RIGHT),
        )
      : null;
  const top = 14 + (legend ? legend.height + 6 : 0);
  const innerW = Math.max(0, width - left - RIGHT);
  const innerH = Math.max(0, height - top - bottom);

  const x = scaleLinear().domain(xd).range([0, innerW]);
  const y = scaleLinear().domain(yd).range([innerH, 0]);
  const xTickCount = tickCount(innerW, 110);
  const xTicks = x.ticks(xTickCount);
  const yTicks = y.ticks(yTicksWanted);
  const pathOf = (p: Float64Array): string => linePath(p, x, y);
  const filledByDefault = histograms.length === 1;

  const hoverBin =
    hoverX === null ? null : histogramHover(histograms, hoverX, formatX, formatValue);
  const onPointerMove = (e: PointerEvent<SVGRectElement>): void => {
    const [px] = pointer(e.nativeEvent, e.currentTarget);
    setHoverX(x.invert(px));
  };

  return (
    <div
      ref={rootRef}
      data-testid={testid}
      role="img"
      aria-label={describeHistogram(props, yLabel)}
      style={{
        position: 'relative',
        width: '100%',
        height,
        color: CHART_FG,
        fontFamily: FONT.family,
      }}
    >
      <svg
        data-testid={`${testid}.svg`}
        data-chart-svg=""
        width={width}
        height={height}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
      >
        <title>{title}</title>
        {legend && <Legend items={legendItems} placement={legend} x={left} y={8} testid={testid} />}
        <defs>
          <clipPath id={clipId}>
            <rect width={innerW} height={innerH} />
          </clipPath>
        </defs>
        <g transform={`translate(${left},${top})`}>
          <HorizontalGrid ticks={yTicks} y={y} width={innerW} />
          {hoverBin?.edges && (
            <rect
              data-export="skip"
              x={x(hoverBin.edges[0])}
              width={Math.max(1, x(hoverBin.edges[1]) - x(hoverBin.edges[0]))}
              height={innerH}
              style={{ fill: CHART_MUTED, fillOpacity: 0.18 }}
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
          <rect
            data-export="skip"
            data-testid={`${testid}.plot`}
            width={innerW}
            height={innerH}
            style={{ fill: 'none', pointerEvents: 'all' }}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHoverX(null)}
          />
        </g>
        <Axis
          orient="bottom"
          scale={x}
          x={left}
          y={top + innerH}
          tickValues={xTicks}
          testid={`${testid}.x-axis`}
        />
        <Axis
          orient="left"
          scale={y}
          x={left}
          y={top}
          tickValues={yTicks}
          tickFormat={yFormat}
          testid={`${testid}.y-axis`}
        />
        <AxisTitles
          xLabel={xLabel}
          yLabel={yLabel}
          left={left}
          top={top}
          width={innerW}
          height={innerH}
          xTitleY={top + innerH + FONT.tick + 20 + FONT.axisLabel}
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
      </svg>
      {hoverBin && hoverX !== null && (
        <Tooltip
          x={left + x(hoverX)}
          y={top + innerH / 4}
          width={width}
          height={height}
          title={hoverBin.title}
          rows={hoverBin.rows}
          testid={testid}
        />
      )}
    </div>
  );
}
