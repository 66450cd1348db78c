import type { MultcpScenario } from '../scenario';
import type { MultcpPointResult } from '../sweep/results';
import { estimateText, percentText } from './charts';
import { axisValues } from '../../../sweep/axis';
import { dumbbellLink } from './links';
import { lastPoints } from './readouts';
import { seriesOf } from './views';
import { sig } from '../../../format/numbers';
import { fig4Explanation, fig5Explanation, rwndExplanation, utilExplanation } from './notesText';

interface Props {
  spec: MultcpScenario;
  results: readonly MultcpPointResult[];
}

/** What a view's closed form is called beside a series' point. */
function theoryName(view: string, series: string): string {
  if (view === 'fig4') return series.startsWith('multcp') ? 'Annex B' : 'ideal';
  if (view === 'util') return series === 'multcp' ? '1 − 1/(4N)' : 'Theorem 1';
  return 'min(B_R/R, T_loss)';
}

function Readout({ spec, results, what }: Props & { what: string }) {
  const last = lastPoints(results, seriesOf(spec) ?? [], spec.view);
  const decimals = spec.view === 'util' ? 3 : undefined;
  if (last.length === 0) return <p className="caption muted">The first points are running…</p>;
  return (
    <div className="caption readout" data-testid="multcp.packet.readout">
      {last.map((r) => (
        <span key={r.series}>
          {spec.view === 'rwnd' && r.series === 'multcp'
            ? `MulTCP(${sig(spec.rn, 3)}), simulated`
            : r.label}
          ,{' '}
          {spec.view === 'rwnd'
            ? `B_R = ${sig((r.x * spec.pkt) / 1000, 3)} kB`
            : `N = ${sig(r.x, 3)}`}
          : {what}{' '}
          <span className="value">
            {spec.view === 'fig5' ? percentText(r.value) : estimateText(r.value, 3, decimals)}
          </span>
          {r.theory !== null && (
            <span className="muted">
              {' '}
              ({theoryName(spec.view, r.series)} {sig(r.theory, 4)})
            </span>
          )}
        </span>
      ))}
    </div>
  );
}

export function Fig4Notes({ spec, results }: Props) {
  // the Dumbbell links run the sweep's largest N
  const top = spec.sweep ? Math.max(...axisValues(spec.sweep)) : 10;
  const e = fig4Explanation(results);
  return (
    <>
      <Readout spec={spec} results={results} what="gain" />
      <section className="panel multcp-why" data-testid="multcp.fig4.why">
        <h3>{e.heading}</h3>
        <p>
          MulTCP(N) has N times a TCP’s window in one connection, so a burst of RED drops, or the
          20-packet queue overflowing, can take several packets of that one window. Tahoe and Reno
          repair one loss per window (NewReno one per RTT); with more, the sender waits for its
          retransmission timer, and a timeout stalls all N “virtual connections” at once: slow start
          from one packet. N separate TCPs (dashed) share such a burst among N windows, and when one
          of them times out the N − 1 others go on sending. SACK repairs several losses per window
          without waiting for the timer. The paper (Sec. 4.1 and 4.3) found the gain near 2.5 for
          Tahoe, Reno and NewReno and up to about 10 for SACK; its network is not given, and the
          plateaus here belong to ours.
        </p>
        {e.numbers && (
          <p className="muted" data-testid="multcp.fig4.timeouts">
            {e.numbers} {e.why.join(' ')}
          </p>
        )}
        <p>
          Watch them in the cwnd traces: the Fig. 3 network in the Dumbbell lab, flow 1 the MulTCP,{' '}
          <a href={dumbbellLink(spec, 'reno', top)} data-testid="multcp.fig4.dumbbell.reno">
            over Reno
          </a>{' '}
          or{' '}
          <a href={dumbbellLink(spec, 'sack', top)} data-testid="multcp.fig4.dumbbell.sack">
            over SACK
          </a>
          , N = {sig(top, 3)}.
        </p>
      </section>
    </>
  );
}

export function Fig5Notes({ spec, results }: Props) {
  return (
    <>
      <Readout spec={spec} results={results} what="spread" />
      <section className="panel multcp-why" data-testid="multcp.fig5.why">
        <h3>Two measures of the spread</h3>
        <p>
          The paper multiplies each throughput by its RTT, since a TCP’s throughput goes as 1/RTT,
          and gives the standard deviation over the mean (5–10 % for small N, growing with N).{' '}
          {fig5Explanation(spec, results).join(' ')}
        </p>
      </section>
    </>
  );
}

export function UtilNotes({ spec, results }: Props) {
  return (
    <>
      <Readout spec={spec} results={results} what="utilization" />
      <section className="panel multcp-why" data-testid="multcp.util.why">
        <h3>One flow or N flows</h3>
        <p>
          MulTCP(N) alone is one flow: every overflow of the buffer cuts it, and only it, by a
          fraction (1 − β)/N. That is paper 000’s one-flow AIMD with increase Nη and decrease 1 − (1
          − β)/N: utilization 1 − (1 − β)/(2N), a little above Theorem 1’s N flows with one cut per
          congestion event. {utilExplanation(spec, results).join(' ')}
        </p>
      </section>
    </>
  );
}

export function RwndNotes({ spec, results }: Props) {
  const [below, ...plateau] = rwndExplanation(spec, results);
  return (
    <>
      <Readout spec={spec} results={results} what="kB/s" />
      <section className="panel multcp-why" data-testid="multcp.rwnd.why">
        <h3>The buffer’s line and the losses’ plateau</h3>
        <p>
          {below ?? 'Well below the knee the receive window is the window: T = B_R/R.'} Far above it
          the random losses (p = {spec.p}) cut the window before it reaches B_R, and the throughput
          is Annex B’s loss-limited T. Between the two the corner of the min() is rounded: the
          window swings around its mean (from (N − ½)/N of its peak up to the peak, and more with
          random losses), so a buffer just above the mean still clips the peaks. {plateau.join(' ')}
        </p>
      </section>
    </>
  );
}
