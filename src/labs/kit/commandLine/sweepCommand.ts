import { availableParallelism } from 'node:os';
import { decodeSweep } from '../../../sweep/codec';
import { mergeSweepCsvs, MergeError, type CsvFile } from '../../../sweep/merge';
import { sweepCsv, sweepReport } from '../../../sweep/output';
import { enumeratePoints, inShard, type SweepPoint } from '../../../sweep/plan';
import { progressOf } from '../../../sweep/progress';
import type { PointResultCore, SweepCore, SweepDefinition } from '../../../sweep/spec';
import type { CliArgs } from './args';
import { InputFileError, UsageError } from './errors';
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
  const points = enumeratePoints(spec, def.series(spec)).filter((p) => inShard(p, args.shard));
  const workers = args.workers ?? availableParallelism();
  const line = args.progress || process.stderr.isTTY ? new ProgressLine(process.stderr) : null;
  const started = performance.now();
  let done = 0;
  const progress = () => progressOf(done, 0, points.length, performance.now() - started);
  const results = await runPointsInThreads<S, R>(pointModule, spec, points, {
    workers,
    onResult: () => {
      done++;
      line?.update(progress());
    },
  });
  line?.update(progress(), true);
  const report = sweepReport(def, spec, results, args.shard);
  sink.impossible(impossibleResults(report, [...rules(spec, points), ...COMMON_RULES]));
  if (args.format === 'csv') return sweepCsv(def, spec, results, args.shard);
  return JSON.stringify(report) + '\n';
}

/** `sim merge a.csv b.csv ...` for a lab's sweep: the shards' CSVs combined. */
export function mergeSweepCommand<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  files: readonly CsvFile[],
): string {
  try {
    return mergeSweepCsvs(def, files);
  } catch (e) {
    if (e instanceof MergeError) throw new InputFileError(e.message);
    throw e;
  }
}
