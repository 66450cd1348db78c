import { ScenarioError } from '../../cli/errors';
import { decodeInput } from '../../scenario/codec';
import { formatProblem } from '../../scenario/problems';
import type { LabCommandLine } from '../contract';
import { curvesCsv, lossyCsv, smmCsv } from './csv';
import { illinoisReport } from './report';
import { ILLINOIS_DEFAULTS, ILLINOIS_SCHEMA } from './scenario';

function help(): string {
  const params = ILLINOIS_SCHEMA.fields
    .map((f) => {
      const def = ILLINOIS_DEFAULTS[f.key];
      const d = def === null ? '' : ` (default ${f.format(def)})`;
      return `  ${f.param.padEnd(10)} ${f.help}${d}`;
    })
    .join('\n');
  return `TCP-Illinois (lab=illinois; paper 003, Liu, Basar & Srikant 2008). beta is the fraction of
  the window REMOVED at a loss (W <- W - beta W), not the fraction kept of lab=aimd.
  view=curves: alpha = f1(d_a) and beta (removed) = f2(d_a), eqs. (2)-(4), at points= delays over
    [0, d_m], with d1, d2, d3 and the kappas; CSV columns d_a (ms), alpha, beta_removed.
  view=smm: the stochastic matrix model (17)-(18) with Assumption 2's losses (M uniform on 1..N/2,
    1..N or 1..2N): per flow x_i/x_i* (x_i* = equal windows) and Std/x_i in the order of rtt,
    with 95 % half-widths (batch means), and mu from the fit log x_i = a - (1 + mu) log T_i;
    averages at congestion events (basis=events, what Figs. 2-7 plot) or over time (basis=time,
    Remark 1's open question). CSV: one row per flow and level.
  view=lossy: W_Illinois/W_Reno on a lossy link for three models of the mean window (paper:
    eq. 31; sawtooth; random losses) at each p_d, the bound sqrt(alpha_max/(2 beta_min)), and
    whether the model holds (no queue: p_d >= 2 alpha_max/(beta_min(2 - beta_min) bdp^2)).
  Parameters given override the variant's defaults (paper: Sec. 6; linux: tcp_illinois.c).
${params}

Examples:
  npm run sim -- "lab=illinois&view=curves" --format csv
  npm run sim -- "lab=illinois&view=smm&n=4&congestion=medium&rtt=60,80,100,120&events=100000&seed=1"
  npm run sim -- "lab=illinois&view=lossy&amax=9"
`;
}

/** The TCP-Illinois lab on the command line: the curves, the SMM, or the lossy link. */
export const illinoisCommandLine: LabCommandLine = {
  run(text, args) {
    const decoded = decodeInput(ILLINOIS_SCHEMA, text);
    if (decoded.problems.length > 0)
      throw new ScenarioError(decoded.problems.map(formatProblem).join('\n'));
    const report = illinoisReport(decoded.scenario);
    if (args.format === 'json') return JSON.stringify(report) + '\n';
    if (report.view === 'curves') return curvesCsv([report.curves]);
    if (report.view === 'lossy') return lossyCsv(report);
    return smmCsv(report.levels ?? (report.summary ? [report.summary] : []));
  },
  help,
};
