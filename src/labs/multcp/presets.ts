import { decodeQuery, encodeQuery } from '../../scenario/codec';
import type { TryThis } from '../contract';
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
];
