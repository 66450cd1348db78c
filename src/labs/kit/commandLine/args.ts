import { UsageError } from './errors';
import type { Shard } from '../../../sweep/plan';
import type { Environment } from './schedulerShard';

/** Command-line arguments of `npm run sim`. */
export interface CliArgs {
  input: string | null;
  /** jsonl: a sweep's points as JSON lines, appended as each completes (sweeps only) */
  format: 'json' | 'csv' | 'jsonl';
  /** --format was written (merge prints CSV unless told json) */
  formatGiven: boolean;
  path: boolean;
  out: string | null;
  help: boolean;
  /** sweeps: threads (1 = in this thread); null = os.availableParallelism() */
  workers: number | null;
  /** sweeps: run only every k-th point starting at i (0-based) */
  shard: Shard | null;
  /** sweeps: the count of shards when the scheduler gives only the index (--shard-count k) */
  shardCount: number | null;
  /** sweeps: the progress line on stderr even when it is not a terminal */
  progress: boolean;
  /** `merge a.csv b.csv ...`: the shards' files (empty otherwise) */
  merge: string[];
  /**
   * --trace FILE [FILE ...]: traces of real connections to read (a capture, iperf3 JSON, an ss
   * log, ...); several: throughput against N across them
   */
  trace: string[] | null;
  /** --beta B: Theorem 1's beta for several traces (else the traces' fitted beta) */
  beta: number | null;
  /** --twin (with --trace and one file): add the trace's simulated twin to the JSON report */
  twin: boolean;
  /** the environment the command runs in: a scheduler's task index, SIM_CODE_VERSION */
  env: Environment;
}

/** "--shard i/k": 0 <= i < k. */
function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !(count >= 1 && index < count && Number.isSafeInteger(count)))
    throw new UsageError(`--shard must be i/k with 0 <= i < k (0-based), got "${text}"`);
  return { index, count };
}

function parseShardCount(text: string): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!(n >= 1 && Number.isSafeInteger(n)))
    throw new UsageError(`--shard-count must be a positive integer, got "${text}"`);
  return n;
}

function parseBeta(text: string): number {
  const b = /^\s*\d*\.?\d+(e-?\d+)?\s*$/i.test(text) ? Number(text) : NaN;
  if (!(b > 0 && b < 1))
    throw new UsageError(
      `--beta must be a number between 0 and 1 (the window kept at a cut), got "${text}"`,
    );
  return b;
}

function parseWorkers(text: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 1024))
    throw new UsageError(`--workers must be an integer from 1 to 1024, got "${text}"`);
  return n;
}

/**
 * The command line's arguments; `env` is what the sweeps read a scheduler's shard from (none by
 * default, so that a test's run never depends on where the tests run).
 */
export function parseArgs(argv: readonly string[], env: Environment = {}): CliArgs {
  const args: CliArgs = {
    input: null,
    format: 'json',
    formatGiven: false,
    path: false,
    out: null,
    help: false,
    workers: null,
    shard: null,
    shardCount: null,
    progress: false,
    merge: [],
    trace: null,
    beta: null,
    twin: false,
    env,
  };
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k];
    const [flag, inline] =
      a.startsWith('--') && a.includes('=')
        ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
        : [a, null];
    const value = (): string => {
      const v = inline ?? argv[++k];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--help':
      case '-h':
        args.help = true;
        break;
      case '--format': {
        const f = value();
        if (f !== 'json' && f !== 'csv' && f !== 'jsonl')
          throw new UsageError(`--format must be json, csv or jsonl, got "${f}"`);
        args.format = f;
        args.formatGiven = true;
        break;
      }
      case '--path':
        args.path = true;
        break;
      case '--out':
        args.out = value();
        break;
      case '--workers':
        args.workers = parseWorkers(value());
        break;
      case '--shard':
        args.shard = parseShard(value());
        break;
      case '--shard-count':
        args.shardCount = parseShardCount(value());
        break;
      case '--progress':
        args.progress = true;
        break;
      case '--trace':
        args.trace = [...(args.trace ?? []), value()];
        break;
      case '--beta':
        args.beta = parseBeta(value());
        break;
      case '--twin':
        args.twin = true;
        break;
      default:
        if (a.startsWith('--')) throw new UsageError(`unknown option ${a}`);
        if (args.trace !== null) {
          args.trace.push(a); // `--trace A B C`: every file after --trace is a trace
          continue;
        }
        if (args.input === 'merge') {
          args.merge.push(a); // `merge a.csv b.csv ...`: the files to merge
          continue;
        }
        if (args.input !== null)
          throw new UsageError(`one scenario at a time (got "${args.input}" and "${a}")`);
        args.input = a;
    }
  }
  if (args.trace !== null && args.input !== null)
    throw new UsageError(
      `--trace reads a trace, not a scenario: give one or the other (got "${args.input}")`,
    );
  if (args.trace !== null && args.format === 'jsonl')
    throw new UsageError('--trace prints json (default) or csv, not jsonl');
  if (args.twin && args.trace === null)
    throw new UsageError(
      '--twin goes with --trace FILE (a Traces lab link takes twin=1: "lab=trace&example=...&twin=1")',
    );
  if (args.twin && args.trace !== null && args.trace.length > 1)
    throw new UsageError('--twin is the twin of one trace: give --trace one file');
  if (args.twin && args.format === 'csv')
    throw new UsageError(
      '--twin adds the twin to the JSON report; --format csv has no room for it',
    );
  if (args.beta !== null && (args.trace === null || args.trace.length < 2))
    throw new UsageError(
      "--beta is Theorem 1's beta for throughput against N: it goes with --trace and several files",
    );
  return args;
}

/** A single run's format: JSON lines are a sweep's (one line per point), not a single run's. */
export function singleRunFormat(args: CliArgs): 'json' | 'csv' {
  if (args.format === 'jsonl')
    throw new UsageError(
      '--format jsonl is for sweeps (one line per point); a single run prints json or csv',
    );
  return args.format;
}
