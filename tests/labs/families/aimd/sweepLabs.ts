import { AIMD_LAB_SWEEP } from '../../../../src/labs/aimd/sweep';
import { INSENSITIVITY_SWEEP } from '../../../../src/labs/insensitivity/sweep';
import { SOCKETS_SWEEP } from '../../../../src/labs/sockets/sweep';

/**
 * The labs that run sweeps of the AIMD model, registered as the app registers them (each lab's
 * sweep.ts, imported here for its registration): the tests of the family's sweeps import this.
 */
export const SWEEP_LABS = ['sockets', 'insensitivity', 'aimd'] as const;
export type SweepLab = (typeof SWEEP_LABS)[number];

const BY_LAB = { sockets: SOCKETS_SWEEP, insensitivity: INSENSITIVITY_SWEEP, aimd: AIMD_LAB_SWEEP };

export const SWEEP_SCHEMAS = Object.fromEntries(
  SWEEP_LABS.map((lab) => [lab, BY_LAB[lab].schema]),
) as { [L in SweepLab]: (typeof BY_LAB)[L]['schema'] };
export const SWEEP_DEFAULTS = Object.fromEntries(
  SWEEP_LABS.map((lab) => [lab, BY_LAB[lab].defaults]),
) as { [L in SweepLab]: (typeof BY_LAB)[L]['defaults'] };
