import type { CSSProperties } from 'react';

/** An entry of the key shared by the panels of small multiples (SeriesKey). */
export interface SeriesKeyItem {
  label: string;
  color: string;
  dashed: boolean;
  /** points without a line through them (drawn as dots) */
  dots?: boolean;
}

/**
 * The key of small multiples: the series their legends would list, each label once (a series
 * that only some panels draw, e.g. reference points measured for one of them, is listed too).
 */
export function seriesKeyOf(
  series: readonly {
    label: string;
    color: string;
    dashed?: boolean;
    connect?: boolean;
    hideInLegend?: boolean;
  }[],
): SeriesKeyItem[] {
  const seen = new Set<string>();
  return series
    .filter((s) => {
      if (s.hideInLegend || seen.has(s.label)) return false;
      seen.add(s.label);
      return true;
    })
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
