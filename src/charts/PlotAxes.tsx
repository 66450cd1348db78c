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
  xLabel?: string;
  yLabel?: string;
  /** the baseline of the x title; default 8 px above the chart's bottom edge */
  xTitleY?: number;
  testid: string;
}

/** The bottom x axis (`<testid>.x-axis`), the left y axis (`<testid>.y-axis`) and their titles. */
export function PlotAxes(props: PlotAxesProps) {
  const { layout, x, xTicks, xFormat, xLabel, yLabel, testid } = props;
  const { left, top, innerW, innerH } = layout;
  return (
    <>
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
        scale={layout.y}
        x={left}
        y={top}
        tickValues={layout.yTicks}
        tickFormat={layout.yFormat}
        testid={`${testid}.y-axis`}
      />
      <AxisTitles
        xLabel={xLabel}
        yLabel={yLabel}
        left={left}
        top={top}
        width={innerW}
        height={innerH}
        xTitleY={props.xTitleY ?? layout.height - 8}
      />
    </>
  );
}
