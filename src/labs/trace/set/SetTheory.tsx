import { TEX } from '../../../engines/aimd/theory';
import type { TraceSetReport } from '../../../trace/set';
import { Tex } from '../../kit/Tex';

/** What the set's chart holds the traces against: Theorem 1, how it is pinned, and its beta. */
export function SetTheory({ report }: { report: TraceSetReport }) {
  const a = report.anchor;
  return (
    <aside className="theory trace-fit" data-testid="trace.set.theory">
      <section>
        <h3>Theorem 1 against the traces</h3>
        <p>
          Paper 000: N AIMD connections sharing a link of capacity c, one of them cut at each
          congestion event, use on average
        </p>
        <Tex tex={TEX.theorem1} display />
        <p>
          of it. The paper measured N = 1 to 50 parallel iperf connections on PlanetLab paths (Sec.
          V-E, Fig. 15) and pinned the theorem to the measurement at N = 50; here it is pinned to
          the mean aggregate of the traces at the largest N
          {a ? ` (N = ${a.n}: ${a.aggregateMbps.toFixed(2)} Mbit/s)` : ''}.
        </p>
        <p>
          β = {report.beta.value.toFixed(3)}: {report.beta.why}.
        </p>
        <p className="muted">
          The theorem has no buffer. A buffer that keeps the link busy through each cut fills it
          with one connection already, and the aggregate stays flat in N: the paper&rsquo;s
          fortiche-titeuf path &ldquo;suggests buffer saturation&rdquo;. The table&rsquo;s
          connections hit per congestion event is 1 under the theorem&rsquo;s assumption.
        </p>
      </section>
    </aside>
  );
}
