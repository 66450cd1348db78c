/** Types shared by the chart components' props. */

export type Domain = readonly [number, number];

interface ReferenceStyle {
  label: string;
  /** default: the theory colour (var(--theory)) */
  color?: string;
  /** default true: theory and reference lines are dashed, data lines are solid */
  dashed?: boolean;
}

/** A labelled theory or reference line: horizontal at `y` (e.g. the capacity c) or vertical at `x`. */
export type ReferenceLine =
  (ReferenceStyle & { y: number; x?: undefined }) | (ReferenceStyle & { x: number; y?: undefined });

/** Formats a number for a tooltip or an axis. */
export type NumberFormat = (v: number) => string;

/** Props every chart takes. */
export interface ChartBaseProps {
  /** the figure's name: aria-label, SVG <title>, export file name */
  title: string;
  /** dotted id: the root gets it, parts get `<testid>.canvas`, `<testid>.legend`, ... */
  testid: string;
  /** CSS pixels; the width follows the container */
  height: number;
  /** a sentence for screen readers added after the generated summary */
  description?: string;
}
