import { singleRunFormat, type CliArgs } from '../kit/commandLine/args';
import { strictScenario, type RunSink } from '../kit/commandLine/strict';
import { mergeSweepCommand, runSweepCommand } from '../kit/commandLine/sweepCommand';
import { PacketSimulation } from '../../engines/packet/simulation';
import type { TraceChunk } from '../../engines/packet/measure/traces';
import { LOSS_POLICIES, QUEUE_KINDS, FLAVOURS } from '../../engines/packet/params';
import { MULTIPATH_CC, SINGLE_PATH_MODULES } from '../families/packet/ccModules';
import { decodeInput } from '../../scenario/codec';
import type { LabCommandLine } from '../kit/contract';
import { toPacketParams } from '../families/packet/params';
import { departuresRule } from '../kit/impossible';
import { buildReport, onePacketShare, pathColumns, pathCsv, summaryCsv } from './report';
import { pointScenario } from './sweep/plan';
import { DUMBBELL_SPEC_SCHEMA, DUMBBELL_SWEEPS } from './sweep/definition';
import { baseScenario } from './sweep/plan';
import type { DumbbellSpec } from './sweep/spec';
import { DUMBBELL_SPEC_DEFAULTS } from './sweep/spec';

/** The point runner the CLI's threads import (pure; the browser's sweep workers run it too). */
const POINT_MODULE = new URL('./sweep/run.ts', import.meta.url).href;

/** Samples of the traces with --path: at most this many per run. */
const PATH_SAMPLES = 10_000;

/** One packet-level run: its summary, the theory, optionally the sampled traces. */
function runScenario(spec: DumbbellSpec, args: CliArgs, sink: RunSink): string {
  const format = singleRunFormat(args);
  const scenario = baseScenario(spec);
  // the traces' interval: at least 1 ms, at most PATH_SAMPLES samples in all
  const interval = args.path ? Math.max(scenario.t / PATH_SAMPLES, 0.001) : 0;
  const sim = new PacketSimulation({
    ...toPacketParams(scenario, interval),
    traceCapacity: PATH_SAMPLES + 1,
  });
  const chunks: TraceChunk[] = [];
  const slice = Math.max(scenario.t / 100, 1);
  while (!sim.done) {
    sim.runUntil(Math.min(sim.now + slice, scenario.t));
    const c = sim.drainTraces();
    if (c && c.t.length > 0) chunks.push(c);
  }
  const summary = sim.summary();
  const report = buildReport(scenario, summary, args.path ? chunks : undefined);
  sink.impossible(report.impossible ?? []);
  if (format === 'csv')
    return summaryCsv(summary) + (args.path ? '\n' + pathCsv(pathColumns(chunks)) : '');
  return JSON.stringify(report) + '\n';
}

function help(): string {
  const params = DUMBBELL_SPEC_SCHEMA.fields
    .map((f) => {
      const def = DUMBBELL_SPEC_DEFAULTS[f.key];
      const d = def === null ? '' : ` (default ${f.format(def)})`;
      return `  ${f.param.padEnd(8)} ${f.help}${d}`;
    })
    .join('\n');
  return `Dumbbell (lab=dumbbell; paper 000 Sec. V, a packet-level simulator with ns-2 2.35's defaults):
  N TCP flows over one bottleneck. Prints the utilization (bytes that left the bottleneck after the
  warm-up over capacity x time, 1040-byte packets on the wire), packets, drops, timeouts, per-flow
  throughput (Mbit/s), mean cwnd, drops and timeouts, the synchronization measure (flows losing a
  packet per congestion event, Fig. 17), P(signal | w) (Figs. 13-14) and Theorem 1 with whether it
  applies to this queue. --path adds the cwnd and queue traces, and what the congestion controls
  expose (Illinois da, dm, alpha, beta; CUBIC wmax, k, west; BIC wmax, incr; Compound dwnd, diff;
  Vegas diff, baseRtt; HS-TCP a, b);
  --format csv the per-flow table.
  With sweep= it runs a sweep (columns: utilization with its 95 % interval, theorem1, synchronized,
  ns2 where ns-2 2.35 was measured on the same setup, drops, timeouts, sync_mean_m).
${params}
  Queues: ${QUEUE_KINDS.join(', ')}; threshold-dropper selection: ${LOSS_POLICIES.join(', ')};
  loss recovery: ${FLAVOURS.join(', ')}.
  Congestion control (cc=, one for all flows or one per flow; a module's parameters apply to every
  flow running it, weight= also one per flow lined up with cc=; Illinois's bmax, bmin and Compound's
  ctbeta are fractions REMOVED at a loss, b, cbeta and bbeta fractions KEPT):
${SINGLE_PATH_MODULES.map((m) => `    ${m.name.padEnd(10)} ${m.title}: ${m.line}`).join('\n')}
  The MP-TCP modules couple the subflows of one source over several paths and are not offered
  here (${MULTIPATH_CC.join(', ')}): lab=mptcp&level=packet runs them (lia as alg=max).

Examples:
  npm run sim -- "lab=dumbbell&n=10&buffer=20" --format json
  npm run sim -- "lab=dumbbell&sweep=n:1..10&sweep2=buffer:5,20,100" --format csv
  npm run sim -- "lab=dumbbell&n=2&cc=illinois,reno&cap=10&rtt=60&buffer=30" --path --format csv
  npm run sim -- "lab=dumbbell&n=2&cc=vegas&cap=10&rtt=60&buffer=50&noise=5"
`;
}

/** The Dumbbell lab on the command line: one packet-level run, or a sweep with `sweep=`. */
export const dumbbellCommandLine: LabCommandLine = {
  run(text, args, sink) {
    const spec = strictScenario(decodeInput(DUMBBELL_SPEC_SCHEMA, text), sink);
    if (spec.sweep !== null)
      return runSweepCommand(
        DUMBBELL_SWEEPS,
        POINT_MODULE,
        'dumbbell',
        text,
        args,
        sink,
        (s, ps) => [
          departuresRule(Math.max(0, ...ps.map((p) => onePacketShare(pointScenario(s, p))))),
        ],
      );
    return runScenario(spec, args, sink);
  },
  help,
  merge: (files, format) => mergeSweepCommand(DUMBBELL_SWEEPS, files, format),
};
