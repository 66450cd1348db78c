import { useMemo } from 'react';
import { Cell, OrderLine, Paper, Row, SubHeads } from './comparisonParts';
import { comparisonAlgorithms, type ComparisonResult } from './comparisonPlan';
import {
  comparisonRows,
  convergenceOrdering,
  shareOrdering,
  spAverageOrdering,
} from './comparisonRows';
import { windowAlgorithms, type WindowComparisonResult } from './packet/windowComparisonPlan';
import { convergenceSeeds, seedsText } from './packet/seedConvergence';
import { fluidTimesNote } from './fluidTimes';
import { isTableIIISetting, isTableIVSetting, PAPER_SETTING } from './paper';
import type { MptcpScenario } from './scenario';

interface Props {
  scenario: MptcpScenario;
  results: readonly ComparisonResult[];
  done: boolean;
  /** every MP-TCP source's routes have the same RTT (the paper's orderings assume it) */
  equalRtts: boolean;
  /** the window level's rows (packet level only), filled progressively by the sweep pool */
  window?: { results: readonly WindowComparisonResult[]; done: boolean } | null;
}

/** Whether some MP-TCP source runs the lab's algorithm (and so changes from row to row). */
/** The link gain the fluid times were computed with, as the page's parameter says it. */
const gammaText = (s: MptcpScenario): string =>
  s.gamma === null
    ? 'here the default, 2n²/(τc)³ per link'
    : `here γ = ${s.gamma} on every link (gamma=)`;

/** What the window level's convergence order sorts: one seed's times or their means. */
const orderBasis = (k: number) => (k === 1 ? 'one seed' : `mean over ${k} seeds`);

/** How the window-level columns of Table IV are measured: over which seeds, and what a cell says. */
function windowNote(s: MptcpScenario): string {
  const seeds = convergenceSeeds(s);
  const rule =
    'Window level: the same rule on the summed throughput of those routes in 1 s bins, so one run’s time is a whole number of seconds that another seed moves by seconds';
  const over =
    seeds.length === 1
      ? `; here one run, seed ${s.seed} (seeds= runs more)`
      : `; each time here is over ${seeds.length} runs, ${seedsText(seeds)} (seeds=): their mean, then their range and how many seeds (each seed’s time on hovering the cell); a seed that never converges is counted in the row’s note and left out, and the order below is by the mean`;
  const sp = seeds.length === 1 ? 'that run’s' : `the first seed’s run (seed ${s.seed})`;
  return `${rule}${over}. The single-path throughput is ${sp}; measured Dₛ: the mean relative drop of an MP-TCP source’s total rate per window reduction.`;
}

const followsLab = (s: MptcpScenario): boolean =>
  s.net !== 'custom' || !s.network || s.network.sources.some((x) => !x.alg && x.routes.length > 1);

/**
 * Every algorithm on this network, with the paper's ns-2 numbers beside ours: the analogue of
 * Table III (friendliness) and of Table IV (responsiveness), plus λ̄ and D_s; at packet level each
 * measure also at window level (the packet engine, run on the sweep pool).
 */
export function ComparisonTables({ scenario, results, done, equalRtts, window }: Props) {
  const windowed = window != null;
  const algs = useMemo(
    () => (windowed ? windowAlgorithms(scenario) : comparisonAlgorithms(scenario)),
    [scenario, windowed],
  );
  const wres = window?.results ?? null;
  const rows = useMemo(
    () => comparisonRows(scenario, algs, results, wres),
    [scenario, algs, results, wres],
  );
  const busy = !done || (windowed && !window.done);
  const t3 = isTableIIISetting(scenario);
  const t4 = isTableIVSetting(scenario);
  const differs = (same: boolean) =>
    same
      ? ' — the setting of this page.'
      : ' — a different setting from this page: compare the order, not the values.';
  const span = windowed ? 3 : 2;
  return (
    <section className="panel comparison" data-testid="compare.table" aria-busy={busy}>
      <h3>
        Every algorithm on this network{' '}
        {busy && (
          <span className="muted">
            (computing in {windowed ? 'workers: fluid, then window level…' : 'the worker…'})
          </span>
        )}
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
            Friendliness — the analogue of Table III (
            {windowed
              ? 'every source present; fluid: the equilibrium, window: the packet engine after its warm-up'
              : 'equilibrium, every source present'}
            )
          </caption>
          <thead>
            <tr>
              <th rowSpan={2}>algorithm</th>
              <th colSpan={span}>MP-TCP user (Mbit/s)</th>
              <th colSpan={span}>single-path user (Mbit/s)</th>
              <th rowSpan={windowed ? 1 : 2} colSpan={windowed ? 2 : 1} className="num">
                MP-TCP share
              </th>
            </tr>
            <tr>
              <SubHeads windowed={windowed} />
              <SubHeads windowed={windowed} />
              {windowed && <SubHeads windowed paper={false} />}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <Row key={r.alg} r={r} testid={`compare.row.${r.alg}`}>
                <td>{r.label}</td>
                <td className="num" data-testid="compare.mp">
                  {r.mp}
                </td>
                {windowed && <Cell v={r.window?.mp} testid="compare.window.mp" />}
                <Paper v={r.mpPaper} />
                <td className="num">{r.sp}</td>
                {windowed && <Cell v={r.window?.sp} />}
                <Paper v={r.spPaper} />
                <td className="num" data-testid="compare.share">
                  {r.share}
                </td>
                {windowed && <Cell v={r.window?.share} testid="compare.window.share" />}
              </Row>
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
        label={windowed ? 'Fluid: MP-TCP share, largest first' : 'MP-TCP share, largest first'}
        o={shareOrdering(results)}
        testid="compare.order.share"
      />
      {wres && (
        <OrderLine
          equalRtts={equalRtts}
          label="Window level: MP-TCP share, largest first"
          o={shareOrdering(wres)}
          testid="compare.window.order.share"
        />
      )}

      <div className="table-scroll">
        <table className="num-table">
          <caption>
            Responsiveness — the analogue of Table IV (single-path flows present on [40 s, 80 s)
            only)
          </caption>
          <thead>
            <tr>
              <th rowSpan={2}>algorithm</th>
              <th colSpan={span}>convergence time (s)</th>
              <th colSpan={span}>single-path user, 40-80 s (Mbit/s)</th>
              <th rowSpan={2} className="num" title="rates-only bound of Theorem 3.5, 1/s">
                λ̄ (1/s)
              </th>
              <th
                rowSpan={windowed ? 1 : 2}
                colSpan={windowed ? 2 : 1}
                className="num"
                title="window oscillation, eq. (11)"
              >
                Dₛ
              </th>
            </tr>
            <tr>
              <SubHeads windowed={windowed} />
              <SubHeads windowed={windowed} />
              {windowed && (
                <>
                  <th className="num">eq. (11)</th>
                  <th className="num window">measured</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <Row key={r.alg} r={r}>
                <td>
                  {r.label}
                  {(r.note || r.window?.note) && (
                    <span className="row-note" title={[r.note, r.window?.note].join(' ')}>
                      {' '}
                      †
                    </span>
                  )}
                </td>
                <td className="num" data-testid="compare.convergence">
                  {r.convergence}
                </td>
                {windowed && (
                  <Cell
                    v={r.window?.convergence}
                    title={r.window?.convergenceSeeds}
                    testid="compare.window.convergence"
                  />
                )}
                <Paper v={r.convergencePaper} />
                <td className="num">{r.spAverage}</td>
                {windowed && <Cell v={r.window?.spAverage} />}
                <Paper v={r.spAveragePaper} />
                <td className="num">{r.lambdaBar}</td>
                <td className="num">{r.oscillation}</td>
                {windowed && <Cell v={r.window?.oscillation} />}
              </Row>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint paper-note">
        <strong>paper (ns-2)</strong>: Table IV, {PAPER_SETTING.tableIV}
        {differs(t4)} Convergence time (footnote 2): from 80 s until the MP-TCP routes that share a
        link with the single-path flows stay within 10 % of their average over the last 10 s.{' '}
        {fluidTimesNote(results)} The fluid times also scale with the links' gain γ of eq. (4),
        which the paper leaves open: {gammaText(scenario)} (on Table IV's network, gamma=0.001 makes
        Coupled's 6.4 s about 70 s).
        {windowed && ` ${windowNote(scenario)}`}
      </p>
      <OrderLine
        equalRtts={equalRtts}
        label={
          windowed ? 'Fluid: convergence time, fastest first' : 'Convergence time, fastest first'
        }
        o={convergenceOrdering(results)}
        testid="compare.order.convergence"
      />
      {wres && (
        <OrderLine
          equalRtts={equalRtts}
          label={`Window level: convergence time (${orderBasis(scenario.seeds)}), fastest first`}
          o={convergenceOrdering(wres)}
          testid="compare.window.order.convergence"
        />
      )}
      <OrderLine
        equalRtts={equalRtts}
        label="Single-path throughput while it is there, smallest first"
        o={spAverageOrdering(results)}
        testid="compare.order.sp"
      />
      {rows.some((r) => r.note || r.window?.note) && (
        <ul className="hint">
          {rows
            .filter((r) => r.note || r.window?.note)
            .map((r) => (
              <li key={r.alg}>
                † {r.label}:{' '}
                {[r.note, r.window?.note && `window level: ${r.window.note}`]
                  .filter(Boolean)
                  .join('; ')}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
