import { singleRunFormat } from '../kit/commandLine/args';
import { mergeSweepCommand, runSweepCommand } from '../kit/commandLine/sweepCommand';
import { strictScenario } from '../kit/commandLine/strict';
import { decodeInput } from '../../scenario/codec';
import type { LabCommandLine } from '../kit/contract';
import { curvesCsv, lossyCsv, smmCsv } from './csv';
import { illinoisReport } from './report';
import { EXPERIMENT_SWEEPS } from './experiments/definition';
import { packetView, VIEW_DEFAULTS } from './experiments/views';
import { ILLINOIS_DEFAULTS, ILLINOIS_SCHEMA } from './scenario';

const POINT_MODULE = new URL('./experiments/run.ts', import.meta.url).href;

/** "buffers: cc illinois,reno; 10 Mbit/s, 60 ms, B swept; 300 s, warm-up 100 s, 3 reps" */
const viewDefaults = (): string =>
  Object.entries(VIEW_DEFAULTS)
    .map(
      ([v, d]) =>
        `    ${v.padEnd(8)} cc=${d.cc.join(',')}; ${d.cap} Mbit/s, ${d.tp} ms, ${d.buffer === null ? 'B swept' : `B = ${d.buffer}`}; t=${d.t} s, twarm=${d.warmup} s, reps=${d.reps}`,
    )
    .join('\n');

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
  Packet engine (Sec. 6), each algorithm in its own runs, sweeps on worker threads (--workers,
  --shard, merge as for lab=sockets); JSON: the points, each flow's throughput (Mbit/s on the
  wire, 1040-byte packets) and time-average window with 95 % intervals over reps, and the view's
  summary; CSV: one row per point (series, utilization, then per flow cc, rtt, sigma, throughput,
  cwnd, timeouts, Illinois's final d_m). Figs. 8 and 10's JSON also has each run's window over
  time (runs[].window: flow 1's cwnd at (first + k) x step s over the end of the run, 12 of
  Reno's congestion epochs for Fig. 10 and 3 for Fig. 8, at most 1000 samples).
  view=buffers  Fig. 10: one flow, W and throughput against the buffer (buffers=), and its window
                over time.
  view=longfat  Fig. 8: one flow on 100 Mbit/s, 100 ms, B = 100, and its window over time.
  view=rttfair  Figs. 11-13: n flows of one algorithm, equal RTTs (tp) and unequal (rtt).
  view=friendly Fig. 11 left: nmix Reno flows against nmix flows of each algorithm.
  view=noise    Fig. 15: two flows, both with RTT noise of sigma (ms) or only one.
  view=lossy&sim=1  Fig. 14: one flow per algorithm with random losses p_d (simpd=).
  Each view's defaults (null parameters take them):
${viewDefaults()}
${params}

Examples:
  npm run sim -- "lab=illinois&view=curves" --format csv
  npm run sim -- "lab=illinois&view=smm&n=4&congestion=medium&rtt=60,80,100,120&events=100000&seed=1"
  npm run sim -- "lab=illinois&view=lossy&amax=9"
  npm run sim -- "lab=illinois&view=buffers" --format csv
  npm run sim -- "lab=illinois&view=lossy&sim=1&eta1=0.2"
`;
}

/** The TCP-Illinois lab on the command line: the curves, the SMM, or the lossy link. */
export const illinoisCommandLine: LabCommandLine = {
  run(text, args, sink) {
    const s = strictScenario(decodeInput(ILLINOIS_SCHEMA, text), sink);
    if (packetView(s) !== null)
      return runSweepCommand(EXPERIMENT_SWEEPS, POINT_MODULE, 'illinois', text, args, sink);
    const format = singleRunFormat(args);
    const report = illinoisReport(s);
    sink.impossible(report.impossible ?? []);
    if (format === 'json') return JSON.stringify(report) + '\n';
    if (report.view === 'curves') return curvesCsv([report.curves]);
    if (report.view === 'lossy') return lossyCsv(report);
    return smmCsv(report.levels ?? (report.summary ? [report.summary] : []));
  },
  help,
  merge: (files, format) => mergeSweepCommand(EXPERIMENT_SWEEPS, files, format),
};
