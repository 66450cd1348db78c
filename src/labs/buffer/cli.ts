import { singleRunFormat } from '../kit/commandLine/args';
import { mergeSweepCommand, runSweepCommand } from '../kit/commandLine/sweepCommand';
import { strictScenario } from '../kit/commandLine/strict';
import { decodeInput } from '../../scenario/codec';
import { csvText } from '../../format/csv';
import { csvNumber } from '../../format/numbers';
import type { LabCommandLine } from '../kit/contract';
import { departuresRule } from '../kit/impossible';
import { buildReport, onePacketShare } from './report';
import { BUFFER_SPEC_SCHEMA, BUFFER_SWEEPS } from './sweep/definition';
import { baseScenario, pointScenario } from './sweep/plan';
import { BUFFER_SPEC_DEFAULTS } from './sweep/spec';

const POINT_MODULE = new URL('./sweep/run.ts', import.meta.url).href;

function help(): string {
  const params = BUFFER_SPEC_SCHEMA.fields
    .map((f) => {
      const def = BUFFER_SPEC_DEFAULTS[f.key];
      const d = def === null ? '' : ` (default ${f.format(def)})`;
      return `  ${f.param.padEnd(9)} ${f.help}${d}`;
    })
    .join('\n');
  return `Buffer-aware models (lab=buffer; paper 001, Chan, Liu, Yen): N parallel TCP connections on
  one DropTail bottleneck. Prints Hacker's bound (1) (with loss=), Wu/El-Ocla (2)-(3) and Chan et
  al. (17)/(18) as aggregate throughputs in Mbit/s (and as fractions of the link), Theorem 1 of
  paper 000, and the packet engine's run on the same setup (sim=0 skips it). With sweep= a CSV
  with one row per point, the models' relative errors against the simulation included.
${params}

Examples:
  npm run sim -- "lab=buffer&bw=45&rtt=100&q=50&n=8&ssthresh=32&v=3&x=1"
  npm run sim -- "lab=buffer&q=bdp&sweep=n:1,2,4,8,16,32,50" --format csv
`;
}

/** The Buffer-aware lab on the command line: one point (models and simulation), or a sweep. */
export const bufferCommandLine: LabCommandLine = {
  run(text, args, sink) {
    const spec = strictScenario(decodeInput(BUFFER_SPEC_SCHEMA, text), sink);
    if (spec.sweep !== null)
      return runSweepCommand(BUFFER_SWEEPS, POINT_MODULE, 'buffer', text, args, sink, (s, ps) => [
        departuresRule(Math.max(0, ...ps.map((p) => onePacketShare(pointScenario(s, p))))),
      ]);
    const format = singleRunFormat(args);
    const report = buildReport(spec, baseScenario(spec));
    sink.impossible(report.impossible ?? []);
    if (format === 'json') return JSON.stringify(report) + '\n';
    const row = (name: string, mbps: number | null | undefined) => [
      name,
      csvNumber(mbps),
      csvNumber(mbps === null || mbps === undefined ? null : mbps / spec.bw),
    ];
    const m = report.models;
    return csvText([
      ['model', 'throughput_mbps', 'utilization'],
      row('hacker', m?.hacker),
      row('wu', m?.wu),
      row('wu_no_s', m?.wuNoS),
      row('chan', m?.chan),
      row('chan_steady', m?.chanSteady),
      row('theorem1', report.theorem1),
      row('simulated', report.simulated?.throughput),
    ]);
  },
  help,
  merge: (files, format) => mergeSweepCommand(BUFFER_SWEEPS, files, format),
};
