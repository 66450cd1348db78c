import { main } from '../../../src/cli/main';

export interface GoldenOutput {
  args: string[];
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one command line in this process, as `npm run sim` would, capturing what it prints. */
export async function runCli(args: string[]): Promise<GoldenOutput> {
  let stdout = '';
  let stderr = '';
  // no environment: a scheduler's variables where the tests run would shard the sweeps
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, {});
  return { args, code, stdout, stderr };
}
