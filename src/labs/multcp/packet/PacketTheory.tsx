import { Tex } from '../../kit/Tex';
import { FAIRNESS_TEX } from '../../../engines/models/fairness';
import { MULTCP_TEX } from '../../../engines/models/multcp';
import type { PacketView } from './views';

const LAW = String.raw`x_r = \frac{\mathrm{gain}(N_r)}{\sqrt{\sum_{l \in r} p_l}},\quad \sum_{r \ni l} x_r \le c_l,\quad p_l \ge 0`;
const SPREAD = String.raw`\frac{\operatorname{std}(R_i T_i)}{\operatorname{mean}(R_i T_i)}`;
const RWND = String.raw`T = \min\Bigl(\frac{B_R}{R},\ T(N)\Bigr)`;

/** The packet views' formulas and what the experiment measures (beside the "try this" links). */
export function PacketTheory({ view }: { view: PacketView }) {
  return (
    <section data-testid="multcp.packet.theory">
      {view === 'fig4' && (
        <>
          <h3>Fig. 4: one MulTCP(N) and one TCP among 20</h3>
          <Tex tex={MULTCP_TEX.rules} display />
          <Tex tex={MULTCP_TEX.gain} display />
          <p>
            The gain is the MulTCP’s acknowledged data over the reference TCP’s, on the same RTT,
            per run; the points are means over the runs with 95 % intervals (Student’s t). Annex B
            holds while every loss is repaired in one round trip; the timeouts that bursts of losses
            cause in one connection are outside it.{' '}
            <span className="muted">Paper 004, Sec. 4.3, Fig. 4.</span>
          </p>
        </>
      )}
      {view === 'fig5' && (
        <>
          <h3>Fig. 5: 22 MulTCP(N)s</h3>
          <Tex tex={SPREAD} display />
          <p>
            R<sub>i</sub>T<sub>i</sub> would be the same for every sender if T went as 1/R: its
            spread is the unfairness among equal MulTCPs.{' '}
            <span className="muted">Paper 004, Sec. 4.3, Fig. 5.</span>
          </p>
        </>
      )}
      {view === 'util' && (
        <>
          <h3>Paper 000: MulTCP as one AIMD flow</h3>
          <div className="tex-fit">
            <Tex tex={MULTCP_TEX.utilization} display />
          </div>
          <p>
            The utilization of the bottleneck as the engine counts it (bytes sent after the warm-up
            over capacity × time), β = ½ for Reno’s halving.{' '}
            <span className="muted">
              Paper 000, Sec. II-B.4 and Theorem 1; eq. (6) for synchronized flows.
            </span>
          </p>
        </>
      )}
      {view === 'wpf' && (
        <>
          <h3>Annex A at packet level</h3>
          <Tex tex={FAIRNESS_TEX.weightedProportional} display />
          <p>and what MulTCP’s loss response gives (Annex B, one RTT for every flow):</p>
          <Tex tex={LAW} display />
          <p className="muted">
            The prices p<sub>l</sub> play the links’ loss rates. With one link both give rates in
            proportion to N (to gain(N)); with routes over several busy links they part.
          </p>
        </>
      )}
      {view === 'rwnd' && (
        <>
          <h3>Fig. 2: the receive buffer</h3>
          <Tex tex={RWND} display />
          <Tex tex={MULTCP_TEX.throughput} display />
          <p className="muted">
            Paper 004, Sec. 3 and Annex B: the window is at most B_R; below that, Annex B’s
            loss-limited sawtooth.
          </p>
        </>
      )}
    </section>
  );
}
