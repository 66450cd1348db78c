import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The C implementation of the same event loop (aimd.c, next to this file), for the engine bench:
 * compiled once with gcc -O2 when gcc is there; every failure becomes a note, never an error.
 */
export interface NativeResult {
  /** utilization after the first `events` events, printed with 17 significant digits */
  utilization: string;
  wallPerSecond: number;
  cpuPerSecond: number;
}

export type NativePolicy = 'rate-proportional' | 'largest-rate' | 'largest-rate-kinetic';

export class NativeEngine {
  private constructor(
    private readonly binary: string,
    private readonly dir: string,
  ) {}

  /** Compiles aimd.c; returns the engine, or a sentence saying why there is none. */
  static compile(): NativeEngine | string {
    const source = fileURLToPath(new URL('./aimd.c', import.meta.url));
    const version = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
    if (version.error || version.status !== 0) return 'gcc not found: no C comparison';
    const dir = mkdtempSync(join(tmpdir(), 'aimd-lab-bench-c-'));
    const binary = join(dir, 'aimd');
    // -ffp-contract=off: no fused multiply-add, which JavaScript never does (same bits as TS)
    const cc = spawnSync('gcc', ['-O2', '-ffp-contract=off', '-o', binary, source, '-lm'], {
      encoding: 'utf8',
    });
    if (cc.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      return `gcc failed: ${(cc.stderr || String(cc.error)).trim().split('\n')[0]}`;
    }
    return new NativeEngine(binary, dir);
  }

  /**
   * Runs `events` events of the bench scenario (their utilization is returned for checking),
   * then times batches of events for about `budgetMs`.
   */
  run(
    policy: NativePolicy,
    n: number,
    unequalEta: boolean,
    events: number,
    budgetMs: number,
  ): NativeResult | string {
    const args = [policy, String(n), unequalEta ? 'unequal' : 'equal', String(events)];
    const out = spawnSync(this.binary, [...args, String(budgetMs)], { encoding: 'utf8' });
    if (out.status !== 0) return `C run failed: ${(out.stderr || String(out.error)).trim()}`;
    const utilization = readField(out.stdout, 'utilization');
    const wall = Number(readField(out.stdout, 'wall_per_s'));
    const cpu = Number(readField(out.stdout, 'cpu_per_s'));
    if (!utilization || !(wall > 0) || !(cpu > 0)) return `unexpected C output: ${out.stdout}`;
    return { utilization, wallPerSecond: wall, cpuPerSecond: cpu };
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function readField(line: string, name: string): string {
  const match = new RegExp(`(?:^| )${name}=(\\S+)`).exec(line);
  return match ? match[1] : '';
}
