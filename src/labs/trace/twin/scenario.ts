import { decodeQuery, encodeQuery } from '../../../scenario/codec';
import { formatProblem } from '../../../scenario/problems';
import type { TraceFit } from '../../../trace/fit';
import type { ConnectionFit } from '../../../trace/fit/connection';
import type { TraceConnection, TraceFormat } from '../../../trace/types';
import {
  DUMBBELL_DEFAULTS,
  DUMBBELL_SCHEMA,
  type DumbbellScenario,
} from '../../families/packet/scenario';
import { highest, lowest } from './extremes';

/**
 * The simulated twin of a real trace: the Dumbbell lab's scenario (the packet engine, ns-2 exact)
 * made of what the fit measured: the bottleneck's rate and buffer, each connection's base RTT,
 * start, end and congestion control, the MSS. Every choice the fit does not make is stated in
 * `assumptions`, in words a reader can check against the recording's set-up.
 */

/** The engine's names of the two congestion controls a twin runs (src/engines/packet/cc/registry.ts). */
export type TwinCc = 'reno' | 'cubic';

/**
 * Below this (ms) a base RTT is not the path's: the smallest the Dumbbell lab takes. The recordings
 * without added delay measure 0.006-0.016 ms (ping: 0.06 ms), far under a frame's time at the
 * bottleneck (1.2 ms at 10 Mbit/s): the pipe outside the queue then holds under a packet, the
 * buffer alone sets the window at an overflow, and any RTT that small gives the same twin.
 */
export const RTT_FLOOR_MS = 0.01;
/**
 * Access links x the bottleneck: the lab's default 10, not the recordings' veth links (about a
 * microsecond a frame, 1000 x). The engine's sender sends a window back to back; at 1000 x a flow's
 * train reaches a full queue whole, and the engine's ns-2 SACK, without Linux's RACK and tail loss
 * probe, recovers a window lost whole only by timeouts, backed off: on parallel-reno/n8, 4 of the
 * 8 flows then send almost nothing for the 3 s, where the recording shows them all near 1 Mbit/s.
 * At 10 x the flows' packets interleave at the queue and the losses spread over them, as measured;
 * the cost is 2 x a tenth of a frame's time of base RTT (0.24 ms at 10 Mbit/s).
 */
export const ACCESS_FACTOR = 10;
/** Linux's initial window (RFC 6928) and minimum RTO (TCP_RTO_MIN). */
export const LINUX_IW = 10;
export const LINUX_MIN_RTO_S = 0.2;
/** A kind read off fewer cuts than this is not trusted: at 4-8 packets, 8 -> 5 reads as 0.625. */
export const MIN_CUTS_FOR_KIND = 3;

export interface TwinScenario {
  scenario: DumbbellScenario;
  /** the Dumbbell lab's link, "?lab=dumbbell&...": opening it runs the twin */
  url: string;
  assumptions: string[];
  reasons: string[];
  /** the first data connection's start, s from the trace's first record: the twin's time 0 */
  origin: number;
  /** flow f of the twin is the trace's connection connections[f] (index in the trace) */
  connections: number[];
}

export interface NoTwin {
  scenario: null;
  url: null;
  assumptions: string[];
  reasons: string[];
}

export interface TwinOptions {
  /** every flow runs this congestion control, whatever the fit says (a trace's own name for it) */
  cc?: TwinCc;
  /** the trace's format: ss, tcp_probe and iperf3 give smoothed RTTs (see baseRtts) */
  format?: TraceFormat | null;
}

/** The formats whose RTT samples are the sender's smoothed RTT, not one packet's. */
const SMOOTHED: readonly (TraceFormat | null | undefined)[] = ['ss', 'tcp_probe', 'iperf3'];

const microseconds = (s: number) => Math.round(s * 1e6) / 1e6;
/** 4 significant digits: what a fitted rate holds (its bins vary by more), and a readable link */
const fourDigits = (x: number) => Number(x.toPrecision(4));
const ms = (x: number) => `${Number(x.toPrecision(3))} ms`;

/** The module a connection runs in the twin, and why. */
function ccOf(c: ConnectionFit, forced: TwinCc | undefined): { cc: TwinCc; why: string | null } {
  if (forced) return { cc: forced, why: null };
  const trusted = c.kindFrom === 'trace' || c.aimd.cuts >= MIN_CUTS_FOR_KIND;
  if (c.kind === 'cubic' && trusted) return { cc: 'cubic', why: null };
  if (c.kind === 'cubic')
    return {
      cc: 'reno',
      why: `its cuts say cubic from ${c.aimd.cuts} cut${c.aimd.cuts === 1 ? '' : 's'} only (${MIN_CUTS_FOR_KIND} at least are taken)`,
    };
  if (c.kind === 'other')
    return {
      cc: 'reno',
      why:
        c.kindFrom === 'trace'
          ? `the trace names ${c.congestionControl ?? 'another'}, which the engine does not have`
          : `its cuts keep ${c.aimd.beta ? c.aimd.beta.mean.toFixed(2) : '?'} of the window, neither Reno's 1/2 nor CUBIC's 0.7`,
    };
  if (c.kind === null) return { cc: 'reno', why: 'the trace does not tell its kind' };
  return { cc: 'reno', why: null };
}

/**
 * When a connection's data begins: the first time a packet is in flight (a capture's flight
 * series; iperf3's 37-byte cookie before the test is not a packet), or its first window sample
 * (ss, tcp_probe), else its first record.
 */
export function firstDataTime(c: TraceConnection): number {
  const s = c.cwnd?.series;
  if (s) for (let k = 0; k < s.t.length; k++) if (s.v[k] >= 1) return s.t[k];
  return c.start;
}

/**
 * The twin's start times (from `origin`, its time 0, in trace time): the connections opened
 * before the first data packet start together, one handshake (the first one's base RTT) before
 * it; a connection opened later starts at its first record (its SYN).
 */
export function openingTimes(
  conns: readonly TraceConnection[],
  baseRttMs: readonly number[],
): { origin: number; starts: number[]; firstData: number; together: number } {
  const firstData = lowest(conns.map(firstDataTime));
  const early = conns.map((c) => c.start <= firstData);
  const k = early.indexOf(true);
  const origin = Math.max(
    lowest(conns.map((c) => c.start)),
    firstData - (k >= 0 ? baseRttMs[k] : 0) / 1000,
  );
  return {
    origin,
    starts: conns.map((c, f) => (early[f] ? 0 : Math.max(0, c.start - origin))),
    firstData,
    together: early.filter(Boolean).length,
  };
}

const refuse = (reasons: string[]): NoTwin => ({
  scenario: null,
  url: null,
  assumptions: [],
  reasons,
});

/**
 * The twin of `fit` (fitTrace of a trace whose connections are `connections`, the reader's list:
 * the fit's indices point into it). Null scenario, with the reasons, when the fit lacks what a
 * twin takes: the bottleneck's rate, its buffer, an RTT.
 */
export function twinScenario(
  fit: TraceFit,
  connections: readonly TraceConnection[],
  options: TwinOptions = {},
): TwinScenario | NoTwin {
  const set = fit.set;
  const fits = fit.connections.filter((c) => connections[c.index] !== undefined);
  const reasons: string[] = [];
  if (fits.length === 0) reasons.push('no data connection to simulate');
  if (!set.rate) reasons.push('no bottleneck rate: the fit found no throughput to take it from');
  if (!set.buffer)
    reasons.push(
      `no buffer: ${set.reasons.find((r) => r.startsWith('buffer')) ?? 'the fit has none'}`,
    );
  const pathBase = set.buffer?.baseRttMs ?? null;
  if (fits.length > 0 && fits.every((c) => c.baseRttMs === null) && pathBase === null)
    reasons.push('no RTT: no connection has an RTT sample');
  if (reasons.length > 0 || !set.rate || !set.buffer) return refuse(reasons);

  const conns = fits.map((c) => connections[c.index]);
  // a smoothed RTT's smallest value still holds the queue of the samples before it (ss samples
  // every 50 ms or so): one within the queue's rise of the path's base is taken as the path's
  const smoothed = SMOOTHED.includes(options.format);
  const riseMs = set.buffer.riseMs;
  const lifted = (c: ConnectionFit) =>
    smoothed && c.baseRttMs !== null && pathBase !== null && c.baseRttMs - pathBase <= riseMs;
  const bases = fits.map((c) =>
    lifted(c) ? (pathBase as number) : (c.baseRttMs ?? pathBase ?? RTT_FLOOR_MS),
  );
  const opening = openingTimes(conns, bases);
  const origin = opening.origin;
  const last = highest(conns.map((c) => c.end));
  const t = Math.ceil((last - origin) * 1e6 - 1e-6) / 1e6;
  if (!(t >= 0.001))
    return refuse([
      `the connections last ${ms((last - origin) * 1000)}: under the 1 ms a run takes`,
    ]);

  const assumptions: string[] = [];
  const wire = set.rate.wireMbps;
  const cap = fourDigits(wire);
  assumptions.push(
    `capacity ${cap} Mbit/s: the fitted rate on the wire (${set.rate.mbps.toFixed(3)} Mbit/s of payload while the queue was busy, plus ${set.headerBytes} header bytes per ${set.mss}-byte packet)`,
  );
  const rtts = bases.map((base) => Math.max(RTT_FLOOR_MS, Math.round(base * 1000) / 1000));
  const floored = fits.filter((c) => (c.baseRttMs ?? pathBase ?? 0) < RTT_FLOOR_MS).length;
  assumptions.push(
    `RTT of each flow: its connection's base RTT, the smallest sample (${rtts.map(ms).join(', ')}); the engine adds the bottleneck queue's delay as it fills` +
      (floored > 0
        ? `; ${floored === fits.length ? 'every' : floored} base RTT under ${RTT_FLOOR_MS} ms taken as ${RTT_FLOOR_MS} ms (the lab's smallest): under a frame's time the buffer alone sets the window`
        : ''),
  );
  const missing = fits.filter((c) => c.baseRttMs === null).length;
  if (missing > 0)
    assumptions.push(`${missing} connection(s) without RTT samples take the path's base RTT`);
  if (fits.some(lifted))
    assumptions.push(
      `the trace's RTTs are smoothed (${options.format}): a connection's smallest one within the queue's rise (${ms(riseMs)}) of the path's base (${ms(pathBase ?? 0)}) may hold a queue, and the path's base is taken`,
    );
  const buffer = Math.max(2, Math.round(set.buffer.packets));
  assumptions.push(
    `buffer ${buffer} packets (counting the one in transmission): the RTT's rise over the base, ${ms(set.buffer.riseMs)}, times the rate, ${set.buffer.packets.toFixed(1)} packets${set.buffer.packets < 1.5 ? '; DropTail takes 2 at least' : ''}`,
  );
  const pkt = Math.max(1, Math.round(set.mss));
  const header = Math.round(set.headerBytes);
  assumptions.push(
    `packets of ${pkt} payload bytes (the MSS) and ${header} header bytes (Ethernet, IPv4, TCP with timestamps)`,
  );
  const ccs = fits.map((c) => ccOf(c, options.cc));
  const names = ccs.map((c) => c.cc);
  assumptions.push(
    options.cc
      ? `congestion control: the engine's '${options.cc}' module for every flow, as asked`
      : "congestion control: the engine's 'cubic' module (RFC 9438, beta 0.7 as Linux's 717/1024) where the fit says cubic, its 'reno' module otherwise",
  );
  ccs.forEach((c, f) => {
    if (c.why) assumptions.push(`flow ${f + 1} runs reno: ${c.why}`);
  });
  assumptions.push(
    "loss recovery SACK (the engine's ns-2 Sack1), as Linux; DropTail queue; no random loss",
  );
  assumptions.push(
    "no delayed ACKs: Linux's receiver quick-acks its first segments, then acks every second one, but Linux's sender counts the packets an ACK covers (RFC 3465): its window grows a packet per RTT either way; the engine counts ACKs (ns-2), and an ACK per packet gives it that growth",
  );
  assumptions.push(
    `initial window ${LINUX_IW} packets and minimum RTO ${LINUX_MIN_RTO_S * 1000} ms, Linux's`,
  );
  assumptions.push(
    `access links ${ACCESS_FACTOR} x the bottleneck (the lab's default; the recordings' veth links are about 1000 x): a flow's back-to-back packets reach the queue a tenth of a frame apart and interleave with the other flows', so the losses spread over the flows, as measured; in line-rate trains a flow loses its whole first window, which the engine's SACK, without Linux's RACK and tail loss probe, waits out in backed-off timeouts`,
  );
  const starts = opening.starts.map(microseconds);
  // iperf3's streams end within a few ms of each other: only an end more than an RTT (queue
  // full) before the last one is a connection that stopped early
  const frame = ((pkt + header) * 8) / (wire * 1e6);
  const rttFull = highest(rtts) / 1000 + buffer * frame;
  const stops = conns.map((c) => (c.end < last - rttFull ? microseconds(c.end - origin) : null));
  const firstData = `${opening.firstData.toFixed(6)} s into the trace`;
  const handshake = ms(bases[Math.max(0, opening.starts.indexOf(0))]);
  assumptions.push(
    (fits.length === 1
      ? opening.together === 1
        ? `start one handshake (${handshake}) before the first data packet (${firstData}), not at the SYN: the engine's flow sends right after its handshake, iperf3 after its own setup`
        : 'start at the SYN'
      : `the ${opening.together} connections opened before the first data packet (${firstData}) start together, one handshake (${handshake}) before it: iperf3 opens every stream, then starts the test, and the engine's flow sends right after its own handshake (started at their SYNs, the later SYNs would meet a queue full of the first flows' windows)` +
        (opening.together < fits.length ? '; the others start at their SYN' : '')) +
      `; the twin's time 0 is ${origin.toFixed(6)} s into the trace, and it runs ${t} s, to the last connection's end` +
      (stops.some((x) => x !== null)
        ? '; a connection ending an RTT or more before it stops sending then'
        : ''),
  );

  const same = <T>(xs: T[]): T[] => (xs.every((x) => x === xs[0]) ? [xs[0]] : xs);
  const scenario: DumbbellScenario = {
    ...DUMBBELL_DEFAULTS,
    n: fits.length,
    cap,
    rtt: same(rtts),
    buffer,
    queue: 'droptail',
    loss: 0,
    tcp: ['sack'],
    cc: same(names),
    pkt,
    header,
    delack: false,
    start: same(starts),
    stop: stops.some((s) => s !== null) ? stops : null,
    t,
    warmup: 0,
    access: ACCESS_FACTOR,
    iw: LINUX_IW,
    minrto: LINUX_MIN_RTO_S,
  };
  const url = `?${encodeQuery(DUMBBELL_SCHEMA, scenario)}`;
  // the link must reproduce the twin: decoded back, it is the same scenario, without a problem
  const back = decodeQuery(DUMBBELL_SCHEMA, url);
  if (back.problems.length > 0)
    return refuse(
      back.problems.map((p) => `the Dumbbell lab refuses the twin: ${formatProblem(p)}`),
    );
  if (JSON.stringify(back.scenario) !== JSON.stringify(scenario))
    return refuse(['the Dumbbell lab reads the twin link back as another scenario']);
  return {
    scenario,
    url,
    assumptions,
    reasons: [...set.reasons.filter((r) => r.startsWith('rate')), ...reasons],
    origin,
    connections: fits.map((c) => c.index),
  };
}
