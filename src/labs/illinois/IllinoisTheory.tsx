import { Tex } from '../../app/Tex';
import { BETA_REMOVED_EXPLANATION } from '../../engines/models/illinois';
import { TryThisLinks } from '../parts/TryThisLinks';
import { ILLINOIS_PRESETS } from './presets';
import { ILLINOIS_SCHEMA, type IllinoisScenario } from './scenario';
import { ILLINOIS_TEX } from './tex';

/** The equations behind each view, with paper 003's numbers, and the figures as links. */
export function IllinoisTheory({ load }: { load: (s: IllinoisScenario) => void }) {
  return (
    <aside className="theory" data-testid="theory">
      <section>
        <h3>TCP-Illinois: loss sets the direction, delay the pace</h3>
        <Tex tex={ILLINOIS_TEX.window} display />
        <p>
          α falls and β rises with the average queueing delay dₐ over the last RTT, measured against
          d_m, the largest seen; d_i = η_i·d_m. Far from congestion the window grows fast; near it,
          slowly: a concave curve. <span className="muted">Paper 003, Sec. 3.</span>
        </p>
        <p>α = f₁(dₐ), eq. (2), and β (removed) = f₂(dₐ), eq. (3):</p>
        <Tex tex={ILLINOIS_TEX.f1} display />
        <Tex tex={ILLINOIS_TEX.f2} display />
        <p className="muted">Eq. (4): the κ's make both curves continuous, with f₁(d_m) = α_min:</p>
        <Tex tex={ILLINOIS_TEX.kappas} display />
        <p className="muted">{BETA_REMOVED_EXPLANATION}</p>
      </section>
      <section>
        <h3>The stochastic matrix model</h3>
        <Tex tex={ILLINOIS_TEX.smm} display />
        <p>
          In words: xᵢ[k] is flow i's rate just before the k-th congestion event (Σxᵢ = C, eq. 6).
          The flows that lose a packet (Dᵢ = 1) give up the fraction β̂ = β_max of their rate; the
          rate freed is won back by all flows in proportion to γᵢ ∝ 1/Tᵢ² (15) before the next
          event. A[k] is column-stochastic; α(t) drops out.{' '}
          <span className="muted">Sec. 4.1-4.2, eqs. (12)-(18).</span>
        </p>
        <p>
          Assumption 2: M packets are dropped per event, M uniform on 1…⌈N/2⌉ (light), 1…N (medium)
          or 1…2N (heavy), each from flow i with probability xᵢ/C; so flow i backs off with
          probability
        </p>
        <Tex tex={ILLINOIS_TEX.q} display />
        <p>
          Few drops per flow: qᵢ ∝ xᵢ, unsynchronized back-offs; many: qᵢ ≈ 1, synchronized. With qᵢ
          ∝ xᵢ^λ, Theorem 4.3 gives
        </p>
        <Tex tex={ILLINOIS_TEX.fairness} display />
        <p>
          Remark 1: (27) is about averages at congestion events (what Figs. 2-7 plot, and the
          default here); whether it holds for time averages is left open: the lab computes both.
        </p>
      </section>
      <section>
        <h3>Lossy link</h3>
        <Tex tex={ILLINOIS_TEX.lossy} display />
        <p>
          Random losses before congestion keep dₐ ≈ 0: α = α_max, β = β_min. With W̄ ∝ √(α/(βp)),
          Illinois's window is up to √(α_max/(2β_min)) times Reno's: 6 for α_max = 9, β_min = ⅛.{' '}
          <span className="muted">Sec. 5, eq. (31); Sec. 6.3.</span>
        </p>
      </section>
      <section>
        <h3>Try this</h3>
        <TryThisLinks schema={ILLINOIS_SCHEMA} links={ILLINOIS_PRESETS} load={load} />
      </section>
    </aside>
  );
}
