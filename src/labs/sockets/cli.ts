import { mergeAimdSweep, runAimdSweep } from '../families/aimd/commandLine';
import { sweepHelpText } from '../families/aimd/sweep/help';
import type { LabCommandLine } from '../kit/contract';

/** Lab 2 on the command line: its sweep (the points on worker threads). */
export const socketsCommandLine: LabCommandLine = {
  run: (text, args) => runAimdSweep('sockets', text, args),
  help: sweepHelpText,
  merge: mergeAimdSweep,
};
