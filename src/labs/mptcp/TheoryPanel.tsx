import { Tex } from '../kit/Tex';
import { createAlgorithm, type Algorithm } from '../../engines/fluid/algorithms';
import { FLUID_TEX } from '../../engines/fluid/tex';
import type { ReportOutput } from './worker/protocol';
import type { AnalysisView } from './analysisView';
import type { ComparisonResult } from './comparisonPlan';
import { VACUOUS_LAMBDA } from './comparisonRows';
import { conditionRows, pickChecks } from './conditionRows';
import {
  ALGORITHM_EXPLANATIONS,
  BALIA_VARIANTS,
  coupledNote,
  LAMBDA_BAR_NOTE,
  SINGLE_PATH_RTT_NOTE,
  tableIISentence,
  usesFig2,
} from './explain';
import { specLabel } from './algorithmLabels';
import { typesetSig } from '../../format/numbers';
import { algorithmSpec, type MptcpScenario } from './scenario';

/** A value that is zero up to rounding (relative to `scale`) is written as 0. */
const roundedSig = (v: number, scale: number) =>
  Math.abs(v) <= 1e-9 * Math.abs(scale) ? '0' : typesetSig(v, 3);

interface Props {
  scenario: MptcpScenario;
  analysis: AnalysisView | null;
  report: ReportOutput | null;
  comparison: readonly ComparisonResult[];
}

function TableI({ scenario, analysis }: { scenario: MptcpScenario; analysis: AnalysisView }) {
  const checks = pickChecks(analysis.conditions, scenario.alg);
  if (!checks) return <p className="muted">No MP-TCP source is active at the end of the run.</p>;
  const rows = conditionRows(checks, analysis.routingFullRowRank);
  return (
    <>
      <table className="num-table conditions" data-testid="mptcp.conditions">
        <thead>
          <tr>
            <th>condition</th>
            <th>paper (Table I)</th>
            <th>here, at the equilibrium</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`mptcp.condition.${r.id}`}>
              <td>
                <strong>{r.id}</strong> {r.says} <span className="muted">({r.theorem})</span>
              </td>
              <td>{r.paper}</td>
              <td title={r.detail}>
                <span className={`verdict ${r.here}`}>
                  {r.here === 'n/a' ? 'not checked' : r.here}
                </span>
                {r.agrees !== null && (
                  <span className="muted">
                    {r.agrees ? ', as Table I says' : ', unlike Table I'}
                  </span>
                )}
                <div className="muted small">{r.detail}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        Source {checks.source} ({checks.algorithm}). {checks.paper.note && `${checks.paper.note}. `}
        A check at one point: the conditions hold (or not) for every x.
      </p>
    </>
  );
}

/** The model, the algorithm's k_r and phi_r, Table I checked here, and Table II in numbers. */
export function TheoryPanel({ scenario, analysis, report, comparison }: Props) {
  const spec = algorithmSpec(scenario);
  const alg = createAlgorithm(spec) as Algorithm;
  const coupledHere =
    scenario.alg === 'coupled' || (analysis !== null && analysis.boundaryRoutes.length > 0);
  return (
    <aside className="theory mptcp-theory" data-testid="theory">
      <section>
        <h3>{specLabel(spec)}</h3>
        <p>{ALGORITHM_EXPLANATIONS[scenario.alg]}</p>
        <Tex tex={alg.tex.k} display />
        <Tex tex={alg.tex.phi} display />
        <p className="muted">
          The gain kᵣ sets the dynamics, φᵣ the equilibrium (paper 002, Sec. II-B and eq. 12).
        </p>
      </section>
      <section>
        <h3>Table II in numbers</h3>
        <p data-testid="mptcp.table2">
          {tableIISentence(scenario, analysis, comparison) || 'Waiting for the equilibrium…'}
        </p>
      </section>
      <section>
        <h3>Table I — conditions C0-C5</h3>
        {analysis ? (
          <TableI scenario={scenario} analysis={analysis} />
        ) : (
          <p className="muted">Waiting for the equilibrium…</p>
        )}
      </section>
      <section>
        <h3>The fluid model (3)-(4)</h3>
        <Tex tex={FLUID_TEX.rates} display />
        <Tex tex={FLUID_TEX.prices} display />
        <p className="muted">
          Rates in packets/s, prices are loss probabilities; default link gain{' '}
          <Tex tex={FLUID_TEX.defaultGamma} />.
        </p>
      </section>
      <section>
        <h3>Responsiveness and oscillation</h3>
        <Tex tex={FLUID_TEX.lambdaBar} display />
        <p>{LAMBDA_BAR_NOTE}</p>
        {analysis && (
          <p data-testid="mptcp.spectrum">
            Here: λ̄ = {roundedSig(analysis.lambdaBar, analysis.lambdaMin)} /s; the slowest
            eigenvalue of J* has real part{' '}
            {roundedSig(analysis.spectralAbscissa, analysis.lambdaMin)} /s.
            {analysis.lambdaBar > 1e-9 && ` ${VACUOUS_LAMBDA}.`}
          </p>
        )}
        <Tex tex={FLUID_TEX.oscillation} display />
      </section>
      <section>
        <h3>Two Balias (and a third)</h3>
        <ul className="tight">
          {BALIA_VARIANTS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section data-testid="mptcp.notes">
        <h3>Notes</h3>
        <ul className="tight">
          {report?.impossible.map((f) => (
            <li key={f} className="impossible" data-testid="impossible">
              Impossible result, not an answer: {f}.
            </li>
          ))}
          {usesFig2(scenario.net) && <li>{SINGLE_PATH_RTT_NOTE}</li>}
          {coupledHere && (
            <li data-testid="mptcp.note.coupled">
              {coupledNote(report?.failure ? null : (report?.finalTotalsDeviation ?? null))}
            </li>
          )}
          {analysis?.nonUnique && <li>{analysis.nonUnique.note}.</li>}
          {analysis && !analysis.converged && <li>Equilibrium: {analysis.message}.</li>}
          {report?.notes
            .filter(
              // said above in the lab's words: the RTT rule, the Coupled note, the non-unique split
              (n) =>
                !n.startsWith('the paper does not give') &&
                !(coupledHere && n.startsWith('some routes are unused')) &&
                n !== analysis?.nonUnique?.note,
            )
            .map((n) => (
              <li key={n}>{n}.</li>
            ))}
          {analysis && (
            <li className="muted">
              Equilibrium of (6)-(7): relative residual {typesetSig(analysis.residual, 2)}.
            </li>
          )}
        </ul>
      </section>
    </aside>
  );
}
