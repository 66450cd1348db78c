import { typesetFixed, typesetSeconds, typesetSig } from '../../format/numbers';
import { hasFluidModel } from './labAlgorithms';
import type { FluidCounterpart } from './packet/companion';
import { ratioVerdict, RFC6356_SEEDS } from './packet/rfc6356';
import { fluidGapNote, oscillationNote, type FluidShares } from './packet/windowNotes';
import { convergenceCell, perSeedText, seedsSummary } from './packet/seedConvergence';
import { isTableIIISetting, PAPER_TABLE_IV } from './paper';
import type { MptcpScenario } from './scenario';
import type { PacketReportOutput } from './worker/packetProtocol';
import type { ReportOutput } from './worker/protocol';

interface Props {
  scenario: MptcpScenario;
  algLabel: string;
  report: PacketReportOutput | null;
  /** the fluid companion's report (its responsiveness) */
  fluid: ReportOutput | null;
  /** the fluid companion's equilibrium (null: none to compare with) */
  analysis: FluidShares | null;
  counterpart: FluidCounterpart | null;
}

const VERDICT = {
  above:
    'more than one TCP by more than this run’s 95 % interval: RFC 6356’s goal is not met in this run',
  within: 'one TCP’s share within this run’s 95 % interval: RFC 6356’s goal is met',
  below: 'less than one TCP, beyond this run’s 95 % interval: friendlier than the goal asks',
} as const;

/**
 * What the window level measures beside the fluid model and the paper: Table IV's convergence
 * time (over seeds) and single-path throughput (net=responsiveness), and on Fig. 1 the MP-TCP source against
 * one TCP (RFC 6356's goal) with the lab's own study over seeds.
 */
export function WindowMeasures({
  scenario: s,
  algLabel,
  report,
  fluid,
  analysis,
  counterpart,
}: Props) {
  const r = report?.report;
  const paper = hasFluidModel(s.alg) ? PAPER_TABLE_IV[s.alg] : undefined;
  const resp = r?.responsiveness;
  const seeds = resp?.convergenceOverSeeds ?? null;
  const fr = fluid?.responsiveness;
  const ratio = r?.metrics.tcpRatio ?? null;
  const gapNote = r && analysis ? fluidGapNote(r, analysis) : null;
  const oscillation = r ? oscillationNote(r) : null;
  return (
    <section className="panel window-measures" data-testid="mptcp.window.measures">
      <h3>Window level against the fluid model</h3>
      {counterpart?.note && <p className="hint">{counterpart.note}</p>}
      {gapNote && (
        <p className="hint" data-testid="mptcp.window.gap">
          {gapNote}
        </p>
      )}
      {isTableIIISetting(s) && s.queue === 'red' && (
        <p className="hint" data-testid="mptcp.window.buffers">
          Table III’s setting with RED over 400 ms (buffer=400ms), measured over seeds 1-6: every
          algorithm lands within 10 % of the fluid equilibrium on average (Coupled, the farthest,
          about 8 % above it), in the fluid model’s order.
        </p>
      )}
      {s.net === 'responsiveness' && (
        <div className="table-scroll">
          <table className="num-table" data-testid="mptcp.window.table4">
            <caption>Table IV: {algLabel}, the single-path flow on [40 s, 80 s)</caption>
            <thead>
              <tr>
                <th />
                <th className="num window">window level</th>
                <th className="num">fluid</th>
                <th className="num paper">paper (ns-2)</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>convergence time after 80 s (s)</td>
                <td
                  className="num window"
                  data-testid="mptcp.window.convergence"
                  title={seeds ? perSeedText(seeds) : undefined}
                >
                  {!r
                    ? '…'
                    : seeds
                      ? convergenceCell(seeds)
                      : typesetSeconds(resp?.convergenceTime)}
                </td>
                <td className="num">{fluid ? typesetSeconds(fr?.convergenceTime) : '…'}</td>
                <td className="num paper">{paper ? typesetFixed(paper.convergence, 1) : '—'}</td>
              </tr>
              <tr>
                <td>single-path throughput, 40-80 s (Mbit/s)</td>
                <td className="num window">{r ? typesetFixed(resp?.spAverage, 2) : '…'}</td>
                <td className="num">{fluid ? typesetFixed(fr?.spAverage, 2) : '…'}</td>
                <td className="num paper">{paper ? typesetFixed(paper.sp, 2) : '—'}</td>
              </tr>
            </tbody>
          </table>
          {seeds && (
            <p className="hint" data-testid="mptcp.window.seeds">
              {seedsSummary(seeds)} The single-path throughput is seed {seeds.seeds[0]}’s run, the
              one drawn above.
            </p>
          )}
          <p className="hint">
            Convergence time (footnote 2, as the fluid lab computes it): from 80 s until route 2’s
            throughput stays within 10 % of its average over the last 10 s; at window level on its
            throughput per 1 s bin (payload acknowledged per second, on the wire), so one run’s time
            is a whole number of seconds, and another seed moves it by seconds: the window level
            runs the experiment once per seed and gives the mean, the range and how many seeds; the
            fluid one on its trajectory sampled every {fr ? typesetSig(fr.resolution, 2) : '…'} s.
            The paper’s ns-2 values are its own runs.
          </p>
        </div>
      )}
      {s.net === 'friendliness' && (
        <div data-testid="mptcp.window.rfc6356">
          <p>
            <strong>Against one TCP (RFC 6356’s goal):</strong>{' '}
            {ratio ? (
              <>
                {algLabel} takes <strong>{typesetFixed(ratio.ratio, 3)}×</strong> the TCP flow’s
                throughput (95 % interval {typesetFixed(ratio.lo, 3)}–{typesetFixed(ratio.hi, 3)}{' '}
                from {ratio.batches} batches of this run): {VERDICT[ratioVerdict(ratio)]}.
              </>
            ) : (
              'measured when the run ends (at least 20 s after the warm-up).'
            )}
          </p>
          <p className="hint">
            Over seeds 1-6 (t = 230 s, warm-up 50 s, this network’s defaults), LIA (Max) took{' '}
            {typesetFixed(RFC6356_SEEDS.lia.min, 2)}–{typesetFixed(RFC6356_SEEDS.lia.max, 2)}× one
            TCP (mean {typesetFixed(RFC6356_SEEDS.lia.mean, 3)}) and Coupled{' '}
            {typesetFixed(RFC6356_SEEDS.coupled.min, 2)}–
            {typesetFixed(RFC6356_SEEDS.coupled.max, 2)}× (mean{' '}
            {typesetFixed(RFC6356_SEEDS.coupled.mean, 3)}), while two TCP flows on the same link
            differ by a standard deviation of {typesetFixed(RFC6356_SEEDS.tcpSd, 2)}. Coupled meets
            the goal; LIA exceeds one TCP by about 5 % on average.
          </p>
        </div>
      )}
      <p className="hint" data-testid="mptcp.window.oscillation">
        Window oscillation: the fluid Dₛ of eq. (11) is the expected relative drop of a source’s
        throughput per loss; the window level measures that drop at every reduction (per-source
        table above).{oscillation && ` ${oscillation}`}
      </p>
    </section>
  );
}
