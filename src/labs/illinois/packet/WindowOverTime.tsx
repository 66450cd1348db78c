import { ChartFrame, LineChart } from '../../../charts';
import { SeriesKey } from '../../kit/sweep/SeriesKey';
import { smallMultiplesStyle } from '../../kit/sweep/seriesKey';
import type { WindowCurves } from './windowCurves';

interface Props {
  v: WindowCurves;
  /** "Window over time (Fig. 10)" */
  title: string;
  subtitle: string;
  /** the section's testid; panel k's chart is `<testid>.<panel key>` */
  testid: string;
  /** the download's name, each panel's key added */
  filename: string;
  height: number;
  /** one panel a row, full width (Fig. 8's stacked plots); else small multiples in rows */
  stacked: boolean;
}

/** Figs. 8 and 10: one flow's window over time, a panel per buffer or per group of algorithms. */
export function WindowOverTime({ v, title, subtitle, testid, filename, height, stacked }: Props) {
  const digits = v.step < 0.1 ? 1 : 0;
  return (
    <section className="family" data-testid={testid}>
      <div className="family-head">
        <strong>{title}</strong>
        <span className="muted">{subtitle}</span>
        <SeriesKey items={v.key} testid={`${testid}.key`} />
      </div>
      <div
        className={stacked ? 'illinois-window-stack' : 'small-multiples'}
        style={stacked ? undefined : smallMultiplesStyle(v.panels.length)}
      >
        {v.panels.map((p) => (
          <ChartFrame
            key={p.key}
            title={p.title}
            subtitle={p.subtitle}
            testid={`${testid}.${p.key}`}
            filename={`${filename}-${p.key}`}
            csv={v.csv}
            empty={p.empty}
          >
            <LineChart
              title={`${title}: ${p.title}, ${p.subtitle}`}
              testid={`${testid}.${p.key}`}
              height={height}
              series={p.series}
              references={p.references}
              xDomain={v.xDomain}
              yDomain={v.yDomain}
              xLabel="t, s"
              yLabel="cwnd, packets"
              formatX={(x) => x.toFixed(digits)}
              formatY={(y) => y.toFixed(0)}
              legend={false}
            />
          </ChartFrame>
        ))}
      </div>
    </section>
  );
}
