import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../kit/contract';
import { MULTCP_SCHEMA, type MultcpView } from './scenario';

/** A "try this" link and the view it opens (the theory panel lists each view's own first). */
export interface MultcpPreset extends TryThis {
  view: MultcpView;
}

const entry = (id: string, label: string, what: string, query: string): MultcpPreset => {
  const { scenario, problems } = decodeQuery(MULTCP_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, label, what, query: encodeQuery(MULTCP_SCHEMA, scenario), view: scenario.view };
};

/** "Try this": paper 004's points and paper 000's comparison, each one URL. */
export const MULTCP_PRESETS: readonly MultcpPreset[] = [
  entry(
    'gain',
    'The gain of MulTCP(N), N = 1 … 10',
    'Annex B: T(N)/T₁ = (2/√3)√(N(N − ¼)) is 1 at N = 1 and runs above N (by 14 % at N = 10); paper 000 puts MulTCP within 2.1 % of N flows.',
    'lab=multcp',
  ),
  entry(
    'gain-large',
    'Large N: 15 % above the ideal',
    'up to N = 100: the gain approaches (2/√3)(N − ⅛), 15.5 % above N, while paper 000’s gap closes again.',
    'lab=multcp&nmax=100&n=50',
  ),
  entry(
    'beta',
    'Paper 000 with β = 0.3',
    'the gap between MulTCP and N flows is (1 − β)²/(8(1 + β)) at N = 2: 4.7 % for β = 0.3, over paper 000’s 2.5 % (which is for β = ½).',
    'lab=multcp&beta=0.3',
  ),
  entry(
    'slow-start',
    'Slow start of MulTCP(10)',
    'three packets per ACK until w₁₀ = 512: MulTCP catches up with 10 TCPs after k₁₀ = 5.7 RTTs.',
    'lab=multcp&n=10',
  ),
  entry(
    'one-link',
    'One link, weights 1, 2, 3',
    'weighted proportional fairness on one bottleneck is rates in proportion to N: 2, 4, 6 of 12 Mbit/s; proportional and max-min give 4 each.',
    'lab=multcp&view=fairness',
  ),
  entry(
    'fig6',
    'Fig. 6: a further bottleneck',
    'flow a pays N = 4 yet gets less than b (N = 1) on link 1: link 2 charges it too. Rates at one bottleneck do not reveal N (Sec. 5).',
    'lab=multcp&view=fairness&links=10,2&flows=a:1-2:4,b:1:1,c:2:1',
  ),
  entry(
    'line',
    'Two-link line network',
    'a long flow over both links against one short flow on each: proportional fairness gives it 1/3 of a link, max-min 1/2.',
    'lab=multcp&view=fairness&links=10,10&flows=long:1-2:1,s1:1:1,s2:2:1',
  ),
  entry(
    'line-weighted',
    'The line network, long flow N = 2',
    'paying twice buys the long flow its max-min share: weighted proportional = max-min = 5, 5, 5.',
    'lab=multcp&view=fairness&links=10,10&flows=long:1-2:2,s1:1:1,s2:2:1',
  ),
  entry(
    'rbuffer',
    'Fig. 2: throughput vs receive buffer',
    'T = B_R/R rises linearly until the losses take over at the knee (6.3 kB here, 6 kB in the paper’s measurement).',
    'lab=multcp&view=rbuffer',
  ),
  entry(
    'rbuffer-multcp',
    'Receive buffer and MulTCP(4)',
    'below the knee the buffer caps MulTCP exactly as it caps one TCP; MulTCP’s knee is 4.5 times further out.',
    'lab=multcp&view=rbuffer&rn=4&brmax=40',
  ),
  entry(
    'fig4',
    'Fig. 4: MulTCP(N) against one TCP, packet by packet',
    'one MulTCP(N) and one TCP among 20 on a RED bottleneck: SACK follows N further than Tahoe, Reno and NewReno, which stall in timeouts; N separate TCPs keep ≈ N.',
    'lab=multcp&view=fig4',
  ),
  entry(
    'fig5',
    'Fig. 5: fairness among 22 MulTCP(N)s',
    'the spread of RTT × throughput grows with N; the pairs of equal RTT separate unfairness from the RTT normalization’s bias.',
    'lab=multcp&view=fig5',
  ),
  entry(
    'util',
    'Paper 000 at packet level: one MulTCP(N) vs N TCPs',
    'on a small DropTail buffer MulTCP(N) over SACK runs above 1 − 1/(4N); N TCPs lose together and stay well below Theorem 1.',
    'lab=multcp&view=util',
  ),
  entry(
    'util-reno',
    'The same over Reno: one flow, N losses, timeouts',
    'MulTCP(N) over Reno loses about N packets at each overflow and times out: the link idles as N grows, where N Reno TCPs do not.',
    'lab=multcp&view=util&tcp=reno',
  ),
  entry(
    'wpf-fig6',
    'Fig. 6 with packets: N = 4 behind a further bottleneck',
    'MulTCP(4) over two links gets less than a plain TCP on the first one, as the allocations say.',
    'lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1',
  ),
  entry(
    'wpf-line',
    'The line network with packets, long flow N = 2',
    'weighted proportional fairness gives 5, 5, 5; MulTCP’s losses charge the long route √(p₁ + p₂), not p₁ + p₂: it gets more.',
    'lab=multcp&view=wpf&links=10,10&flows=long:1-2:2,s1:1:1,s2:2:1',
  ),
  entry(
    'wpf-droptail',
    'Weights 1, 2, 3 on one DropTail link',
    'with RED the rates follow N; with DropTail the flows lose together and the larger windows take more than their N.',
    'lab=multcp&view=wpf&linkq=droptail',
  ),
  entry(
    'rwnd',
    'Fig. 2 with packets: throughput vs receive window',
    'one TCP with 1 % random loss: T = B_R/R well below the knee, a rounded corner, then the loss-limited plateau a few per cent under Annex B’s.',
    'lab=multcp&view=rwnd',
  ),
  entry(
    'rwnd-annexb',
    'Annex B against packets: MulTCP(4), p = 0.2 %',
    'far beyond their knees the plateaus of one TCP and of MulTCP(4) sit within a few per cent of Annex B’s T(N); near a knee the swinging window still hits the buffer.',
    'lab=multcp&view=rwnd&p=0.002&rn=4&brmax=200&sweep=rwnd:20..380/10&t=600',
  ),
];
