import { CHART_MUTED } from './palette';

/** The shade behind the hovered bin or category, from `x` to `x + width` over the plot's height. */
export function HoverColumn({ x, width, height }: { x: number; width: number; height: number }) {
  return (
    <rect
      data-export="skip"
      x={x}
      width={width}
      height={height}
      style={{ fill: CHART_MUTED, fillOpacity: 0.18 }}
    />
  );
}
