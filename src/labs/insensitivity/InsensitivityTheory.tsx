import { Tex } from '../kit/Tex';
import { TEX } from '../../engines/aimd/theory';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { PresetLinks } from '../families/aimd/sweepUi/PresetLinks';
import { INSENSITIVITY_PRESETS } from './presets';

const EXAMPLE1 = String.raw`p = \tfrac12\,(\sigma,\ \sigma,\ 1-\sigma,\ 1-\sigma)`;
const THEOREM2 = String.raw`\frac{\mathbb{E}[X_1^2]}{c^2}:\ \tfrac{5}{24}\ \text{(rate-indep.)},\ \tfrac{679}{3396}\ \text{(rate-prop.)},\ \tfrac{4}{21}\ \text{(largest)}`;

/** Insensitivity, Example 1 and Theorem 2, with the beatdown discrepancy explained. */
export function InsensitivityTheory({ load }: { load: (s: SweepSpec) => void }) {
  return (
    <aside className="theory" data-testid="theory">
      <section>
        <h3>Insensitivity — Theorem 1</h3>
        <Tex tex={TEX.theorem1} display />
        <p>
          If exactly one flow is cut at each congestion event, the mean aggregate rate does not
          depend on which one: rate-proportional, largest-rate, rate-independent (any weights) and
          beatdown all give this value. Synchronized cuts every flow (eq. (6), lower); independent
          can cut several, so no closed form applies to it.{' '}
          <span className="muted">Paper 000, Theorem 1, eq. (5).</span>
        </p>
      </section>
      <section>
        <h3>Example 1 — a biased choice</h3>
        <Tex tex={EXAMPLE1} display />
        <p>
          Four flows, η = 1, β = ½, rate-independent: flows 1–2 (class 1) are picked with
          probability σ/2 each, flows 3–4 (class 2) with (1 − σ)/2. As σ moves, the classes'
          throughputs move apart; their sum stays on Theorem 1's line.{' '}
          <span className="muted">Paper 000, Example 1, Figs. 3–4.</span>
        </p>
      </section>
      <section>
        <h3>Theorem 2 — the distributions differ</h3>
        <Tex tex={THEOREM2} display />
        <p>
          Two identical flows, β = ½: the same mean, different second moments — largest-rate
          balances the flows best. For beatdown the paper gives 1/3, integrating the tagged flow as
          a straight line between congestion points; the model's path is a sawtooth, and its exact
          value is 28/111 ≈ 0.2523 (Appendix E's way), which the engine reproduces.{' '}
          <span className="muted">Paper 000, Theorem 2, Appendix B.</span>
        </p>
      </section>
      <section>
        <h3>Try this</h3>
        <PresetLinks lab="insensitivity" presets={INSENSITIVITY_PRESETS} load={load} />
      </section>
    </aside>
  );
}
