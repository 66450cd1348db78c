import type { SweepPreset } from '../families/aimd/sweepUi/PresetLinks';

/** Lab 3's "try this" links. */
export const INSENSITIVITY_PRESETS: readonly SweepPreset[] = [
  {
    id: 'fig3',
    label: 'Fig. 3: Example 1, σ from 0.05 to 0.95',
    what: 'Four flows, flows 1–2 picked with probability σ/2 each: the classes split, the aggregate stays on Theorem 1.',
    query: 'lab=insensitivity',
  },
  {
    id: 'compare-n2',
    label: 'Policy comparison, N = 2 (Theorem 2)',
    what: 'All six policies on one scenario: four equal means, and second moments against Theorem 2.',
    query: 'lab=insensitivity&n=2&sweep=none&policies=all',
  },
  {
    id: 'compare-n10',
    label: 'Policy comparison, N = 10',
    what: 'With more flows the one-flow means move together towards 1; the distributions still differ.',
    query: 'lab=insensitivity&n=10&sweep=none&policies=all',
  },
  {
    id: 'example1-beta08',
    label: 'Example 1 with β = 0.8',
    what: 'A gentler decrease: the classes split less, the aggregate sits on a higher Theorem 1 line.',
    query: 'lab=insensitivity&beta=0.8',
  },
];
