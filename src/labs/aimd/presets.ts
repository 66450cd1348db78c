import { AIMD_DEFAULTS, type AimdScenario } from '../families/aimd/scenario';

/** "Try this": ready scenarios from the paper's figures, each one a URL away. */
export interface Preset {
  id: string;
  label: string;
  what: string;
  scenario: AimdScenario;
}

const base = (over: Partial<AimdScenario>): AimdScenario => ({ ...AIMD_DEFAULTS, ...over });

export const PRESETS: Preset[] = [
  {
    id: 'fig1',
    label: 'Fig. 1: three flows',
    what: 'Three AIMD flows, rate-proportional losses: linear increase, one flow halved at each congestion time.',
    scenario: base({ n: 3, policy: 'rate-proportional' }),
  },
  {
    id: 'fig4-left',
    label: 'Fig. 4 (left): Example 1, σ = ½',
    what: 'Four flows, rate-independent losses, each flow equally likely to be picked.',
    scenario: base({ n: 4, policy: 'rate-independent', sigma: 0.5 }),
  },
  {
    id: 'fig4-right',
    label: 'Fig. 4 (right): Example 1, σ = ⅛',
    what: 'Flows 1-2 are picked with probability 1/16 each, flows 3-4 with 7/16: the classes split, the aggregate does not move.',
    scenario: base({ n: 4, policy: 'rate-independent', sigma: 0.125 }),
  },
  {
    id: 'fig5',
    label: 'Fig. 5: beatdown, two flows',
    what: 'A tagged flow is cut at every congestion time until it reaches zero: infinitely many cuts in finite time.',
    scenario: base({ n: 2, policy: 'beatdown', events: 20_000, warmup: 100 }),
  },
  {
    id: 'synchronized',
    label: 'Synchronized (ALL), four flows',
    what: 'Every flow is cut at every congestion event: four flows do no better than one, (1+β)/2.',
    scenario: base({ n: 4, policy: 'synchronized' }),
  },
  {
    id: 'hundred',
    label: '100 flows',
    what: 'One hundred rate-proportional flows: utilization 1 − 1/301; six flows drawn, the aggregate hugs c.',
    scenario: base({ n: 100, policy: 'rate-proportional' }),
  },
];
