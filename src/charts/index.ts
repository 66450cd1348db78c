/** Reusable, presentational charts: they draw prepared data and compute no simulation results. */
export { LineChart } from './LineChart';
export type { LineBand, LineChartProps, LineMark, LineSeries } from './lineChartTypes';
export { BarChart, type BarChartProps, type BarSeries } from './BarChart';
export {
  HistogramChart,
  type HistogramChartProps,
  type HistogramCurve,
  type HistogramSeries,
} from './HistogramChart';
export { ChartFrame, type ChartFrameProps } from './ChartFrame';
export {
  ChartDisplayProvider,
  DESKTOP_DISPLAY,
  presentationDisplay,
  useChartDisplay,
  type ChartDisplay,
} from './chartDisplay';
export { presentationScale } from './presentationScale';
export { Legend } from './Legend';
export { Tooltip, type TooltipRow } from './Tooltip';
export type { ChartBaseProps, Domain, NumberFormat, ReferenceLine } from './chartTypes';
export type { LegendItem, LegendSwatch } from './legendLayout';
export {
  CHART_BG,
  CHART_FG,
  CHART_GRID,
  CHART_MUTED,
  OKABE_ITO,
  PALETTE,
  THEORY_COLOR,
  flowColor,
} from './palette';
export { decimateForPixels } from './decimateForPixels';
export { pairsCsv, toCsv, type CsvValue } from './toCsv';
export { svgMarkup } from './svgMarkup';
export { pngBlob } from './pngBlob';
export { download, fileSlug } from './download';
