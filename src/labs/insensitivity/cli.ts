import { mergeAimdSweep, runAimdSweep } from '../aimd/cli';
import type { LabCommandLine } from '../contract';

/** Lab 3 on the command line: its sweep (see the Sweeps section of --help, shared with Lab 2). */
export const insensitivityCommandLine: LabCommandLine = {
  run: (text, args) => runAimdSweep('insensitivity', text, args),
  help: () => '',
  merge: mergeAimdSweep,
};
