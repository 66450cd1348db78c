import type { TraceSetInput } from '../../../trace/set';
import { exampleSetById, type ExampleId } from '../examples';
import type { TraceSource } from '../useTraceRead';
import type { TraceRead } from '../worker/client';

/**
 * What the page shows: one trace, or a set read one file after the other. The user's single file
 * comes first, then the user's several files, then the link's example (a set or one trace).
 * `base`: the page's address, which the examples' URLs are resolved against (in the worker a
 * relative URL would be the worker script's). null: not a set.
 */
export function setSources(
  file: File | null,
  files: readonly File[] | null,
  example: ExampleId,
  base: string,
): TraceSource[] | null {
  if (file) return null;
  if (files) return files.map((f) => ({ kind: 'file', file: f }));
  const set = exampleSetById(example);
  if (!set) return null;
  return set.files.map((f) => ({
    kind: 'example',
    name: f,
    url: new URL(`traces/${f}`, base).href,
  }));
}

export const sourceName = (s: TraceSource): string => (s.kind === 'file' ? s.file.name : s.name);

/**
 * What the comparison needs of a read (its fit and measures, made in the read's worker): the
 * same fields the command line takes from a file's report (src/trace/set.ts, setInput).
 */
export function setInputOf(name: string, read: TraceRead): TraceSetInput {
  const r = read.result;
  return {
    file: name,
    format: r.format,
    records: r.records,
    connections: r.connections.length,
    problems: r.problems,
    fit: read.fit,
    measures: read.measures,
  };
}

/** Why a read trace cannot join the set: it has no connection (null when it has). */
export function unreadReason(read: TraceRead): string | null {
  const r = read.result;
  if (r.connections.length > 0) return null;
  const why =
    r.format === null
      ? (r.problems[0]?.message ?? 'not a trace format read here')
      : `read as ${r.format}: no connection in it`;
  return `${why}; throughput against N needs every trace`;
}
