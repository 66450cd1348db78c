import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../contract';
import { DUMBBELL_SPEC_SCHEMA } from './sweep/definition';

const entry = (id: string, label: string, what: string, query: string): TryThis => {
  const { scenario, problems } = decodeQuery(DUMBBELL_SPEC_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, label, what, query: encodeQuery(DUMBBELL_SPEC_SCHEMA, scenario) };
};

/** "Try this": paper 000's Sec. V figures and paper 001's setup, each one URL. */
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
];
