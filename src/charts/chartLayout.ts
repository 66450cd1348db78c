/**
 * Sizes of what a chart draws, at desktop size and scaled for a projector (presentation mode),
 * and the small pure helpers that place ticks and labels without measuring the DOM.
 */
export const FONT = {
  tick: 14,
  axisLabel: 16,
  legend: 15,
  annotation: 15,
  tooltip: 14,
  /** the frame's title, subtitle and export buttons (HTML around the chart) */
  title: 18,
  subtitle: 14,
  button: 13,
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;

export const STROKE = { series: 2, reference: 2, grid: 1, outline: 2.5 } as const;

/** The dash pattern of theory and reference lines (CSS px). */
export const REFERENCE_DASH = [8, 5] as const;

/**
 * Every size a chart draws with, for one display scale: text, line widths, dashes and markers
 * grow together, so that a chart on a projector is the desktop chart enlarged, not a chart with
 * larger text squeezed into the same margins. The grid stays one pixel: it is a guide, not data.
 */
export interface ChartSizes {
  scale: number;
  tick: number;
  axisLabel: number;
  legend: number;
  annotation: number;
  tooltip: number;
  title: number;
  subtitle: number;
  button: number;
  series: number;
  reference: number;
  grid: number;
  outline: number;
  dash: readonly number[];
}

export function chartSizes(scale: number): ChartSizes {
  const k = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    scale: k,
    tick: FONT.tick * k,
    axisLabel: FONT.axisLabel * k,
    legend: FONT.legend * k,
    annotation: FONT.annotation * k,
    tooltip: FONT.tooltip * k,
    title: FONT.title * k,
    subtitle: FONT.subtitle * k,
    button: FONT.button * k,
    series: STROKE.series * k,
    reference: STROKE.reference * k,
    grid: STROKE.grid,
    outline: STROKE.outline * k,
    dash: REFERENCE_DASH.map((d) => d * k),
  };
}

/** The desktop sizes (scale 1). */
export const DESKTOP: ChartSizes = chartSizes(1);

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

/** The line height of axis titles that wrap onto several lines. */
export const titleLineHeight = (sizes: ChartSizes): number => Math.round(sizes.axisLabel * 1.2);

/**
 * An axis title cut into lines no longer than `maxPx` (at word boundaries; a word longer than
 * that is a line of its own), so that a long title on a short axis wraps instead of running off
 * the chart.
 */
export function wrapTitle(text: string, fontSize: number, maxPx: number): string[] {
  if (textWidth(text, fontSize) <= maxPx) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(next, fontSize) > maxPx) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The left margin that fits the y tick labels and, when there is one, the rotated axis title on
 * `titleLines` lines.
 */
export function leftMargin(
  tickLabels: readonly string[],
  titleLines: number,
  sizes: ChartSizes = DESKTOP,
): number {
  const widest = tickLabels.reduce((w, t) => Math.max(w, textWidth(t, sizes.tick)), 0);
  const gap = 14 * sizes.scale;
  const title =
    titleLines > 0 ? sizes.axisLabel + (titleLines - 1) * titleLineHeight(sizes) + gap : 4;
  return Math.ceil(widest + gap + title);
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
