import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../kit/contract';
import { DUMBBELL_SPEC_SCHEMA } from './sweep/definition';

const entry = (id: string, label: string, what: string, query: string): TryThis => {
  const { scenario, problems } = decodeQuery(DUMBBELL_SPEC_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, label, what, query: encodeQuery(DUMBBELL_SPEC_SCHEMA, scenario) };
};

/**
 * "Try this": paper 000's Sec. V figures, paper 001's setup, and paper 003's and 004's congestion
 * controls on a real queue, each one URL.
 */
export const DUMBBELL_PRESETS: readonly TryThis[] = [
  entry(
    'fig8',
    'Figs. 8-9: DropTail, b = 5, N = 10',
    'ten flows through a five-packet DropTail buffer: the windows rise and fall together (look at the sum), so N flows do little better than one.',
    'lab=dumbbell&n=10&buffer=5',
  ),
  entry(
    'fig12',
    'Fig. 12: threshold-dropper',
    'the same ten flows, one flow signalled per congestion event: the windows no longer move together and the sum stays high.',
    'lab=dumbbell&n=10&queue=threshold',
  ),
  entry(
    'fig7',
    'Fig. 7: DropTail, utilization vs N for b = 5, 20, 100',
    'small buffers fall below Theorem 1 (synchronized windows), a buffer near the bandwidth-delay product rises above it; ns-2 2.35 beside each point.',
    'lab=dumbbell&sweep=n:1..10&sweep2=buffer:5,20,100&reps=2',
  ),
  entry(
    'fig10',
    'Fig. 10: RED, utilization vs N',
    'RED spreads its drops in time: closer to Theorem 1 than DropTail with the same buffer.',
    'lab=dumbbell&queue=red&sweep=n:1..10&sweep2=buffer:20,100&reps=2',
  ),
  entry(
    'fig11',
    'Fig. 11: threshold-dropper, rate-independent vs largest-rate',
    'assumption ONE enforced: utilization follows Theorem 1 whichever flow is signalled.',
    'lab=dumbbell&queue=threshold&select=largest-rate&sweep=n:1..10&reps=2',
  ),
  entry(
    'fig13',
    'Figs. 13-14: P(signal | w), DropTail b = 10',
    'how likely a flow is to lose a packet given its window: a larger window is signalled more often, as rate-proportional losses would be.',
    'lab=dumbbell&n=10&buffer=10&t=2000&warmup=200',
  ),
  entry(
    'paper001',
    "Paper 001's setup: 45 Mbit/s, 100 ms, Q = 50",
    'utilization vs the number of parallel connections on a fast link with a small buffer (paper 001, Fig. 4).',
    'lab=dumbbell&cap=45&rtt=100&buffer=50&t=300&warmup=50&sweep=n:1,2,4,8,16,32,50&reps=1',
  ),

  entry(
    'illinois-fig10',
    'Paper 003 Fig. 10: TCP-Illinois next to Reno, 10 Mbit/s, 60 ms, B = 30',
    "Illinois's window is concave: fast while the queue is empty (α = α_max), slow near a full queue. The charts under the windows show d_a crossing d_1, d_2, d_3, and α and β (removed) following it.",
    'lab=dumbbell&n=2&cc=illinois,reno&cap=10&rtt=60&buffer=30',
  ),
  entry(
    'illinois-fig8',
    "Paper 003 Fig. 8's link: TCP-Illinois and Reno at 100 Mbit/s, 100 ms, B = 100",
    'a pipe of 1200 packets: Illinois climbs up to 10 packets per RTT and takes most of the link, Reno adds one per RTT.',
    'lab=dumbbell&n=2&cc=illinois,reno&cap=100&rtt=100&buffer=100',
  ),
  entry(
    'vegas-noise',
    'Paper 003 Fig. 15: two Vegas flows (γ = 2) with RTT noise σ = 5 ms',
    'Vegas reads the noise as queueing (diff above β) and shrinks: the link stays about half empty (full without the noise).',
    'lab=dumbbell&n=2&cc=vegas&cap=10&rtt=60&buffer=50&noise=5',
  ),
  entry(
    'illinois-noise',
    'Paper 003 Fig. 15: two TCP-Illinois flows with the same noise',
    'loss sets the direction, delay only the pace: the noise slows α down a little and the link stays full.',
    'lab=dumbbell&n=2&cc=illinois&cap=10&rtt=60&buffer=50&noise=5',
  ),
  entry(
    'multcp4',
    'MulTCP(4) next to one Reno flow, random losses',
    "with losses at random (p = 0.002, a large buffer) MulTCP(4) gets about 4 times Reno's throughput, as paper 004 intends; set loss to 0 and DropTail cuts both flows at once: it then gets about 18 times.",
    'lab=dumbbell&n=2&cc=multcp,reno&weight=4&loss=0.002&buffer=200',
  ),
  entry(
    'cubic-reno',
    'CUBIC next to Reno',
    'after a loss CUBIC returns fast to the window of the loss, W_max, stays flat there, then probes beyond: about 3 times Reno’s throughput here.',
    'lab=dumbbell&n=2&cc=cubic,reno&buffer=50',
  ),
];
