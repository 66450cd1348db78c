import { aimdCommand } from './aimdCommand';
import type { LabCommand } from './commands';

/** The labs the command line runs; a command with `accepts` is tried before the plain ones. */
export const COMMANDS: LabCommand[] = [aimdCommand];
