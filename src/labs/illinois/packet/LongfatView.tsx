import { useMemo } from 'react';
import { BarChart, ChartFrame } from '../../../charts';
import { estimateText, fixed } from '../../../format/numbers';
import type { Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { longfatView } from './longfatView';
import { longfatWindows } from './windowCurves';
import { WindowOverTime } from './WindowOverTime';

interface Props {
  s: IllinoisScenario;
  results: Results;
  height: number;
  embed: boolean;
}

/** Fig. 8: one flow alone on 100 Mbit/s, 100 ms, B = 100, per algorithm. */
export function LongfatView({ s, results, height, embed }: Props) {
  const v = useMemo(() => longfatView(s, results), [s, results]);
  const w = useMemo(() => longfatWindows(s, results), [s, results]);
  return (
    <>
      <div className="illinois-pair">
        <ChartFrame
          title="Average window, one flow (Fig. 8)"
          subtitle="each algorithm alone on the link"
          testid="chart.longfat"
          filename="illinois-fig8-windows"
          csv={v.csv}
          empty={v.empty}
        >
          <BarChart
            title="Time-average window of one flow on the long-fat link, per algorithm"
            testid="chart.longfat"
            height={height}
            categories={v.categories}
            series={v.windows}
            references={v.references}
            yLabel="W̄, packets"
            formatValue={(x) => x.toFixed(0)}
            legend={false}
          />
        </ChartFrame>
        <ChartFrame
          title="Utilization"
          subtitle="what the window's dips below the BDP cost"
          testid="chart.longfat.util"
          filename="illinois-fig8-utilization"
          csv={v.csv}
          empty={v.empty}
        >
          <BarChart
            title="Utilization of the long-fat link by one flow, per algorithm"
            testid="chart.longfat.util"
            height={height}
            categories={v.categories}
            series={v.utilization}
            references={[{ y: 1, label: 'full' }]}
            yDomain={[0, 1.05]}
            yLabel="utilization"
            formatValue={(x) => x.toFixed(3)}
            legend={false}
          />
        </ChartFrame>
      </div>
      <WindowOverTime
        v={w}
        title="Window over time (Fig. 8)"
        subtitle={`one flow alone on the link, the last ${fixed(w.xDomain[1] - w.xDomain[0], 0)} s of each algorithm's first replication (the same seed for all), sampled every ${w.step} s; the paper's plots: Reno and Illinois, HS-TCP, BIC-TCP and C-TCP (CUBIC with them); dashed: the BDP and BDP + B; scroll on a plot to zoom in time, drag to pan`}
        testid="chart.windows"
        filename="illinois-fig8-window"
        height={Math.round(height * 0.8)}
        stacked
      />
      {!embed && (
        <table className="illinois-table panel" data-testid="longfat.table">
          <caption>
            BDP = {fixed(v.summary.bdp, 0)} packets, the buffer overflows at W ={' '}
            {fixed(v.summary.wmax, 0)}; Reno's fluid sawtooth: W̄ ={' '}
            {fixed(v.summary.renoModel.cwnd, 0)}, utilization{' '}
            {fixed(v.summary.renoModel.utilization, 3)}
          </caption>
          <thead>
            <tr>
              <th>algorithm</th>
              <th className="num">W̄, packets</th>
              <th className="num">W̄ / (BDP + B)</th>
              <th className="num">utilization</th>
              <th className="num">timeouts</th>
            </tr>
          </thead>
          <tbody>
            {v.summary.rows.map((r, i) => (
              <tr key={r.algorithm}>
                <td>{v.categories[i]}</td>
                <td className="num">{estimateText(r.cwnd, 0)}</td>
                <td className="num">{fixed(r.cwnd ? r.cwnd.mean / v.summary.wmax : null, 3)}</td>
                <td className="num">{estimateText(r.utilization, 3)}</td>
                <td className="num">{fixed(r.timeouts, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
