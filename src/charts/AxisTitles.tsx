import { CHART_FG } from './palette';
import { titleLineHeight } from './chartLayout';
import type { PlotLayout } from './plotLayout';

/**
 * The axes' titles: centred under the x axis, and rotated along the y axis at the left edge, each
 * on as many lines as the layout cut it into. `data-axis-title` and `data-label` (the whole
 * title) let a test check that no title runs off the chart.
 */
export function AxisTitles({ layout, xTitleY }: { layout: PlotLayout; xTitleY?: number }) {
  const { xTitle, yTitle, sizes } = layout;
  const style = { fill: CHART_FG, fontSize: sizes.axisLabel };
  const lineH = titleLineHeight(sizes);
  return (
    <>
      {xTitle && (
        <text
          x={xTitle.x}
          y={xTitleY ?? xTitle.y}
          textAnchor="middle"
          style={style}
          data-axis-title="x"
          data-label={xTitle.label}
        >
          {xTitle.lines.map((line, i) => (
            <tspan key={i} x={xTitle.x} dy={i === 0 ? 0 : lineH}>
              {line}
            </tspan>
          ))}
        </text>
      )}
      {yTitle && (
        <text
          transform={`translate(${yTitle.x},${yTitle.y}) rotate(-90)`}
          textAnchor="middle"
          style={style}
          data-axis-title="y"
          data-label={yTitle.label}
        >
          {yTitle.lines.map((line, i) => (
            <tspan key={i} x={0} dy={i === 0 ? 0 : lineH}>
              {line}
            </tspan>
          ))}
        </text>
      )}
    </>
  );
}
