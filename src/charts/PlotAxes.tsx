import type { AxisScale } from 'd3';
import { Axis } from './Axis';
import { AxisTitles } from './AxisTitles';
import type { PlotLayout } from './plotLayout';

interface PlotAxesProps {
  layout: PlotLayout;
  /** the x scale and its ticks; the y ones come from the layout */
  x: AxisScale<number>;
  xTicks: readonly number[];
  xFormat?: (v: number, i: number) => string;
  testid: string;
}

/**
 * The bottom x axis (`<testid>.x-axis`), the left y axis (`<testid>.y-axis`) and their titles
 * (the layout's, which placed them).
 */
export function PlotAxes(props: PlotAxesProps) {
  const { layout, x, xTicks, xFormat, testid } = props;
  const { left, top, innerH, sizes } = layout;
  return (
    <>
      <Axis
        orient="bottom"
        scale={x}
        x={left}
        y={top + innerH}
        tickValues={xTicks}
        tickFormat={xFormat}
        sizes={sizes}
        testid={`${testid}.x-axis`}
      />
      <Axis
        orient="left"
        scale={layout.y}
        x={left}
        y={top}
        tickValues={layout.yTicks}
        tickFormat={layout.yFormat}
        sizes={sizes}
        testid={`${testid}.y-axis`}
      />
      <AxisTitles layout={layout} />
    </>
  );
}
