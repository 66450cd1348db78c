import { DESKTOP, textWidth } from './chartLayout';
import type { ReferenceLine } from './chartTypes';
import type { LegendItem } from './legendLayout';
import { THEORY_COLOR } from './palette';
import { plotLayout, type PlotLayout, type PlotLayoutOptions } from './plotLayout';
import { placeReferenceLabels, stripHeight, type Box, type LabelPlace } from './referenceLabels';

/** How a chart maps its reference lines to the plot, and what of its data a box would cover. */
export interface ReferenceGeometry {
  /** data to plot pixels; a vertical line needs `x`, a horizontal one `y` */
  x?: (v: number) => number;
  y?: (v: number) => number;
  covers: (box: Box) => boolean;
}

export interface PlacedReferences<G extends ReferenceGeometry> {
  layout: PlotLayout;
  geometry: G;
  /** per line: where its label goes, or null (named in the legend, or not drawn at all) */
  places: (LabelPlace | null)[];
  /** every label that is now in the legend (those given, and any that found no place) */
  named: ReadonlySet<string>;
  /** whether the plot has a strip above it for the labels of vertical lines */
  strip: boolean;
}

/** What a chart has learnt about its labels so far (see usePlacedReferences). */
export interface LabelMemory {
  /** labels in the legend */
  named: ReadonlySet<string>;
  /** a strip above the plot for vertical lines' labels */
  strip: boolean;
}

/** Reference labels are bold: a little wider than the estimate for regular text. */
const BOLD = 1.08;

export const referenceColor = (r: ReferenceLine): string => r.color ?? THEORY_COLOR;

/** The legend entry of a reference line whose label is not written beside it. */
export function referenceLegendItem(r: ReferenceLine): LegendItem {
  return {
    id: `reference:${r.label}`,
    label: r.label,
    color: referenceColor(r),
    swatch: r.dashed === false ? 'line' : 'dashed',
  };
}

/** The pixel of a line in the plot, or NaN when it is outside the plot (it is not drawn). */
export function referencePixel(
  r: ReferenceLine,
  g: ReferenceGeometry,
  plot: { width: number; height: number },
): number {
  const p = r.y !== undefined ? g.y?.(r.y) : g.x?.(r.x);
  const limit = r.y !== undefined ? plot.height : plot.width;
  return p !== undefined && Number.isFinite(p) && p >= -1 && p <= limit + 1 ? p : Number.NaN;
}

/**
 * The chart's layout with its reference lines' labels placed: each beside its line where it
 * covers no data; a vertical line's label, else in a strip above the plot (which the layout then
 * makes room for); else in the legend (the same), and the labels are placed again in the smaller
 * plot. What `memory` holds stays: a chart that has once moved a label to the legend or opened
 * the strip keeps it, instead of moving labels in and out (and the plot up and down) as live data
 * comes and goes. Without a legend (`legend: false`, e.g. small multiples with a shared key), a
 * label with no place is left out. Lines without a label are drawn unlabelled.
 */
export function placeReferences<G extends ReferenceGeometry>(
  options: PlotLayoutOptions,
  references: readonly ReferenceLine[],
  geometryOf: (layout: PlotLayout) => G,
  memory: LabelMemory,
): PlacedReferences<G> {
  const inLegend = new Set(memory.named);
  let strip = memory.strip;
  for (let round = 0; ; round++) {
    const legendRefs = references.filter((r) => inLegend.has(r.label));
    const legendItems = [...options.legendItems, ...legendRefs.map(referenceLegendItem)];
    const sizes = options.sizes ?? DESKTOP;
    const stripH = strip ? stripHeight(sizes.tick) : 0;
    const layout = plotLayout({ ...options, legendItems, extraTop: stripH });
    const geometry = geometryOf(layout);
    const plot = { width: layout.innerW, height: layout.innerH };
    const font = sizes.tick;
    const asked = references.map((r, i) => ({ r, i, at: referencePixel(r, geometry, plot) }));
    const todo = asked.filter(
      (a) => a.r.label !== '' && !inLegend.has(a.r.label) && Number.isFinite(a.at),
    );
    const found = placeReferenceLabels(
      todo.map((a) => ({
        orient: a.r.y !== undefined ? 'h' : 'v',
        at: a.at,
        width: textWidth(a.r.label, font) * BOLD,
      })),
      plot,
      font,
      geometry.covers,
      strip
        ? { height: stripH, left: layout.left, right: layout.width - layout.left - layout.innerW }
        : undefined,
    );
    const places: (LabelPlace | null)[] = references.map(() => null);
    const homeless: ReferenceLine[] = [];
    todo.forEach((a, k) => {
      places[a.i] = found[k];
      if (found[k] === null) homeless.push(a.r);
    });
    // before the chart's width is known there is no plot to place labels in: that is no reason
    // to move them to the legend for good
    const unmeasured = !(plot.width > 0 && plot.height > 0);
    const done = { layout, geometry, places, named: inLegend, strip };
    if (homeless.length === 0 || unmeasured || round > references.length) return done;
    if (!strip && homeless.some((r) => r.x !== undefined)) {
      strip = true;
      continue;
    }
    if (options.legend === false) return done;
    for (const r of homeless) inLegend.add(r.label);
  }
}
