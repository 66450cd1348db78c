import type { CliArgs } from '../../kit/commandLine/args';
import type { RunSink } from '../../kit/commandLine/strict';
import { mergeSweepCommand, runSweepCommand } from '../../kit/commandLine/sweepCommand';
import type { CsvFile } from '../../../sweep/merge';
import type { MergeFormat } from '../../kit/contract';
import { AIMD_SWEEPS } from './sweep/definition';

/** The point runner the CLI's threads import (pure; the browser's sweep workers run it too). */
const POINT_MODULE = new URL('./sweep/run.ts', import.meta.url).href;

/** A sweep of the AIMD model on the command line, with `lab`'s defaults. */
export const runAimdSweep = (
  lab: string,
  text: string,
  args: CliArgs,
  sink: RunSink,
): Promise<string> => runSweepCommand(AIMD_SWEEPS, POINT_MODULE, lab, text, args, sink);

export const mergeAimdSweep = (files: readonly CsvFile[], format: MergeFormat = 'csv'): string =>
  mergeSweepCommand(AIMD_SWEEPS, files, format);
