import { useRef, useState } from 'react';
import { scaleLinear, scaleLog, type ScaleContinuousNumeric } from 'd3';
import { ChartShell } from './ChartShell';
import { PlotAxes } from './PlotAxes';
import { PlotHoverArea } from './PlotHoverArea';
import { PlotTooltip } from './PlotTooltip';
import { ReferenceLines } from './ReferenceLines';
import { describeLineChart } from './chartDescriptions';
import { useChartSizes } from './chartDisplay';
import type { Domain } from './chartTypes';
import { dataXExtent, widenDomain } from './domains';
import { autoLineYDomain, drawnSeries, lineCover, lineLegendItems } from './lineChartModel';
import type { LineChartProps } from './lineChartTypes';
import { lineHover } from './lineHover';
import { readableNumber } from '../format/numbers';
import { paintLineLayer } from './paintLineLayer';
import { canvasColor, canvasThemeColors } from './palette';
import { integerTicks, type PlotLayout } from './plotLayout';
import { useCanvasPainter } from './useCanvasPainter';
import { useElementWidth } from './useElementWidth';
import { useChartHeight } from './useChartHeight';
import { usePlacedReferences } from './usePlacedReferences';
import { useThemeVersion } from './useThemeVersion';
import { useXZoom } from './useXZoom';

export type { LineBand, LineChartProps, LineMark, LineSeries } from './lineChartTypes';

const NONE: readonly never[] = [];

/**
 * Time series and curves: lines, bands and marks on a canvas (fast for 100k vertices redrawn
 * every 50 ms), with axes, grid labels, reference lines, legend and hover in an SVG overlay that
 * uses the same D3 scales. Zoom and pan along x only.
 */
export function LineChart(props: LineChartProps) {
  const {
    title,
    testid,
    series,
    xLabel,
    yLabel,
    yIncludesZero = true,
    xLog = false,
    references = NONE,
    bands = NONE,
    marks = NONE,
    onXDomainChange,
    zoomable = true,
    formatX = readableNumber,
    formatY = readableNumber,
  } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const zoomRef = useRef<SVGRectElement>(null);
  const width = useElementWidth(rootRef);
  const height = useChartHeight(rootRef, props.height);
  const sizes = useChartSizes();
  const themeVersion = useThemeVersion();
  const [localDomain, setLocalDomain] = useState<Domain | null>(null);
  const [hover, setHover] = useState<readonly [number, number] | null>(null);

  // x: the user's zoom (uncontrolled), the parent's range, or the data's extent
  const controlled = onXDomainChange !== undefined;
  const xd: Domain =
    (!controlled ? localDomain : null) ??
    (props.xDomain ? widenDomain(props.xDomain[0], props.xDomain[1], xLog) : null) ??
    dataXExtent(
      series.map((s) => s.points),
      bands.map((b) => b.points),
      xLog,
    );

  const xScaleOf = (l: PlotLayout): ScaleContinuousNumeric<number, number> =>
    (xLog ? scaleLog() : scaleLinear()).domain(xd).range([0, l.innerW]);
  const placed = usePlacedReferences(
    {
      width,
      height,
      xLabel,
      yLabel,
      yDomain: props.yDomain,
      autoYDomain: (ticks) => autoLineYDomain(props, xd, ticks, yIncludesZero),
      legendItems: lineLegendItems(props),
      legend: props.legend,
      sizes,
      yIntegerTicks: props.integerTicks?.includes('y') ?? false,
    },
    references,
    (l) => {
      const xs = xScaleOf(l);
      return { x: xs, y: l.y, covers: lineCover(props, xs, l.y, sizes) };
    },
  );
  const { layout, geometry } = placed;
  const { left, top, innerW, innerH, y, yTicks, xTickCount } = layout;
  const x = geometry.x;
  const xIntegers = !xLog && (props.integerTicks?.includes('x') ?? false);
  const xTicks = xIntegers ? integerTicks(x.ticks(xTickCount)) : x.ticks(xTickCount);
  const xFormat = xIntegers
    ? String
    : xLog
      ? x.tickFormat(xTickCount, '~g')
      : x.tickFormat(xTickCount);

  useCanvasPainter(canvasRef, {
    width: innerW,
    height: innerH,
    paint: (ctx, themeSource) =>
      paintLineLayer(ctx, {
        series: series.map((s) => ({
          ...s,
          color: canvasColor(themeSource, s.color, themeVersion),
        })),
        bands: bands.map((b) => ({ ...b, color: canvasColor(themeSource, b.color, themeVersion) })),
        marks,
        x,
        y,
        width: innerW,
        height: innerH,
        xTicks,
        yTicks,
        gridColor: canvasThemeColors(themeSource, themeVersion).grid,
        bgColor: canvasThemeColors(themeSource, themeVersion).bg,
        decimate: !xLog,
        sizes,
      }),
    version: themeVersion,
  });

  const changeDomain = (d: Domain | null): void => {
    setHover(null);
    if (onXDomainChange) onXDomainChange(d);
    else setLocalDomain(d);
  };
  useXZoom(zoomRef, {
    enabled: zoomable,
    domain: xd,
    width: innerW,
    log: xLog,
    onChange: changeDomain,
  });

  const size = { width: innerW, height: innerH };
  const tip = hover ? lineHover(props, hover[0], hover[1], x, y, size, formatX, formatY) : null;

  return (
    <ChartShell
      ref={rootRef}
      testid={testid}
      title={title}
      label={describeLineChart(props, xd)}
      layout={layout}
      style={{ userSelect: 'none' }}
      under={
        <canvas
          ref={canvasRef}
          data-testid={`${testid}.canvas`}
          data-chart-canvas=""
          data-drawn={drawnSeries(props)}
          style={{ position: 'absolute', left, top, width: innerW, height: innerH }}
        />
      }
      over={
        tip &&
        hover && (
          <PlotTooltip
            layout={layout}
            x={hover[0]}
            y={hover[1]}
            title={tip.title}
            titleColor={tip.color}
            rows={tip.rows}
            testid={testid}
          />
        )
      }
    >
      <g transform={`translate(${left},${top})`}>
        <ReferenceLines lines={references} placed={placed} testid={testid} />
        {tip && (
          <circle
            data-export="skip"
            cx={x(tip.at[0])}
            cy={y(tip.at[1])}
            r={6 * sizes.scale}
            style={{ fill: 'none', stroke: tip.color, strokeWidth: 2.5 * sizes.scale }}
          />
        )}
        <PlotHoverArea
          ref={zoomRef}
          width={innerW}
          height={innerH}
          cursor={zoomable ? 'grab' : 'crosshair'}
          clearWhilePressed
          onHover={setHover}
          testid={testid}
        />
      </g>
      <PlotAxes layout={layout} x={x} xTicks={xTicks} xFormat={xFormat} testid={testid} />
    </ChartShell>
  );
}
