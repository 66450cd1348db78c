/**
 * Sizes chosen for a 1280x720 projector seen from the back of a lecture room, and the small pure
 * helpers that place ticks and labels without measuring the DOM.
 */
export const FONT = {
  tick: 14,
  axisLabel: 16,
  legend: 15,
  annotation: 15,
  tooltip: 14,
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

export const STROKE = { series: 2, reference: 2, grid: 1, outline: 2.5 } as const;

/** The dash pattern of theory and reference lines (CSS px). */
export const REFERENCE_DASH = [8, 5] as const;

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** How many ticks an axis of this length gets: one per `spacingPx`, at least 2. */
export function tickCount(lengthPx: number, spacingPx: number): number {
  if (!(lengthPx > 0) || !(spacingPx > 0)) return 2;
  return Math.max(2, Math.round(lengthPx / spacingPx));
}

/** A width estimate for a label in the chart font (average glyph ~0.58 em; digits are 0.55 em). */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.58;
}

/** The left margin that fits the y tick labels and, when there is one, the rotated axis label. */
export function leftMargin(tickLabels: readonly string[], hasAxisLabel: boolean): number {
  const widest = tickLabels.reduce((w, t) => Math.max(w, textWidth(t, FONT.tick)), 0);
  return Math.ceil(widest + 14 + (hasAxisLabel ? FONT.axisLabel + 14 : 4));
}

const NICE_STRIDES = [1, 2, 5];

/**
 * Label every k-th category so labels `labelPx` wide (plus a gap) do not overlap when categories
 * are `stepPx` apart. k is 1, 2, 5, 10, 20, 50, ... so the labelled ones are easy to count.
 */
export function labelStride(stepPx: number, labelPx: number, gapPx = 8): number {
  if (!(stepPx > 0)) return 1;
  const need = (labelPx + gapPx) / stepPx;
  if (need <= 1) return 1;
  for (let scale = 1; ; scale *= 10) {
    for (const m of NICE_STRIDES) if (m * scale >= need) return m * scale;
  }
}

/**
 * The index of the band (category) under pixel `px` for bands starting at `start` every `step`
 * pixels, counting the padding around a band as part of it; -1 outside.
 */
export function bandIndexAt(px: number, start: number, step: number, count: number): number {
  if (!(step > 0) || count <= 0) return -1;
  const k = Math.floor((px - start) / step);
  return k >= 0 && k < count ? k : -1;
}
