import { useRef, useState, type PointerEvent } from 'react';
import { pointer, scaleLinear, scaleLog, type ScaleContinuousNumeric } from 'd3';
import { Axis } from './Axis';
import { Legend } from './Legend';
import { ReferenceLines } from './ReferenceLines';
import { AxisTitles } from './AxisTitles';
import { Tooltip } from './Tooltip';
import { describeLineChart } from './chartDescriptions';
import { FONT, leftMargin, tickCount } from './chartLayout';
import type { Domain } from './chartTypes';
import { dataXExtent, widenDomain } from './domains';
import { layoutLegend } from './legendLayout';
import { autoLineYDomain, lineLegendItems } from './lineChartModel';
import type { LineChartProps } from './lineChartTypes';
import { lineHover } from './lineHover';
import { formatNumber } from './numberFormat';
import { paintLineLayer } from './paintLineLayer';
import { canvasColor, canvasThemeColors, CHART_FG } from './palette';
import { useCanvasPainter } from './useCanvasPainter';
import { useElementWidth } from './useElementWidth';
import { useThemeVersion } from './useThemeVersion';
import { useXZoom } from './useXZoom';

export type { LineBand, LineChartProps, LineMark, LineSeries } from './lineChartTypes';

const NONE: readonly never[] = [];
const RIGHT = 20;

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
    formatX = formatNumber,
    formatY = formatNumber,
  } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const zoomRef = useRef<SVGRectElement>(null);
  const width = useElementWidth(rootRef);
  const themeVersion = useThemeVersion();
  const [localDomain, setLocalDomain] = useState<Domain | null>(null);
  const [hover, setHover] = useState<{ px: number; py: number } | null>(null);

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

  // layout: y ticks guessed from the height decide the left margin, the legend the top one
  const bottom = FONT.tick + 20 + (xLabel ? FONT.axisLabel + 12 : 0);
  const guessH = Math.max(40, height - bottom - 16);
  const yTicksWanted = tickCount(guessH, 55);
  const yd: Domain = props.yDomain
    ? widenDomain(props.yDomain[0], props.yDomain[1])
    : autoLineYDomain(props, xd, yTicksWanted, yIncludesZero);
  const guessY = scaleLinear().domain(yd).range([guessH, 0]);
  const yFormat = guessY.tickFormat(yTicksWanted);
  const left = leftMargin(guessY.ticks(yTicksWanted).map(yFormat), yLabel !== undefined);
  const legendItems = lineLegendItems(props);
  const showLegend = props.legend ?? legendItems.length > 1;
  const legend = showLegend
    ? layoutLegend(
        legendItems.map((i) => i.label),
        Math.max(0, width - left - RIGHT),
      )
    : null;
  const top = 14 + (legend ? legend.height + 6 : 0);
  const innerW = Math.max(0, width - left - RIGHT);
  const innerH = Math.max(0, height - top - bottom);

  const x: ScaleContinuousNumeric<number, number> = (xLog ? scaleLog() : scaleLinear())
    .domain(xd)
    .range([0, innerW]);
  const y = scaleLinear().domain(yd).range([innerH, 0]);
  const xTickCount = tickCount(innerW, 110);
  const xTicks = x.ticks(xTickCount);
  const yTicks = y.ticks(yTicksWanted);
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

  const onPointerMove = (e: PointerEvent<SVGRectElement>): void => {
    if (e.buttons !== 0) {
      setHover(null);
      return;
    }
    const [px, py] = pointer(e.nativeEvent, e.currentTarget);
    setHover({ px, py });
  };

  const size = { width: innerW, height: innerH };
  const tip = hover ? lineHover(props, hover.px, hover.py, x, y, size, formatX, formatY) : null;

  return (
    <div
      ref={rootRef}
      data-testid={testid}
      role="img"
      aria-label={describeLineChart(props, xd)}
      style={{
        position: 'relative',
        width: '100%',
        height,
        color: CHART_FG,
        fontFamily: FONT.family,
        userSelect: 'none',
      }}
    >
      <canvas
        ref={canvasRef}
        data-testid={`${testid}.canvas`}
        data-chart-canvas=""
        style={{ position: 'absolute', left, top, width: innerW, height: innerH }}
      />
      <svg
        data-testid={`${testid}.svg`}
        data-chart-svg=""
        width={width}
        height={height}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
      >
        <title>{title}</title>
        {legend && <Legend items={legendItems} placement={legend} x={left} y={8} testid={testid} />}
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
          <rect
            ref={zoomRef}
            data-export="skip"
            data-testid={`${testid}.plot`}
            width={innerW}
            height={innerH}
            style={{ fill: 'none', pointerEvents: 'all', cursor: zoomable ? 'grab' : 'crosshair' }}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          />
        </g>
        <Axis
          orient="bottom"
          scale={x}
          x={left}
          y={top + innerH}
          tickValues={xTicks}
          tickFormat={xFormat}
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
          xTitleY={height - 8}
        />
      </svg>
      {tip && hover && (
        <Tooltip
          x={hover.px + left}
          y={hover.py + top}
          width={width}
          height={height}
          title={tip.title}
          titleColor={tip.color}
          rows={tip.rows}
          testid={testid}
        />
      )}
    </div>
  );
}
