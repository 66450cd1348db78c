import { mergeAimdSweep, runAimdSweep } from '../families/aimd/commandLine';
import type { LabCommandLine } from '../kit/contract';
import { INSENSITIVITY_SWEEP } from './sweep';

/** Lab 3 on the command line: its sweep (see the Sweeps section of --help, shared with Lab 2). */
export const insensitivityCommandLine: LabCommandLine = {
  run: (text, args, sink) => runAimdSweep(INSENSITIVITY_SWEEP.lab, text, args, sink),
  help: () => '',
  merge: mergeAimdSweep,
};
