import { Tex } from '../kit/Tex';
import { BETA_REMOVED_EXPLANATION } from '../../engines/models/illinois';
import { TryThisLinks } from '../kit/TryThisLinks';
import { ILLINOIS_PRESETS } from './presets';
import { ILLINOIS_SCHEMA, type IllinoisScenario } from './scenario';
import { ILLINOIS_TEX } from './tex';
import { FIG8_TRACES } from './packet/friendlyMechanism';
import { FIG10_TRACES, FIG15_LONE_NOISY } from './packet/mechanismTraces';

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
          Sec. 5 assumes the random losses come before any queue builds, so that dₐ ≈ 0: α = α_max,
          β = β_min. With W̄ ∝ √(α/(βp)), Illinois's window is up to √(α_max/(2β_min)) times Reno's:
          6 for α_max = 9, β_min = ⅛. <span className="muted">Sec. 5, eq. (31); Sec. 6.3.</span>
        </p>
      </section>
      <section>
        <h3>The packet experiments (Sec. 6)</h3>
        <p>
          The paper's ns-2 comparisons on this app's packet engine (ns-2's conventions, SACK
          recovery), each algorithm in its own runs; each view links to the same runs in the
          Dumbbell lab, where the window, dₐ, α and β are drawn live.
        </p>
        <p>
          <b>Fig. 10, buffer size.</b> One Reno flow is a sawtooth between half and all of BDP + B;
          its average (dashed) is the fluid model
        </p>
        <Tex tex={ILLINOIS_TEX.sawtooth} display />
        <Tex tex={ILLINOIS_TEX.sawtoothRange} display />
        <p>
          Both algorithms peak where the buffer overflows, and there Illinois is cut by half, as
          Reno is (dₐ is high at the overflow). What differs is the climb. On{' '}
          <a href={`?${FIG10_TRACES.illinois}`}>the B = 30 link</a> the queue is empty about 1 % of
          the time, so α stays below 0.2 three quarters of the time and never reaches 3 (α_max =
          10): Illinois creeps near its peak, within 10 % of it 57 % of the time against{' '}
          <a href={`?${FIG10_TRACES.reno}`}>Reno's</a> 23 %, and its W̄ is 0.89 of the peak against
          Reno's 0.76.
        </p>
        <p>
          <b>Fig. 8, long-fat link.</b> With B far below the BDP a loss leaves the pipe part empty:{' '}
          <a href={`?${FIG8_TRACES}`}>Illinois's window</a> falls to 652 packets, half of BDP + B,
          below the BDP of 1202. Illinois refills it faster than Reno, though not at α_max: d₁ =
          0.01 d_m is 83 µs there, one packet's transmission time, and the few packets queued behind
          each window's burst keep dₐ near 0.4 ms, so α averages about 3.5 packets per RTT in the 10
          s after a loss (at most 8.7). It creeps as the queue builds: the concave curve, and a
          fuller link.
        </p>
        <p>
          <b>Figs. 11-13, four users.</b> Equal RTTs share evenly. With unequal RTTs the fit x̄ ∝
          1/T^(1+μ) of (27) gives μ per algorithm; on DropTail one flow can lock the others out,
          seldom dropped while they are (phase effects: the view shows its share of the drops), and
          RED removes that. <b>Fig. 11, against Reno:</b> the share each algorithm takes from one
          Reno flow: the smaller, the friendlier.
        </p>
        <p>
          <b>Fig. 14, lossy link</b> (the lossy view with the packet engine): the measured ratio is
          near (31) at small p_d and falls towards 1 as p_d grows; the view gives the timeouts of
          both algorithms beside that fall, and the runs whose d_m never grew.
        </p>
        <p>
          <b>Fig. 15, noisy RTT.</b> Vegas keeps diff = W·dₐ/(T_p + dₐ) = γ packets queued, at the
          equilibrium (32); noise n of mean σ in the RTT looks like queueing (33):
        </p>
        <Tex tex={ILLINOIS_TEX.vegas} display />
        <Tex tex={ILLINOIS_TEX.vegasNoise} display />
        <p className="muted">
          So Vegas holds its window while σ ≤ d_a* (= Nγ/C for N equal users) and shrinks it beyond.
          Illinois uses the delay only for the pace (α, β), never for the direction, so two noisy
          users still nearly fill the link. A lone noisy user loses share, with Illinois as with
          Reno, but not by its pace: on{' '}
          <a href={`?${FIG15_LONE_NOISY.illinois}`}>the σ = 20 ms link</a> its α and β hardly differ
          from its clean neighbour's (α 0.18 against 0.20, β at its cuts 0.49 against 0.50 on
          average), while it takes four fifths of the drops (
          <a href={`?${FIG15_LONE_NOISY.reno}`}>Reno's</a>: three quarters).
        </p>
      </section>
      <section>
        <h3>Try this</h3>
        <TryThisLinks schema={ILLINOIS_SCHEMA} links={ILLINOIS_PRESETS} load={load} />
      </section>
    </aside>
  );
}
