import type { CSSProperties } from 'react';

/** An entry of the key shared by the panels of small multiples (SeriesKey). */
export interface SeriesKeyItem {
  label: string;
  color: string;
  dashed: boolean;
  /** points without a line through them (drawn as dots) */
  dots?: boolean;
}

/** The key of small multiples: the series of a panel that its legend would list. */
export function seriesKeyOf(
  series: readonly {
    label: string;
    color: string;
    dashed?: boolean;
    connect?: boolean;
    hideInLegend?: boolean;
  }[],
): SeriesKeyItem[] {
  return series
    .filter((s) => !s.hideInLegend)
    .map((s) => ({
      label: s.label,
      color: s.color,
      dashed: s.dashed === true,
      dots: s.connect === false,
    }));
}

/**
 * The columns of small multiples: rows as full as they can be, at most three panels (two on a
 * narrow screen, and on a projector below 1500 px: sweepLab.css) a row, so that four panels make
 * two rows of two rather than a row of three and one left alone.
 */
export function smallMultiplesStyle(panels: number): CSSProperties {
  const columns = (most: number) => Math.ceil(panels / Math.ceil(panels / most));
  return {
    ['--columns' as string]: columns(3),
    ['--columns-narrow' as string]: columns(2),
  };
}
