import { MULTIPATH_ALGORITHMS } from '../../engines/fluid/algorithms';
import { singleRunFormat } from '../kit/commandLine/args';
import { strictScenario } from '../kit/commandLine/strict';
import { decodeInput } from '../../scenario/codec';
import { buildReport, runScenario } from './report';
import { reportCsv, reportJson } from './reportFormat';
import { packetReportCsv, packetReportJson } from './packet/packetFormat';
import { buildPacketReport, runPacketScenario } from './packet/packetReport';
import { OtherSeedRuns } from './packet/seedRuns';
import { PACKET_FIELDS } from './packetScenario';
import { MPTCP_SCHEMA } from './scenario';
import type { LabCommandLine } from '../kit/contract';

/** The Multipath TCP lab: the equilibrium of (6)-(7), its metrics, and the fluid trajectory. */
export const mptcpCommandLine: LabCommandLine = {
  run(text, args, sink) {
    const format = singleRunFormat(args);
    const s = strictScenario(decodeInput(MPTCP_SCHEMA, text), sink);
    if (s.level === 'packet') {
      const run = runPacketScenario(s, args.path);
      const seeds = new OtherSeedRuns(s).finish();
      const packet = buildPacketReport(s, run, run.sim.summary(), args.path, seeds);
      sink.impossible(packet.impossible ?? []);
      return format === 'csv' ? packetReportCsv(packet) : packetReportJson(packet) + '\n';
    }
    const report = buildReport(runScenario(s), args.path);
    sink.impossible(report.impossible ?? []);
    return format === 'csv' ? reportCsv(report) : reportJson(report) + '\n';
  },
  help: mptcpHelpText,
};

/** The "Multipath TCP" section of `sim --help`. */
export function mptcpHelpText(): string {
  const list = (fields: readonly (typeof MPTCP_SCHEMA.fields)[number][], pad: number) =>
    fields
      .map((f) => {
        const def = MPTCP_SCHEMA.defaults[f.key];
        const d = def === null ? '' : ` (default ${f.format(def)})`;
        return `  ${f.param.padEnd(pad)} ${f.help}${d}`;
      })
      .join('\n');
  const params = list(
    MPTCP_SCHEMA.fields.filter((f) => !PACKET_FIELDS.includes(f)),
    8,
  );
  return `Multipath TCP (lab=mptcp; paper 002, the fluid model (3)-(4)):
  Prints the equilibrium of (6)-(7) (rates in Mbit/s per route and source, link loads and prices,
  the relative residual), the metrics (MP-TCP share, D_s of eq. 11, J* and its eigenvalues, Table
  I's checks) and a check that the trajectory ends at the equilibrium; net=responsiveness adds
  footnote 2's convergence time. --path adds the sampled trajectory; --format csv gives the route
  table (then the trajectory, one column per route and link price).
${params}
  Algorithms: ${MULTIPATH_ALGORITHMS.join(', ')} (balia = eq. 12 with (0.2, inf, 0.5);
  balia-window = eqs. 1-2 through (5)); single-path sources run tcp (NewReno).
  Default link gain: gamma_l = 2 n^2 / (tau c_l)^3 (n routes, mean RTT tau, c in packets/s).
  Window level (level=packet): the same network on the packet engine, each route a subflow with
  its own window and NewReno recovery, the algorithm per ACK and per loss (olia too). Prints the
  same shape with "packet" in place of "equilibrium" (per source its routes and total, Mbit/s on
  the wire after the warm-up), the measured D per source, the ratio to one TCP and, for
  net=responsiveness, the convergence time on 1 s bins: this run's, and under
  "convergenceOverSeeds" each of seeds= runs' (seed, seed+1, ...) with their mean, min and max
  over those that converged (--format csv: a table per seed after the others); t defaults to
  200 s (150 s for responsiveness), dt is the window samples' interval (default 0.01 s).
${list(PACKET_FIELDS, 14)}

Examples:
  npm run sim -- "lab=mptcp&net=two-links&alg=coupled&rtt1=10&rtt2=50"
  npm run sim -- "lab=mptcp&net=two-links&alg=balia&level=packet&t=200&warmup=50"
`;
}
