import { scaleLinear, type ScaleLinear } from 'd3';
import { FONT, leftMargin, tickCount } from './chartLayout';
import type { Domain } from './chartTypes';
import { widenDomain } from './domains';
import { layoutLegend, type LegendItem, type LegendPlacement } from './legendLayout';

/** The room right of the plot area, for the last x tick label. */
const RIGHT = 20;

export interface PlotLayoutOptions {
  /** the chart's size in CSS pixels */
  width: number;
  height: number;
  xLabel?: string;
  yLabel?: string;
  /** extra room under the x axis title, e.g. for annotations */
  extraBottom?: number;
  /** the caller's y range (widened when empty); without it, `autoYDomain` */
  yDomain?: Domain;
  /** the y range from the data, given the number of y ticks wanted */
  autoYDomain: (ticks: number) => Domain;
  legendItems: readonly LegendItem[];
  /** force the legend on or off (default: on with more than one item) */
  legend?: boolean;
}

/** Where a chart's plot area, axes and legend go, and its y scale. */
export interface PlotLayout {
  width: number;
  height: number;
  /** the plot area's offset in the chart and its size */
  left: number;
  top: number;
  innerW: number;
  innerH: number;
  /** the legend's placement above the plot, or null without one */
  legend: LegendPlacement | null;
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
 * laid out in the remaining width, decides the top one.
 */
export function plotLayout(o: PlotLayoutOptions): PlotLayout {
  const { width, height } = o;
  const bottom = FONT.tick + 20 + (o.xLabel ? FONT.axisLabel + 12 : 0) + (o.extraBottom ?? 0);
  const guessH = Math.max(40, height - bottom - 16);
  const yTicksWanted = tickCount(guessH, 55);
  const yDomain: Domain = o.yDomain
    ? widenDomain(o.yDomain[0], o.yDomain[1])
    : o.autoYDomain(yTicksWanted);
  const guessY = scaleLinear().domain(yDomain).range([guessH, 0]);
  const yFormat = guessY.tickFormat(yTicksWanted);
  const left = leftMargin(guessY.ticks(yTicksWanted).map(yFormat), o.yLabel !== undefined);
  const innerW = Math.max(0, width - left - RIGHT);
  const legend =
    (o.legend ?? o.legendItems.length > 1)
      ? layoutLegend(
          o.legendItems.map((i) => i.label),
          innerW,
        )
      : null;
  const top = 14 + (legend ? legend.height + 6 : 0);
  const innerH = Math.max(0, height - top - bottom);
  const y = scaleLinear().domain(yDomain).range([innerH, 0]);
  return {
    width,
    height,
    left,
    top,
    innerW,
    innerH,
    legend,
    yDomain,
    y,
    yTicks: y.ticks(yTicksWanted),
    yFormat,
    xTickCount: tickCount(innerW, 110),
  };
}
