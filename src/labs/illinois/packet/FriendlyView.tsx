import { useMemo } from 'react';
import { BarChart, ChartFrame } from '../../../charts';
import { estimateText, percent } from '../../../format/numbers';
import type { Results } from '../experiments/analysis';
import type { IllinoisScenario } from '../scenario';
import { friendlyView } from './friendlyView';
import { algName } from './style';
import { FRIENDLY_MECHANISM } from './friendlyMechanism';

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
        <p className="muted" data-testid="friendly.why">
          Why Illinois takes most of the link from one Reno flow on DropTail: not by removing only
          β_min = ⅛. In <a href={`?${FRIENDLY_MECHANISM.traces}`}>that setup in the Dumbbell lab</a>{' '}
          (one flow each, 100 Mbit/s, 100 ms, B = 100), where its window, α, β and the queue are
          drawn, the queue stays about a third full, so at each of Illinois's cuts dₐ is high, α ≈
          α_min = 0.1 and β = ½, as Reno's. Illinois is cut less than half as often as Reno:
          DropTail drops the packets of the flow still growing when the buffer overflows, and near
          its peak Illinois creeps at α ≈ 0.1 while Reno adds one packet per RTT. The paper's
          Assumption 2 (losses in proportion to the rate) fails on DropTail;{' '}
          <a href={`?${FRIENDLY_MECHANISM.red}`}>with RED</a> Illinois takes about half the link.
          The paper's ns-2 runs found Illinois the fairest of the high-speed variants to Reno.
          {v.most && (
            <>
              {' '}
              Here {algName(v.most.algorithm)} takes the most ({percent(v.most.share, 1)}).
            </>
          )}
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
