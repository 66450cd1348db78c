import { Tex } from '../kit/Tex';
import { TEX } from '../../engines/aimd/theory';
import type { SweepSpec } from '../families/aimd/sweep/spec';
import { PresetLinks } from '../families/aimd/sweepUi/PresetLinks';
import { SOCKETS_PRESETS } from './presets';

/** Why more sockets help (and when they do not): the three curves on the chart, and presets. */
export function SocketsTheory({ load }: { load: (s: SweepSpec) => void }) {
  return (
    <aside className="theory" data-testid="theory">
      <section>
        <h3>Theorem 1 — one flow cut per event</h3>
        <Tex tex={TEX.theorem1} display />
        <p>
          N identical AIMD flows share a link; at each congestion event exactly one flow is cut
          (rate-proportional, largest-rate, rate-independent, beatdown). Theorem 1 gives the mean of
          the aggregate for every N: for β = ½, 1 − 1/(1 + 3N) — 75 % with one flow, 90 % with
          three, 95 % with seven; the chart puts the simulated points beside it.{' '}
          <span className="muted">Paper 000, Theorem 1, eq. (5).</span>
        </p>
      </section>
      <section>
        <h3>Synchronized flows — eq. (6)</h3>
        <Tex tex={TEX.synchronized} display />
        <p>
          If every flow is cut at every event (window synchronization), N flows behave as one: no
          gain from parallel sockets. <span className="muted">Paper 000, eq. (6).</span>
        </p>
      </section>
      <section>
        <h3>MulTCP — one flow emulating N</h3>
        <Tex tex={TEX.multcp} display />
        <p>
          MulTCP(N) increases N times faster and decreases by 1 − (1 − β)/N; by eq. (6) it reaches
          this curve, within 2.5 % of N separate flows.{' '}
          <span className="muted">Paper 000, Sec. II-B.4.</span>
        </p>
      </section>
      <section>
        <h3>Independent losses</h3>
        <p>
          The independent policy cuts each flow with probability p, so an event can cut several
          flows: neither Theorem 1 nor eq. (6) applies, and no theory is drawn for it.
        </p>
      </section>
      <section>
        <h3>Try this</h3>
        <PresetLinks lab="sockets" presets={SOCKETS_PRESETS} load={load} />
      </section>
    </aside>
  );
}
