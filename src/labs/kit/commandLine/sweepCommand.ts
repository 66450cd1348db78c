import { availableParallelism } from 'node:os';
import { decodeSweep } from '../../../sweep/codec';
import { mergeSweepCsvs, MergeError, type CsvFile } from '../../../sweep/merge';
import { sweepCsv, sweepReport } from '../../../sweep/output';
import { isJsonl } from '../../../sweep/jsonl';
import { mergeSweepJsonl } from '../../../sweep/mergeJsonl';
import { enumeratePoints, inShard, type Shard, type SweepPoint } from '../../../sweep/plan';
import { progressOf } from '../../../sweep/progress';
import type { PointResultCore, SweepCore, SweepDefinition } from '../../../sweep/spec';
import type { CliArgs } from './args';
import type { MergeFormat } from '../contract';
import { InputFileError, SetupError, UsageError } from './errors';
import { shardFromEnvironment } from './schedulerShard';
import { runSweepJsonl } from './sweepJsonl';
import { COMMON_RULES, impossibleResults, type QuantityRule } from '../impossible';
import { strictScenario, type RunSink } from './strict';
import { ProgressLine } from './sweepProgressLine';
import { runPointsInThreads } from './sweepThreads';

/**
 * Sweeps on the command line, for any lab with a SweepDefinition: the same sweep URL as the pages,
 * the same points, seeds and output functions, run on worker threads. Strict like the single-run
 * command: any problem in the sweep is an error naming the parameter (exit 2), and nothing but
 * the results goes to stdout.
 *
 * `pointModule` is the URL of the lab's module that exports `runPoint(spec, point)` (pure): the
 * threads import it (see sweepThreads.ts). `rules` adds the lab's own rules for impossible results
 * (kit/impossible.ts) over the sweep's points.
 */
export async function runSweepCommand<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  pointModule: string,
  lab: string,
  text: string,
  args: CliArgs,
  sink: RunSink,
  rules: (spec: S, points: readonly SweepPoint[]) => QuantityRule[] = () => [],
): Promise<string> {
  if (args.path) throw new UsageError('--path is for single runs, not sweeps');
  const spec = strictScenario(decodeSweep(def, text, lab), sink);
  const shard = sweepShard(args, sink);
  const all = enumeratePoints(spec, def.series(spec));
  const points = all.filter((p) => inShard(p, shard));
  const run = (todo: readonly SweepPoint[], onResult?: (r: R, wallMs: number) => void) =>
    runWithProgress<S, R>(pointModule, spec, todo, args, onResult);
  const results =
    args.format === 'jsonl'
      ? await runSweepJsonl(def, spec, all, points, shard, args, sink, run)
      : await run(points);
  const report = sweepReport(def, spec, results, shard);
  sink.impossible(impossibleResults(report, [...rules(spec, points), ...COMMON_RULES]));
  if (args.format === 'jsonl') return ''; // written point by point
  if (args.format === 'csv') return sweepCsv(def, spec, results, shard);
  return JSON.stringify(report) + '\n';
}

/** The points on the pool, with the progress line (on stderr) when asked or on a terminal. */
async function runWithProgress<S extends SweepCore, R>(
  pointModule: string,
  spec: S,
  points: readonly SweepPoint[],
  args: CliArgs,
  onResult?: (r: R, wallMs: number) => void,
): Promise<R[]> {
  const line = args.progress || process.stderr.isTTY ? new ProgressLine(process.stderr) : null;
  const started = performance.now();
  let done = 0;
  const progress = () => progressOf(done, 0, points.length, performance.now() - started);
  const results = await runPointsInThreads<S, R>(pointModule, spec, points, {
    workers: args.workers ?? availableParallelism(),
    onResult: (r, wallMs) => {
      onResult?.(r, wallMs);
      done++;
      line?.update(progress());
    },
  });
  line?.update(progress(), true);
  return results;
}

/**
 * The sweep's shard: --shard i/k, else the one the batch scheduler's variables name (see
 * schedulerShard.ts), said on stderr with the variables it came from; null: the whole sweep.
 */
function sweepShard(args: CliArgs, sink: RunSink): Shard | null {
  if (args.shard) {
    if (args.shardCount !== null && args.shardCount !== args.shard.count)
      throw new UsageError(
        `--shard ${args.shard.index}/${args.shard.count} and --shard-count ${args.shardCount} disagree`,
      );
    return args.shard;
  }
  const found = shardFromEnvironment(args.env, args.shardCount);
  if (found.kind === 'error') throw new SetupError(found.message);
  if (found.kind === 'none') return null;
  sink.say?.(`shard ${found.shard.index}/${found.shard.count} (from ${found.from})`);
  return found.shard;
}

/**
 * `sim merge a.csv b.csv ...` for a lab's sweep: the shards' CSVs combined, or their JSON lines
 * (into the CSV, or the JSON report with --format json).
 */
export function mergeSweepCommand<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  files: readonly CsvFile[],
  format: MergeFormat = 'csv',
): string {
  const jsonl = files.filter((f) => isJsonl(f.text));
  if (jsonl.length > 0 && jsonl.length < files.length) {
    const csv = files.find((f) => !isJsonl(f.text))!;
    throw new InputFileError(
      `${jsonl[0].name} holds JSON lines and ${csv.name} a CSV: merge the shards of one format`,
    );
  }
  if (jsonl.length === 0 && format === 'json')
    throw new InputFileError(
      "a sweep's CSV shards merge into its CSV only: the JSON report needs their JSON lines (--format jsonl)",
    );
  try {
    return jsonl.length > 0 ? mergeSweepJsonl(def, files, format) : mergeSweepCsvs(def, files);
  } catch (e) {
    if (e instanceof MergeError) throw new InputFileError(e.message);
    throw e;
  }
}
