import type { AimdReport } from '../families/aimd/report';
import { AIMD_DEFAULTS, type AimdScenario } from '../families/aimd/scenario';
import { atLeast, atMost, claim, near, onLine, type Claim, type Finding } from '../kit/claim';

/** "Try this": ready scenarios from the paper's figures, each one URL away. */
export interface Preset {
  id: string;
  label: string;
  what: string;
  scenario: AimdScenario;
  /** what `what` promises, checked on the engine (tests/labs/aimd/tryThis.test.ts) */
  claim: Claim;
}

const base = (over: Partial<AimdScenario>): AimdScenario => ({ ...AIMD_DEFAULTS, ...over });

/** Theorem 1 (eq. 5) by hand: 1 − 1/(1 + N(1+β)/(1−β)). */
const theorem1 = (n: number, beta: number) => 1 - 1 / (1 + (n * (1 + beta)) / (1 - beta));

const utilization = (r: AimdReport) => ({
  mean: r.summary.utilization ?? NaN,
  ci95: r.summary.utilizationCI95,
});

/** Each event cuts one flow: the flows' signals add up to the measured events. */
const oneCutPerEvent = (r: AimdReport): Finding =>
  near(
    'signals per congestion event (all flows)',
    r.summary.flows.reduce((a, f) => a + f.signals, 0) / r.summary.measuredEvents,
    1,
    0,
  );

/**
 * A flow's share of the signals when each event picks it with probability p: a binomial share
 * over the measured events, within 4 standard deviations (a chance of 6e-5 of falling outside).
 */
const signalShare = (r: AimdReport, flow: number, p: number): Finding => {
  const events = r.summary.measuredEvents;
  return near(
    `flow ${flow + 1}'s share of the signals`,
    r.summary.flows[flow].signals / events,
    p,
    4 * Math.sqrt((p * (1 - p)) / events),
  );
};

export const PRESETS: Preset[] = [
  {
    id: 'fig1',
    label: 'Fig. 1: three flows',
    what: 'Three AIMD flows, rate-proportional losses: linear increase, one flow halved at each congestion time; the link is used 90 %, Theorem 1’s 1 − 1/(1 + 3N).',
    scenario: base({ n: 3, policy: 'rate-proportional' }),
    claim: claim({
      check: (r: AimdReport) => [
        oneCutPerEvent(r),
        onLine('utilization', utilization(r), theorem1(3, 0.5)),
      ],
    }),
  },
  {
    id: 'fig4-left',
    label: 'Fig. 4 (left): Example 1, σ = ½',
    what: 'Four flows, rate-independent losses, each flow equally likely to be picked: a quarter of the signals each, and the link on Theorem 1’s 1 − 1/13 = 92.3 %.',
    scenario: base({ n: 4, policy: 'rate-independent', sigma: 0.5 }),
    claim: claim({
      check: (r: AimdReport) => [
        ...[0, 1, 2, 3].map((f) => signalShare(r, f, 1 / 4)),
        onLine('utilization', utilization(r), theorem1(4, 0.5)),
      ],
    }),
  },
  {
    id: 'fig4-right',
    label: 'Fig. 4 (right): Example 1, σ = ⅛',
    what: 'Flows 1-2 are picked with probability 1/16 each, flows 3-4 with 7/16: the classes split (flows 1-2 get over twice the throughput of 3-4), the aggregate does not move from Theorem 1’s 92.3 %.',
    scenario: base({ n: 4, policy: 'rate-independent', sigma: 0.125 }),
    claim: claim({
      check: (r: AimdReport) => {
        const x = r.summary.flows.map((f) => f.throughput ?? NaN);
        return [
          ...[0, 1].map((f) => signalShare(r, f, 1 / 16)),
          ...[2, 3].map((f) => signalShare(r, f, 7 / 16)),
          atLeast('throughput of flows 1-2 over flows 3-4', (x[0] + x[1]) / (x[2] + x[3]), 2),
          onLine('utilization', utilization(r), theorem1(4, 0.5)),
        ];
      },
    }),
  },
  {
    id: 'fig5',
    label: 'Fig. 5: beatdown, two flows',
    what: 'A tagged flow is cut at every congestion time until it reaches zero: infinitely many cuts in finite time (one event here is one whole beat-down). The mean stays on Theorem 1 (6/7); E[X₁²] is the exact path’s 28/111 ≈ 0.252, not the paper’s 1/3.',
    scenario: base({ n: 2, policy: 'beatdown', events: 20_000, warmup: 100 }),
    claim: claim({
      check: (r: AimdReport) => [
        // a beat-down of infinitely many cuts takes a finite time: here one time unit each
        atMost('time per beat-down', r.summary.measuredTime / r.summary.measuredEvents, 10),
        onLine('utilization', utilization(r), theorem1(2, 0.5)),
        // Appendix E integrates the sawtooth: 28/111 (engines/aimd/theory.ts derives it)
        near('E[X₁²] / c²', r.summary.flows[0].secondMoment, 28 / 111, 1e-3),
        atLeast('gap to the paper’s 1/3', 1 / 3 - (r.summary.flows[0].secondMoment ?? 1), 0.05),
      ],
    }),
  },
  {
    id: 'synchronized',
    label: 'Synchronized (ALL), four flows',
    what: 'Every flow is cut at every congestion event: four flows do no better than one, (1+β)/2 = 75 %.',
    scenario: base({ n: 4, policy: 'synchronized' }),
    claim: claim({
      check: (r: AimdReport) => [
        ...r.summary.flows.map((f, i) =>
          near(`flow ${i + 1}'s signals per event`, f.signals / r.summary.measuredEvents, 1, 0),
        ),
        onLine('utilization', utilization(r), (1 + 0.5) / 2),
      ],
    }),
  },
  {
    id: 'hundred',
    label: '100 flows',
    what: 'One hundred rate-proportional flows: utilization 1 − 1/301; six flows drawn, the aggregate hugs c (its standard deviation is under 0.5 % of c).',
    scenario: base({ n: 100, policy: 'rate-proportional' }),
    claim: claim({
      check: (r: AimdReport) => {
        const mean = r.summary.utilization ?? NaN;
        const second = r.summary.aggregateSecondMoment ?? NaN;
        return [
          onLine('utilization', utilization(r), theorem1(100, 0.5)),
          // one cut removes about c/(2N) = 0.5 % of c: a sawtooth that small has a deviation of
          // 0.5 %/√12 ≈ 0.14 %; synchronized flows would give (1 − β)/√12 ≈ 14 %
          atMost('standard deviation of the aggregate / c', Math.sqrt(second - mean * mean), 0.005),
        ];
      },
    }),
  },
];
