import { ChartFrame, LineChart } from '../../charts';
import type { ChartSpec } from './chartSeries';

interface Props {
  id: string;
  title: string;
  subtitle: string;
  chart: ChartSpec;
  /** the drawn columns as CSV */
  csv: () => string;
  height: number;
  xLabel: string;
  yLabel: string;
  yIncludesZero?: boolean;
}

/** One closed-form chart in its frame (PNG, SVG, CSV): the curves are there from the first frame. */
export function LineFigure({
  id,
  title,
  subtitle,
  chart,
  csv,
  height,
  xLabel,
  yLabel,
  yIncludesZero = true,
}: Props) {
  return (
    <ChartFrame
      title={title}
      subtitle={subtitle}
      testid={id}
      csv={csv}
      filename={id.replace('chart.', 'multcp-')}
      empty={false}
    >
      <LineChart
        title={title}
        testid={id}
        height={height}
        series={chart.series}
        references={chart.references}
        marks={chart.marks}
        xDomain={chart.xDomain}
        yDomain={chart.yDomain}
        xLabel={xLabel}
        yLabel={yLabel}
        yIncludesZero={yIncludesZero}
      />
    </ChartFrame>
  );
}
