import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../kit/contract';
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
    'fig10',
    'Fig. 10: the window against the buffer',
    'one flow on 10 Mbit/s, 60 ms, B = 10…50, Illinois and Reno in separate runs: Illinois’s average window is larger at every B (≈ 1.10-1.16×).',
    'lab=illinois&view=buffers',
  ),
  entry(
    'fig8',
    'Fig. 8: one flow on a long-fat link',
    '100 Mbit/s, 100 ms, B = 100 (BDP 1202 packets): Illinois keeps the pipe fullest, then CUBIC, HS-TCP and Reno.',
    'lab=illinois&view=longfat',
  ),
  entry(
    'fig12-13',
    'Figs. 11-13: four users, equal and unequal RTTs',
    'four Illinois, then four Reno flows on 100 Mbit/s, B = 100: equal RTTs share evenly; with unequal RTTs on DropTail one flow locks the others out.',
    'lab=illinois&view=rttfair',
  ),
  entry(
    'fig13-red',
    'Figs. 11-13 with RED',
    'the same four users with RED, three runs each: no lockout; the shares fall with the RTT, Reno’s faster (μ ≈ 0.7) than Illinois’s (μ ≈ 0.3). One run alone varies too much to tell.',
    'lab=illinois&view=rttfair&queue=red&reps=3',
  ),
  entry(
    'fig11',
    'Fig. 11: one flow against Reno',
    'one Reno flow beside one Illinois, HS-TCP or CUBIC flow: HS-TCP takes the most (≈ 94 %); Illinois and CUBIC about 87-88 %, too close to order with four runs.',
    'lab=illinois&view=friendly',
  ),
  entry(
    'fig11-two',
    'Fig. 11 with two flows of each',
    'the paper’s mix, two Reno flows and two of the other: CUBIC now takes clearly less than Illinois (≈ 84 % against 88 %).',
    'lab=illinois&view=friendly&nmix=2',
  ),
  entry(
    'fig14',
    'Fig. 14 on the packet engine',
    '40 Mbit/s, 100 ms, B = 200, η₁ = 0.2, p_d from 0.0005 to 0.05: 5-6.5 at small p_d, near (31)’s 6.3 (a run whose first loss came before any queue keeps a small α and pulls its mean down), then down to 1 as timeouts take over.',
    'lab=illinois&view=lossy&sim=1&eta1=0.2',
  ),
  entry(
    'fig15',
    'Fig. 15: noisy RTT, Illinois against Vegas',
    'two users on 10 Mbit/s, B = 50: Vegas collapses once σ passes its queueing delay d_a* = Nγ/C; Illinois keeps the link full, but a lone noisy Illinois user loses more than a Reno user would.',
    'lab=illinois&view=noise',
  ),
  entry(
    'lossy-9',
    'Lossy link with α_max = 9',
    "the paper's example: √(9/(2·⅛)) = 6, Illinois's window up to 6 times Reno's when losses are random.",
    'lab=illinois&view=lossy&amax=9',
  ),
];
