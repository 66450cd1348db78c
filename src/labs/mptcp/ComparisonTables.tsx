import { useMemo } from 'react';
import { comparisonAlgorithms, type ComparisonResult } from './comparisonPlan';
import {
  comparisonRows,
  convergenceOrdering,
  shareOrdering,
  spAverageOrdering,
  type Ordering,
} from './comparisonRows';
import { isTableIIISetting, isTableIVSetting, PAPER_SETTING } from './paper';
import type { MptcpScenario } from './scenario';

interface Props {
  scenario: MptcpScenario;
  results: readonly ComparisonResult[];
  done: boolean;
  /** every MP-TCP source's routes have the same RTT (the paper's orderings assume it) */
  equalRtts: boolean;
}

interface OrderProps {
  label: string;
  o: Ordering;
  testid: string;
  equalRtts: boolean;
}

function OrderLine({ label, o, testid, equalRtts }: OrderProps) {
  if (o.text === '') return null;
  return (
    <p className="order" data-testid={testid}>
      <strong>{label}:</strong> {o.text}
      {o.complete && (
        <span className={o.matchesPaper ? 'agrees' : 'differs'}>
          {o.matchesPaper ? ' — the paper’s order' : ' — not the paper’s order'}
          {!o.matchesPaper && !equalRtts && ', which assumes equal RTTs on a source’s routes'}
        </span>
      )}
    </p>
  );
}

const Paper = ({ v }: { v: string }) => (
  <td className="num paper" data-testid="compare.paper">
    {v}
  </td>
);

/** Whether some MP-TCP source runs the lab's algorithm (and so changes from row to row). */
const followsLab = (s: MptcpScenario): boolean =>
  s.net !== 'custom' || !s.network || s.network.sources.some((x) => !x.alg && x.routes.length > 1);

/**
 * Every algorithm on this network, with the paper's ns-2 numbers beside ours: the analogue of
 * Table III (friendliness) and of Table IV (responsiveness), plus λ̄ and D_s.
 */
export function ComparisonTables({ scenario, results, done, equalRtts }: Props) {
  const algs = useMemo(() => comparisonAlgorithms(scenario), [scenario]);
  const rows = useMemo(() => comparisonRows(scenario, algs, results), [scenario, algs, results]);
  const t3 = isTableIIISetting(scenario);
  const t4 = isTableIVSetting(scenario);
  const differs = (same: boolean) =>
    same
      ? ' — the setting of this page.'
      : ' — a different setting from this page: compare the order, not the values.';
  return (
    <section className="panel comparison" data-testid="compare.table" aria-busy={!done}>
      <h3>
        Every algorithm on this network{' '}
        {!done && <span className="muted">(computing in the worker…)</span>}
      </h3>
      {!followsLab(scenario) && (
        <p className="hint" data-testid="compare.fixed">
          Every MP-TCP source of this network names its own algorithm, so the rows below all run the
          same network; leave a source’s algorithm at its default to compare.
        </p>
      )}
      <div className="table-scroll">
        <table className="num-table">
          <caption>
            Friendliness — the analogue of Table III (equilibrium, every source present)
          </caption>
          <thead>
            <tr>
              <th rowSpan={2}>algorithm</th>
              <th colSpan={2}>MP-TCP user (Mbit/s)</th>
              <th colSpan={2}>single-path user (Mbit/s)</th>
              <th rowSpan={2} className="num">
                MP-TCP share
              </th>
            </tr>
            <tr>
              <th className="num">ours</th>
              <th className="num paper">paper (ns-2)</th>
              <th className="num">ours</th>
              <th className="num paper">paper (ns-2)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.alg}
                className={r.current ? 'current' : undefined}
                data-testid={`compare.row.${r.alg}`}
                data-share={r.shareValue ?? undefined}
              >
                <td>{r.label}</td>
                <td className="num" data-testid="compare.mp">
                  {r.mp}
                </td>
                <Paper v={r.mpPaper} />
                <td className="num">{r.sp}</td>
                <Paper v={r.spPaper} />
                <td className="num" data-testid="compare.share">
                  {r.share}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint paper-note">
        <strong>paper (ns-2)</strong>: Table III of paper 002, packet-level ns-2 runs on{' '}
        {PAPER_SETTING.tableIII}
        {differs(t3)} “ours” in the paper is Balia (eq. 12).
      </p>
      <OrderLine
        equalRtts={equalRtts}
        label="MP-TCP share, largest first"
        o={shareOrdering(results)}
        testid="compare.order.share"
      />

      <div className="table-scroll">
        <table className="num-table">
          <caption>
            Responsiveness — the analogue of Table IV (single-path flows present on [40 s, 80 s)
            only)
          </caption>
          <thead>
            <tr>
              <th rowSpan={2}>algorithm</th>
              <th colSpan={2}>convergence time (s)</th>
              <th colSpan={2}>single-path user, 40-80 s (Mbit/s)</th>
              <th rowSpan={2} className="num" title="rates-only bound of Theorem 3.5, 1/s">
                λ̄ (1/s)
              </th>
              <th rowSpan={2} className="num" title="window oscillation, eq. (11)">
                Dₛ
              </th>
            </tr>
            <tr>
              <th className="num">ours</th>
              <th className="num paper">paper (ns-2)</th>
              <th className="num">ours</th>
              <th className="num paper">paper (ns-2)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.alg} className={r.current ? 'current' : undefined}>
                <td>
                  {r.label}
                  {r.note && (
                    <span className="row-note" title={r.note}>
                      {' '}
                      †
                    </span>
                  )}
                </td>
                <td className="num" data-testid="compare.convergence">
                  {r.convergence}
                </td>
                <Paper v={r.convergencePaper} />
                <td className="num">{r.spAverage}</td>
                <Paper v={r.spAveragePaper} />
                <td className="num">{r.lambdaBar}</td>
                <td className="num">{r.oscillation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint paper-note">
        <strong>paper (ns-2)</strong>: Table IV, {PAPER_SETTING.tableIV}
        {differs(t4)} Convergence time (footnote 2): from 80 s until the MP-TCP routes that share a
        link with the single-path flows stay within 10 % of their average over the last 10 s. The
        fluid model has no slow start, timeouts or queues, so its times are shorter; the order is
        the point.
      </p>
      <OrderLine
        equalRtts={equalRtts}
        label="Convergence time, fastest first"
        o={convergenceOrdering(results)}
        testid="compare.order.convergence"
      />
      <OrderLine
        equalRtts={equalRtts}
        label="Single-path throughput while it is there, smallest first"
        o={spAverageOrdering(results)}
        testid="compare.order.sp"
      />
      {rows.some((r) => r.note) && (
        <ul className="hint">
          {rows
            .filter((r) => r.note)
            .map((r) => (
              <li key={r.alg}>
                † {r.label}: {r.note}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
