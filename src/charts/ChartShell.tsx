import type { CSSProperties, ReactNode, Ref } from 'react';
import { FONT } from './chartLayout';
import { Legend } from './Legend';
import { CHART_FG } from './palette';
import type { PlotLayout } from './plotLayout';

interface ChartShellProps {
  /** the root, whose width the chart follows */
  ref: Ref<HTMLDivElement>;
  /** the root's testid; the SVG gets `<testid>.svg`, the legend `<testid>.legend` */
  testid: string;
  /** the SVG's <title> */
  title: string;
  /** the root's aria-label, a description of the chart */
  label: string;
  layout: PlotLayout;
  /** extra style for the root */
  style?: CSSProperties;
  /** HTML under the SVG, e.g. a canvas layer */
  under?: ReactNode;
  /** HTML over the SVG, e.g. the tooltip */
  over?: ReactNode;
  /** the SVG's content after the title and legend */
  children: ReactNode;
}

/**
 * A chart's root element (role img, chart font and colour) holding the SVG overlay that exports
 * find by `data-chart-svg`, with the figure's title and the legend above the plot.
 */
export function ChartShell(props: ChartShellProps) {
  const { ref, testid, title, label, layout, style, under, over, children } = props;
  const { width, height } = layout;
  return (
    <div
      ref={ref}
      data-testid={testid}
      role="img"
      aria-label={label}
      style={{
        position: 'relative',
        width: '100%',
        height,
        color: CHART_FG,
        fontFamily: FONT.family,
        ...style,
      }}
    >
      {under}
      <svg
        data-testid={`${testid}.svg`}
        data-chart-svg=""
        width={width}
        height={height}
        style={{ position: 'absolute', left: 0, top: 0, display: 'block' }}
      >
        <title>{title}</title>
        {layout.legend && (
          <Legend
            items={layout.legendItems}
            placement={layout.legend}
            x={layout.left}
            y={8 * layout.sizes.scale}
            sizes={layout.sizes}
            testid={testid}
          />
        )}
        {children}
      </svg>
      {over}
    </div>
  );
}
