import { useRef, useState, type PointerEvent } from 'react';
import { pointer, range, scaleBand, scaleLinear } from 'd3';
import { Axis } from './Axis';
import { AxisTitles } from './AxisTitles';
import { HorizontalGrid } from './HorizontalGrid';
import { Legend } from './Legend';
import { ReferenceLines } from './ReferenceLines';
import { Tooltip } from './Tooltip';
import { describeBarChart } from './chartDescriptions';
import { bandIndexAt, FONT, labelStride, leftMargin, textWidth, tickCount } from './chartLayout';
import type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
import { niceYDomain, widenDomain } from './domains';
import { layoutLegend, type LegendItem } from './legendLayout';
import { formatNumber } from './numberFormat';
import { CHART_FG, CHART_MUTED } from './palette';
import { useElementWidth } from './useElementWidth';

export interface BarSeries {
  id: string;
  label: string;
  /** one colour, or one per category (e.g. flowColor, to match the flows' lines) */
  color: string | ((category: number) => string);
  /** one value per category; null or NaN leaves a gap */
  values: ArrayLike<number | null>;
}

export interface BarChartProps extends ChartBaseProps {
  /** category labels, e.g. "1", "2", ... for flows; up to ~1000 (bars get thin, labels thinned) */
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
}

const NONE: readonly never[] = [];
const RIGHT = 20;

const colorOf = (s: BarSeries, i: number): string =>
  typeof s.color === 'string' ? s.color : s.color(i);

const valueOf = (s: BarSeries, i: number): number | null => {
  const v = i < s.values.length ? s.values[i] : null;
  return v === null || Number.isNaN(v) ? null : v;
};

/** Single or grouped bars per category, with reference lines and the values on hover. */
export function BarChart(props: BarChartProps) {
  const { title, testid, height, categories, series, xLabel, yLabel } = props;
  const { references = NONE, formatValue = formatNumber } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const [hovered, setHovered] = useState(-1);
  const n = categories.length;

  const bottom = FONT.tick + 20 + (xLabel ? FONT.axisLabel + 12 : 0);
  const guessH = Math.max(40, height - bottom - 16);
  const yTicksWanted = tickCount(guessH, 55);
  const yd = props.yDomain
    ? widenDomain(props.yDomain[0], props.yDomain[1])
    : autoDomain(series, n, references, yTicksWanted);
  const guessY = scaleLinear().domain(yd).range([guessH, 0]);
  const yFormat = guessY.tickFormat(yTicksWanted);
  const left = leftMargin(guessY.ticks(yTicksWanted).map(yFormat), yLabel !== undefined);
  const legendItems: LegendItem[] = series.map((s) => ({
    id: s.id,
    label: s.label,
    color: colorOf(s, 0),
    swatch: 'bar',
  }));
  const legend =
    (props.legend ?? series.length > 1)
      ? layoutLegend(
          legendItems.map((i) => i.label),
          Math.max(0, width - left - RIGHT),
        )
      : null;
  const top = 14 + (legend ? legend.height + 6 : 0);
  const innerW = Math.max(0, width - left - RIGHT);
  const innerH = Math.max(0, height - top - bottom);

  const x = scaleBand<number>().domain(range(n)).range([0, innerW]);
  const step0 = n > 0 ? innerW / n : 0;
  x.paddingInner(step0 >= 8 ? 0.2 : 0).paddingOuter(step0 >= 8 ? 0.1 : 0);
  const inner = scaleBand<number>().domain(range(series.length)).range([0, x.bandwidth()]);
  inner.paddingInner(x.bandwidth() / Math.max(1, series.length) >= 6 ? 0.08 : 0);
  const y = scaleLinear().domain(yd).range([innerH, 0]);
  const yTicks = y.ticks(yTicksWanted);
  const step = x.step();
  const slack = (step - x.bandwidth()) / 2;
  const widest = categories.reduce((w, c) => Math.max(w, textWidth(c, FONT.tick)), 0);
  const stride = labelStride(step, widest);
  const xTickValues = range(0, n, stride);
  const zero = y(Math.min(Math.max(0, yd[0]), yd[1]));
  const thin = inner.bandwidth() < 3;

  const onPointerMove = (e: PointerEvent<SVGRectElement>): void => {
    const [px] = pointer(e.nativeEvent, e.currentTarget);
    setHovered(bandIndexAt(px, (x(0) ?? 0) - slack, step, n));
  };
  const h = hovered < n ? hovered : -1;

  return (
    <div
      ref={rootRef}
      data-testid={testid}
      role="img"
      aria-label={describeBarChart(props)}
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
        <g transform={`translate(${left},${top})`}>
          <HorizontalGrid ticks={yTicks} y={y} width={innerW} />
          {h >= 0 && (
            <rect
              data-export="skip"
              x={(x(h) ?? 0) - slack}
              width={step}
              height={innerH}
              style={{ fill: CHART_MUTED, fillOpacity: 0.18 }}
            />
          )}
          <g data-testid={`${testid}.bars`} shapeRendering={thin ? 'crispEdges' : undefined}>
            {series.map((s, si) =>
              categories.map((_, i) => {
                const v = valueOf(s, i);
                if (v === null) return null;
                const py = y(v);
                return (
                  <rect
                    key={`${s.id}:${i}`}
                    data-testid={`${testid}.bar`}
                    data-series={s.id}
                    data-category={i}
                    x={(x(i) ?? 0) + (inner(si) ?? 0)}
                    y={Math.min(py, zero)}
                    width={Math.max(thin ? 1 : 0, inner.bandwidth())}
                    height={Math.abs(zero - py)}
                    style={{ fill: colorOf(s, i) }}
                  />
                );
              }),
            )}
          </g>
          <ReferenceLines lines={references} y={y} width={innerW} height={innerH} testid={testid} />
          <rect
            data-export="skip"
            data-testid={`${testid}.plot`}
            width={innerW}
            height={innerH}
            style={{ fill: 'none', pointerEvents: 'all' }}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHovered(-1)}
          />
        </g>
        <Axis
          orient="bottom"
          scale={x}
          x={left}
          y={top + innerH}
          tickValues={xTickValues}
          tickFormat={(i) => categories[i] ?? ''}
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
      {h >= 0 && (
        <Tooltip
          x={left + (x(h) ?? 0) + x.bandwidth() / 2}
          y={top + innerH / 3}
          width={width}
          height={height}
          title={xLabel ? `${xLabel} ${categories[h]}` : categories[h]}
          rows={series.map((s) => ({
            label: s.label,
            value: formatValue(valueOf(s, h) ?? Number.NaN),
            color: colorOf(s, h),
          }))}
          testid={testid}
        />
      )}
    </div>
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
