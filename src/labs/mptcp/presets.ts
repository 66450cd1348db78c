import { decodeQuery, encodeQuery } from '../../scenario/codec';
import { MPTCP_SCHEMA, type MptcpScenario } from './scenario';

/** "Try this": the paper's experiments and a custom network, each one URL. */
export interface TryThis {
  id: string;
  title: string;
  what: string;
  scenario: MptcpScenario;
  /** the canonical query (what the URL will read) */
  query: string;
}

/** A 3-link network: an MP-TCP source with a one-link and a two-link route, three TCP flows. */
export const CUSTOM_EXAMPLE = JSON.stringify({
  links: [
    [10, 10],
    [10, 10],
    [4, 5],
  ],
  sources: [
    { id: 'mp', routes: [[1], [2, 3]] },
    { id: 'tcp1', routes: [[1]], n: 2 },
    { id: 'tcp3', routes: [[3]] },
  ],
});

const entry = (id: string, title: string, what: string, query: string): TryThis => {
  const { scenario, problems } = decodeQuery(MPTCP_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, title, what, scenario, query: encodeQuery(MPTCP_SCHEMA, scenario) };
};

export const TRY_THIS: readonly TryThis[] = [
  entry(
    'fig1',
    'Fig. 1: one bottleneck',
    'an MP-TCP source with two routes through one link, against one TCP flow. Coupled, Max and Balia take exactly one TCP share; EWTCP takes two.',
    'lab=mptcp&net=friendliness',
  ),
  entry(
    'table3',
    'Fig. 2, equal RTTs: Table III',
    'five MP-TCP and five TCP users on two 10 Mbit/s links; the comparison below is the analogue of Table III.',
    'lab=mptcp&net=two-links',
  ),
  entry(
    'fig3',
    'Fig. 2 with 10 ms / 50 ms: Fig. 3',
    'unequal RTTs make Max less friendly than with equal RTTs; switch to Balia to see it stay moderate.',
    'lab=mptcp&net=two-links&alg=max&rtt1=10&rtt2=50',
  ),
  entry(
    'table4',
    'Table IV: responsiveness (Coupled)',
    'a TCP flow joins link 2 at 40 s and leaves at 80 s. Coupled’s second route recovers slowly: the comparison is the analogue of Table IV.',
    'lab=mptcp&net=responsiveness&alg=coupled',
  ),
  entry(
    'table4-balia',
    'Table IV with Balia',
    'the same experiment: Balia recovers within a second and leaves the TCP flow more than Max does.',
    'lab=mptcp&net=responsiveness&alg=balia',
  ),
  entry(
    'fig4-window',
    'Fig. 4 at window level: windows',
    'the same one-bottleneck network on the packet engine: the sum of the MP-TCP subflows’ windows swings less than the TCP flow’s window (eq. 11’s Dₛ < ½).',
    'lab=mptcp&net=friendliness&level=packet',
  ),
  entry(
    'table3-window',
    'Table III at window level',
    'Fig. 2 window by window (RED queues): the per-source throughputs beside the fluid equilibrium and the paper’s ns-2 numbers, every algorithm below.',
    'lab=mptcp&level=packet',
  ),
  entry(
    'table4-window',
    'Table IV at window level (Coupled)',
    'the TCP flow leaves at 80 s: how long Coupled’s second route takes to refill at window level, beside the fluid model and the paper.',
    'lab=mptcp&net=responsiveness&alg=coupled&level=packet',
  ),
  entry(
    'custom3',
    'Custom: three links',
    'an MP-TCP source with a direct route and a two-link route through a 4 Mbit/s bottleneck shared with a TCP flow. Edit it below.',
    `lab=mptcp&net=custom&network=${encodeURIComponent(CUSTOM_EXAMPLE)}`,
  ),
];
