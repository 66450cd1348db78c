import { useLayoutEffect, useRef } from 'react';
import { axisBottom, axisLeft, select, type AxisDomain, type AxisScale } from 'd3';
import { CHART_FG } from './palette';
import type { ChartSizes } from './chartLayout';

interface AxisProps<D extends AxisDomain> {
  orient: 'bottom' | 'left';
  scale: AxisScale<D>;
  /** the axis group's position in the SVG */
  x: number;
  y: number;
  tickValues: readonly D[];
  tickFormat?: (d: D, i: number) => string;
  sizes: ChartSizes;
  testid?: string;
}

/**
 * A D3 axis drawn into a ref'd <g> (React owns the element, D3 its ticks), in the theme's
 * foreground colour at projector size. D3 redraws only when a tick's position or text changes:
 * charts re-render on every data frame, their axes seldom move.
 */
export function Axis<D extends AxisDomain>(props: AxisProps<D>) {
  const { orient, scale, x, y, tickValues, tickFormat, sizes, testid } = props;
  const ref = useRef<SVGGElement>(null);
  const latest = useRef(props);
  const format = tickFormat ?? ((d: D) => String(d));
  const signature = [
    orient,
    sizes.scale,
    ...scale.range(),
    ...tickValues.map((v, i) => `${scale(v)}:${format(v, i)}`),
  ].join('|');

  useLayoutEffect(() => {
    latest.current = props;
  });
  useLayoutEffect(() => {
    const g = ref.current;
    if (!g) return;
    const p = latest.current;
    const axis = p.orient === 'bottom' ? axisBottom(p.scale) : axisLeft(p.scale);
    const k = p.sizes.scale;
    axis
      .tickSizeOuter(0)
      .tickPadding(7 * k)
      .tickSize(6 * k)
      .tickValues(p.tickValues);
    if (p.tickFormat !== undefined) axis.tickFormat(p.tickFormat);
    const drawn = select(g).call(axis).attr('font-size', null).attr('font-family', null);
    if (k !== 1) drawn.selectAll('line, path').style('stroke-width', k);
  }, [signature]);

  return (
    <g
      ref={ref}
      transform={`translate(${x},${y})`}
      data-testid={testid}
      style={{ color: CHART_FG, fontSize: sizes.tick, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
