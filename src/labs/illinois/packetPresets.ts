import { atLeast, atMost, claim, inRange, less, near } from '../kit/claim';
import type { TryThis } from '../kit/contract';
import { tryThisLink } from '../kit/tryThisLink';
import type {
  buffersSummary,
  friendlySummary,
  longfatSummary,
  lossySummary,
  noiseSummary,
  rttfairSummary,
} from './experiments/analysis';
import { ILLINOIS_SCHEMA } from './scenario';

/** A packet view's report: its summary (what the page's tables show). */
interface Experiment<S> {
  summary: S;
}
type Summary<F extends (...a: never[]) => unknown> = Experiment<ReturnType<F>>;

/**
 * The TCP-Illinois lab's packet-engine links (Sec. 6: Figs. 8-15), checked on shorter runs or
 * fewer series where the link's would take minutes; each claim says why its run suffices.
 */
export const PACKET_PRESETS: readonly TryThis[] = [
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig10',
    label: 'Fig. 10: the window against the buffer',
    what: 'one flow on 10 Mbit/s, 60 ms, B = 10…50, Illinois and Reno in separate runs: Illinois’s average window is larger at every B (≈ 1.10-1.16×).',
    query: 'lab=illinois&view=buffers',
    claim: claim({
      // the two ends of the buffers, with the link's replications
      run: 'buffers=10,50',
      check: (r: Summary<typeof buffersSummary>) =>
        r.summary.rows.map((row) =>
          inRange(
            `B = ${row.buffer}: Illinois’s window over Reno’s, interval’s bottom`,
            row.ratio?.ci95?.[0],
            1.08,
            1.2,
          ),
        ),
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig8',
    label: 'Fig. 8: one flow on a long-fat link',
    what: '100 Mbit/s, 100 ms, B = 100 (BDP 1202 packets): Illinois keeps the pipe fullest (95 %), then CUBIC, HS-TCP and Reno (81 %).',
    query: 'lab=illinois&view=longfat',
    claim: claim({
      // one run of 200 s per algorithm, 150 of them measured (two of Reno's 65-s epochs): the same
      // order as the link's three runs of 600 s, by 3-12 points
      run: 'reps=1&t=200&twarm=50',
      check: (r: Summary<typeof longfatSummary>) => {
        const u = (a: string) => r.summary.rows.find((x) => x.algorithm === a)?.utilization?.mean;
        return [
          less('utilization: CUBIC, then Illinois', u('cubic'), u('illinois')),
          less('utilization: HS-TCP, then CUBIC', u('highspeed'), u('cubic')),
          less('utilization: Reno, then HS-TCP', u('reno'), u('highspeed')),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig9-all',
    label: 'Figs. 8-9 with BIC-TCP and C-TCP',
    what: 'the same long-fat link with the paper’s other algorithms: BIC-TCP keeps the pipe as full as Illinois (fuller by about 1 %), C-TCP hardly more than Reno (80 %); ns-2 2.35’s Linux modules give the same order, so the paper’s "Illinois the best" does not hold against BIC here.',
    query: 'lab=illinois&view=longfat&cc=illinois,reno,highspeed,bic,compound',
    claim: claim({
      // one run of 200 s per algorithm, 150 measured, as ns-2 2.35's Agent/TCP/Linux was run
      // (recorded below)
      run: 'reps=1&t=200&twarm=50',
      check: (r: Summary<typeof longfatSummary>) => {
        const u = (a: string) => r.summary.rows.find((x) => x.algorithm === a)?.utilization?.mean;
        // ns2 bench/ns2/linuxcc.tcl ca=<a> n=1 cap=100 rtt=100 buffer=100 sim=200 warm=50
        const NS2: Record<string, number> = {
          illinois: 0.9414,
          bic: 0.9689,
          highspeed: 0.8897,
          compound: 0.8064,
          reno: 0.7909,
        };
        return [
          atLeast(
            'utilization: BIC-TCP minus Illinois',
            (u('bic') ?? NaN) - (u('illinois') ?? NaN),
            0,
          ),
          less('utilization: HS-TCP, then Illinois', u('highspeed'), u('illinois')),
          less('utilization: C-TCP, then HS-TCP', u('compound'), u('highspeed')),
          near(
            'utilization: C-TCP minus Reno',
            (u('compound') ?? NaN) - (u('reno') ?? NaN),
            0,
            0.05,
          ),
          ...Object.entries(NS2).map(([a, v]) =>
            near(`${a}: engine minus ns-2 2.35 (recorded)`, (u(a) ?? NaN) - v, 0, 0.025),
          ),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig12-13',
    label: 'Figs. 11-13: four users, equal and unequal RTTs',
    what: 'four Illinois, then four Reno flows on 100 Mbit/s, B = 100: with equal RTTs Reno’s flows share evenly (Jain’s index 1.00); with unequal RTTs on DropTail one flow locks the others out (the 100 ms one takes over half the link). Compare how slowly Illinois’s flows even out.',
    query: 'lab=illinois&view=rttfair',
    claim: claim({
      // Reno's two series, 300 s each (200 measured): Jain's index 1.00 and the lockout (73 %)
      // as at the link's 400 s
      run: 'cc=reno&t=300',
      check: (r: Summary<typeof rttfairSummary>) =>
        r.summary.flatMap((s) => {
          if (s.series.endsWith('/equal'))
            return [atLeast(`${s.series}: Jain’s index`, s.jain, 0.95)];
          const total = s.throughput.reduce((a, x) => a + x, 0);
          return [atLeast(`${s.series}: largest share`, Math.max(...s.throughput) / total, 0.5)];
        }),
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig13-red',
    label: 'Figs. 11-13 with RED',
    what: 'the same four users with RED, three runs each: no lockout; the shares fall with the RTT, Reno’s faster (μ ≈ 0.7) than Illinois’s (μ ≈ 0.3). One run alone varies too much to tell.',
    query: 'lab=illinois&view=rttfair&queue=red&reps=3',
    claim: claim({
      // the link's three runs, 150 s each (100 measured): μ's order by 0.26 (the link: 0.35);
      // one run alone does not show it (μ 0.05 apart, Reno's shares not monotone)
      run: 'reps=3&t=150&twarm=50',
      check: (r: Summary<typeof rttfairSummary>) => {
        const un = (cc: string) => r.summary.find((s) => s.series === `${cc}/unequal`);
        const falls = (cc: string) => {
          const x = un(cc)?.throughput ?? [];
          return atMost(
            `${cc}: largest rise of throughput with the RTT`,
            Math.max(...x.slice(1).map((v, k) => v - x[k])),
            0,
          );
        };
        return [
          falls('illinois'),
          falls('reno'),
          less('μ: Illinois, then Reno', un('illinois')?.fit?.mu, un('reno')?.fit?.mu),
          ...['illinois', 'reno'].map((cc) => {
            const x = un(cc)?.throughput ?? [];
            return atMost(
              `${cc}: largest share (no lockout)`,
              Math.max(...x) / x.reduce((a, v) => a + v, 0),
              0.5,
            );
          }),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig11',
    label: 'Fig. 11: one flow against Reno',
    what: 'one Reno flow beside one Illinois, HS-TCP or CUBIC flow: HS-TCP takes the most (≈ 94 %, in every run); Illinois and CUBIC take 85-89 %, too close to order with four runs.',
    query: 'lab=illinois&view=friendly',
    claim: claim({
      // one run of each, 200 s: HS-TCP's share hardly moves with the seed (0.935 over six runs),
      // Illinois's single runs spread by ±0.013 (one standard deviation), CUBIC's by ±0.003:
      // HS-TCP is 0.05 above both, 4 of Illinois's deviations
      run: 'reps=1&t=200',
      check: (r: Summary<typeof friendlySummary>) => {
        const s = (a: string) => r.summary.find((x) => x.algorithm === a)?.share.mean;
        return [
          inRange('HS-TCP’s share', s('highspeed'), 0.92, 0.96),
          inRange('Illinois’s share', s('illinois'), 0.84, 0.9),
          inRange('CUBIC’s share', s('cubic'), 0.84, 0.9),
          atLeast(
            'HS-TCP’s share minus the larger of the other two',
            (s('highspeed') ?? NaN) - Math.max(s('illinois') ?? NaN, s('cubic') ?? NaN),
            0.03,
          ),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig11-two',
    label: 'Fig. 11 with two flows of each',
    what: 'the paper’s mix, two Reno flows and two of the other: CUBIC now takes clearly less than Illinois (≈ 84 % against 88 %).',
    query: 'lab=illinois&view=friendly&nmix=2',
    claim: claim({
      // one run of each: CUBIC's share hardly moves with the seed (its four runs within ±0.007),
      // Illinois's single runs spread by ±0.011 (one standard deviation) around 0.876, so a run
      // 0.01 above CUBIC's is what four runs' means separate by (the link: intervals 0.016 apart)
      run: 'cc=illinois,cubic&reps=1',
      check: (r: Summary<typeof friendlySummary>) => {
        const s = (a: string) => r.summary.find((x) => x.algorithm === a)?.share;
        return [
          atLeast(
            'Illinois’s share minus CUBIC’s',
            (s('illinois')?.mean ?? NaN) - (s('cubic')?.mean ?? NaN),
            0.01,
          ),
          inRange('CUBIC’s share', s('cubic')?.mean, 0.82, 0.86),
          inRange('Illinois’s share', s('illinois')?.mean, 0.85, 0.9),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig14',
    label: 'Fig. 14 on the packet engine',
    what: '40 Mbit/s, 100 ms, B = 200, η₁ = 0.2, p_d from 0.0005 to 0.05: 5-6.5 at small p_d, near (31)’s 6.3 (a run whose first loss came before any queue keeps its d_m, and by eq. (2) its α, small: at p_d = 0.0005 it pulls the mean down), then down to 1 as timeouts take over and Illinois’s window falls below W_thresh (Reno’s rules).',
    query: 'lab=illinois&view=lossy&sim=1&eta1=0.2',
    claim: claim({
      run: 'simpd=0.0005,0.00232079441680639,0.05',
      check: (r: Summary<typeof lossySummary>) => {
        const [low, mid, high] = r.summary;
        // the stuck runs at p_d = 0.0005: d_m under ten packets' transmission (2.08 ms at 40 Mbit/s)
        const stuck = (low?.runRatios ?? []).filter((_, k) => (low?.runDm[k] ?? Infinity) < 2.08);
        const free = (low?.runRatios ?? []).filter((_, k) => (low?.runDm[k] ?? 0) >= 2.08);
        const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
        return [
          atLeast('p_d = 0.0005: runs whose d_m stayed under 2.08 ms', stuck.length, 1),
          atMost(
            'p_d = 0.0005: the stuck runs’ window over the other runs’',
            mean(stuck) / mean(free),
            0.5,
          ),
          near(
            'p_d = 0.0023: Illinois’s window over Reno’s, against (31)’s 6.32',
            mid?.ratio.mean,
            6.32,
            0.5,
          ),
          near('p_d = 0.05: the same ratio', high?.ratio.mean, 1, 0.2),
          atLeast('p_d = 0.05: Illinois’s timeouts per run', high?.timeouts.illinois, 20),
          atMost(
            'p_d = 0.05: Illinois’s mean window, under W_thresh = 10',
            high?.illinois.mean,
            10,
          ),
        ];
      },
    }),
  }),
  tryThisLink(ILLINOIS_SCHEMA, {
    id: 'fig15',
    label: 'Fig. 15: noisy RTT, Illinois against Vegas',
    what: 'two users on 10 Mbit/s, B = 50, five runs per point: Vegas collapses once σ passes its queueing delay d_a* = Nγ/C; Illinois keeps the link nearly full (98 % at σ = 20 ms), but a lone noisy Illinois user loses more than a Reno user would.',
    // 5 replications: the fewest with every interval inside its range (at 2, a flow's
    // throughput read [−2.6, 12.7] Mbit/s on a 10 Mbit/s link)
    query: 'lab=illinois&view=noise&reps=5',
    claim: claim({
      // σ = 20 ms, two of the link's five runs for Illinois and Reno (a lone noisy user's
      // throughput: 1.7 against 2.6 Mbit/s, runs within ±0.12 of their mean); Vegas γ = 2 in
      // one run each at σ = 0 and 10 ms (100 % against 24 %: far from its threshold)
      run: 'cc=illinois,reno&sigma=20&reps=2',
      also: ['lab=illinois&view=noise&cc=vegas&gamma=2&sigma=0,10&reps=1'],
      check: (r: Summary<typeof noiseSummary>, vegas: Summary<typeof noiseSummary>) => {
        type Row = { sigma: number; noisy: { mean: number }; total: { mean: number } } | null;
        const at = (rows: readonly Row[] | undefined, sigma: number) =>
          rows?.find((x) => x?.sigma === sigma) ?? undefined;
        const alg = (x: Summary<typeof noiseSummary>, a: string) =>
          x.summary.find((y) => y.algorithm === a);
        const v = alg(vegas, 'vegas:2');
        return [
          atLeast('Vegas γ = 2, both noisy, σ = 0: utilization', at(v?.both, 0)?.total.mean, 0.95),
          atMost(
            'Vegas γ = 2, both noisy, σ = 10 ms (d_a* = 3.3 ms): utilization',
            at(v?.both, 10)?.total.mean,
            0.5,
          ),
          atLeast(
            'Illinois, both noisy, σ = 20 ms: utilization',
            at(alg(r, 'illinois')?.both, 20)?.total.mean,
            0.95,
          ),
          less(
            'one noisy user at σ = 20 ms, Mbit/s: Illinois, then Reno',
            at(alg(r, 'illinois')?.one, 20)?.noisy.mean,
            at(alg(r, 'reno')?.one, 20)?.noisy.mean,
          ),
        ];
      },
    }),
  }),
];
