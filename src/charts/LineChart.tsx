import { useRef, useState } from 'react';
import { scaleLinear, scaleLog, type ScaleContinuousNumeric } from 'd3';
import { ChartShell } from './ChartShell';
import { PlotAxes } from './PlotAxes';
import { PlotHoverArea } from './PlotHoverArea';
import { PlotTooltip } from './PlotTooltip';
import { ReferenceLines } from './ReferenceLines';
import { describeLineChart } from './chartDescriptions';
import type { Domain } from './chartTypes';
import { dataXExtent, widenDomain } from './domains';
import { autoLineYDomain, lineLegendItems } from './lineChartModel';
import type { LineChartProps } from './lineChartTypes';
import { lineHover } from './lineHover';
import { readableNumber } from '../format/numbers';
import { paintLineLayer } from './paintLineLayer';
import { canvasColor, canvasThemeColors } from './palette';
import { plotLayout } from './plotLayout';
import { useCanvasPainter } from './useCanvasPainter';
import { useElementWidth } from './useElementWidth';
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
    height,
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

  const legendItems = lineLegendItems(props);
  const layout = plotLayout({
    width,
    height,
    xLabel,
    yLabel,
    yDomain: props.yDomain,
    autoYDomain: (ticks) => autoLineYDomain(props, xd, ticks, yIncludesZero),
    legendItems,
    legend: props.legend,
  });
  const { left, top, innerW, innerH, y, yTicks, xTickCount } = layout;

  const x: ScaleContinuousNumeric<number, number> = (xLog ? scaleLog() : scaleLinear())
    .domain(xd)
    .range([0, innerW]);
  const xTicks = x.ticks(xTickCount);
  const xFormat = xLog ? x.tickFormat(xTickCount, '~g') : x.tickFormat(xTickCount);

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
      legendItems={legendItems}
      style={{ userSelect: 'none' }}
      under={
        <canvas
          ref={canvasRef}
          data-testid={`${testid}.canvas`}
          data-chart-canvas=""
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
        <ReferenceLines
          lines={references}
          x={x}
          y={y}
          width={innerW}
          height={innerH}
          testid={testid}
        />
        {tip && (
          <circle
            data-export="skip"
            cx={x(tip.at[0])}
            cy={y(tip.at[1])}
            r={6}
            style={{ fill: 'none', stroke: tip.color, strokeWidth: 2.5 }}
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
      <PlotAxes
        layout={layout}
        x={x}
        xTicks={xTicks}
        xFormat={xFormat}
        xLabel={xLabel}
        yLabel={yLabel}
        testid={testid}
      />
    </ChartShell>
  );
}
