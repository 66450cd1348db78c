import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { decodeInput } from '../../scenario/codec';
import { readTrace } from '../../trace/read';
import { traceReport } from '../../trace/report';
import { setInput, traceSetReport } from '../../trace/set';
import type { ReadTraceResult, TraceProblem } from '../../trace/types';
import { singleRunFormat } from '../kit/commandLine/args';
import { SetupError, UsageError } from '../kit/commandLine/errors';
import { strictScenario } from '../kit/commandLine/strict';
import type { LabCommandLine } from '../kit/contract';
import type { RunSink } from '../kit/commandLine/strict';
import { EXAMPLE_SETS, EXAMPLES, exampleById, exampleSetById } from './examples';
import { TRACE_SCHEMA } from './scenario';
import { twinReport } from './twin/report';

/** The shipped examples, as the page fetches them (public/ is served beside index.html). */
export const examplePath = (file: string): string =>
  fileURLToPath(new URL(`../../../public/traces/${file}`, import.meta.url));

/**
 * The example's bytes (a few hundred kB: read whole), gunzipped when gzip as `sim --trace` does;
 * a corrupt gzip stream ends them, and what came before is kept.
 */
async function* chunks(bytes: Uint8Array, failure: { error: Error | null }) {
  const gzip = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  const source = Readable.from([bytes]);
  const stream: Readable = gzip ? pipeline(source, createGunzip(), () => {}) : source;
  try {
    for await (const chunk of stream) yield chunk as Uint8Array;
  } catch (e) {
    failure.error = e as Error;
  }
}

/** "line 12" / "byte 286" / "" (the whole file), as `sim --trace` says where. */
const where = (p: TraceProblem): string =>
  p.at.line !== undefined
    ? `:${p.at.line}`
    : p.at.offset !== undefined && p.at.offset > 0
      ? `, byte ${p.at.offset}`
      : '';

/** An example's trace as `sim --trace public/traces/FILE` reads it, its problems said as there. */
async function readExample(
  file: string,
  sink: RunSink,
): Promise<{ result: ReadTraceResult; problems: TraceProblem[] }> {
  const path = examplePath(file);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new SetupError(`trace: cannot read the example ${path}: ${(e as Error).message}`);
  }
  const failure: { error: Error | null } = { error: null };
  const result = await readTrace(chunks(bytes, failure));
  const problems = [...result.problems];
  if (failure.error !== null)
    problems.push({
      at: {},
      message: `the gzip stream could not be read to its end (${failure.error.message}): what came before is kept`,
      fatal: true,
    });
  for (const p of problems) sink.say?.(`trace: public/traces/${file}${where(p)}: ${p.message}`);
  return { result, problems };
}

function help(): string {
  const ids = EXAMPLES.map((e) => `    ${e.id.padEnd(13)} ${e.label} (public/traces/${e.file})`);
  const sets = EXAMPLE_SETS.map((e) =>
    [`    ${e.id.padEnd(13)} ${e.label}:`, ...e.files.map((f) => `      public/traces/${f}`)].join(
      '\n',
    ),
  );
  return `Traces (lab=trace): real TCP connections, read from a recording. The page opens your own
  file (pcap, pcapng, iperf3 --json, ss -tin log, tcp_probe text; gzipped or not), read in the
  browser, never uploaded, and not part of the link; on the command line that is --trace FILE.
  A link names one of the shipped examples instead, and this prints what --trace prints for it
  ({format, connections, problems, records, fit, measures}); the headline is the summed throughput of the
  connections shown (conn=, control=), Mbit/s. A set of examples prints what --trace prints for its
  files ({traces, throughputVsN, beta, anchor}: throughput against N); its headline is the
  aggregate throughput at the largest N, Mbit/s.
  example   the shipped trace (default reno-pcap):
${ids.join('\n')}
            or a set of them, read together (conn and control do not apply):
${sets.join('\n')}
  conn      all (default), or k: the k-th data connection
  control   1: list tiny connections too (iperf3's control connection, hidden by default)
  twin      1: add the simulated twin, as --trace FILE --twin does: the Dumbbell lab's link that
            runs the packet engine on the fit's rate, buffer, base RTTs, MSS and congestion
            control (twin.url), the choices made (twin.assumptions), the run's numbers per flow
            (twin.summary) and, per connection and for the set, measured, twin, twin - measured
            and its share of the measured for throughput, mean cwnd, mean RTT, loss-event rate
            and utilization, with the RMS of the cwnd and RTT differences (twin.difference)

Examples:
  npm run sim -- "lab=trace&example=cubic4-pcap"
  npm run sim -- "lab=trace&example=cubic4-pcap&twin=1"
  npm run sim -- --trace public/traces/cubic-4.pcap.gz --format csv
  npm run sim -- "lab=trace&example=parallel-reno"
  npm run sim -- --trace public/traces/parallel-reno-n{1,2,4,8}.pcap.gz --format csv
`;
}

/** The Traces lab on the command line: the example's trace, as `sim --trace` prints it. */
export const traceCommandLine: LabCommandLine = {
  async run(text, args, sink) {
    const s = strictScenario(decodeInput(TRACE_SCHEMA, text), sink);
    if (singleRunFormat(args) === 'csv')
      throw new UsageError(
        'lab=trace prints JSON; a CSV row per connection: npm run sim -- --trace FILE --format csv ' +
          '(several files: the table of throughput against N)',
      );
    const set = exampleSetById(s.example);
    if (set) {
      const inputs = [];
      for (const file of set.files) {
        const { result, problems } = await readExample(file, sink);
        if (result.connections.length === 0)
          throw new SetupError(
            `trace: nothing could be read from the example public/traces/${file}`,
          );
        inputs.push(setInput(`public/traces/${file}`, result, problems));
      }
      return JSON.stringify(traceSetReport(inputs)) + '\n';
    }
    const { result, problems } = await readExample(exampleById(s.example).file, sink);
    const report = traceReport(result, problems);
    return (
      JSON.stringify(s.twin ? { ...report, twin: twinReport(result, report.fit) } : report) + '\n'
    );
  },
  help,
};
