import { ccOf } from '../families/packet/ccModules';
import type { DumbbellScenario } from '../families/packet/scenario';
import type { CongestionStep, PacketStep, StepInfo } from './worker/protocol';

/** Step mode's captions: what the last step did, which flow, the queue. */

const w = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const ms = (s: number) => `${(s * 1000).toFixed(s < 0.01 ? 2 : 0)} ms`;

/** "14 / 20 packets", or for the threshold-dropper's unbounded buffer "14 packets (Th = 3)". */
export function queueText(s: DumbbellScenario, q: number): string {
  if (s.queue === 'threshold') return `${q} packet${q === 1 ? '' : 's'} (Th = ${s.th})`;
  return `${q} / ${s.buffer} packets`;
}

function dropText(s: DumbbellScenario, step: PacketStep): string {
  if (step.dropped === 'loss') return `is lost (random loss, p = ${s.loss})`;
  if (s.queue === 'threshold')
    return `is dropped: the threshold-dropper signals flow ${step.flow + 1}`;
  if (s.queue === 'red') return 'is dropped by RED (its average queue is above the threshold)';
  return 'is dropped: the queue is full';
}

/** Congestion avoidance's step per ACK, in each module's terms. */
const CA_STEP: Readonly<Record<string, string>> = {
  reno: 'congestion avoidance, +1/cwnd per ACK',
  aimd: 'congestion avoidance, +a/cwnd per ACK',
  illinois: 'congestion avoidance, +α/cwnd per ACK, α set by the queueing delay',
  highspeed: 'congestion avoidance, +a(w)/cwnd per ACK',
  vegas: 'Vegas: +1/cwnd per ACK in this RTT, diff was below α',
  cubic: 'CUBIC: a step toward the cubic curve',
  bic: 'BIC-TCP: a step of the binary search toward W_max, or of the probe beyond it',
  compound: 'Compound TCP: +1/cwnd per ACK, and once per RTT the delay window',
  multcp: 'congestion avoidance, +N/cwnd per ACK',
};

/** Why a window changed at an ACK, as far as the numbers tell. */
function ackText(step: PacketStep, cc: string): string {
  const { cwndBefore: a, cwndAfter: b } = step;
  const f = `flow ${step.flow + 1}`;
  const sent = step.sent > 0 ? `; it sends ${step.sent} packet${step.sent === 1 ? '' : 's'}` : '';
  if (step.fastRetransmit)
    return `the third duplicate ACK reaches ${f}: fast retransmit, cwnd ${w(a)} → ${w(b)}${sent}`;
  if (step.dupAcks > 0 && a === b)
    return `duplicate ACK #${step.dupAcks} reaches ${f} (packet ${(step.seq ?? 0) + 1} is missing), cwnd ${w(a)}${sent}`;
  const how =
    b === a
      ? 'cwnd stays'
      : Math.abs(b - a - 1) < 1e-9
        ? 'slow start, +1 per ACK'
        : cc === 'multcp' && Math.abs(b - a - 2) < 1e-9
          ? 'MulTCP slow start, +2 per ACK'
          : b > a
            ? (CA_STEP[cc] ?? 'the window grows')
            : cc === 'vegas'
              ? 'Vegas: diff was above β, one packet less without a loss'
              : cc === 'compound'
                ? 'Compound TCP: diff was above γ, the delay window shrinks without a loss'
                : 'window reduced';
  return `the ACK of packet ${step.seq} reaches ${f}: cwnd ${w(a)} → ${w(b)} (${how})${sent}`;
}

export function packetCaption(s: DumbbellScenario, step: PacketStep): string {
  const head = `t = ${step.time.toFixed(6)} s: `;
  const f = `flow ${step.flow + 1}`;
  const queue = `Queue: ${queueText(s, step.queue)}.`;
  switch (step.event) {
    case 'start':
      return `${head}${f} starts and sends its SYN (cwnd ${w(step.cwndAfter)}). ${queue}`;
    case 'arrival':
      return step.dropped
        ? `${head}packet ${step.seq} of ${f} reaches the bottleneck and ${dropText(s, step)}. ${queue}`
        : `${head}packet ${step.seq} of ${f} reaches the bottleneck and joins the queue. ${queue}`;
    case 'ack':
      return `${head}${ackText(step, ccOf(s.cc, step.flow))}. ${queue}`;
    case 'timeout':
      return `${head}the retransmission timer of ${f} expires: cwnd ${w(step.cwndBefore)} → ${w(step.cwndAfter)}, it resends from the first unacknowledged packet. ${queue}`;
    case 'delack':
      return `${head}the receiver of ${f} sends its delayed ACK (100 ms timer). ${queue}`;
    case 'timer':
      return `${head}a timer of ${f}. ${queue}`;
  }
}

export function congestionCaption(s: DumbbellScenario, step: CongestionStep): string {
  if (!step.found)
    return `No packet was dropped up to t = ${step.time.toFixed(3)} s. ${
      step.time >= s.t ? 'The run is over.' : 'Press → again to look further.'
    }`;
  const m = step.flowCount;
  const hit =
    m === 1
      ? 'one flow lost packets: assumption ONE holds for this event'
      : m === s.n
        ? `all ${s.n} flows lost packets: the windows are synchronized`
        : `${m} of ${s.n} flows lost packets`;
  const span = step.end > step.time ? ` within ${ms(step.end - step.time)}` : '';
  const loss = step.lossDrops > 0 ? ` (${step.lossDrops} by random loss)` : '';
  const drops = `${step.drops} drop${step.drops === 1 ? '' : 's'}${span}${loss}`;
  const listed = step.flows
    .map(
      (f) =>
        `flow ${f.flow + 1}: ${f.drops} drop${f.drops === 1 ? '' : 's'}, cwnd ${w(f.cwndBefore)} at the drop, ${w(f.cwndAfter)} now`,
    )
    .join('; ');
  const more = m > step.flows.length ? `; and ${m - step.flows.length} more flows` : '';
  return `Congestion event at t = ${step.time.toFixed(3)} s: ${hit}. ${drops}; the queue held ${queueText(s, step.queue)} at the first drop. ${listed.charAt(0).toUpperCase()}${listed.slice(1)}${more}.`;
}

export function stepCaption(s: DumbbellScenario, step: StepInfo): string {
  return step.kind === 'packet' ? packetCaption(s, step) : congestionCaption(s, step);
}
