import type { SweepPreset } from '../families/aimd/sweepUi/PresetLinks';

/** Lab 2's "try this" links: the paper's figures, one sweep URL each. */
export const SOCKETS_PRESETS: readonly SweepPreset[] = [
  {
    id: 'fig2',
    label: 'Fig. 2: utilization vs N, β = ½',
    what: 'One flow cut per event climbs as 1 − 1/(1 + 3N): 90 % at N = 3. Synchronized flows stay at 75 % whatever N.',
    query: 'lab=sockets&beta=0.5',
  },
  {
    id: 'beta-family',
    label: 'A family of β: 0.3, 0.5, 0.8',
    what: 'One panel per β on the same axes: a gentler decrease needs fewer sockets.',
    query: 'lab=sockets&sweep2=beta:0.3,0.5,0.8',
  },
  {
    id: 'fig11',
    label: 'Fig. 11-like: rate-independent vs largest-rate, N up to 100',
    what: 'Two very different ways of picking the flow to cut, one curve: the insensitivity of Theorem 1.',
    query: 'lab=sockets&policies=rate-independent,largest-rate&sweep=n:1..100&reps=3',
  },
  {
    id: 'all-policies',
    label: 'All six policies, N = 1 … 10',
    what: 'The four one-flow policies on Theorem 1, synchronized on eq. (6), independent in between (no closed form).',
    query: 'lab=sockets&policies=all&sweep=n:1..10',
  },
];
