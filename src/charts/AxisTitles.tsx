import { CHART_FG } from './palette';
import { FONT } from './chartLayout';

interface AxisTitlesProps {
  xLabel?: string;
  yLabel?: string;
  /** the plot area in the SVG */
  left: number;
  top: number;
  width: number;
  height: number;
  /** the baseline of the x title */
  xTitleY: number;
}

/** The axes' titles: centred under the x axis, and rotated along the y axis at the left edge. */
export function AxisTitles({ xLabel, yLabel, left, top, width, height, xTitleY }: AxisTitlesProps) {
  const style = { fill: CHART_FG, fontSize: FONT.axisLabel };
  return (
    <>
      {xLabel !== undefined && (
        <text x={left + width / 2} y={xTitleY} textAnchor="middle" style={style}>
          {xLabel}
        </text>
      )}
      {yLabel !== undefined && (
        <text
          transform={`translate(${FONT.axisLabel},${top + height / 2}) rotate(-90)`}
          textAnchor="middle"
          style={style}
        >
          {yLabel}
        </text>
      )}
    </>
  );
}
