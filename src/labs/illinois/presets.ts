import { atLeast, atMost, claim, less, near, type Finding } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import type { CurvesReport } from './curvesReport';
import type { LossyReport } from './lossyReport';
import { backoffsPerEvent } from './muReadout';
import type { SmmReport } from './report';
import { PACKET_PRESETS } from './packetPresets';
import { ILLINOIS_SCHEMA } from './scenario';

const RTT10 = '40,60,80,100,120,140,160,180,200,220';

type Smm = { summary: NonNullable<SmmReport['summary']> };

type Levels = Record<'light' | 'medium' | 'heavy', Smm>;

/** A claim on the SMM at its three levels: the link (medium), and its network light and heavy. */
const overLevels = (view: string, check: (l: Levels) => Finding[]) =>
  claim({
    also: ['light', 'heavy'].map((l) => `lab=illinois&view=smm&${view}&congestion=${l}`),
    check: (medium: Smm, light: Smm, heavy: Smm) => check({ light, medium, heavy }),
  });

/**
 * The equal-RTT SMM: every flow's x̄ᵢ/xᵢ* on 1 (Theorem 4.2). Twelve 95 % intervals (four flows,
 * three levels) would miss 1 at least once in half the seeds: each is widened to the Bonferroni
 * level of the twelve (99.6 %, 1.46 times as wide), and none may miss.
 */
const onEqualShare = (r: Smm, level: string): Finding[] =>
  r.summary.ratio.map((x, i) =>
    near(`${level}: flow ${i + 1}'s x̄/x*`, x, 1, 1.46 * r.summary.ratioHalfWidth[i]),
  );

/**
 * "Try this": paper 003's figures, each one URL. The packet views are checked on shorter runs
 * or fewer series where the link's would take minutes; each claim says why its run suffices.
 */
export const ILLINOIS_PRESETS: readonly TryThis[] = [
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig1',
    label: "Fig. 1 with the paper's values",
    what: 'α falls from α_max = 10 to α_min = 0.1 as the queueing delay grows past d₁; β (removed) rises from ⅛ to ½ between d₂ and d₃.',
    query: 'lab=illinois&view=curves',
    claim: claim({
      check: ({ curves: c }: CurvesReport) => {
        // d_m = 40 ms: d₁, d₂, d₃ = 0.01, 0.1, 0.8 d_m (Sec. 6) = 0.4, 4, 32 ms
        const at = (ms: number, ys: number[]) =>
          ys[c.d_a.findIndex((d) => Math.abs(d - ms) < 1e-9)];
        const steps = (ys: number[]) => ys.slice(1).map((y, k) => y - ys[k]);
        return [
          near('α at d_a = d₁ = 0.4 ms', at(0.4, c.alpha), 10, 1e-9),
          near('α at d_m = 40 ms', at(40, c.alpha), 0.1, 1e-9),
          atMost('largest rise of α along d_a', Math.max(...steps(c.alpha)), 0),
          near('β (removed) at d₂ = 4 ms', at(4, c.beta_removed), 1 / 8, 1e-9),
          near('β (removed) at d₃ = 32 ms', at(32, c.beta_removed), 1 / 2, 1e-9),
          atLeast('largest fall of β along d_a (negated)', Math.min(...steps(c.beta_removed)), 0),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig1-linux',
    label: 'Fig. 1, Linux beside the paper',
    what: "the kernel's α_min ≈ 0.3 (38/128) and its fixed-point steps (multiples of 1/128), drawn over the paper's curves.",
    query: 'lab=illinois&view=curves&variant=linux&overlay=1',
    claim: claim({
      check: (r: CurvesReport) => [
        near('Linux α at d_m', r.curves.alpha[r.curves.alpha.length - 1], 38 / 128, 1e-12),
        atMost(
          'largest distance of 128 α from an integer',
          Math.max(...r.curves.alpha.map((a) => Math.abs(a * 128 - Math.round(a * 128)))),
          1e-9,
        ),
        near('the overlay is the paper’s: its α at d_m', r.overlay?.alpha.at(-1), 0.1, 1e-9),
      ],
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'smm-n4',
    label: 'Figs. 2-4: N = 4, light / medium / heavy',
    what: 'RTTs 60-120 ms: the heavier the congestion, the more synchronized the back-offs and the larger μ (x̄ ∝ 1/T^(1+μ)): about 0.09, 0.18, 0.33.',
    query: 'lab=illinois&view=smm&n=4&rtt=60,80,100,120',
    claim: overLevels('n=4&rtt=60,80,100,120', ({ light, medium, heavy }) => [
      less('μ: light, then medium', light.summary.mu, medium.summary.mu),
      less('μ: medium, then heavy', medium.summary.mu, heavy.summary.mu),
      // each μ's interval is ±0.01 or less: the three are far apart
      less(
        'light: μ’s interval top, then medium’s bottom',
        (light.summary.mu ?? NaN) + (light.summary.muHalfWidth ?? NaN),
        (medium.summary.mu ?? NaN) - (medium.summary.muHalfWidth ?? NaN),
      ),
      // "the more synchronized the back-offs": more flows back off per event
      less(
        'flows backing off per event: light, then medium',
        backoffsPerEvent(light.summary.flowsCut),
        backoffsPerEvent(medium.summary.flowsCut),
      ),
      less(
        'flows backing off per event: medium, then heavy',
        backoffsPerEvent(medium.summary.flowsCut),
        backoffsPerEvent(heavy.summary.flowsCut),
      ),
    ]),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'smm-n10',
    label: 'Figs. 5-7: N = 10, RTTs 40 … 220 ms',
    what: 'a wider spread of RTTs: the large-RTT flows lose more of their share as congestion gets heavier (the 220 ms flow: 91 % of the equal-window share in light congestion, 84 % medium, 74 % heavy).',
    query: `lab=illinois&view=smm&rtt=${RTT10}`,
    claim: overLevels(`rtt=${RTT10}`, ({ light, medium, heavy }) => {
      const last = (r: Smm) => r.summary.ratio[r.summary.ratio.length - 1];
      return [
        less('220 ms flow’s x̄/x*: medium, then light', last(medium), last(light)),
        less('220 ms flow’s x̄/x*: heavy, then medium', last(heavy), last(medium)),
      ];
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'smm-equal',
    label: 'SMM with equal RTTs',
    what: 'Theorem 4.2: with equal RTTs every flow gets the same mean, x̄ᵢ/xᵢ* = 1 within half a per cent (within its interval), at every level.',
    query: 'lab=illinois&view=smm&n=4&rtt=100',
    claim: overLevels('n=4&rtt=100', (levels) =>
      (['light', 'medium', 'heavy'] as const).flatMap((l) => onEqualShare(levels[l], l)),
    ),
  }),
  ...PACKET_PRESETS,
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'lossy-9',
    label: 'Lossy link with α_max = 9',
    what: "the paper's example: √(9/(2·⅛)) = 6, Illinois's window up to 6 times Reno's when losses are random.",
    query: 'lab=illinois&view=lossy&amax=9',
    claim: claim({
      check: (r: LossyReport) => [
        near('(31)’s bound', r.bound, Math.sqrt(9 / (2 / 8)), 1e-12),
        near('the paper’s model: Illinois’s window over Reno’s', r.ratios.paper, 6, 1e-9),
      ],
    }),
  }),
];
