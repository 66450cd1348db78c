import { useState } from 'react';
import type { ReferenceLine } from './chartTypes';
import type { PlotLayout, PlotLayoutOptions } from './plotLayout';
import {
  placeReferences,
  type PlacedReferences,
  type ReferenceGeometry,
} from './referencePlacement';

const NONE: ReadonlySet<string> = new Set();

/**
 * placeReferences for a chart that re-renders with new data: the labels it has moved to the
 * legend stay there (until the chart's reference lines change), so that a live run does not move
 * the legend, and the plot with it, back and forth.
 */
export function usePlacedReferences<G extends ReferenceGeometry>(
  options: PlotLayoutOptions,
  references: readonly ReferenceLine[],
  geometryOf: (layout: PlotLayout) => G,
): PlacedReferences<G> {
  const key = references.map((r) => r.label).join('\n');
  const [kept, setKept] = useState<{ key: string; named: ReadonlySet<string> }>({
    key,
    named: NONE,
  });
  const named = kept.key === key ? kept.named : NONE;
  const placed = placeReferences(options, references, geometryOf, named);
  if (kept.key !== key || placed.named.size !== named.size) setKept({ key, named: placed.named });
  return placed;
}
