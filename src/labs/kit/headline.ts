import type { Estimate } from '../../sweep/aggregate';
import {
  checkedFigure,
  NO_HEADLINE,
  type HeadlineFigure,
  type HeadlineState,
} from '../../worker/headline';

/**
 * A headline figure as text: its number, and its 95 % interval in brackets, each written with
 * `format` ("0.90000 [0.89998, 0.90002]"); a figure without a number is its text.
 */
export function headlineText(f: HeadlineFigure, format: (v: number) => string): string {
  if (f.value === null) return f.text ?? '—';
  const value = format(f.value);
  return f.interval ? `${value} [${format(f.interval[0])}, ${format(f.interval[1])}]` : value;
}

/** "so far, 42 %": how much of the work behind a headline that is not final yet is done. */
export const progressText = (progress: number): string =>
  `${Math.min(99, Math.max(0, Math.floor(progress * 100)))} %`;

/** A mean over replications with its 95 % interval, as a figure. */
export const estimateFigure = (e: Estimate): HeadlineFigure =>
  checkedFigure({ value: e.mean, interval: e.ci95 });

/**
 * A sweep's headline that is one point's figure (a sweep link's own point, see ownPoint, which
 * the pool runs first): final as soon as that point is in.
 */
export function pointHeadline<R>(
  index: number | null,
  byIndex: readonly (R | undefined)[],
  figure: (r: R) => HeadlineFigure,
): HeadlineState {
  const r = index === null ? undefined : byIndex[index];
  return r === undefined ? NO_HEADLINE : { figure: figure(r), final: true, progress: 1 };
}
