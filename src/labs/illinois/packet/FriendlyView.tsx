import { useMemo } from 'react';
import { BarChart, ChartFrame } from '../../../charts';
import { estimateText, percent } from '../../../format/numbers';
import type { Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { friendlyView } from './friendlyView';
import { algName } from './style';

interface Props {
  s: IllinoisScenario;
  results: Results;
  height: number;
  embed: boolean;
  cap: number;
}

/** Fig. 11 left: how much of the link each algorithm takes from Reno flows beside it. */
export function FriendlyView({ s, results, height, embed, cap }: Props) {
  const v = useMemo(() => friendlyView(s, results), [s, results]);
  const n = s.nmix;
  return (
    <>
      <ChartFrame
        title={`${n} Reno ${n === 1 ? 'flow' : 'flows'} against ${n} of each algorithm (Fig. 11 left)`}
        subtitle="equal RTTs; each algorithm in its own run; the dashed line is an equal split"
        testid="chart.friendly"
        filename="illinois-fig11-against-reno"
        csv={v.csv}
        empty={v.empty}
      >
        <BarChart
          title="Throughput of each algorithm's flows and of the Reno flows sharing the link"
          testid="chart.friendly"
          height={height}
          categories={v.categories}
          series={v.series}
          references={[{ y: cap / 2, label: `C/2 = ${cap / 2} Mbit/s` }]}
          xLabel="the algorithm sharing the link with Reno"
          yLabel="Mbit/s (each group's sum)"
          formatValue={(x) => x.toFixed(1)}
        />
      </ChartFrame>
      <section className="panel illinois-readout" data-testid="friendly.readout">
        <p className="readout">
          <span>Share of the link taken from Reno:</span>
          {v.rows.map((r) => (
            <span key={r.algorithm} data-testid={`friendly.share.${r.algorithm}`}>
              {algName(r.algorithm)} <span className="value">{percent(r.share.mean, 1)}</span>
            </span>
          ))}
        </p>
        {v.against.map((a) => (
          <p key={a.algorithm} data-testid={`friendly.vs.${a.algorithm}`}>
            TCP-Illinois takes {a.illinoisLess ? 'less' : 'more'} than {algName(a.algorithm)}
            {a.separated === null
              ? ' (one replication: no interval)'
              : a.separated
                ? ' (the 95 % intervals do not overlap)'
                : ' (but the 95 % intervals overlap: not resolved with these replications)'}
            .
          </p>
        ))}
        <p className="muted">
          With B = {s.buffer ?? 100} packets far below the bandwidth-delay product the queue is
          mostly empty, so Illinois runs at α = α_max = 10: it grows ten times faster than Reno
          between losses and removes only β_min = ⅛ at most of them. The paper's ns-2 runs found
          Illinois the fairest of the high-speed variants to Reno. Here HS-TCP takes the most;
          Illinois and CUBIC are close, and their order depends on the setup (two flows of each:
          CUBIC takes less; a shorter RTT: CUBIC takes less).
        </p>
      </section>
      {!embed && (
        <table className="illinois-table panel" data-testid="friendly.table">
          <caption>Shares with 95 % intervals over the replications</caption>
          <thead>
            <tr>
              <th>algorithm</th>
              <th className="num">its share</th>
              <th className="num">its Mbit/s</th>
              <th className="num">Reno's Mbit/s</th>
            </tr>
          </thead>
          <tbody>
            {v.rows.map((r) => (
              <tr key={r.algorithm}>
                <td>{algName(r.algorithm)}</td>
                <td className="num">{estimateText(r.share, 3)}</td>
                <td className="num">{estimateText(r.other, 1)}</td>
                <td className="num">{estimateText(r.reno, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
