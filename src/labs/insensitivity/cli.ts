import { mergeSweep, sweepCommandFor } from '../../cli/sweepCommand';
import type { LabCommandLine } from '../contract';

/** Lab 3 on the command line: its sweep (see the Sweeps section of --help, shared with Lab 2). */
export const insensitivityCommandLine: LabCommandLine = {
  run: sweepCommandFor('insensitivity').run,
  help: () => '',
  merge: mergeSweep,
};
