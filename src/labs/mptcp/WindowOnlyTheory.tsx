import { Tex } from '../kit/Tex';
import { ALGORITHM_EXPLANATIONS } from './explain';

// OLIA's per-ACK rule (Khalili et al.; the packet engine's cc/olia.ts states the same)
const OLIA_INCREASE = String.raw`w_r \mathrel{+}= \frac{w_r/\tau_r^2}{\bigl(\sum_p w_p/\tau_p\bigr)^2} + \frac{\alpha_r}{w_r}`;
const OLIA_ALPHA = String.raw`\alpha_r = \begin{cases} \frac{1}{n\,|B\setminus M|} & r \in B\setminus M \\ -\frac{1}{n\,|M|} & r \in M,\ B\setminus M \neq \emptyset \\ 0 & \text{otherwise} \end{cases}`;

/**
 * The theory column for an algorithm with no fluid model in this lab (OLIA): its window rules, in
 * place of the fluid model's equations, equilibrium and Table I.
 */
export function WindowOnlyTheory() {
  return (
    <aside className="theory mptcp-theory" data-testid="theory">
      <h2>OLIA</h2>
      <p>{ALGORITHM_EXPLANATIONS.olia}</p>
      <h3>Per ACK on route r (congestion avoidance)</h3>
      <Tex tex={OLIA_INCREASE} display />
      <Tex tex={OLIA_ALPHA} display />
      <p>
        n: the source’s subflows; M: the routes with the largest window; B: the presumably best
        routes, the largest ℓ<sub>r</sub>/τ<sub>r</sub>², ℓ<sub>r</sub> the packets acknowledged
        between the last two losses (or since the last one, if more). The first term is LIA’s
        coupled increase without its cap; α<sub>r</sub> moves window from the largest routes to the
        best ones that are not the largest. Per loss: w<sub>r</sub> ← w<sub>r</sub>/2, as TCP.
      </p>
      <p className="muted">
        Alone on its source (n = 1) α = 0 and the increase is 1/w: TCP Reno, packet for packet.
        Khalili et al. designed OLIA to be Pareto-optimal where LIA is not; paper 002 does not treat
        it, so the tables show no paper value and no fluid equilibrium for it.
      </p>
    </aside>
  );
}
