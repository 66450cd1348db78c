import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../contract';
import { ILLINOIS_SCHEMA } from './scenario';

const entry = (id: string, label: string, what: string, query: string): TryThis => {
  const { scenario, problems } = decodeQuery(ILLINOIS_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, label, what, query: encodeQuery(ILLINOIS_SCHEMA, scenario) };
};

const RTT10 = '40,60,80,100,120,140,160,180,200,220';

/** "Try this": paper 003's figures, each one URL. */
export const ILLINOIS_PRESETS: readonly TryThis[] = [
  entry(
    'fig1',
    "Fig. 1 with the paper's values",
    'α falls from α_max = 10 to α_min = 0.1 as the queueing delay grows past d₁; β (removed) rises from ⅛ to ½ between d₂ and d₃.',
    'lab=illinois&view=curves',
  ),
  entry(
    'fig1-linux',
    'Fig. 1, Linux beside the paper',
    "the kernel's α_min ≈ 0.3 (38/128) and its fixed-point steps, drawn over the paper's curves.",
    'lab=illinois&view=curves&variant=linux&overlay=1',
  ),
  entry(
    'smm-n4',
    'Figs. 2-4: N = 4, light / medium / heavy',
    'RTTs 60-120 ms: the heavier the congestion, the more synchronized the back-offs and the larger μ (x̄ ∝ 1/T^(1+μ)).',
    'lab=illinois&view=smm&n=4&rtt=60,80,100,120',
  ),
  entry(
    'smm-n10',
    'Figs. 5-7: N = 10, RTTs 40 … 220 ms',
    'a wider spread of RTTs: the large-RTT flows lose more of their share as congestion gets heavier.',
    `lab=illinois&view=smm&rtt=${RTT10}`,
  ),
  entry(
    'smm-equal',
    'SMM with equal RTTs',
    'Theorem 4.2: with equal RTTs every flow gets the same mean, x̄ᵢ/xᵢ* = 1 within its interval, at every level.',
    'lab=illinois&view=smm&n=4&rtt=100',
  ),
  entry(
    'lossy-9',
    'Lossy link with α_max = 9',
    "the paper's example: √(9/(2·⅛)) = 6, Illinois's window up to 6 times Reno's when losses are random.",
    'lab=illinois&view=lossy&amax=9',
  ),
];
