import { ReportExports } from './ReportExports';
import type { AnalysisView } from './analysisView';
import { typesetFixed } from '../../format/numbers';
import { groupName, type RouteClass, type SourceGroup } from './groups';
import { hasFluidModel } from './labAlgorithms';
import type { LiveTrajectory } from './liveTrajectory';
import type { LiveWindows } from './packet/liveWindows';
import { isTimed, totalsRows, windowRunText } from './packet/totalsView';
import { isTableIIISetting, PAPER_TABLE_III } from './paper';
import { packetWarmup } from './packetScenario';
import type { MptcpScenario } from './scenario';
import type { PacketReportOutput } from './worker/packetProtocol';

interface Props {
  scenario: MptcpScenario;
  groups: readonly SourceGroup[];
  classes: readonly RouteClass[];
  data: LiveWindows;
  /** the fluid companion's trajectory and analysis (null while solving, or without a fluid model) */
  fluid: { data: LiveTrajectory; analysis: AnalysisView | null };
  report: PacketReportOutput | null;
  horizon: number;
  query: string;
}

/**
 * Per source at window level: its throughput after the warm-up (live from the per-second bins,
 * the engine's summary once the run ends), the fluid equilibrium beside it and the paper's ns-2
 * Table III where this is its setting; the measured window oscillation against D_s of eq. (11).
 */
export function WindowTotals(p: Props) {
  const { scenario: s, groups, classes, data, fluid, report } = p;
  const warmup = packetWarmup(s);
  const timed = isTimed(groups, p.horizon);
  const rows = totalsRows(groups, classes, data, fluid, report?.report ?? null, warmup, p.horizon);
  const paper = isTableIIISetting(s) && hasFluidModel(s.alg) ? PAPER_TABLE_III[s.alg] : undefined;
  return (
    <section className="panel totals" data-testid="mptcp.window.totals">
      <div className="panel-head">
        <h3>Per-source throughput, window level</h3>
        <ReportExports report={report} stem="mptcp-window" query={p.query} />
      </div>
      <div className="table-scroll">
        <table className="num-table">
          <thead>
            <tr>
              <th>source</th>
              <th className="num">window level</th>
              <th className="num">{timed ? 'fluid, same period' : 'fluid equilibrium'}</th>
              {paper && <th className="num paper">paper (ns-2)</th>}
              <th
                className="num"
                title="measured: mean relative drop of the source's total rate per window reduction"
              >
                D measured
              </th>
              <th className="num" title="eq. (11) at the fluid equilibrium">
                Dₛ (11)
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g, gi) => {
              const row = rows[gi];
              return (
                <tr key={gi} data-testid="mptcp.window.row">
                  <td>
                    {groupName(g)}
                    {!g.multipath && <span className="muted"> (TCP)</span>}
                    {row.period && (
                      <span className="muted">
                        {' '}
                        over {typesetFixed(row.period[0], 0)}-{typesetFixed(row.period[1], 0)} s
                      </span>
                    )}
                  </td>
                  <td className="num" data-testid="mptcp.window.total">
                    {typesetFixed(row.window, 2)}
                    {!row.final && Number.isFinite(row.window) && (
                      <span className="muted"> so far</span>
                    )}
                  </td>
                  <td className="num">{typesetFixed(row.fluid, 2)}</td>
                  {paper && (
                    <td className="num paper">
                      {typesetFixed(g.multipath ? paper.mp : paper.sp, 2)}
                    </td>
                  )}
                  <td className="num" data-testid="mptcp.window.D">
                    {typesetFixed(row.D, 3)}
                  </td>
                  <td className="num">{typesetFixed(row.Ds, 3)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="hint" data-testid="mptcp.window.run">
        {windowRunText(s.seed)}
      </p>
      <p className="hint">
        Mbit/s per source (copies averaged) on the wire, after the {typesetFixed(warmup, 0)} s
        warm-up
        {timed
          ? '; a source that comes and goes over the time it is there, the fluid model as the mean of its trajectory over the same time.'
          : '.'}{' '}
        {paper && 'paper (ns-2): Table III, the same setting with the paper’s own ns-2 runs. '}D
        measured: at each window reduction (a loss detected by duplicate ACKs; timeouts left out)
        the relative drop of the source’s total rate Σ wᵣ/τᵣ, averaged after the warm-up: eq. (11)’s
        quantity (TCP: ½, every halving).
      </p>
    </section>
  );
}
