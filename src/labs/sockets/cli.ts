import { mergeAimdSweep, runAimdSweep } from '../families/aimd/commandLine';
import { sweepHelpText } from './sweepHelp';
import type { LabCommandLine } from '../kit/contract';
import { SOCKETS_SWEEP } from './sweep';

/** Lab 2 on the command line: its sweep (the points on worker threads). */
export const socketsCommandLine: LabCommandLine = {
  run: (text, args, sink) => runAimdSweep(SOCKETS_SWEEP.lab, text, args, sink),
  help: sweepHelpText,
  merge: mergeAimdSweep,
};
