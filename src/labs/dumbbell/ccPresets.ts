import { atLeast, atMost, claim, inRange, near } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import type { DumbbellReport } from './report';
import { quantile } from './syncMeasures';
import { DUMBBELL_SPEC_SCHEMA } from './sweep/definition';

/** A congestion control's exposed column (--path) for one flow (1-based), all run or after warm-up. */
function column(r: DumbbellReport, name: string, flow: number, afterWarmup: boolean): number[] {
  const p = r.path;
  const j = p?.internals?.columns.findIndex((c) => c.name === name && c.flow === flow) ?? -1;
  if (!p?.internals || j < 0) return [];
  const from = afterWarmup ? (r.scenario.warmup as number) : -Infinity;
  return p.internals.values[j].filter((_, k) => p.time[k] >= from);
}

const throughput = (r: DumbbellReport, flow: number) => r.summary.flows[flow - 1].throughput;
const ratio = (r: DumbbellReport) => throughput(r, 1) / throughput(r, 2);

/** "Try this" on the Dumbbell: paper 003's and 004's congestion controls, and CUBIC, on a real queue. */
export const CC_PRESETS: readonly TryThis[] = [
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'illinois-fig10',
    label: 'Paper 003 Fig. 10: TCP-Illinois next to Reno, 10 Mbit/s, 60 ms, B = 30',
    what: "Illinois's window is concave: α = α_max = 10 while the queue is empty (the first seconds), then, with Reno keeping the buffer nearly full, d_a stays above d₂, α near α_min and β (removed) near ½. The charts under the windows show d_a and α, β following it. Illinois still takes about twice Reno's throughput.",
    query: 'lab=dumbbell&n=2&cc=illinois,reno&cap=10&rtt=60&buffer=30',
    claim: claim({
      path: true,
      check: (r: DumbbellReport) => [
        near('largest α over the run', Math.max(...column(r, 'alpha', 1, false)), 10, 1e-9),
        atMost('median α after the warm-up', quantile(column(r, 'alpha', 1, true), 0.5), 0.3),
        atLeast(
          'median β (removed) after the warm-up',
          quantile(column(r, 'beta', 1, true), 0.5),
          0.4,
        ),
        atLeast('Illinois over Reno, throughput', ratio(r), 1.5),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'illinois-fig8',
    label: "Paper 003 Fig. 8's link: TCP-Illinois and Reno at 100 Mbit/s, 100 ms, B = 100",
    what: 'a pipe of 1200 packets: Illinois climbs by up to α_max = 10 packets per RTT and takes most of the link (over 80 % of the two flows’ throughput), Reno adds one per RTT.',
    query: 'lab=dumbbell&n=2&cc=illinois,reno&cap=100&rtt=100&buffer=100',
    claim: claim({
      // the first 200 s of the same run (a third of its packets): α_max comes in the first
      // seconds, and Illinois already holds 84 % of the two flows' throughput by then
      run: 't=200&warmup=100',
      path: true,
      check: (r: DumbbellReport) => [
        near('largest α over the run', Math.max(...column(r, 'alpha', 1, false)), 10, 1e-9),
        atLeast('Illinois’s share of the two flows’ throughput', ratio(r) / (1 + ratio(r)), 0.8),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'illinois-fig8-alone',
    label: 'Paper 003 Fig. 8 (top): one TCP-Illinois flow alone, 100 Mbit/s, 100 ms, B = 100',
    what: 'the window curve of the figure: after each loss α rises only to about 3.5, not α_max = 10 (d_a stays above d₁ = 0.01 d_m, one packet’s transmission time), then falls to α_min as the queue fills, so the window is concave; Illinois keeps the pipe about 95 % full, Reno alone about 81 %.',
    query: 'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100',
    claim: claim({
      // the first 300 s of the run, 200 of them measured (three of its loss cycles)
      run: 't=300&warmup=100',
      path: true,
      also: ['lab=dumbbell&n=1&cc=reno&cap=100&rtt=100&buffer=100&t=300&warmup=100'],
      check: (r: DumbbellReport, reno: DumbbellReport) => {
        const alpha = column(r, 'alpha', 1, true);
        return [
          inRange('α, 90th percentile after the warm-up', quantile(alpha, 0.9), 2, 6),
          atMost('median α after the warm-up', quantile(alpha, 0.5), 0.3),
          atLeast('utilization', r.summary.utilization, 0.9),
          atLeast(
            'utilization, Illinois minus Reno alone',
            r.summary.utilization - reno.summary.utilization,
            0.1,
          ),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'illinois-fig8-beta',
    label: 'Paper 003 Figs. 8-9: TCP-Illinois with β fixed at ⅛, then at ½',
    what: 'the same flow alone with β_min = β_max = ⅛: each loss removes an eighth of the window, which then stays near the pipe (utilization above 99 %); with β fixed at ½ it is the default Illinois exactly, packet for packet (the queue is full at every loss, so β = β_max each time), about 95 %.',
    query: 'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100&bmin=0.125&bmax=0.125',
    claim: claim({
      // the first 200 s, 150 measured (two of the β = ½ flow's loss cycles)
      run: 't=200&warmup=50',
      also: [
        'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100&bmin=0.5&bmax=0.5&t=200&warmup=50',
        'lab=dumbbell&n=1&cc=illinois&cap=100&rtt=100&buffer=100&t=200&warmup=50',
      ],
      check: (eighth: DumbbellReport, half: DumbbellReport, adaptive: DumbbellReport) => [
        atLeast('β = ⅛: utilization', eighth.summary.utilization, 0.98),
        atLeast(
          'utilization, β = ⅛ minus β = ½',
          eighth.summary.utilization - half.summary.utilization,
          0.03,
        ),
        near(
          'utilization, adaptive β minus β = ½',
          adaptive.summary.utilization - half.summary.utilization,
          0,
          1e-12,
        ),
        near('drops, adaptive β minus β = ½', adaptive.summary.drops - half.summary.drops, 0, 0),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'illinois-fig9-four',
    label: 'Paper 003 Fig. 9 (right): four users of one algorithm, 100 Mbit/s, 100 ms, B = 100',
    what: 'four Illinois flows keep the pipe over 97 % full; switch cc= to compare: BIC-TCP as full (within 2 points), HS-TCP, Reno and C-TCP 80-87 %. ns-2 2.35’s Linux modules give the same numbers within 0.025.',
    query: 'lab=dumbbell&n=4&cc=illinois&cap=100&rtt=100&buffer=100',
    claim: claim({
      // 200 s, 150 measured (about nine of Reno's epochs), as ns-2 was run (recorded below)
      run: 't=200&warmup=50',
      also: ['bic', 'highspeed', 'reno', 'compound'].map(
        (a) => `lab=dumbbell&n=4&cc=${a}&cap=100&rtt=100&buffer=100&t=200&warmup=50`,
      ),
      check: (...runs: DumbbellReport[]) => {
        const names = ['illinois', 'bic', 'highspeed', 'reno', 'compound'];
        const u = Object.fromEntries(runs.map((r, k) => [names[k], r.summary.utilization]));
        // ns bench/ns2/linuxcc.tcl ca=<a> n=4 cap=100 rtt=100 buffer=100 sim=200 warm=50
        const NS2: Record<string, number> = {
          illinois: 0.975,
          bic: 0.9803,
          highspeed: 0.852,
          reno: 0.8112,
          compound: 0.805,
        };
        return [
          atLeast('Illinois: utilization', u.illinois, 0.97),
          near('utilization, Illinois minus BIC-TCP', u.illinois - u.bic, 0, 0.02),
          ...['highspeed', 'reno', 'compound'].map((a) =>
            atLeast(`utilization, Illinois minus ${a}`, u.illinois - u[a], 0.08),
          ),
          ...names.map((a) =>
            near(`${a}: engine minus ns-2 2.35 (recorded)`, u[a] - NS2[a], 0, 0.025),
          ),
        ];
      },
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'highspeed-bases',
    label: 'Paper 003 Fig. 8 (middle): HS-TCP over Reno, one flow at 100 Mbit/s',
    what: 'HS-TCP’s large window loses many packets at each overflow: over Reno’s (or NewReno’s) recovery it falls into timeouts again and again (tens of them) and uses well under half of the link; over SACK (tcp=sack) it has none and keeps about 90 %, as the paper finds ("only works well if SACK is used").',
    query: 'lab=dumbbell&n=1&cc=highspeed&tcp=reno&cap=100&rtt=100&buffer=100',
    claim: claim({
      run: 't=300&warmup=100',
      also: [
        'lab=dumbbell&n=1&cc=highspeed&tcp=newreno&cap=100&rtt=100&buffer=100&t=300&warmup=100',
        'lab=dumbbell&n=1&cc=highspeed&tcp=sack&cap=100&rtt=100&buffer=100&t=300&warmup=100',
      ],
      check: (reno: DumbbellReport, newreno: DumbbellReport, sack: DumbbellReport) => [
        atLeast('over Reno: timeouts', reno.summary.timeouts, 10),
        atLeast('over NewReno: timeouts', newreno.summary.timeouts, 10),
        atMost('over SACK: timeouts', sack.summary.timeouts, 1),
        atMost('over Reno: utilization', reno.summary.utilization, 0.5),
        atMost('over NewReno: utilization', newreno.summary.utilization, 0.5),
        atLeast('over SACK: utilization', sack.summary.utilization, 0.85),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'vegas-noise',
    label: 'Paper 003 Fig. 15: two Vegas flows (γ = 2) with RTT noise σ = 5 ms',
    what: 'with the noise both Vegas windows are about half as large (about 19 packets each against 38 without it) and the link stays about half empty (full without the noise).',
    query: 'lab=dumbbell&n=2&cc=vegas&cap=10&rtt=60&buffer=50&noise=5',
    claim: claim({
      also: ['lab=dumbbell&n=2&cc=vegas&cap=10&rtt=60&buffer=50'],
      check: (r: DumbbellReport, quiet: DumbbellReport) => [
        inRange('utilization with the noise', r.summary.utilization, 0.35, 0.6),
        atLeast('utilization without it', quiet.summary.utilization, 0.95),
        ...[0, 1].map((f) =>
          atMost(
            `flow ${f + 1}: mean cwnd, noise over none`,
            r.summary.flows[f].cwnd / quiet.summary.flows[f].cwnd,
            0.6,
          ),
        ),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'illinois-noise',
    label: 'Paper 003 Fig. 15: two TCP-Illinois flows with the same noise',
    what: 'with the same noise two Illinois flows keep the link full, as they do without it, where two Vegas flows leave it half empty (the Vegas link).',
    query: 'lab=dumbbell&n=2&cc=illinois&cap=10&rtt=60&buffer=50&noise=5',
    claim: claim({
      also: ['lab=dumbbell&n=2&cc=illinois&cap=10&rtt=60&buffer=50'],
      check: (r: DumbbellReport, quiet: DumbbellReport) => [
        atLeast('utilization with the noise', r.summary.utilization, 0.98),
        atLeast('utilization without it', quiet.summary.utilization, 0.98),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'multcp4',
    label: 'MulTCP(4) next to one Reno flow, random losses',
    what: "with losses at random (p = 0.002, a large buffer) MulTCP(4) gets about 4 times Reno's throughput, as paper 004 intends; set loss to 0, DropTail’s drops alone, and it gets about 20 times.",
    query: 'lab=dumbbell&n=2&cc=multcp,reno&weight=4&loss=0.002&buffer=200',
    claim: claim({
      also: ['lab=dumbbell&n=2&cc=multcp,reno&weight=4&buffer=200'],
      check: (r: DumbbellReport, lossless: DumbbellReport) => [
        inRange('MulTCP(4) over Reno, random losses', ratio(r), 3, 5.5),
        inRange('MulTCP(4) over Reno, no random loss', ratio(lossless), 15, 25),
      ],
    }),
  }),
  tryThisLink(DUMBBELL_SPEC_SCHEMA, {
    id: 'cubic-reno',
    label: 'CUBIC next to Reno',
    what: 'after a loss CUBIC returns fast to the window of the loss, W_max, stays flat there, then probes beyond: about 3 times Reno’s throughput here.',
    query: 'lab=dumbbell&n=2&cc=cubic,reno&buffer=50',
    claim: claim({
      check: (r: DumbbellReport) => [inRange('CUBIC over Reno, throughput', ratio(r), 2.5, 3.5)],
    }),
  }),
];
