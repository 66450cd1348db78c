import { formatNumber } from '../../../format/numbers';
import { bdpPackets } from '../experiments/job';
import { packetView, runLength, VIEW_DEFAULTS } from '../experiments/views';
import type { IllinoisScenario } from '../scenario';

/** What every point of the packet view simulates, in one line, with the conventions in force. */
export function RunNote({ s }: { s: IllinoisScenario }) {
  const v = packetView(s);
  const run = runLength(s);
  if (v === null || run === null) return null;
  const d = VIEW_DEFAULTS[v];
  const cap = s.cap ?? d.cap;
  const tp = s.tp ?? d.tp;
  const buffer = v === 'buffers' ? `B = ${s.buffers.join(', ')}` : `B = ${s.buffer ?? d.buffer}`;
  const queue = v === 'rttfair' || v === 'friendly' ? s.queue : 'droptail';
  return (
    <p className="muted illinois-runnote" data-testid="experiment.note">
      C = {formatNumber(cap)} Mbit/s, T<sub>p</sub> = {formatNumber(tp)} ms (BDP ={' '}
      {bdpPackets(cap, tp).toFixed(0)} packets), {buffer} packets,{' '}
      {queue === 'red' ? 'RED' : 'DropTail'}. Each run: {formatNumber(run.t)} s simulated, averages
      over the last {formatNumber(run.t - run.warmup)} s (the first {formatNumber(run.warmup)} s
      left out);{' '}
      {run.reps === 1 ? 'one run per point' : `${run.reps} replications per point, 95 % intervals`}.
      SACK loss recovery, 1000-byte packets plus 40-byte headers on the wire, no delayed ACKs
      (ns-2's conventions, as the Dumbbell lab).
    </p>
  );
}
