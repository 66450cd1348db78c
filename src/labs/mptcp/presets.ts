import { decodeQuery, encodeQuery } from '../../scenario/codec';
import { atLeast, atMost, claim, inRange, less, near, type Claim } from '../kit/claim';
import type { PacketLevelReport } from './packet/packetReport';
import type { MptcpReport } from './report';
import { MPTCP_SCHEMA, type MptcpScenario } from './scenario';

/** "Try this": the paper's experiments and a custom network, each one URL. */
export interface TryThis {
  id: string;
  title: string;
  what: string;
  scenario: MptcpScenario;
  /** the canonical query (what the URL will read) */
  query: string;
  /** what `what` promises, checked on the engine (tests/labs/mptcp/tryThis.test.ts) */
  claim: Claim;
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

const entry = (id: string, title: string, what: string, query: string, promise: Claim): TryThis => {
  const { scenario, problems } = decodeQuery(MPTCP_SCHEMA, query);
  if (problems.length > 0) throw new Error(`preset ${id}: ${problems[0].reason}`);
  return { id, title, what, scenario, query: encodeQuery(MPTCP_SCHEMA, scenario), claim: promise };
};

const share = (r: MptcpReport | PacketLevelReport) => r.metrics.friendliness.mpShare;
const mpPerUser = (r: MptcpReport | PacketLevelReport) => r.metrics.friendliness.mpMean;
const D = (r: PacketLevelReport, source: string) =>
  r.metrics.oscillation.find((o) => o.source === source)?.D;

/** The fluid model's algorithms, ordered as Table III orders them (friendliest last). */
const TABLE3_ORDER = ['ewtcp', 'semicoupled', 'max', 'balia', 'coupled'] as const;

export const TRY_THIS: readonly TryThis[] = [
  entry(
    'fig1',
    'Fig. 1: one bottleneck',
    'an MP-TCP source with two routes through one link, against one TCP flow. Coupled, Max and Balia take exactly one TCP share (half the link); EWTCP takes two (two thirds).',
    'lab=mptcp&net=friendliness',
    claim({
      also: ['coupled', 'max', 'ewtcp'].map((a) => `lab=mptcp&net=friendliness&alg=${a}`),
      check: (balia: MptcpReport, coupled: MptcpReport, max: MptcpReport, ewtcp: MptcpReport) => [
        // one TCP share: half the link; two: two thirds (each route a full TCP flow, a = 1)
        near('Balia: MP-TCP share of the link', share(balia), 1 / 2, 1e-6),
        near('Coupled: MP-TCP share', share(coupled), 1 / 2, 1e-6),
        near('Max: MP-TCP share', share(max), 1 / 2, 1e-6),
        near('EWTCP: MP-TCP share', share(ewtcp), 2 / 3, 1e-6),
      ],
    }),
  ),
  entry(
    'table1',
    'Table I: the conditions, checked',
    'Fig. 2’s network with each algorithm: at its equilibrium ∂Φ/∂x is symmetric (C0, a utility exists) only for EWTCP and Coupled, and its symmetric part is negative definite (C2, one equilibrium) for every algorithm but Coupled, whose largest eigenvalue is 0: the paper’s Yes and No, at one point.',
    'lab=mptcp&net=two-links&alg=coupled',
    claim({
      also: ['ewtcp', 'semicoupled', 'max', 'balia'].map((a) => `lab=mptcp&net=two-links&alg=${a}`),
      check: (...reports: MptcpReport[]) => {
        // the first MP-TCP source's checks in each run (every MP-TCP user runs the same algorithm)
        const [coupled, ewtcp, semi, max, balia] = reports.map((r) =>
          r.metrics.conditions.find((c) => c.algorithm !== 'tcp'),
        );
        const named = { EWTCP: ewtcp, Semicoupled: semi, Max: max, Balia: balia };
        return [
          // C0: max|J − Jᵀ| / max|J|, zero up to rounding where the paper says Yes
          near('Coupled: C0 asymmetry', coupled?.c0Asymmetry, 0, 1e-9),
          near('EWTCP: C0 asymmetry', ewtcp?.c0Asymmetry, 0, 1e-9),
          ...[semi, max, balia].map((c, k) =>
            atLeast(`${['Semicoupled', 'Max', 'Balia'][k]}: C0 asymmetry`, c?.c0Asymmetry, 1e-3),
          ),
          // C2: the largest eigenvalue of [J]⁺ / max|J|, negative where the paper says Yes
          ...Object.entries(named).map(([name, c]) =>
            atMost(`${name}: C2 largest eigenvalue`, c?.c2MaxEigenvalue, -0.01),
          ),
          near('Coupled: C2 largest eigenvalue', coupled?.c2MaxEigenvalue, 0, 1e-9),
        ];
      },
    }),
  ),
  entry(
    'table3',
    'Fig. 2, equal RTTs: Table III',
    'five MP-TCP and five TCP users on two 10 Mbit/s links; the comparison below is the analogue of Table III, in the paper’s order: per MP-TCP user EWTCP 3, Semicoupled 2.67, Max 2.59, Balia 2.34, Coupled 2 Mbit/s.',
    'lab=mptcp&net=two-links',
    claim({
      also: TABLE3_ORDER.filter((a) => a !== 'balia').map(
        (a) => `lab=mptcp&net=two-links&alg=${a}`,
      ),
      check: (balia: MptcpReport, ...others: MptcpReport[]) => {
        const [ewtcp, semi, max, coupled] = others.map(mpPerUser);
        const order = [ewtcp, semi, max, mpPerUser(balia), coupled];
        return [
          ...order
            .slice(1)
            .map((x, k) =>
              less(
                `${TABLE3_ORDER[k + 1]} below ${TABLE3_ORDER[k]} (Mbit/s per MP-TCP user)`,
                x,
                order[k],
              ),
            ),
          // the ends by hand: EWTCP's routes are TCP flows, 5 alone on link 1 (2 each) and 5 beside
          // 5 TCP users on link 2 (1 each): 2 + 1 = 3 per MP-TCP user ...
          near('EWTCP per MP-TCP user', ewtcp, 3, 1e-6),
          // ... and Coupled is one TCP flow's worth: 20 Mbit/s shared by 10 users
          near('Coupled per MP-TCP user', coupled, 2, 1e-6),
        ];
      },
    }),
  ),
  entry(
    'fig3',
    'Fig. 2 with 10 ms / 50 ms: Fig. 3',
    'unequal RTTs make Max less friendly than with equal RTTs (MP-TCP’s share 76 % instead of 65 %); switch to Balia to see it stay where it was (58 %).',
    'lab=mptcp&net=two-links&alg=max&rtt1=10&rtt2=50',
    claim({
      also: [
        'lab=mptcp&net=two-links&alg=max',
        'lab=mptcp&net=two-links&alg=balia&rtt1=10&rtt2=50',
        'lab=mptcp&net=two-links&alg=balia',
      ],
      check: (
        max: MptcpReport,
        maxEqual: MptcpReport,
        balia: MptcpReport,
        baliaEqual: MptcpReport,
      ) => [
        less('Max: MP-TCP share, equal RTTs then 10 / 50 ms', share(maxEqual), share(max)),
        less('10 / 50 ms: Balia’s MP-TCP share, then Max’s', share(balia), share(max)),
        near(
          'Balia: MP-TCP share, 10 / 50 ms against equal RTTs',
          share(balia),
          share(baliaEqual),
          0.01,
        ),
      ],
    }),
  ),
  entry(
    'table4',
    'Table IV: responsiveness (Coupled)',
    'a TCP flow joins link 2 at 40 s and leaves at 80 s. Coupled’s second route recovers slowly (6.4 s, over ten times Balia’s): the comparison is the analogue of Table IV.',
    'lab=mptcp&net=responsiveness&alg=coupled',
    claim({
      also: ['lab=mptcp&net=responsiveness&alg=balia'],
      check: (coupled: MptcpReport, balia: MptcpReport) => [
        atLeast(
          'Coupled: seconds for route 2 to refill',
          coupled.responsiveness?.convergenceTime,
          3,
        ),
        atLeast(
          'Coupled’s refill time over Balia’s',
          (coupled.responsiveness?.convergenceTime ?? NaN) /
            (balia.responsiveness?.convergenceTime ?? NaN),
          10,
        ),
      ],
    }),
  ),
  entry(
    'table4-balia',
    'Table IV with Balia',
    'the same experiment: Balia recovers within a second and leaves the TCP flow more than Max does (1.66 against 1.41 Mbit/s).',
    'lab=mptcp&net=responsiveness&alg=balia',
    claim({
      also: ['lab=mptcp&net=responsiveness&alg=max'],
      check: (balia: MptcpReport, max: MptcpReport) => [
        atMost('Balia: seconds for route 2 to refill', balia.responsiveness?.convergenceTime, 1),
        less(
          'TCP’s Mbit/s from 40 to 80 s, Max then Balia',
          max.responsiveness?.spAverage,
          balia.responsiveness?.spAverage,
        ),
      ],
    }),
  ),
  entry(
    'fig4-window',
    'Fig. 4 at window level: windows',
    'the same one-bottleneck network on the packet engine: the sum of the MP-TCP subflows’ windows swings less than the TCP flow’s window (eq. 11’s Dₛ about ⅓ against ½).',
    'lab=mptcp&net=friendliness&level=packet',
    claim({
      check: (r: PacketLevelReport) => [
        atMost('D of the MP-TCP source (Σ of its windows)', D(r, 'mp'), 0.45),
        atLeast('D of the TCP flow', D(r, 'sp'), 0.5),
      ],
    }),
  ),
  entry(
    'table3-window',
    'Table III at window level',
    'Fig. 2 window by window (RED queues): each Balia user gets about 2.5 Mbit/s, within 10 % of the fluid equilibrium (2.34) and of the paper’s ns-2 (2.25), each TCP user less; every algorithm below.',
    'lab=mptcp&level=packet',
    claim({
      also: ['lab=mptcp&net=two-links'],
      check: (r: PacketLevelReport, fluid: MptcpReport) => [
        near(
          'MP-TCP Mbit/s per user over the fluid equilibrium’s',
          mpPerUser(r) / mpPerUser(fluid),
          1,
          0.1,
        ),
        less('TCP then MP-TCP Mbit/s per user', r.metrics.friendliness.spMean, mpPerUser(r)),
        inRange(
          'MP-TCP Mbit/s per user (the paper’s ns-2: 2.25)',
          mpPerUser(r),
          2.25 * 0.9,
          2.25 * 1.15,
        ),
      ],
    }),
  ),
  entry(
    'table4-window',
    'Table IV at window level (Coupled)',
    'the TCP flow leaves at 80 s: over five seeds (seeds=), Coupled’s second route takes at least 3 s on average to refill at window level, and its quickest seed is slower than Balia’s slowest; it left the TCP flow more while it was there: Table IV’s trade-off, beside the fluid model and the paper.',
    'lab=mptcp&net=responsiveness&alg=coupled&level=packet',
    claim({
      also: ['lab=mptcp&net=responsiveness&alg=balia&level=packet'],
      check: (coupled: PacketLevelReport, balia: PacketLevelReport) => {
        const c = coupled.responsiveness?.convergenceOverSeeds;
        const b = balia.responsiveness?.convergenceOverSeeds;
        return [
          atLeast('Coupled: mean seconds for route 2 to refill, seeds 1-5', c?.mean, 3),
          less('Balia’s slowest seed, then Coupled’s quickest (s)', b?.max, c?.min),
          less(
            'TCP’s Mbit/s from 40 to 80 s (seed 1), Balia then Coupled',
            balia.responsiveness?.spAverage,
            coupled.responsiveness?.spAverage,
          ),
        ];
      },
    }),
  ),
  entry(
    'custom3',
    'Custom: three links',
    'an MP-TCP source with a direct route and a two-link route through a 4 Mbit/s bottleneck shared with a TCP flow: it sends almost everything on the direct route and gets what each TCP flow there gets. Edit it below.',
    `lab=mptcp&net=custom&network=${encodeURIComponent(CUSTOM_EXAMPLE)}`,
    claim({
      check: (r: MptcpReport) => {
        const [mp, tcp1] = r.equilibrium.sources;
        return [
          atMost(
            'share of the MP-TCP source on its two-link route',
            mp.routes[1].rate / mp.total,
            0.05,
          ),
          near('MP-TCP total over a TCP flow’s on link 1', mp.total / tcp1.total, 1, 0.01),
          atMost('equilibrium residual', r.equilibrium.residual, 1e-9),
        ];
      },
    }),
  ),
];
