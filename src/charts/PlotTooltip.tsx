import { Tooltip, type TooltipProps } from './Tooltip';
import type { PlotLayout } from './plotLayout';

type PlotTooltipProps = Omit<TooltipProps, 'width' | 'height' | 'sizes'> & { layout: PlotLayout };

/** The tooltip for a point given in plot coordinates (`x`, `y`), kept inside the chart. */
export function PlotTooltip({ layout, x, y, ...rest }: PlotTooltipProps) {
  return (
    <Tooltip
      {...rest}
      x={layout.left + x}
      y={layout.top + y}
      width={layout.width}
      height={layout.height}
      sizes={layout.sizes}
    />
  );
}
