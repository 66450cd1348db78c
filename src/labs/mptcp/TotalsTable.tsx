import { ReportExports } from './ReportExports';
import type { ReportOutput } from './worker/protocol';
import type { AnalysisView } from './analysisView';
import { specLabel } from './algorithmLabels';
import { typesetFixed } from '../../format/numbers';
import { groupName, type RouteClass, type SourceGroup } from './groups';
import { meanOf, phaseAt, type LiveTrajectory } from './liveTrajectory';

interface Props {
  groups: readonly SourceGroup[];
  classes: readonly RouteClass[];
  data: LiveTrajectory;
  analysis: AnalysisView | null;
  report: ReportOutput | null;
  time: number;
  /** the scenario's query, for the CLI command shown with the export */
  query: string;
}

/**
 * Per source: its total now and at the equilibrium of the current phase, the split over routes,
 * and D_s; with the route table and the report as files, byte-identical to the CLI's output.
 */
export function TotalsTable({ groups, classes, data, analysis, report, time, query }: Props) {
  const phase = analysis ? phaseAt(analysis, time) : null;
  const last = data.count > 0 ? data.count - 1 : -1;
  return (
    <section className="panel totals" data-testid="mptcp.totals">
      <div className="panel-head">
        <h3>Per-source throughput</h3>
        <ReportExports report={report} stem="mptcp" query={query} />
      </div>
      <div className="table-scroll">
        <table className="num-table">
          <thead>
            <tr>
              <th>source</th>
              <th className="num">now</th>
              <th className="num">equilibrium</th>
              <th>routes (equilibrium)</th>
              <th className="num">Dₛ</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g, gi) => {
              const mine = classes.filter((c) => c.group === gi);
              const now =
                last < 0 ? NaN : mine.reduce((a, c) => a + data.x[last * data.nR + c.flat[0]], 0);
              const eq = phase ? mine.reduce((a, c) => a + meanOf(phase.x, c.flat), 0) : NaN;
              const d = analysis ? meanOf(analysis.oscillation, g.members) : NaN;
              return (
                <tr key={gi} data-testid="mptcp.totals.row">
                  <td title={g.multipath ? specLabel(g.algorithm) : 'TCP NewReno, one route'}>
                    {groupName(g)}
                    {!g.multipath && <span className="muted"> (TCP)</span>}
                  </td>
                  <td className="num">{typesetFixed(now, 2)}</td>
                  <td className="num" data-testid="mptcp.totals.eq">
                    {typesetFixed(eq, 2)}
                  </td>
                  <td className="nowrap">
                    {mine.map((c) => (
                      <span key={c.route} className="route-rate" title={c.label}>
                        <span className="swatch" style={{ background: c.color }} />
                        {phase ? typesetFixed(meanOf(phase.x, c.flat), 2) : '…'}
                      </span>
                    ))}
                  </td>
                  <td className="num">{typesetFixed(d, 3)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="hint">
        Mbit/s per source, copies shown once; “equilibrium” is for the sources present now. Dₛ (eq.
        11): relative throughput drop per loss (TCP: 0.5).
      </p>
    </section>
  );
}
