import { Tex } from '../kit/Tex';
import { TEX } from '../../engines/aimd/theory';
import { TryThisLinks } from '../kit/TryThisLinks';
import { ccLines } from './ccSummary';
import { conventionsInForce } from './conventions';
import { DUMBBELL_PRESETS } from './presets';
import type { DumbbellScenario } from '../families/packet/scenario';
import { DUMBBELL_SPEC_SCHEMA } from './sweep/definition';
import type { DumbbellSpec } from './sweep/spec';
import type { DumbbellTheory } from './theory';

const f4 = (x: number) => x.toFixed(4);

const SIGNAL_TEX = String.raw`\bar z(w) = \frac{\sum_n \sum_{i=1}^N \mathbf 1\{z_i(n) = 1,\ w_i(n) = w\}}{\sum_n \sum_{i=1}^N \mathbf 1\{w_i(n) = w\}}`;
const SYNC_TEX = String.raw`M_n = \#\{\, i : \text{flow } i \text{ loses a packet in congestion event } n \,\}`;

interface Props {
  scenario: DumbbellScenario;
  theory: DumbbellTheory;
  /** ns-2 2.35's utilization on this setup (null: not measured) */
  ns2: number | null;
  load: (s: DumbbellSpec) => void;
}

/** What runs, the formulas of paper 000 Sec. V with whether they apply here, and what to try. */
export function TheoryPanel({ scenario, theory, ns2, load }: Props) {
  const t1 = theory.theorem1;
  const sync = theory.synchronized;
  const beta = theory.beta;
  return (
    <aside className="theory" data-testid="theory">
      <section>
        <h3>TCP over a real queue</h3>
        <p>
          N TCP flows share one bottleneck, packet by packet: a discrete-event simulator that
          follows ns-2 2.35, the simulator of the papers&apos; figures. Paper 000 Sec. V asks
          whether Theorem 1, proved for AIMD rates with one flow signalled per congestion event,
          holds for real TCP over DropTail, RED and a threshold-dropper.
        </p>
        <p className="muted">Conventions in force (ns-2 2.35&apos;s defaults unless marked):</p>
        <ul className="tight" data-testid="theory.conventions">
          {conventionsInForce(scenario).map((c) => (
            <li key={c.text}>
              {c.text}
              {!c.ns2 && <strong> (not ns-2&apos;s default)</strong>}
            </li>
          ))}
        </ul>
      </section>
      <section data-testid="theory.cc">
        <h3>Congestion control of the flows</h3>
        <ul className="tight">
          {ccLines(scenario).map((c) => (
            <li key={c.name}>
              <strong>
                {c.flows.charAt(0).toUpperCase() + c.flows.slice(1)}: {c.title}
              </strong>{' '}
              {c.source && `(${c.source})`}: {c.sentence}
              {c.params && <span className="muted"> Here: {c.params}.</span>}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Theorem 1 — utilization of N flows</h3>
        <Tex tex={TEX.theorem1} display />
        <p>
          N identical AIMD flows, exactly one signalled at each congestion event (assumption ONE),
          the buffer ignored. <span className="muted">Paper 000, Theorem 1, eq. (5); Sec. V.</span>
        </p>
        {t1.applies ? (
          <p className="applies" data-testid="theory.applies">
            Here: <strong>E[X]/c = {f4(t1.value)}</strong> (N = {scenario.n}, β = {beta}). {t1.note}
            . Under the utilization chart: how many flows this run&apos;s congestion events cut
            (mean M) and its utilization against this value.
          </p>
        ) : (
          <p className="not-applies" data-testid="theory.not-applies">
            Does not apply here: {t1.reason}.
          </p>
        )}
      </section>
      <section>
        <h3>Synchronized windows — eq. (6)</h3>
        <Tex tex={TEX.synchronized} display />
        <p>
          When every flow halves at every congestion event, the sum of the windows saws like one
          window: N flows do no better than one.{' '}
          <span className="muted">Paper 000, eq. (6); Figs. 8-9.</span>
        </p>
        {sync.applies ? (
          <p className="applies">
            Here: <strong>{f4(sync.value)}</strong>.
          </p>
        ) : (
          <p className="not-applies">Does not apply here: {sync.reason}.</p>
        )}
      </section>
      <section>
        <h3>ns-2 2.35 on the same setup</h3>
        {ns2 !== null ? (
          <p data-testid="theory.ns2">
            ns-2 2.35 measured <strong>{f4(ns2)}</strong> on this setup, with paper 000&apos;s
            scripts: the dashed orange line of the utilization chart.
          </p>
        ) : (
          <p className="muted" data-testid="theory.ns2">
            Not measured for this setup. ns-2 2.35 values exist for paper 000&apos;s dumbbell (10
            Mbit/s, 120 ms; DropTail with 5, 20 or 100 packets, RED with 20 or 100; 600 s, 300 s
            warm-up; N = 1, 2, 3, 4, 6, 8, 10) and paper 001&apos;s (45 Mbit/s, 100 ms, DropTail 50
            or 562; 300 s, 50 s warm-up; N = 1, 2, 4, 8, 16, 32, 50), with the other parameters at
            their defaults.
          </p>
        )}
      </section>
      <section>
        <h3>Synchronization — M per congestion event</h3>
        <Tex tex={SYNC_TEX} display />
        <p>
          Drops closer than syncgap × RTT form one congestion event. M = 1 at every event is
          assumption ONE; M = N is full synchronization.{' '}
          <span className="muted">Paper 000, Sec. V-E, Fig. 17.</span>
        </p>
      </section>
      <section>
        <h3>Which loss policy does the queue implement?</h3>
        <Tex tex={SIGNAL_TEX} display />
        <p>
          Time is cut in bins of bin × RTT; z<sub>i</sub>(n) = 1 when flow i lost a packet in bin n,
          w<sub>i</sub>(n) is its window at the bin&apos;s start. A rising z̄(w) means larger windows
          are signalled more often, as rate-proportional losses would be.{' '}
          <span className="muted">Paper 000, Sec. V-D1, Figs. 13-14.</span>
        </p>
      </section>
      <section>
        <h3>Try this</h3>
        <TryThisLinks schema={DUMBBELL_SPEC_SCHEMA} links={DUMBBELL_PRESETS} load={load} />
      </section>
    </aside>
  );
}
