import type { CliArgs } from './args';

/**
 * One lab's headless run: it decodes the scenario text strictly (any problem is a ScenarioError),
 * runs it with the lab's engine, and returns the output text (JSON or CSV).
 */
export interface LabCommand {
  lab: string;
  /** whether this command handles the input (e.g. a sweep when `sweep=` is present) */
  accepts?(entries: ReadonlyMap<string, unknown>): boolean;
  run(text: string, args: CliArgs): Promise<string> | string;
}
