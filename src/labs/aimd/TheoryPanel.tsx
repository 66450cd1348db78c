import type { TheoryReport, Verdict } from '../../engines/aimd/theory';
import { TEX, THEOREM2_PAPER, beatdownSecondMomentN2 } from '../../engines/aimd/theory';
import { encodeQuery } from '../../scenario/codec';
import { Tex } from '../kit/Tex';
import { PRESETS } from './presets';
import { AIMD_SCHEMA, type AimdScenario } from '../families/aimd/scenario';
import { fixed } from '../../format/numbers';

/** A rate vector, its first eight entries. */
const point = (x: number[]) =>
  x
    .slice(0, 8)
    .map((v) => v.toFixed(4))
    .join(', ') + (x.length > 8 ? ', …' : '');

function Applies<T>({ v, show }: { v: Verdict<T>; show: (value: T) => string }) {
  return v.applies ? (
    <p className="applies" data-testid="theory.applies">
      Here: <strong>{show(v.value)}</strong>
    </p>
  ) : (
    <p className="not-applies" data-testid="theory.not-applies">
      Does not apply here: {v.reason}.
    </p>
  );
}

interface Props {
  scenario: AimdScenario;
  theory: TheoryReport;
  load: (s: AimdScenario) => void;
}

/** The formulas of paper 000 with what they say, where they come from, and whether they apply here. */
export function TheoryPanel({ scenario, theory, load }: Props) {
  return (
    <aside className="theory" data-testid="theory">
      <section>
        <h3>Theorem 1 — utilization of N flows</h3>
        <Tex tex={TEX.theorem1} display />
        <p>
          N identical AIMD flows, exactly one of them signalled at each congestion event (assumption
          ONE), whichever the policy: rate-proportional, largest-rate, rate-independent or beatdown.
          The mean does not depend on which flow is cut (insensitivity). For β = ½: 75 % with one
          flow, 90 % with three, almost 95 % with six.{' '}
          <span className="muted">Paper 000, Theorem 1, eq. (5).</span>
        </p>
        <Applies v={theory.theorem1} show={(u) => `E[X]/c = ${fixed(u, 5)}`} />
      </section>

      <section>
        <h3>Synchronized flows — eq. (6)</h3>
        <Tex tex={TEX.synchronized} display />
        <p>
          When every flow is cut at every congestion event (window synchronization), the aggregate
          behaves like one flow: N flows do no better than one.{' '}
          <span className="muted">Paper 000, eq. (6).</span>
        </p>
        <Applies v={theory.synchronized} show={(u) => `E[X]/c = ${fixed(u, 5)}`} />
      </section>

      <section>
        <h3>MulTCP — one flow emulating N</h3>
        <Tex tex={TEX.multcp} display />
        <p>
          MulTCP(N) is one AIMD flow with slope Nη and decrease factor 1 − (1 − β)/N; by eq. (6) it
          reaches the line above, at most 2.5 % above N separate flows. A reference line, not a
          prediction of this run. <span className="muted">Paper 000, Sec. II-B.4.</span>
        </p>
        <Applies v={theory.multcp} show={(u) => `${fixed(u, 5)} for N = ${scenario.n}`} />
      </section>

      <section>
        <h3>Theorem 2 — the distribution does depend on the policy</h3>
        <Tex
          tex={String.raw`\frac{\mathbb{E}[X_1^2]}{c^2}\ \text{for } N = 2,\ \beta = \tfrac12`}
          display
        />
        <table className="theorem2" data-testid="theory.theorem2">
          <tbody>
            <tr>
              <td>rate-independent</td>
              <td>5/24 ≈ {fixed(THEOREM2_PAPER['rate-independent'] as number, 5)}</td>
            </tr>
            <tr>
              <td>rate-proportional</td>
              <td>679/3396 ≈ {fixed(THEOREM2_PAPER['rate-proportional'] as number, 5)}</td>
            </tr>
            <tr>
              <td>largest-rate</td>
              <td>4/21 ≈ {fixed(THEOREM2_PAPER['largest-rate'] as number, 5)}</td>
            </tr>
            <tr>
              <td>beatdown</td>
              <td>
                paper 1/3 ≈ 0.33333; exact sawtooth 28/111 ≈ {fixed(beatdownSecondMomentN2(0.5), 5)}
              </td>
            </tr>
          </tbody>
        </table>
        <p>
          Same mean, different spread: largest-rate balances the flows best.{' '}
          <strong>Beatdown:</strong> the paper's proof (Appendix B, Step 1) integrates the tagged
          flow as a straight line between consecutive congestion points, x<sub>k</sub> → x
          <sub>k+1</sub>. The model's path is a sawtooth: at each congestion time the flow drops to
          βx<sub>k</sub> and only then climbs to x<sub>k+1</sub>. Integrating the sawtooth, as
          Appendix E does and as this engine does exactly, gives 28/111 ≈ 0.2523, not 1/3.{' '}
          <span className="muted">Paper 000, Theorem 2 and Appendix B.</span>
        </p>
        <Applies
          v={theory.theorem2}
          show={(t) =>
            t.exact !== null && t.paper !== null && Math.abs(t.exact - t.paper) > 1e-12
              ? `exact ${fixed(t.exact, 5)} (paper ${fixed(t.paper, 5)})`
              : `${fixed((t.exact ?? t.paper) as number, 5)}`
          }
        />
      </section>

      <section>
        <h3>Proposition 1 — largest-rate goes round robin</h3>
        <Tex tex={TEX.proposition1} display />
        <p>
          Under largest-rate the rates just before congestion settle on this point (sorted, c = 1)
          and the flows are cut in turn.{' '}
          <span className="muted">Paper 000, Proposition 1, eq. (9).</span>
        </p>
        <Applies v={theory.proposition1} show={point} />
      </section>

      <section>
        <h3>Beatdown — the stationary point</h3>
        <Tex tex={TEX.beatdownPoint} display />
        <p>
          Rates when a flow is tagged, sorted: the largest holds 2/N of the link, the one just
          beaten down holds nothing. One event of this policy is one tagging, an accumulation of
          infinitely many congestion times summed exactly.{' '}
          <span className="muted">Paper 000, Sec. IV-B.</span>
        </p>
        <Applies v={theory.beatdownPoint} show={point} />
      </section>

      <section>
        <h3>Try this</h3>
        <ul className="presets">
          {PRESETS.map((p) => (
            <li key={p.id}>
              <a
                href={`?${encodeQuery(AIMD_SCHEMA, p.scenario)}`}
                data-testid={`preset.${p.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  load(p.scenario);
                }}
              >
                {p.label}
              </a>
              <div className="muted">{p.what}</div>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
