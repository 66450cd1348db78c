import { Tex } from '../kit/Tex';
import { FAIRNESS_TEX } from '../../engines/models/fairness';
import { MULTCP_TEX } from '../../engines/models/multcp';
import { TryThisLinks } from '../kit/TryThisLinks';
import { PacketTheory } from './packet/PacketTheory';
import { isPacketView } from './packet/views';
import { MULTCP_PRESETS } from './presets';
import { MULTCP_SCHEMA, type MultcpScenario, type MultcpView } from './scenario';

const BUFFER_SHARES = String.raw`b_i = B\,\frac{k_i}{\sum_j k_j}`;

function GainTheory() {
  return (
    <>
      <section>
        <h3>MulTCP(N): one connection that behaves like N</h3>
        <Tex tex={MULTCP_TEX.rules} display />
        <p>
          N virtual TCPs each add one packet per RTT; a loss halves only one of them, W/(2N) of the
          window. <span className="muted">Paper 004, Sec. 4.1.</span>
        </p>
        <Tex tex={MULTCP_TEX.boostWindow} display />
        <p>
          Slow start: N TCPs from one packet each have N·2<sup>k</sup> after k RTTs; MulTCP sends
          three packets per ACK (3<sup>k</sup>) until it has caught up, then two. Starting from one
          packet avoids a burst of N.
        </p>
      </section>
      <section>
        <h3>Annex B: the gain</h3>
        <Tex tex={MULTCP_TEX.throughput} display />
        <Tex tex={MULTCP_TEX.gain} display />
        <p>
          A deterministic sawtooth between W(N − ½)/N and W with one loss per cycle. The paper's “≈
          N T₁ for 1 ≤ N ≤ 10” is loose: the gain runs above N, towards (2/√3)(N − ⅛), 15.5 % above.{' '}
          <span className="muted">Paper 004, eqs. (1)-(3).</span>
        </p>
      </section>
      <section>
        <h3>Paper 000: MulTCP as one AIMD flow</h3>
        <div className="tex-fit">
          <Tex tex={MULTCP_TEX.utilization} display />
        </div>
        <p>
          Increase Nη, decrease factor 1 − (1 − β)/N: one flow, so eq. (6) applies, against Theorem
          1 for N flows with one signalled per congestion event. MulTCP is above, by at most (1 −
          β)²/(8(1 + β)) at N = 2: 1/48 = 2.08 % for β = ½, “less than 1.025”.{' '}
          <span className="muted">Paper 000, Sec. II-B.4.</span>
        </p>
      </section>
    </>
  );
}

function FairnessTheory() {
  return (
    <section>
      <h3>Annex A: three notions of fairness</h3>
      <p>Weighted proportional fairness (proportional per unit charge):</p>
      <Tex tex={FAIRNESS_TEX.weightedDefinition} display />
      <p>
        is the solution of Kelly's problem, with shadow prices p<sub>l</sub> on the links:
      </p>
      <Tex tex={FAIRNESS_TEX.weightedProportional} display />
      <Tex tex={FAIRNESS_TEX.kkt} display />
      <p>On one link it is</p>
      <Tex tex={FAIRNESS_TEX.oneLink} display />
      <p>Max-min fairness:</p>
      <Tex tex={FAIRNESS_TEX.maxMin} display />
      <p className="muted">
        Paper 004, Annex A (≤ where the extracted text prints &lt;: with &lt; two equal flows on one
        link would not be max-min fair). Sec. 5, Fig. 6: a flow may use little of one bottleneck
        because of another, so rates at one link do not reveal N.
      </p>
    </section>
  );
}

function BufferTheory() {
  return (
    <section>
      <h3>Sec. 3: limiting the receive buffer</h3>
      <Tex tex={MULTCP_TEX.receiveBuffer} display />
      <p>
        At most one receive buffer of data is in flight per RTT. Up to the knee B_R* = R·T_loss the
        buffer sets the rate; beyond it the losses do (Annex B's T at p). On one shared bottleneck,
        buffers in proportion to the prices k_i give weighted proportional fairness:
      </p>
      <Tex tex={BUFFER_SHARES} display />
      <p className="muted">
        B: bottleneck rate × mean RTT. The buffers must be resized whenever a connection starts or
        stops, and only flows ending at one host can be served this way (paper 004, Sec. 3.1).
      </p>
    </section>
  );
}

/** The current view's formulas (KaTeX), the papers' sections, and the try-this links. */
export function MultcpTheory({
  view,
  load,
}: {
  view: MultcpView;
  load: (s: MultcpScenario) => void;
}) {
  const links = [...MULTCP_PRESETS].sort(
    (a, b) => Number(b.view === view) - Number(a.view === view),
  );
  return (
    <aside className="theory" data-testid="theory">
      {view === 'gain' && <GainTheory />}
      {view === 'fairness' && <FairnessTheory />}
      {view === 'rbuffer' && <BufferTheory />}
      {isPacketView(view) && <PacketTheory view={view} />}
      <section>
        <h3>Try this</h3>
        <TryThisLinks schema={MULTCP_SCHEMA} links={links} load={load} />
      </section>
    </aside>
  );
}
