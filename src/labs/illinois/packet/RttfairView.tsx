import { useMemo } from 'react';
import { BarChart, ChartFrame } from '../../../charts';
import { estimateText, fixed, percent } from '../../../format/numbers';
import type { Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { rttfairView } from './rttfairView';
import { algName } from './style';

interface Props {
  s: IllinoisScenario;
  results: Results;
  height: number;
  embed: boolean;
  edit: (changes: Partial<IllinoisScenario>) => void;
}

/** Figs. 11-13: four flows of one algorithm, equal and unequal RTTs, per-flow bars. */
export function RttfairView({ s, results, height, embed, edit }: Props) {
  const v = useMemo(() => rttfairView(s, results), [s, results]);
  const mbps = (x: number) => x.toFixed(1);
  return (
    <>
      <div className="illinois-pair">
        <ChartFrame
          title={`Equal RTTs (${v.equalRtt} ms): throughput per flow`}
          subtitle="Fig. 12: N flows of one algorithm, each algorithm in its own run"
          testid="chart.rttfair.equal"
          filename="illinois-rttfair-equal"
          csv={v.csv}
          empty={v.empty('equal')}
        >
          <BarChart
            title="Throughput of each flow, equal RTTs, per algorithm"
            testid="chart.rttfair.equal"
            height={height}
            categories={v.flowLabels}
            series={v.equalThroughput}
            references={[v.fairShare]}
            yLabel="Mbit/s"
            formatValue={mbps}
          />
        </ChartFrame>
        <ChartFrame
          title="Unequal RTTs: throughput per flow"
          subtitle={`Fig. 13: RTTs ${v.rtts.join(', ')} ms; the paper expects the share to fall with the RTT`}
          testid="chart.rttfair.unequal"
          filename="illinois-rttfair-unequal"
          csv={v.csv}
          empty={v.empty('unequal')}
        >
          <BarChart
            title="Throughput of each flow, unequal RTTs, per algorithm"
            testid="chart.rttfair.unequal"
            height={height}
            categories={v.rttLabels}
            series={v.unequalThroughput}
            references={[v.fairShare]}
            xLabel="propagation RTT"
            yLabel="Mbit/s"
            formatValue={mbps}
          />
        </ChartFrame>
      </div>
      <ChartFrame
        title="Unequal RTTs: average window per flow (Fig. 11 right)"
        subtitle="equal windows (the dashed line) would give x ∝ 1/T (μ = 0); losses synchronized across the flows, x ∝ 1/T² (μ = 1)"
        testid="chart.rttfair.windows"
        filename="illinois-rttfair-windows"
        csv={v.csv}
        empty={v.empty('unequal')}
      >
        <BarChart
          title="Average window of each flow, unequal RTTs, per algorithm"
          testid="chart.rttfair.windows"
          height={Math.round(height * 0.85)}
          categories={v.rttLabels}
          series={v.unequalWindows}
          references={[{ y: v.wStar, label: `equal windows: ${v.wStar.toFixed(0)} packets` }]}
          xLabel="propagation RTT"
          yLabel="W̄, packets"
          formatValue={(x) => x.toFixed(0)}
        />
      </ChartFrame>
      {v.lockout && (
        <p className="panel hint" data-testid="rttfair.lockout">
          <strong>Lockout, not RTT unfairness.</strong> A flow with a longer RTT takes far more than
          a shorter one:{' '}
          {v.lockouts
            .map(
              (l) =>
                `${algName(l.alg)}'s ${l.rttMs} ms flow carried ${percent(l.throughputShare, 0)} of the throughput and took ${l.dropShare === null ? 'none' : percent(l.dropShare, 0)} of the drops`,
            )
            .join('; ')}
          .{' '}
          {v.phaseEffects && (
            <>
              With DropTail and a buffer far below the bandwidth-delay product (B = {v.buffer}, BDP
              ≥ {v.bdp.toFixed(0)} packets), the flows' packets arrive in step with the departures:
              one flow's ACK-clocked train keeps finding a free slot while the others' packets are
              dropped (the phase effects of Floyd and Jacobson, 1992).{' '}
            </>
          )}
          {s.queue === 'droptail' && (
            <button type="button" data-testid="rttfair.red" onClick={() => edit({ queue: 'red' })}>
              Run it with RED
            </button>
          )}
        </p>
      )}
      {!embed && (
        <table className="illinois-table panel" data-testid="rttfair.table">
          <caption>
            Throughput per flow, Mbit/s on the wire; Jain's index (1 = equal shares); with unequal
            RTTs the fit log x̄ = a − (1 + μ) log T, as in the stochastic matrix model's view
          </caption>
          <thead>
            <tr>
              <th>algorithm</th>
              <th>RTTs</th>
              {v.flowLabels.map((f) => (
                <th key={f} className="num">
                  {f}
                </th>
              ))}
              <th className="num">Jain</th>
              <th className="num">μ</th>
            </tr>
          </thead>
          <tbody>
            {v.rows.map((r) => (
              <tr key={`${r.alg}/${r.variant}`}>
                <td>{algName(r.alg)}</td>
                <td>{r.variant === 'equal' ? `${v.equalRtt} ms` : v.rtts.join(', ')}</td>
                {r.result.flow.map((f, k) => (
                  <td key={k} className="num">
                    {estimateText(f.throughput, 1)}
                  </td>
                ))}
                <td className="num">{fixed(r.jain, 3)}</td>
                <td className="num">{r.lockout ? 'lockout' : fixed(r.fit?.mu, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
