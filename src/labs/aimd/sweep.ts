import { AIMD_DEFAULTS } from '../families/aimd/scenario';
import { registerAimdSweepLab } from '../families/aimd/sweep/labs';

/** A Loss-policies link with `sweep=` added: a sweep of the lab's own scenario and policy. */
export const AIMD_LAB_SWEEP = registerAimdSweepLab('aimd', 2, {
  sweep: null,
  policies: [AIMD_DEFAULTS.policy],
});
