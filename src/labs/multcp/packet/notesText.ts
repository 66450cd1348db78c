import { sig } from '../../../format/numbers';
import type { MultcpPointResult } from '../sweep/results';
import type { MultcpScenario } from '../scenario';
import { parseSeries } from './views';

/**
 * The packet views' explanations, each sentence on why a curve comes out as it does said only
 * where the points show it, with the points' numbers; otherwise the numbers alone. Pure: the
 * notes only draw what these return.
 */

type Results = readonly MultcpPointResult[];

const FLAVOUR_NAME: Record<string, string> = {
  tahoe: 'Tahoe',
  reno: 'Reno',
  newreno: 'NewReno',
  sack: 'SACK',
};
const flavourName = (f: string | null) => (f === null ? '' : (FLAVOUR_NAME[f] ?? f));

/** The point of a series at x (the largest x with a value when x is omitted). */
function pointOf(results: Results, series: string, x?: number): MultcpPointResult | null {
  const mine = results
    .filter((r) => r.series === series && r.value !== null && Number.isFinite(r.value.mean))
    .filter((r) => x === undefined || r.coords[0] === x)
    .sort((a, b) => b.coords[0] - a.coords[0]);
  return mine[0] ?? null;
}

const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A MulTCP's gain under this fraction of N (or of N separate TCPs' gain): it has saturated. */
export const SATURATED_BELOW = 0.5;
/** Timeouts per run over this multiple of its reference TCP's: the MulTCP times out more. */
export const MORE_TIMEOUTS = 1.5;

export interface Fig4Explanation {
  heading: string;
  /** at the largest N with points: each flavour's gain and timeouts, N TCPs' gain */
  numbers: string;
  /** why, where the points show it (empty before the largest N has run) */
  why: string[];
}

/**
 * Fig. 4: where MulTCP(N)'s gain has stopped growing (under half of N, and of N separate TCPs'
 * gain, at N ≥ 3) while it times out more often than its reference TCP, the one control loop's
 * timeouts are what hold it back; where the gain follows N, the numbers say so.
 */
export function fig4Explanation(results: Results): Fig4Explanation {
  const xs = results.filter((r) => r.value !== null).map((r) => r.coords[0]);
  const n = xs.length ? Math.max(...xs) : null;
  const at = (series: string) => (n === null ? null : pointOf(results, series, n));
  const multcps = [...new Set(results.map((r) => r.series ?? ''))].filter(
    (s) => parseSeries(s).multcp,
  );
  const rows = multcps.flatMap((series) => {
    const r = at(series);
    if (!r?.value || n === null) return [];
    const { flavour } = parseSeries(series);
    const tcps = at(`tcps-${flavour}`);
    const ceiling = Math.min(n, tcps?.value?.mean ?? n);
    return [
      {
        flavour: flavourName(flavour),
        gain: r.value.mean,
        timeouts: r.timeouts ?? NaN,
        ref: r.refTimeouts ?? NaN,
        saturated: n >= 3 && r.value.mean < SATURATED_BELOW * ceiling,
        stalls: (r.timeouts ?? 0) > MORE_TIMEOUTS * (r.refTimeouts ?? Infinity),
      },
    ];
  });
  const tcps = [...new Set(results.map((r) => r.series ?? ''))]
    .filter((s) => s.startsWith('tcps-'))
    .flatMap((s) => {
      const r = at(s);
      return r?.value
        ? [`${n} separate ${flavourName(parseSeries(s).flavour)} TCPs gain ${sig(r.value.mean, 3)}`]
        : [];
    });
  const numbers =
    n === null || rows.length === 0
      ? ''
      : `At N = ${sig(n, 3)}, per run: ${rows
          .map(
            (r) =>
              `MulTCP over ${r.flavour} gains ${sig(r.gain, 3)} with ${sig(r.timeouts, 3)} timeouts (its reference TCP ${sig(r.ref, 3)})`,
          )
          .join('; ')}${tcps.length ? `; ${tcps.join('; ')}` : ''}.`;
  const loop = rows.filter((r) => r.saturated && r.stalls).map((r) => r.flavour);
  const quiet = rows.filter((r) => r.saturated && !r.stalls).map((r) => r.flavour);
  const follows = rows.filter((r) => !r.saturated).map((r) => r.flavour);
  const why: string[] = [];
  if (loop.length)
    why.push(
      `Over ${list(loop)} the gain has stopped far below N while the MulTCP times out more than ${MORE_TIMEOUTS} times as often as its reference TCP: each timeout stalls its one control loop, all N virtual connections at once.`,
    );
  if (quiet.length)
    why.push(
      `Over ${list(quiet)} the gain has stopped far below N without more timeouts than the reference TCP: these points do not show why.`,
    );
  if (follows.length && n !== null)
    why.push(
      `Over ${list(follows)} the gain has not stopped growing at N = ${sig(n, 3)} (at least half of N${tcps.length ? ' and of the N separate TCPs' : ''}).`,
    );
  return {
    heading: loop.length
      ? 'Why the gain stops growing: one control loop instead of N'
      : 'The gain against N: one control loop instead of N',
    numbers,
    why,
  };
}

/**
 * Fig. 5: the part of the spread over all senders that is the RTT bias (timeouts of at least
 * 200 ms weigh more on short RTTs), shown at the smallest N as the gap to the spread within pairs
 * of equal RTT; whether both grow with N, from the points at the smallest and largest N.
 */
export function fig5Explanation(spec: MultcpScenario, results: Results): string[] {
  const series = [...new Set(results.map((r) => r.series ?? ''))].filter((s) => s !== '');
  const ends = series.flatMap((s) => {
    const pts = results
      .filter((r) => r.series === s && r.value && r.pairSpread)
      .sort((a, b) => a.coords[0] - b.coords[0]);
    return pts.length
      ? [{ name: flavourName(parseSeries(s).flavour), lo: pts[0], hi: pts[pts.length - 1] }]
      : [];
  });
  if (ends.length === 0) return [];
  const pc = (v: number) => `${sig(100 * v, 2)} %`;
  const out: string[] = [];
  const rtoLonger = spec.rtthi < 200;
  const biased = ends.filter((e) => e.lo.value!.mean > e.lo.pairSpread!.mean);
  const at = (e: (typeof ends)[number], r: MultcpPointResult) =>
    `over ${e.name} at N = ${sig(r.coords[0], 3)}, ${pc(r.value!.mean)} over all senders against ${pc(r.pairSpread!.mean)} within pairs`;
  if (biased.length && rtoLonger)
    out.push(
      `Timeouts last at least 200 ms, longer than every RTT here (${spec.rttlo}-${spec.rtthi} ms), and weigh more on the short ones: part of the spread is this bias, not unfairness. The dashed lines compare only senders with the same RTT (the pairs of Fig. 3 as built here): unfairness alone. Here ${biased.map((e) => at(e, e.lo)).join('; ')}.`,
    );
  else
    out.push(
      `The dashed lines compare only senders with the same RTT (the pairs of Fig. 3 as built here): ${ends.map((e) => at(e, e.lo)).join('; ')}.`,
    );
  const grown = ends.filter(
    (e) =>
      e.hi.coords[0] > e.lo.coords[0] &&
      e.hi.value!.mean > e.lo.value!.mean &&
      e.hi.pairSpread!.mean > e.lo.pairSpread!.mean,
  );
  if (grown.length)
    out.push(
      `Both grow with N (${grown.map((e) => at(e, e.hi)).join('; ')}). The paper explains the growth by more aggressive flows losing packets in bursts, and their windows wandering further from their means.`,
    );
  return out;
}

/**
 * Paper 000's view: whether N TCPs are cut together (the flows losing a packet per congestion
 * event), where their utilization lies between eq. (6) and Theorem 1, and what one MulTCP(N)
 * loses per overflow and how often it times out, at the largest N with points.
 */
export function utilExplanation(spec: MultcpScenario, results: Results): string[] {
  const tcps = pointOf(results, 'tcps');
  const one = pointOf(results, 'multcp');
  const out: string[] = [];
  const eq6 = 0.75;
  if (tcps?.value && tcps.flowsPerEvent !== null) {
    const n = tcps.coords[0];
    const u = tcps.value.mean;
    const theorem1 = tcps.theory ?? NaN;
    const together = tcps.flowsPerEvent >= n / 2;
    const refs = [
      { name: "eq. (6)'s", value: eq6 },
      { name: "Theorem 1's", value: theorem1 },
    ].sort((a, b) => Math.abs(u - a.value) - Math.abs(u - b.value));
    const cut = together
      ? `N TCPs with one RTT on a DropTail queue are cut together (synchronized): at N = ${sig(n, 3)},`
      : `At N = ${sig(n, 3)} the TCPs are not cut together:`;
    out.push(
      `${cut} ${sig(tcps.flowsPerEvent, 2)} of the ${sig(n, 3)} lose a packet in each congestion event, and their utilization, ${sig(u, 3)}, is nearer ${refs[0].name} ${sig(refs[0].value, 3)} than ${refs[1].name} ${sig(refs[1].value, 3)}.`,
    );
  }
  if (one?.value && one.dropsPerEvent !== null) {
    const n = one.coords[0];
    const flavour = flavourName(spec.tcp);
    const stalls =
      tcps?.value != null &&
      (one.timeouts ?? 0) > (tcps.timeouts ?? 0) &&
      one.value.mean < tcps.value.mean;
    const head = `Over ${flavour}, MulTCP(${sig(n, 3)}) loses ${sig(one.dropsPerEvent, 2)} packets at each overflow and times out ${sig(one.timeouts, 3)} times per run`;
    out.push(
      stalls
        ? `${head}, against ${sig(tcps!.timeouts, 3)} for the N TCPs: the link idles (utilization ${sig(one.value.mean, 3)}), the cause of Fig. 4's saturation seen alone.`
        : `${head}; utilization ${sig(one.value.mean, 3)}.`,
    );
  }
  return out;
}

/** Windows smaller than this cannot raise three duplicate ACKs: a loss there ends in a timeout. */
export const DUPACK_WINDOW = 4;

/**
 * Fig. 2 at packet level: the timeouts of windows too small for three duplicate ACKs, and how far
 * the last point lies from Annex B's plateau.
 */
export function rwndExplanation(spec: MultcpScenario, results: Results): string[] {
  const tcp = results
    .filter((r) => r.series === 'tcp' && r.value && r.timeouts !== null)
    .sort((a, b) => a.coords[0] - b.coords[0]);
  if (tcp.length === 0) return [];
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const small = tcp.filter((r) => r.coords[0] < DUPACK_WINDOW).map((r) => r.timeouts!);
  const large = tcp.filter((r) => r.coords[0] >= DUPACK_WINDOW).map((r) => r.timeouts!);
  const out: string[] = [];
  const counts =
    small.length && large.length
      ? `${sig(mean(small), 2)} timeouts per run with a window under ${DUPACK_WINDOW} packets, ${sig(mean(large), 2)} with ${DUPACK_WINDOW} or more`
      : null;
  if (counts && mean(small) > 2 * mean(large))
    out.push(
      `Well below the knee the receive window is the window: T = B_R/R, a little less where a window of a few packets cannot raise three duplicate ACKs and a loss ends in a timeout (here ${counts}).`,
    );
  else
    out.push(
      `Well below the knee the receive window is the window: T = B_R/R${counts ? ` (timeouts: ${counts})` : ''}.`,
    );
  const last = tcp[tcp.length - 1];
  if (last.theory !== null && last.bufferKB !== null) {
    const off = last.value!.mean / last.theory - 1;
    out.push(
      `Annex B assumes a deterministic sawtooth; with random losses (p = ${spec.p}) one TCP's last point, B_R = ${sig(last.bufferKB, 3)} kB, is ${sig(100 * Math.abs(off), 2)} % ${off < 0 ? 'below' : 'above'} the closed form.`,
    );
  }
  return out;
}

/** A flow's share of the congestion events over this fraction: the flows lose together. */
export const TOGETHER_FROM = 0.8;

/**
 * The wpf view: how many of the first link's flows lose a packet per congestion event there, and
 * with DropTail whether they lose together and the larger windows take more than their N (the
 * largest N over the smallest among that link's flows, rate against weight).
 */
export function wpfLossNote(
  spec: Pick<MultcpScenario, 'linkq'>,
  rows: readonly { route: readonly number[]; weight: number; simulated: { mean: number } | null }[],
  flowsPerEvent: number | null,
): string | null {
  const mine = rows.filter((r) => r.route.includes(1) && r.simulated !== null);
  if (flowsPerEvent === null || mine.length < 2) return null;
  const [small, big] = [...mine]
    .sort((a, b) => a.weight - b.weight)
    .filter((_, k, all) => k === 0 || k === all.length - 1);
  const rate = big.simulated!.mean / small.simulated!.mean;
  const weight = big.weight / small.weight;
  const per = `${sig(flowsPerEvent, 2)} of the ${mine.length} flows on l1 lose a packet in each congestion event there`;
  const ratio = `N = ${sig(big.weight, 3)} over N = ${sig(small.weight, 3)}: ${sig(rate, 3)} times the rate for ${sig(weight, 3)} times the weight`;
  if (spec.linkq === 'red') return `Here, with RED, ${per} (${ratio}).`;
  if (flowsPerEvent >= TOGETHER_FROM * mine.length && rate > weight)
    return `With DropTail the flows of a link lose packets together (here ${per}), and the larger windows take more than their N (${ratio}).`;
  return `With DropTail here ${per} (${ratio}).`;
}
