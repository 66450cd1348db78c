import { useMemo } from 'react';
import type { PointResult } from '../families/aimd/sweep/results';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { comparisonRows, hasTheorem2, seedsNote, type ComparisonRow } from './comparisonData';

const Policy = ({ r }: { r: ComparisonRow }) => (
  <td>
    <span className="swatch" style={{ background: r.color }} /> {r.policy}
  </td>
);

/** The numbers behind the charts: means against theory, second moments against Theorem 2. */
export function ComparisonTables({
  spec,
  results,
}: {
  spec: SweepSpec;
  results: readonly PointResult[];
}) {
  const rows = useMemo(() => comparisonRows(spec, results), [spec, results]);
  const seeds = useMemo(() => seedsNote(results), [results]);
  const t2 = hasTheorem2(results);
  const half = spec.beta.length === 1 && spec.beta[0] === 0.5;
  return (
    <div className="compare-tables" data-testid="compare.table">
      <section className="panel sweep-table">
        <h3>Mean utilization ({spec.reps} replications, 95 % intervals)</h3>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th>policy</th>
                <th className="num">E[X]/c</th>
                <th>theory</th>
                <th className="num">difference</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.policy} data-testid={`compare.row.${r.policy}`}>
                  <Policy r={r} />
                  <td className="num" data-testid="compare.utilization">
                    {r.utilization}
                  </td>
                  <td>{r.theory}</td>
                  <td className="num">{r.difference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {seeds && (
          <p className="muted" data-testid="compare.seeds">
            {seeds}
          </p>
        )}
      </section>
      <section className="panel sweep-table">
        <h3>Second moments{t2 ? ' and Theorem 2' : ''}</h3>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th>policy</th>
                <th className="num">E[(X/c)²]</th>
                <th className="num">E[(X₁/c)²]</th>
                {t2 && <th className="num">Theorem 2 (paper)</th>}
                {t2 && <th className="num">exact</th>}
                {t2 && <th className="num">sim − exact</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.policy} data-testid={`compare.m2.${r.policy}`}>
                  <Policy r={r} />
                  <td className="num">{r.aggregateM2}</td>
                  <td className="num" data-testid="compare.flow1m2">
                    {r.flow1M2}
                  </td>
                  {t2 && (
                    <td className="num" data-testid="compare.paper">
                      {r.paper}
                    </td>
                  )}
                  {t2 && (
                    <td className="num" data-testid="compare.exact">
                      {r.exact}
                    </td>
                  )}
                  {t2 && <td className="num">{r.theorem2Difference}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {t2 && half ? (
          <p className="muted" data-testid="compare.beatdown-note">
            Beatdown: the paper's 1/3 integrates the tagged flow as a straight line between
            congestion points; the model's path is a sawtooth, whose exact value is 28/111 ≈ 0.25225
            — what the simulation finds.
          </p>
        ) : (
          !t2 && (
            <p className="muted">
              Theorem 2 gives the exact second moments for N = 2 identical flows.
            </p>
          )
        )}
      </section>
    </div>
  );
}
