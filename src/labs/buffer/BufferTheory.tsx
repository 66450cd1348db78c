import { Tex } from '../kit/Tex';
import { TEX } from '../../engines/aimd/theory';
import { PARALLEL_TCP_TEX } from '../../engines/models/parallelTcp';
import { TryThisLinks } from '../kit/TryThisLinks';
import { BUFFER_PRESETS } from './presets';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import type { BufferSpec } from './sweep/spec';

interface Props {
  load: (s: BufferSpec) => void;
  /** Theorem 1 against the simulation at the headline's point, from its run (theorem1Note) */
  theorem1: string;
}

/** What each curve is, with its equation, and the paper's setups as links. */
export function BufferTheory({ load, theorem1 }: Props) {
  return (
    <aside className="theory" data-testid="theory">
      <section>
        <h3>Chan et al. — the buffer in the cycle</h3>
        <Tex tex={PARALLEL_TCP_TEX.chan} display />
        <p>
          Slow start, then cycles of congestion avoidance (the pipe empties, refills, the queue
          builds: t<sub>e</sub>, t<sub>q</sub>, t<sub>Q</sub>) and fast recovery, each with the
          packets it sends; &lsquo;The model&rsquo;s phases&rsquo;, below the throughput chart,
          draws them round by round (Figs. 1-2).{' '}
          <span className="muted">Paper 001, eqs. (4)-(18).</span>
        </p>
        <Tex tex={PARALLEL_TCP_TEX.caTimes} display />
      </section>
      <section>
        <h3>Wu / El-Ocla</h3>
        <Tex tex={PARALLEL_TCP_TEX.wuS} display />
        <p>
          A sawtooth between (BT + Q)/2 and BT + Q, shared by N connections; the S term adds the
          three rounds of a fast retransmit (S = one segment). At Q = 0 it gives ¾ of B for any N.{' '}
          <span className="muted">Paper 001, eqs. (2)-(3).</span>
        </p>
        <p data-testid="theory.wuUnits">
          Sec. 2 says this model predicts 37 Mbit/s on average for B = 45 Mbit/s, T = 0.1 s, Q =
          BDP, N = 1 … 50 (and 83 for 100 Mbit/s, N = 1 … 100). In consistent units it gives all of
          B at Q = BT, for every N (45 and 100: the curve here). The paper's pair is what eq. (2)
          gives with the pipe and the buffer counted in units 8 apart, bits against bytes (BT/Q = 8
          or ⅛): (3B/4)·81/73 = 0.832 B, 37.45 and 83.22 Mbit/s for every N.
        </p>
      </section>
      <section>
        <h3>Hacker et al. — a bound</h3>
        <Tex tex={PARALLEL_TCP_TEX.hacker} display />
        <p>
          N connections each at 1/√p: with the loss rate p given, N connections get N times one,
          more than the link once N is large enough; the model does not say how p changes with N.{' '}
          <span className="muted">Paper 001, eq. (1).</span>
        </p>
      </section>
      <section>
        <h3>Theorem 1 — no buffer</h3>
        <Tex tex={TEX.theorem1} display />
        <p>Paper 000&apos;s AIMD model, which leaves the buffer out.</p>
        <p data-testid="theory.theorem1">{theorem1}</p>
      </section>
      <section>
        <h3>Conventions</h3>
        <p className="muted">
          The models count 1000-byte packets (header = 0, the convention under which the reference
          model values are reproduced); the simulation has ns-2 2.35's 1040-byte packets on the
          wire, a DropTail buffer of Q packets (counting the one in transmission), TCP-SACK, and
          measures after the warm-up.
        </p>
      </section>
      <section>
        <h3>Try this</h3>
        <TryThisLinks schema={BUFFER_SPEC_SCHEMA} links={BUFFER_PRESETS} load={load} />
      </section>
    </aside>
  );
}
