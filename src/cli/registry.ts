import { aimdCommand } from './aimdCommand';
import type { LabCommand } from './commands';
import { mptcpCommand } from './mptcpCommand';
import { mergeCommand, sweepCommandFor } from './sweepCommand';

/** The labs the command line runs; a command with `accepts` is tried before the plain ones. */
export const COMMANDS: LabCommand[] = [
  aimdCommand,
  { ...sweepCommandFor('aimd'), accepts: (entries) => entries.has('sweep') },
  sweepCommandFor('sockets'),
  sweepCommandFor('insensitivity'),
  mergeCommand,
  mptcpCommand,
];
