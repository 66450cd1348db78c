import { CHART_MUTED, OKABE_ITO, toCsv } from '../../charts';
import type { Domain, LineSeries, ReferenceLine, TooltipRow } from '../../charts';
import {
  chanRounds,
  type ChanPhaseName,
  type ChanRound,
  type ChanRoundPart,
  type ChanRounds,
  wireMbps,
} from '../../engines/models/parallelTcp';
import { formatNumber, sig } from '../../format/numbers';
import { modelsAt } from './evaluate';
import { headlineScenario } from './headline';
import { bufferPackets, type BufferScenario } from './scenario';
import type { BufferSpec } from './sweep/spec';

/**
 * "The model's phases" (paper 001, Figs. 1-2): the window of the N connections together, round by
 * round, over the slow start and one cycle of congestion avoidance and fast retransmit/recovery,
 * at the headline's point (the link's own N, Q, RTT …). The rounds are chanRounds of the very
 * ChanResult the lab's curve and headline take (modelsAt), and their totals give the curve's
 * Y/A (tests/labs/buffer/phasesView.test.ts). Pure: the page only draws what this returns.
 */
export interface PhasesView {
  /** the scenario drawn */
  scenario: BufferScenario;
  /** "N = 4, B = 45 Mbit/s, …" */
  at: string;
  /** null when the models do not apply at the point (then `note` says why) */
  chart: {
    series: LineSeries[];
    references: ReferenceLine[];
    xDomain: Domain;
    /** one sentence per phase, then eq. (17)'s sum */
    sentences: string[];
    csv: () => string;
    /** the picture's Y/A: packets per second, Mbit/s on the wire, fraction of B */
    throughput: { packetsPerSecond: number; mbps: number; utilization: number };
    rounds: ChanRounds;
  } | null;
  note: string | null;
}

export const PHASE_COLORS: Record<ChanPhaseName, string> = {
  'slow-start': OKABE_ITO.bluishGreen,
  'congestion-avoidance': OKABE_ITO.blue,
  'fast-recovery': OKABE_ITO.vermillion,
};

export const PHASE_LABELS: Record<ChanPhaseName, string> = {
  'slow-start': 'slow start (eqs. 5-8)',
  'congestion-avoidance': 'congestion avoidance (eqs. 9-14)',
  'fast-recovery': 'fast retransmit and recovery (eqs. 15-16)',
};

const PART_LABELS: Record<ChanRoundPart, string> = {
  'slow-start': 'the window doubles',
  'empty-queue': 'queue empty: lasts T',
  queueing: 'queue builds: lasts T + j N/B',
  'full-queue': 'buffer full, the loss perceived: lasts (BT + Q)/B',
  'timed-only': 'timed by eq. (12), not sent',
  recovery: 'one round of (BT + Q)/B',
};

/** 4 significant digits, or whole from 10 000 on with commas (36,247, 612.5, 0.1089). */
const n4 = (v: number) =>
  Math.abs(v) >= 1e4 && Math.abs(v) < 1e21 ? Math.round(v).toLocaleString('en-US') : sig(v, 4);
/** A window: 6 significant digits, so that a pipe of 1124.5 packets is not printed 1125. */
const win = (v: number) => (Math.abs(v) >= 1e6 ? n4(v) : sig(v, 6));
const packets = (v: number) => `${n4(v)} packets`;
const seconds = (v: number) => `${n4(v)} s`;

/** Which rounds a piece is: "round 12", "rounds 0-0.5625 (a fraction of a round)", "rounds 4-8". */
function roundName(r: ChanRound): string {
  if (r.weight === 1) return `${n4(r.from)}`;
  const to = `${n4(r.from)} to ${n4(r.from + r.weight)}`;
  return r.weight < 1 ? `${to} (${n4(r.weight)} of a round)` : `${to} (${n4(r.weight)} rounds)`;
}

function details(r: ChanRound): TooltipRow[] {
  return [
    { label: 'round', value: roundName(r) },
    { label: 'what', value: PART_LABELS[r.part] },
    { label: 'packets', value: win(r.packets) },
    { label: 'lasts', value: seconds(r.duration) },
  ];
}

/** The staircase of one phase's rounds, x in round-trip times T. */
function phaseSeries(rounds: readonly ChanRound[], phase: ChanPhaseName, T: number): LineSeries {
  const mine = rounds.filter((r) => r.phase === phase && r.part !== 'timed-only');
  const points = new Float64Array(4 * mine.length);
  const rows: TooltipRow[][] = [];
  mine.forEach((r, k) => {
    points.set([r.start / T, r.window, (r.start + r.duration) / T, r.window], 4 * k);
    const d = details(r);
    rows.push(d, d);
  });
  return {
    id: `phase-${phase}`,
    label: PHASE_LABELS[phase],
    color: PHASE_COLORS[phase],
    points,
    details: rows,
  };
}

function sentences(r: ChanRounds, s: BufferScenario, B: number, mbps: number): string[] {
  const N = s.n;
  const ss = r.slowStart;
  const ca = r.congestionAvoidance;
  const W = r.W;
  const fraction = (rounds: number) => {
    const f = rounds - Math.floor(rounds + 1e-9);
    return f > 1e-9 ? ` (the first is ${n4(f)} of a round: the count is not a whole number)` : '';
  };
  const stop =
    ss.endedBy === 'ssthresh'
      ? `where SSTHRESH stops it (N × SSTHRESH = ${win(N * s.ssthresh)} is below the pipe BT + Q = ${win(W)})`
      : `where the pipe stops it (BT + Q = ${win(W)} is below N × SSTHRESH = ${win(N * s.ssthresh)})`;
  const untimed = r.rounds.find((x) => x.part === 'timed-only');
  const out = [
    `Slow start (Fig. 1, eqs. 5-8): ${n4(ss.rounds)} rounds of T${fraction(ss.rounds)}, the window doubling each round up to ${win(ss.lastWindow)} packets, ${stop}; ${packets(ss.packets)} in ${seconds(ss.duration)}.`,
    `Congestion avoidance (Fig. 2, eqs. 9-14): ${n4(ca.rounds)} rounds${fraction(ca.rounds)}, the window growing by N = ${N} a round from (BT + Q)/2 = ${win(ca.firstWindow)} to BT + Q = ${win(W)}, then one more round (${win(ca.lastWindow)}) before the loss is perceived; ${packets(ca.packets)} in ${seconds(ca.duration)}: ${seconds(ca.emptyQueue)} with the queue empty, ${seconds(ca.queueing)} while it builds, ${seconds(ca.fullQueue)} with the buffer full.` +
      (untimed
        ? ` As printed, eq. (12) also times ${n4(untimed.weight)} rounds below (BT + Q)/2 that the window never has (Q > BT + 2N): ${seconds(untimed.duration)} without packets, the gap before the first round.`
        : ''),
    `Fast retransmit and recovery (eqs. 15-16): one round of (BT + Q)/B = ${seconds(r.fastRecovery.duration)} sending BT + Q + N − VN − XN = ${win(r.fastRecovery.packets)} packets; the next cycle starts again at (BT + Q)/2.`,
  ];
  const rate = `${n4(r.throughput)} packets/s = ${n4(mbps)} Mbit/s, ${n4(r.throughput / B)} of B`;
  if (r.m !== null && r.Y !== null && r.A !== null)
    out.push(
      `Eq. (17) with m = ${n4(r.m)} cycles: Y = ${n4(ss.packets)} + m × ${n4(r.cycle.packets)} = ${packets(r.Y)} in A = ${n4(ss.duration)} + m × ${n4(r.cycle.duration)} = ${seconds(r.A)}, Y/A = ${rate}: the headline and the Chan et al. curve at this point.`,
    );
  else
    out.push(
      `Eq. (18): ${n4(r.cycle.packets)} packets per cycle of ${seconds(r.cycle.duration)}, ${rate}: the headline and the Chan et al. curve at this point.`,
    );
  return out;
}

export function phasesView(spec: BufferSpec): PhasesView {
  const s = headlineScenario(spec) ?? spec;
  const at = `N = ${s.n}, B = ${formatNumber(s.bw)} Mbit/s, T = ${formatNumber(s.rtt)} ms, Q = ${formatNumber(bufferPackets(s))} packets, SSTHRESH = ${formatNumber(s.ssthresh)}`;
  const models = modelsAt(s);
  if ('note' in models) return { scenario: s, at, chart: null, note: models.note };
  const chan = models.detail.chan;
  const { B, T } = chan.inputs;
  const r = chanRounds(chan);
  const mbps = wireMbps(r.throughput, { pkt: s.pkt, header: s.header });
  const W = r.W;
  const references: ReferenceLine[] = [
    { y: W, label: `pipe BT + Q = ${win(W)}` },
    { y: W / 2, label: `(BT + Q)/2 = ${win(W / 2)}`, color: CHART_MUTED },
  ];
  if (r.slowStart.endedBy === 'ssthresh')
    references.push({
      y: r.slowStart.lastWindow,
      label: `N × SSTHRESH = ${win(r.slowStart.lastWindow)}`,
      color: PHASE_COLORS['slow-start'],
    });
  const last = r.rounds[r.rounds.length - 1];
  const csv = () =>
    toCsv(
      ['phase', 'part', 'round', 'rounds', 'start_s', 'duration_s', 'window_packets', 'packets'],
      r.rounds.map((x) => [
        x.phase,
        x.part,
        x.from,
        x.weight,
        x.start,
        x.duration,
        x.window,
        x.packets,
      ]),
    );
  return {
    scenario: s,
    at,
    chart: {
      series: (['slow-start', 'congestion-avoidance', 'fast-recovery'] as const).map((p) =>
        phaseSeries(r.rounds, p, T),
      ),
      references,
      xDomain: [0, (last.start + last.duration) / T],
      sentences: sentences(r, s, B, mbps),
      csv,
      throughput: {
        packetsPerSecond: r.throughput,
        mbps,
        utilization: r.throughput / B,
      },
      rounds: r,
    },
    note: null,
  };
}
