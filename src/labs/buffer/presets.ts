import type { SweepReport } from '../../sweep/output';
import type { Finding } from '../kit/claim';
import { atLeast, atMost, claim, inRange, near, rateIntervals } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import { BUFFER_SPEC_SCHEMA } from './sweep/definition';
import type { BufferReport } from './report';
import type { BufferPointResult } from './sweep/results';

type Sweep = SweepReport<BufferPointResult>;

/** Paper 001's link, Mbit/s. */
const B = 45;

const pointAt = (r: Sweep, ...coords: number[]) =>
  r.points.find((p) => coords.every((c, k) => p.coords[k] === c));

/** Every interval of the simulated throughput inside [0, B] (up to FULL_LINK_SLACK over). */
const intervals = (r: Sweep): Finding =>
  rateIntervals(
    'simulated Mbit/s',
    r.points.map((p) => ({ at: p.coords.join(', '), ci95: p.simulated?.ci95 ?? null })),
    B,
  );

/**
 * "Try this": paper 001's figures, each one URL. The simulated points have 3 replications (each
 * with its own start times): enough for intervals that stay inside [0, B]. Sweeps are checked at
 * some of their points, which give exactly the link's numbers there.
 */
export const BUFFER_PRESETS: readonly TryThis[] = [
  tryThisLink(BUFFER_SPEC_SCHEMA, {
    id: 'fig4a',
    label: 'Fig. 4(a): 45 Mbit/s, 100 ms, Q = 50 KB',
    what: 'a buffer much smaller than the bandwidth-delay product: the link is used 81-87 % of the time; Chan et al. follows the simulation within 5 %; Theorem 1 (no buffer) overshoots it from N = 2 on (by 14 % at N = 50).',
    query: 'lab=buffer&q=50&sweep=n:1,2,4,8,16,32,50&reps=3',
    claim: claim({
      run: 'sweep=n:1,50',
      check: (r: Sweep) => [
        ...[1, 50].flatMap((n) => {
          const p = pointAt(r, n);
          const sim = p?.simulated?.mean ?? NaN;
          return [
            inRange(`N = ${n}: simulated utilization`, sim / B, 0.8, 0.88),
            near(
              `N = ${n}: Chan et al. over the simulation`,
              (p?.models?.chan ?? NaN) / sim,
              1,
              0.05,
            ),
          ];
        }),
        atLeast(
          'N = 50: Theorem 1 over the simulation',
          (pointAt(r, 50)?.theorem1 ?? NaN) / (pointAt(r, 50)?.simulated?.mean ?? NaN),
          1.1,
        ),
        atMost(
          'N = 1: Theorem 1 over the simulation',
          (pointAt(r, 1)?.theorem1 ?? NaN) / (pointAt(r, 1)?.simulated?.mean ?? NaN),
          1,
        ),
        intervals(r),
      ],
    }),
  }),
  tryThisLink(BUFFER_SPEC_SCHEMA, {
    id: 'fig4b',
    label: 'Fig. 4(b): the same with Q = BDP',
    what: 'a buffer of one bandwidth-delay product keeps the link busy whatever N: the simulation at 100 %, every model within 1 % of it.',
    query: 'lab=buffer&q=bdp&sweep=n:1,2,4,8,16,32,50&reps=3',
    claim: claim({
      // N = 50, 100 s runs (50 measured): a full link is full from the first seconds
      run: 'sweep=n:50&duration=100',
      check: (r: Sweep) => [
        ...[50].flatMap((n) => {
          const p = pointAt(r, n);
          return [
            atLeast(`N = ${n}: simulated utilization`, (p?.simulated?.mean ?? NaN) / B, 0.999),
            atLeast(`N = ${n}: Chan et al.’s utilization`, (p?.models?.chan ?? NaN) / B, 0.99),
            atLeast(`N = ${n}: Wu/El-Ocla’s utilization`, (p?.models?.wu ?? NaN) / B, 0.99),
          ];
        }),
        intervals(r),
      ],
    }),
  }),
  tryThisLink(BUFFER_SPEC_SCHEMA, {
    id: 'fig5',
    label: 'Fig. 5: RTT 30, 50, 80, 100 ms, Q = BDP',
    what: 'one panel per RTT, each with a buffer of its own bandwidth-delay product: the simulation fills the link at every RTT and N; the models follow it within 1 %, except many connections on a short RTT (Chan et al. at 30 ms and N = 50: 94 %).',
    query: 'lab=buffer&q=bdp&sweep=n:1,2,4,8,16,32,50&sweep2=rtt:30,50,80,100&reps=3',
    claim: claim({
      run: 'sweep=n:50&sweep2=rtt:30&duration=100',
      // the models at both ends of the RTTs (they do not depend on the simulation)
      also: ['lab=buffer&q=bdp&sweep=n:50&sweep2=rtt:30,100&sim=0'],
      check: (r: Sweep, models: Sweep) => {
        const chan = (rtt: number) => (pointAt(models, 50, rtt)?.models?.chan ?? NaN) / B;
        return [
          atLeast(
            'RTT 30 ms, N = 50: simulated utilization',
            (pointAt(r, 50, 30)?.simulated?.mean ?? NaN) / B,
            0.999,
          ),
          inRange('RTT 30 ms, N = 50: Chan et al.’s utilization', chan(30), 0.93, 0.96),
          atLeast('RTT 100 ms, N = 50: Chan et al.’s utilization', chan(100), 0.99),
          intervals(r),
        ];
      },
    }),
  }),
  tryThisLink(BUFFER_SPEC_SCHEMA, {
    id: 'models',
    label: 'The models alone, N = 1 … 50',
    what: 'no simulation (sim=0): the curves at once, to read off the N a transfer needs: Chan et al. rises slowly, from 36.5 Mbit/s at N = 1 to 37.4 at N = 35, and is flat beyond.',
    query: 'lab=buffer&q=50&sim=0&sweep=n:1..50',
    claim: claim({
      check: (r: Sweep) => {
        const chan = r.points.map((p) => p.models?.chan ?? NaN);
        return [
          atMost('points with a simulation', r.points.filter((p) => p.simulated).length, 0),
          atLeast(
            'Chan et al.: smallest step from one N to the next, up to N = 35',
            Math.min(...chan.slice(1, 35).map((c, k) => c - chan[k])),
            0,
          ),
          inRange('Chan et al. at N = 1, Mbit/s', chan[0], 36, 37),
          inRange('Chan et al. at N = 35, Mbit/s', chan[34], 37.3, 37.5),
          near('Chan et al., N = 50 minus N = 35', chan[49] - chan[34], 0, 0.05),
        ];
      },
    }),
  }),
  tryThisLink(BUFFER_SPEC_SCHEMA, {
    id: 'phases',
    label: 'Figs. 1-2: the phases of the model',
    what: 'four connections, Q = 50 KB: slow start ends at SSTHRESH after 6 rounds and 252 packets, congestion avoidance climbs from (BT + Q)/2 to BT + Q in 77.56 rounds; the chart below draws them round by round (with N = 50 the pipe stops slow start after 4.61 rounds).',
    query: 'lab=buffer&q=50&n=4',
    claim: claim({
      // the phases are the model's: the simulation is left out
      run: 'sim=0',
      also: ['lab=buffer&q=50&n=50&sim=0'],
      check: (...reports: BufferReport[]) =>
        reports.flatMap((r) => {
          const c = r.detail?.chan;
          if (!c) return [atLeast('the model’s phases (none outside its domain)', null, 0)];
          const { B, T, Q, N, SSTHRESH } = c.inputs;
          const pipe = B * T + Q;
          // eqs. (5)-(7) and (9) by hand: slow start stops at SSTHRESH or at the pipe
          const uss = Math.min(1 + Math.log2(pipe / N), 1 + Math.log2(SSTHRESH));
          return [
            near(`N = ${N}: slow-start rounds U_SS`, c.slowStart.U_SS, uss, 1e-9),
            near(`N = ${N}: slow-start packets Y_SS`, c.slowStart.Y_SS, N * (2 ** uss - 1), 1e-6),
            near(
              `N = ${N}: congestion-avoidance rounds U_CA`,
              c.congestionAvoidance.U_CA,
              pipe / (2 * N) + 1,
              1e-9,
            ),
          ];
        }),
    }),
  }),
  tryThisLink(BUFFER_SPEC_SCHEMA, {
    id: 'hacker',
    label: "Hacker's bound at p = 10⁻⁴",
    what: "a loss rate that does not grow with N makes N connections N times one (8 Mbit/s each): Hacker's bound overshoots the 45 Mbit/s link from N = 8 on, where the simulation stays near 37.",
    query: 'lab=buffer&q=50&loss=0.0001&sweep=n:1,2,4,8,16,32,50&reps=3',
    claim: claim({
      // the bound is a model: its numbers do not depend on the simulation, which is left out
      run: 'sweep=n:1,4,8&sim=0',
      check: (r: Sweep) => {
        const h = (n: number) => pointAt(r, n)?.models?.hacker ?? NaN;
        return [
          near('Hacker at N = 8 over 8 times N = 1', h(8) / (8 * h(1)), 1, 1e-9),
          atMost('Hacker at N = 4, Mbit/s', h(4), B),
          atLeast('Hacker at N = 8, Mbit/s', h(8), B),
        ];
      },
    }),
  }),
];
