import type { MultcpScenario } from '../scenario';
import type { MultcpPointResult } from '../sweep/results';
import { estimateText, percentText } from './charts';
import { axisValues } from '../../../sweep/axis';
import { dumbbellLink } from './links';
import { lastPoints } from './readouts';
import { seriesOf } from './views';
import { sig } from '../../../format/numbers';

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
  const largest = Math.max(1, ...results.map((r) => r.coords[0]));
  const to = (series: string) =>
    results.find((r) => r.series === series && r.coords[0] === largest);
  const reno = to('multcp-reno');
  // the Dumbbell links run the sweep's largest N
  const top = spec.sweep ? Math.max(...axisValues(spec.sweep)) : 10;
  return (
    <>
      <Readout spec={spec} results={results} what="gain" />
      <section className="panel multcp-why" data-testid="multcp.fig4.why">
        <h3>Why the gain stops growing: one control loop instead of N</h3>
        <p>
          MulTCP(N) has N times a TCP’s window in one connection. A burst of RED drops, or the
          20-packet queue overflowing, then takes several packets of that one window. Tahoe and Reno
          repair one loss per window (NewReno one per RTT); with more, the sender waits for its
          retransmission timer, and a timeout stalls all N “virtual connections” at once: slow start
          from one packet. N separate TCPs (dashed) share such a burst among N windows, and when one
          of them times out the N − 1 others go on sending. SACK repairs several losses per window
          without a timeout, so its gain follows N further, until the losses per window outgrow it
          too (paper 004, Sec. 4.1 and 4.3: near 2.5 for Tahoe, Reno and NewReno, up to about 10 for
          SACK; the paper’s network is not given, and the plateaus here belong to ours).
        </p>
        {reno && reno.timeouts !== null && (
          <p className="muted" data-testid="multcp.fig4.timeouts">
            At N = {sig(largest, 3)}, per run of {spec.t} s: MulTCP over Reno{' '}
            {sig(reno.timeouts, 3)} timeouts, the reference TCP {sig(reno.refTimeouts, 3)}; MulTCP
            over SACK {sig(to('multcp-sack')?.timeouts, 3)}.
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
          and gives the standard deviation over the mean (5–10 % for small N, growing with N).
          Timeouts last at least 200 ms, longer than every RTT here, and weigh more on the short
          ones: part of the spread at N = 1 is this bias, not unfairness. The dashed lines compare
          only senders with the same RTT (the pairs of Fig. 3 as built here): unfairness alone. Both
          grow with N: more aggressive flows lose packets in bursts, and their windows wander
          further from their means (the paper’s explanation).
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
          congestion event. N TCPs with one RTT on a DropTail queue are cut together (synchronized),
          nearer eq. (6)’s (1 + β)/2 than Theorem 1. Over Reno, MulTCP loses about N packets of its
          window at each overflow (its window grows by N per RTT): Reno times out and the link
          idles, the cause of Fig. 4’s saturation seen alone.
        </p>
      </section>
    </>
  );
}

export function RwndNotes({ spec, results }: Props) {
  return (
    <>
      <Readout spec={spec} results={results} what="kB/s" />
      <section className="panel multcp-why" data-testid="multcp.rwnd.why">
        <h3>The buffer’s line and the losses’ plateau</h3>
        <p>
          Well below the knee the receive window is the window: T = B_R/R (a little less where a
          window of a few packets cannot raise three duplicate ACKs and a loss ends in a timeout).
          Far above it the random losses (p = {spec.p}) cut the window before it reaches B_R, and
          the throughput is Annex B’s loss-limited T. Between the two the corner of the min() is
          rounded: the window swings around its mean (from (N − ½)/N of its peak up to the peak, and
          more with random losses), so a buffer just above the mean still clips the peaks. Annex B
          assumes a deterministic sawtooth; with random losses, fast recovery and the odd timeout
          the plateau is within a few per cent of it at p ≤ 0.2 % and drifts below as p grows, more
          for larger N.
        </p>
      </section>
    </>
  );
}
