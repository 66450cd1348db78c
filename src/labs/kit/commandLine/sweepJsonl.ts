import { checkRecordPoint, pointRecordLine, type RecordMeta } from '../../../sweep/jsonl';
import { encodeSweepQuery } from '../../../sweep/codec';
import { runnable } from '../../../sweep/output';
import type { Shard, SweepPoint } from '../../../sweep/plan';
import type { PointResultCore, SweepCore, SweepDefinition } from '../../../sweep/spec';
import type { CliArgs } from './args';
import { codeVersion } from './codeVersion';
import { openJsonlOut } from './jsonlOut';
import type { RunSink } from './strict';

/**
 * `--format jsonl`: the shard's points as JSON lines (sweep/jsonl.ts), each written as soon as it
 * completes, to --out (appended; the points already there are skipped, so running the same
 * command again finishes an interrupted shard) or to stdout. The points and their numbers are
 * the same as with --format csv: only what is written, and when, differs. Resolves with the
 * results of the points this run computed.
 */
export async function runSweepJsonl<S extends SweepCore, R extends PointResultCore>(
  def: SweepDefinition<S, R>,
  spec: S,
  all: readonly SweepPoint[],
  points: readonly SweepPoint[],
  shard: Shard | null,
  args: CliArgs,
  sink: RunSink,
  run: (todo: readonly SweepPoint[], onResult: (r: R, wallMs: number) => void) => Promise<R[]>,
): Promise<R[]> {
  const meta: RecordMeta = {
    query: encodeSweepQuery(def, runnable(def, spec)),
    shard: shard && `${shard.index}/${shard.count}`,
    code: codeVersion(args.env),
  };
  const say = (line: string) => sink.say?.(line);
  const out = args.out
    ? openJsonlOut(args.out, meta, (r) => checkRecordPoint(spec, all, r, args.out!), say)
    : null;
  const write = out
    ? (line: string) => out.append(line)
    : (sink.write ?? ((text: string) => void process.stdout.write(text)));
  try {
    const todo = points.filter((p) => !out?.done.has(p.index));
    if (todo.length < points.length)
      say(
        `${args.out}: ${points.length - todo.length} of the ${points.length} points already there, running the other ${todo.length}`,
      );
    return await run(todo, (r, wallMs) =>
      write(pointRecordLine(def, spec, all[r.index], r, meta, wallMs)),
    );
  } finally {
    out?.close();
  }
}
