import type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
import type { TooltipRow } from './Tooltip';

/** A polyline drawn on the canvas layer. */
export interface LineSeries {
  id: string;
  label: string;
  color: string;
  /** interleaved x, y; x must never decrease (a vertical drop is two vertices with the same x); a NaN y breaks the line */
  points: Float64Array;
  /** CSS px, default 2 */
  width?: number;
  dashed?: boolean;
  /** draws a dot at every vertex (for sparse curves such as utilization vs N) */
  showPoints?: boolean;
  /** false: the dots (and error bars) alone, no line through them (default true) */
  connect?: boolean;
  /** interleaved lo, hi per vertex: vertical error bars (e.g. 95 % intervals) */
  errors?: Float64Array;
  /** leaves the series out of the legend */
  hideInLegend?: boolean;
  /** false: the hover never picks this series (a theory curve under the points it explains) */
  hoverable?: boolean;
  /** extra tooltip rows per vertex (e.g. the theory value and the difference from it) */
  details?: readonly (readonly TooltipRow[] | undefined)[];
}

/** A filled area between two curves over the same x, e.g. a 95 % confidence band. */
export interface LineBand {
  id: string;
  label: string;
  color: string;
  /** interleaved x, lo, hi; x must never decrease */
  points: Float64Array;
  /** fill opacity, default 0.2 */
  opacity?: number;
}

/** A small marker, e.g. a congestion event coloured by the flow that was cut. */
export interface LineMark {
  x: number;
  y: number;
  color: string;
  /** shown in the tooltip, e.g. "flow 2 cut" */
  label?: string;
}

export interface LineChartProps extends ChartBaseProps {
  series: readonly LineSeries[];
  xLabel?: string;
  yLabel?: string;
  /** the visible x range; default: the extent of the data */
  xDomain?: Domain;
  /** the visible y range; default: the visible data and reference lines, rounded outwards */
  yDomain?: Domain;
  /** with an automatic y range, include 0 (default true) */
  yIncludesZero?: boolean;
  /** a log x axis (xDomain must then be positive) */
  xLog?: boolean;
  references?: readonly ReferenceLine[];
  bands?: readonly LineBand[];
  marks?: readonly LineMark[];
  /** the legend label of the marks (they are listed in the legend only with one) */
  marksLabel?: string;
  /**
   * Zoom and pan along x (wheel, drag, pinch); double-click resets. With this callback the chart
   * is controlled: it reports the range the user chose and shows `xDomain`; `null` means "reset"
   * (the parent returns to its default, e.g. following the live edge). Without it the chart
   * zooms on its own.
   */
  onXDomainChange?: (domain: Domain | null) => void;
  /** false turns zoom and pan off */
  zoomable?: boolean;
  formatX?: NumberFormat;
  formatY?: NumberFormat;
  /** force the legend on or off (default: on with more than one entry) */
  legend?: boolean;
  /** ticks at whole numbers only on an axis of counts (m connections, connection k) */
  integerTicks?: 'x' | 'y' | 'xy';
}
