import { CHART_GRID } from './palette';
import { STROKE } from './chartLayout';

/** Horizontal grid lines at the y ticks, pixel-aligned, beneath the data of an SVG chart. */
export function HorizontalGrid({
  ticks,
  y,
  width,
}: {
  ticks: readonly number[];
  y: (v: number) => number;
  width: number;
}) {
  return (
    <g>
      {ticks.map((t) => {
        const py = Math.round(y(t)) + 0.5;
        return (
          <line
            key={t}
            x1={0}
            x2={width}
            y1={py}
            y2={py}
            style={{ stroke: CHART_GRID, strokeWidth: STROKE.grid }}
          />
        );
      })}
    </g>
  );
}
