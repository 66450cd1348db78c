import { useState } from 'react';
import type { ReferenceLine } from './chartTypes';
import type { PlotLayout, PlotLayoutOptions } from './plotLayout';
import {
  placeReferences,
  type LabelMemory,
  type PlacedReferences,
  type ReferenceGeometry,
} from './referencePlacement';

const FRESH: LabelMemory = { named: new Set(), strip: false };

/**
 * placeReferences for a chart that re-renders with new data: the labels it has moved to the
 * legend stay there, and the strip above the plot once opened stays open (until the chart's
 * reference lines change), so that a live run does not move the legend, and the plot with it,
 * back and forth.
 */
export function usePlacedReferences<G extends ReferenceGeometry>(
  options: PlotLayoutOptions,
  references: readonly ReferenceLine[],
  geometryOf: (layout: PlotLayout) => G,
): PlacedReferences<G> {
  const key = references.map((r) => r.label).join('\n');
  const [kept, setKept] = useState<{ key: string; memory: LabelMemory }>({ key, memory: FRESH });
  const memory = kept.key === key ? kept.memory : FRESH;
  const placed = placeReferences(options, references, geometryOf, memory);
  const learnt = placed.named.size !== memory.named.size || placed.strip !== memory.strip;
  if (kept.key !== key || learnt)
    setKept({ key, memory: { named: placed.named, strip: placed.strip } });
  return placed;
}
