import { mergeSweep, sweepCommandFor } from '../../cli/sweepCommand';
import { sweepHelpText } from '../../cli/sweepHelp';
import type { LabCommandLine } from '../contract';

/** Lab 2 on the command line: its sweep (the points on worker threads). */
export const socketsCommandLine: LabCommandLine = {
  run: sweepCommandFor('sockets').run,
  help: sweepHelpText,
  merge: mergeSweep,
};
