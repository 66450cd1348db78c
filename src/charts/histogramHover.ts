import type { TooltipRow } from './Tooltip';
import type { NumberFormat } from './chartTypes';
import { binAt, binEdges, type HistogramBins } from './histogramGeometry';

export interface HistogramHover {
  /** the hovered bin, e.g. "[0.3, 0.32)" */
  title: string;
  /** each histogram's fraction in the bin holding x */
  rows: TooltipRow[];
  /** the edges of the first histogram's bin, to highlight */
  edges: [number, number];
}

/** The tooltip for the pointer at data x; null when x is in no histogram's range. */
export function histogramHover(
  hs: readonly (HistogramBins & { label: string; color: string })[],
  x: number,
  fx: NumberFormat,
  fv: NumberFormat,
): HistogramHover | null {
  let edges: [number, number] | null = null;
  const rows: TooltipRow[] = [];
  for (const h of hs) {
    const i = binAt(h, x);
    if (i < 0) continue;
    if (!edges) edges = binEdges(h, i);
    rows.push({ label: h.label, value: fv(h.fractions[i]), color: h.color });
  }
  if (!edges) return null;
  return { title: `[${fx(edges[0])}, ${fx(edges[1])})`, rows, edges };
}
