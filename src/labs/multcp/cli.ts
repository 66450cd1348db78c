import { singleRunFormat } from '../kit/commandLine/args';
import { mergeSweepCommand, runSweepCommand } from '../kit/commandLine/sweepCommand';
import { strictScenario } from '../kit/commandLine/strict';
import { decodeInput } from '../../scenario/codec';
import { encodeSweepQuery } from '../../sweep/codec';
import type { LabCommandLine } from '../kit/contract';
import { fairnessResult } from './fairness';
import { buildReport } from './report';
import { isPacketView, runnableSpec } from './packet/views';
import { MULTCP_DEFAULTS, MULTCP_SCHEMA } from './scenario';
import { MULTCP_SWEEPS } from './sweep/definition';
import { allGainCsv, fairnessCsv, rbufferCsv } from './tables';

const POINT_MODULE = new URL('./sweep/run.ts', import.meta.url).href;

/** JSON has no Infinity or NaN: such numbers are written as null. */
const json = (v: unknown): string =>
  JSON.stringify(v, (_k, x) => (typeof x === 'number' && !Number.isFinite(x) ? null : x)) + '\n';

function help(): string {
  const params = MULTCP_SCHEMA.fields
    .map(
      (f) =>
        `  ${f.param.padEnd(8)} ${f.help} (default ${f.format(MULTCP_SCHEMA.defaults[f.key])})`,
    )
    .join('\n');
  return `MulTCP and weighted proportional fairness (lab=multcp; paper 004, Crowcroft & Oechslin, and
  paper 000, Sec. II-B.4): closed forms, no simulation.
  view=gain: Annex B's gain T(N)/T1 = (2/sqrt 3) sqrt(N (N - 1/4)) against the ideal N, for
    N = 1 … nmax (to n when n is larger); paper 000's MulTCP as one AIMD flow, 1 - (1 - beta)/(2N),
    against Theorem 1's N flows, their ratio and difference, and the largest gap; Annex B's T(N)
    at p, rtt, pkt; the slow start of Sec. 4.1 round by round (w_N = 3^(log N/(log 3 - log 2))).
    CSV: one row per N.
  view=fairness: on the network links= / flows=, the weighted proportional (weights N_i),
    proportional and max-min allocations (Annex A), exactly: rates and bottlenecks per flow, loads
    and shadow prices per link, KKT residuals. CSV: the flows' table, a blank line, the links'.
  view=rbuffer: Sec. 3, Fig. 2: T = min(B_R / R, T_loss) over B_R = 0 … brmax kB, and the knee
    B_R* = R T_loss, for one TCP (and MulTCP(rn) when rn > 1). CSV: one row per buffer.
  Packet level (the packet engine; each view is a sweep, run on worker threads, --shard and merge
  as for any sweep; the JSON states the network as built: paper 004 gives only Fig. 3's RED):
  view=fig4: MulTCP(N) and one TCP on Fig. 3's RED bottleneck with bg background TCPs; the gain
    T(MulTCP)/T(TCP) over N per flavour (flavours=), and N separate TCPs (ntcps=), beside Annex B.
  view=fig5: bg + 2 MulTCP(N)s: the spread of RTT x throughput over its mean (and within pairs of
    equal RTT) over N per flavour.
  view=util: paper 000 on a DropTail dumbbell (cap, rtt, buffer): utilization of one MulTCP(N)
    against N TCPs, beside 1 - 1/(4N) and Theorem 1.
  view=wpf: the fairness view's network (links=, flows=) with MulTCP(N_i) flows, linkq=red or
    droptail: each flow's Mbit/s beside the weighted proportional, proportional, max-min
    allocations and Annex B's law.
  view=rwnd: Fig. 2: one TCP (MulTCP(rn) too when rn > 1) with random loss p against the receive
    window (sweep=rwnd:, packets of pkt bytes), beside min(B_R/R, T_loss).
${params}

Examples:
  npm run sim -- "lab=multcp&view=gain&nmax=20&beta=0.5"
  npm run sim -- "lab=multcp&view=fairness&links=12&flows=a:1:1,b:1:2,c:1:3" --format csv
  npm run sim -- "lab=multcp&view=fairness&links=10,2&flows=a:1-2:4,b:1:1,c:2:1"
  npm run sim -- "lab=multcp&view=rbuffer&p=0.01&rtt=100&pkt=512"
  npm run sim -- "lab=multcp&view=fig4" --format csv --progress
  npm run sim -- "lab=multcp&view=fig4&flavours=reno,sack&ntcps=none&sweep=n:1,2,4,8&reps=5"
  npm run sim -- "lab=multcp&view=wpf&links=10,2&flows=a:1-2:4,b:1:1,c:2:1"
`;
}

/** The MulTCP lab on the command line: one view's closed forms, as JSON or CSV. */
export const multcpCommandLine: LabCommandLine = {
  run(text, args, sink) {
    const s = strictScenario(decodeInput(MULTCP_SCHEMA, text), sink);
    if (isPacketView(s.view)) {
      const query = encodeSweepQuery(MULTCP_SWEEPS, runnableSpec(s, MULTCP_DEFAULTS));
      return runSweepCommand(MULTCP_SWEEPS, POINT_MODULE, 'multcp', query, args, sink);
    }
    const format = singleRunFormat(args);
    const report = buildReport(s);
    sink.impossible(report?.impossible ?? []);
    if (format === 'json') return json(report);
    switch (s.view) {
      case 'gain':
        return allGainCsv(s);
      case 'fairness':
        return fairnessCsv(fairnessResult(s.links, s.flows));
      default:
        return rbufferCsv(s);
    }
  },
  help,
  merge: (files, format) => mergeSweepCommand(MULTCP_SWEEPS, files, format),
};
