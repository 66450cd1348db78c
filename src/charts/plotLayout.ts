import { scaleLinear, type ScaleLinear } from 'd3';
import {
  DESKTOP,
  leftMargin,
  textWidth,
  tickCount,
  titleLineHeight,
  wrapTitle,
  type ChartSizes,
} from './chartLayout';
import type { Domain } from './chartTypes';
import { widenDomain } from './domains';
import { layoutLegend, type LegendItem, type LegendPlacement } from './legendLayout';

/** The room right of the plot area, for the last x tick label (desktop px). */
const RIGHT = 20;
/** What an axis title keeps clear of the chart's edges (px). */
const TITLE_INSET = 6;
/**
 * The smallest plot (desktop px): a chart asked to be lower than its legend and margins need
 * grows instead, so that its axes and titles never fall off it.
 */
const MIN_PLOT = 60;

export interface PlotLayoutOptions {
  /** the chart's size in CSS pixels */
  width: number;
  height: number;
  xLabel?: string;
  yLabel?: string;
  /** extra room under the x axis title, e.g. for annotations */
  extraBottom?: number;
  /** extra room above the plot, under the legend, e.g. for the labels of vertical lines */
  extraTop?: number;
  /** the caller's y range (widened when empty); without it, `autoYDomain` */
  yDomain?: Domain;
  /** the y range from the data, given the number of y ticks wanted */
  autoYDomain: (ticks: number) => Domain;
  legendItems: readonly LegendItem[];
  /** force the legend on or off (default: on with more than one item) */
  legend?: boolean;
  /** the sizes to draw with (default: desktop) */
  sizes?: ChartSizes;
  /** y ticks at whole numbers only (counts: connections, flows), written as integers */
  yIntegerTicks?: boolean;
}

/** Ticks at whole numbers only, for an axis of counts (d3 puts 0.5 steps on a short range). */
export const integerTicks = (ticks: readonly number[]): number[] => ticks.filter(Number.isInteger);

/**
 * An axis title cut into lines that fit the chart, and where it goes: for the x title, `x` is
 * its centre and `y` its first line's baseline; for the rotated y title, `x` is its first line's
 * baseline and `y` its centre.
 */
export interface AxisTitle {
  /** the whole title, as given */
  label: string;
  lines: string[];
  x: number;
  y: number;
}

/** Where a chart's plot area, axes and legend go, and its y scale. */
export interface PlotLayout {
  /** the chart's size: the one asked for, or taller where the plot would be smaller than its minimum */
  width: number;
  height: number;
  sizes: ChartSizes;
  /** the plot area's offset in the chart and its size */
  left: number;
  top: number;
  innerW: number;
  innerH: number;
  /** the legend's entries, and their placement above the plot (null: no legend) */
  legendItems: readonly LegendItem[];
  legend: LegendPlacement | null;
  xTitle: AxisTitle | null;
  yTitle: AxisTitle | null;
  yDomain: Domain;
  y: ScaleLinear<number, number>;
  yTicks: number[];
  yFormat: (v: number) => string;
  /** how many x ticks fit the plot's width (for continuous x axes) */
  xTickCount: number;
}

/**
 * The margins of a chart with a left y axis, a bottom x axis and a legend on top. The y ticks are
 * first guessed from the height, so that their widest label decides the left margin; the legend,
 * laid out in the remaining width, decides the top one. An axis title longer than the chart is
 * wide (x) or high (y) wraps onto more lines, for which the margins make room.
 */
export function plotLayout(o: PlotLayoutOptions): PlotLayout {
  const { width } = o;
  const sizes = o.sizes ?? DESKTOP;
  const k = sizes.scale;
  const lineH = titleLineHeight(sizes);
  const xLines = o.xLabel ? wrapTitle(o.xLabel, sizes.axisLabel, width - 2 * TITLE_INSET) : [];
  const yLines = o.yLabel ? wrapTitle(o.yLabel, sizes.axisLabel, o.height - 2 * TITLE_INSET) : [];
  const xTitleH = xLines.length > 0 ? sizes.axisLabel + (xLines.length - 1) * lineH + 12 * k : 0;
  const bottom = sizes.tick + 20 * k + xTitleH + (o.extraBottom ?? 0);
  const guessH = Math.max(40, o.height - bottom - 16 * k);
  const yTicksWanted = tickCount(guessH, 55 * k);
  const yDomain: Domain = o.yDomain
    ? widenDomain(o.yDomain[0], o.yDomain[1])
    : o.autoYDomain(yTicksWanted);
  const guessY = scaleLinear().domain(yDomain).range([guessH, 0]);
  const yFormat = o.yIntegerTicks ? String : guessY.tickFormat(yTicksWanted);
  const yTicksOf = (ticks: number[]) => (o.yIntegerTicks ? integerTicks(ticks) : ticks);
  const left = leftMargin(yTicksOf(guessY.ticks(yTicksWanted)).map(yFormat), yLines.length, sizes);
  const innerW = Math.max(0, width - left - RIGHT * k);
  const legend =
    (o.legend ?? o.legendItems.length > 1)
      ? layoutLegend(
          o.legendItems.map((i) => i.label),
          innerW,
          sizes,
        )
      : null;
  const top = 14 * k + (legend ? legend.height + 6 * k : 0) + (o.extraTop ?? 0);
  const innerH = Math.max(o.height > 0 ? MIN_PLOT * k : 0, o.height - top - bottom);
  const height = top + innerH + bottom;
  const y = scaleLinear().domain(yDomain).range([innerH, 0]);
  const longest = (lines: readonly string[]) =>
    lines.reduce((w, l) => Math.max(w, textWidth(l, sizes.axisLabel)), 0);
  return {
    width,
    height,
    sizes,
    left,
    top,
    innerW,
    innerH,
    legendItems: o.legendItems,
    legend,
    xTitle:
      xLines.length > 0
        ? {
            label: o.xLabel ?? '',
            lines: xLines,
            x: centreWithin(left + innerW / 2, longest(xLines), width),
            y: top + innerH + sizes.tick + 18 * k + sizes.axisLabel,
          }
        : null,
    yTitle:
      yLines.length > 0
        ? {
            label: o.yLabel ?? '',
            lines: yLines,
            x: sizes.axisLabel,
            y: centreWithin(top + innerH / 2, longest(yLines), height),
          }
        : null,
    yDomain,
    y,
    yTicks: yTicksOf(y.ticks(yTicksWanted)),
    yFormat,
    xTickCount: tickCount(innerW, 110 * k),
  };
}

/**
 * A title centred on `centre` when it fits there, else moved along its axis as far as it must to
 * stay inside [0, length] (less the inset).
 */
function centreWithin(centre: number, titleLength: number, length: number): number {
  const lo = TITLE_INSET + titleLength / 2;
  const hi = length - TITLE_INSET - titleLength / 2;
  return lo > hi ? length / 2 : Math.min(hi, Math.max(lo, centre));
}
