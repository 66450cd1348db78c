import { useMemo } from 'react';
import { ChartFrame, LineChart } from '../../../charts';
import { estimateText, fixed } from '../../../format/numbers';
import { find, type Results } from '../experiments/analysis';
import { algorithmLabels } from '../experiments/job';
import type { IllinoisScenario } from '../scenario';
import { buffersView } from './buffersView';
import { algName } from './style';
import { buffersWindows } from './windowCurves';
import { WindowOverTime } from './WindowOverTime';

interface Props {
  s: IllinoisScenario;
  results: Results;
  height: number;
  embed: boolean;
}

/** Fig. 10: the average window of one flow against the buffer, per algorithm. */
export function BuffersView({ s, results, height, embed }: Props) {
  const v = useMemo(() => buffersView(s, results), [s, results]);
  const w = useMemo(() => buffersWindows(s, results), [s, results]);
  const algs = algorithmLabels(s);
  const ratios = v.summary.rows.filter((r) => r.ratio !== null);
  return (
    <>
      <ChartFrame
        title="Average window against the buffer (Fig. 10)"
        subtitle="one flow alone on the link, each algorithm in its own runs; bars: 95 % intervals over the replications"
        testid="chart.buffers"
        filename="illinois-fig10-windows"
        csv={v.csv}
        empty={v.empty}
      >
        <LineChart
          title="Time-average congestion window of one flow against the bottleneck buffer"
          testid="chart.buffers"
          height={height}
          series={v.windows}
          xDomain={v.xDomain}
          yIncludesZero={false}
          xLabel="B: bottleneck buffer, packets"
          yLabel="W̄, packets"
          formatY={(y) => y.toFixed(0)}
        />
      </ChartFrame>
      {ratios.length > 0 && (
        <p className="panel illinois-readout readout" data-testid="buffers.ratio">
          <span>W̄_Illinois / W̄_Reno:</span>
          {ratios.map((r) => (
            <span key={r.buffer}>
              B = {r.buffer}: <span className="value">{fixed(r.ratio!.mean, 3)}</span>
            </span>
          ))}
        </p>
      )}
      <WindowOverTime
        v={w}
        title="Window over time (Fig. 10)"
        subtitle={`one flow alone on the link, the last ${fixed(w.xDomain[1] - w.xDomain[0], 1)} s of each buffer's first replication (Illinois and Reno under the same seed), sampled every ${w.step} s; dashed: the BDP, where the link is full, and BDP + B, where the buffer overflows; scroll on a panel to zoom in time, drag to pan`}
        testid="chart.windows"
        filename="illinois-fig10-window"
        height={Math.round(height * 0.8)}
        stacked={false}
      />
      <ChartFrame
        title="Utilization against the buffer"
        subtitle={v.utilizationNote}
        testid="chart.buffers.util"
        filename="illinois-fig10-utilization"
        csv={v.csv}
        empty={v.empty}
      >
        <LineChart
          title="Utilization of the bottleneck against its buffer, one flow per algorithm"
          testid="chart.buffers.util"
          height={Math.round(height * 0.8)}
          series={v.utilization}
          xDomain={v.xDomain}
          yDomain={v.utilizationDomain}
          xLabel="B: bottleneck buffer, packets"
          yLabel="utilization"
          formatY={(y) => y.toFixed(2)}
        />
      </ChartFrame>
      {!embed && (
        <table className="illinois-table panel" data-testid="buffers.table">
          <caption>
            W̄ (packets) and throughput (Mbit/s on the wire) per buffer; BDP ={' '}
            {fixed(v.summary.bdp, 1)} packets
          </caption>
          <thead>
            <tr>
              <th className="num">B</th>
              {algs.map((a) => (
                <th key={a} className="num">
                  {algName(a)} W̄
                </th>
              ))}
              {algs.map((a) => (
                <th key={`t-${a}`} className="num">
                  {algName(a)} Mbit/s
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.buffers.map((b) => (
              <tr key={b}>
                <td className="num">{b}</td>
                {algs.map((a) => (
                  <td key={a} className="num">
                    {estimateText(find(results, a, b)?.flow[0].cwnd, 1)}
                  </td>
                ))}
                {algs.map((a) => (
                  <td key={`t-${a}`} className="num">
                    {fixed(find(results, a, b)?.flow[0].throughput.mean, 2)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
