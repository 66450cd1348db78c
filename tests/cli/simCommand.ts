import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../src/cli/main';

/** What one command line gave: its exit code and both streams. */
export interface SimResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const root = join(__dirname, '..', '..');

/**
 * `npm run sim -- ...args` as a child process, as a user runs it (the real entry point, worker
 * threads, the process's exit code); asynchronous, so that tests can run side by side.
 */
export function simProcess(...args: string[]): Promise<SimResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'src/cli/sim.ts'), ...args],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

/**
 * The same command line in this process (`main`, what sim.ts calls), faster than a child; in the
 * environment `env` (none by default: a scheduler's variables where the tests run would shard
 * the sweeps).
 */
export async function simInProcess(...args: string[]): Promise<SimResult> {
  return simInEnvironment({}, ...args);
}

export async function simInEnvironment(
  env: Record<string, string>,
  ...args: string[]
): Promise<SimResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(
    args,
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) },
    env,
  );
  return { code, stdout, stderr };
}
