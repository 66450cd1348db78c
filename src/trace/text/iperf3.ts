import type { TraceConnection, TraceResult } from '../types';
import { createJsonScanner } from './jsonScanner';
import { createProblemList } from './problems';
import { finite, mbps, rttStats, timeWeightedMean } from './summary';
import type { TextTraceReader } from './reader';

/**
 * iperf3's `--json` output (client or server side, -P parallel streams, -R reverse, --bidir) and
 * its `--json-stream` variant (one event per line), read as the text arrives: one connection per
 * stream, from src (the side that sends the data) to dst.
 *
 * Where the numbers come from (iperf3's field names, src/iperf_api.c):
 * - addresses: start.connected[] (local_host:local_port, remote_host:remote_port) by socket; the
 *   sender is the side whose streams say "sender": true (else the client, or the server under
 *   -R, start.test_start.reverse);
 * - series, one point per interval at its end, on iperf3's clock (s from the test's start):
 *   bits_per_second, snd_cwnd (bytes, in packets of the MSS), rtt (µs, the kernel's smoothed
 *   RTT, in ms); intervals iperf3 omits (-O) are left out, as its totals leave them out;
 * - totals from end.streams[].sender (bytes, retransmits), else the sums of the intervals;
 *   on a receiver's side, where the sender's bytes are 0 (not sent over), the receiver's bytes;
 * - MSS: an interval's snd_mss when the version writes one, else start.tcp_mss (-M), else
 *   start.tcp_mss_default (the control connection's MSS, said in a note), else 1448 (a note);
 * - congestion control: end.sender_tcp_congestion (older versions: congestion_used).
 */

type Json = Record<string, unknown>;

const object = (x: unknown): Json | undefined =>
  x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Json) : undefined;

const text = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

/** "address:port", IPv6 in brackets */
export function endpoint(host: unknown, port: unknown): string {
  const h = text(host) ?? '?';
  const p = finite(port) ?? '?';
  return h.includes(':') ? `[${h}]:${p}` : `${h}:${p}`;
}

interface Stream {
  socket: number;
  local?: string;
  remote?: string;
  /** this side sends on this stream ("sender" of its intervals) */
  sends?: boolean;
  start: number;
  end: number;
  bytes: number;
  retransmits: number;
  lossEvents: number[];
  throughput: { t: number[]; v: number[] };
  cwndBytes: { t: number[]; v: number[] };
  cwndWeights: number[];
  rtt: { t: number[]; v: number[] };
  sndMss?: number;
  endSender?: Json;
  endReceiver?: Json;
}

const DEFAULT_MSS = 1448;
const EVENTS = new Set(['start', 'interval', 'end', 'error']);

export function createIperf3Reader(): TextTraceReader {
  const problems = createProblemList();
  const streams = new Map<number, Stream>();
  let role: 'client' | 'server' | undefined;
  let reverse = false;
  let mss: { bytes: number; note?: string } | undefined;
  let congestion: string | undefined;
  let records = 0;
  let sawEnd = false;
  // --json-stream: the event of the object being read, paired with its data at the object's end
  let event: { name: string; line: number } | null = null;
  let data: { value: unknown; line: number } | null = null;

  const stream = (socket: number): Stream => {
    let s = streams.get(socket);
    if (!s) {
      s = {
        socket,
        start: Infinity,
        end: -Infinity,
        bytes: 0,
        retransmits: 0,
        lossEvents: [],
        throughput: { t: [], v: [] },
        cwndBytes: { t: [], v: [] },
        cwndWeights: [],
        rtt: { t: [], v: [] },
      };
      streams.set(socket, s);
    }
    return s;
  };

  const onStart = (value: unknown, line: number): void => {
    const start = object(value);
    if (!start) return problems.add(line, '"start" is not an object');
    if (start.connecting_to !== undefined) role = 'client';
    else if (start.accepted_connection !== undefined) role = 'server';
    reverse = Boolean(finite(object(start.test_start)?.reverse) ?? start.reverse === true);
    const connected = Array.isArray(start.connected) ? start.connected : [];
    for (const c of connected.map(object)) {
      const socket = finite(c?.socket);
      if (c === undefined || socket === undefined) continue;
      const s = stream(socket);
      s.local = endpoint(c.local_host, c.local_port);
      s.remote = endpoint(c.remote_host, c.remote_port);
    }
    const set = finite(start.tcp_mss);
    const ctrl = finite(start.tcp_mss_default);
    if (set !== undefined && set > 0) mss = { bytes: set };
    else if (ctrl !== undefined && ctrl > 0)
      mss = {
        bytes: ctrl,
        note:
          `this iperf3 writes no snd_mss: cwnd in packets uses the control connection's MSS, ` +
          `start.tcp_mss_default = ${ctrl} bytes`,
      };
  };

  const onInterval = (value: unknown, line: number): void => {
    const interval = object(value);
    const list = interval?.streams;
    if (!Array.isArray(list))
      return problems.add(line, 'an interval without a "streams" list: skipped');
    records++;
    for (const item of list) {
      const x = object(item);
      const socket = finite(x?.socket);
      const t0 = finite(x?.start);
      const t1 = finite(x?.end);
      if (!x || socket === undefined || t0 === undefined || t1 === undefined) {
        problems.add(line, 'an interval stream without its socket, start and end: skipped');
        continue;
      }
      if (x.omitted === true) continue;
      const s = stream(socket);
      if (typeof x.sender === 'boolean') s.sends ??= x.sender;
      s.start = Math.min(s.start, t0);
      s.end = Math.max(s.end, t1);
      const seconds = finite(x.seconds) ?? t1 - t0;
      const bytes = finite(x.bytes) ?? 0;
      s.bytes += bytes;
      const bps = finite(x.bits_per_second);
      s.throughput.t.push(t1);
      s.throughput.v.push(bps !== undefined ? bps / 1e6 : mbps(bytes, seconds));
      const retransmits = finite(x.retransmits);
      if (retransmits !== undefined && retransmits > 0) {
        s.retransmits += retransmits;
        s.lossEvents.push(t1);
      }
      const cwnd = finite(x.snd_cwnd);
      if (cwnd !== undefined && cwnd > 0) {
        s.cwndBytes.t.push(t1);
        s.cwndBytes.v.push(cwnd);
        s.cwndWeights.push(seconds);
      }
      const rtt = finite(x.rtt);
      if (rtt !== undefined && rtt > 0) {
        s.rtt.t.push(t1);
        s.rtt.v.push(rtt / 1000);
      }
      const snd = finite(x.snd_mss);
      if (snd !== undefined && snd > 0) s.sndMss = snd;
    }
  };

  const onEnd = (value: unknown, line: number): void => {
    const end = object(value);
    if (!end) return problems.add(line, '"end" is not an object');
    sawEnd = true;
    congestion = text(end.sender_tcp_congestion) ?? text(end.congestion_used) ?? congestion;
    for (const item of Array.isArray(end.streams) ? end.streams : []) {
      const sender = object(object(item)?.sender);
      const receiver = object(object(item)?.receiver);
      const socket = finite(sender?.socket) ?? finite(receiver?.socket);
      if (socket === undefined) continue;
      const s = stream(socket);
      s.endSender = sender;
      s.endReceiver = receiver;
      if (s.sends === undefined && typeof sender?.sender === 'boolean') s.sends = sender.sender;
    }
  };

  const onError = (value: unknown, line: number): void =>
    problems.add(line, `iperf3 reported an error: ${text(value) ?? JSON.stringify(value)}`);

  const dispatch = (name: string, value: unknown, line: number): void => {
    if (name === 'start') onStart(value, line);
    else if (name === 'end') onEnd(value, line);
    else if (name === 'error') onError(value, line);
    else if (name === 'interval') onInterval(value, line);
  };

  const scanner = createJsonScanner({
    arrays: new Set(['intervals']),
    wants: (key) =>
      key === 'start' ||
      key === 'end' ||
      key === 'error' ||
      key === 'event' ||
      key === 'congestion_used' ||
      (key === 'data' && (event === null || EVENTS.has(event.name))),
    member(key, value, line) {
      if (key === 'event') event = { name: text(value) ?? '', line };
      else if (key === 'data') data = { value, line };
      else if (key === 'congestion_used') congestion ??= text(value);
      else dispatch(key, value, line);
    },
    element: (_key, value, line) => onInterval(value, line),
    objectEnd() {
      if (event !== null && data !== null) dispatch(event.name, data.value, data.line);
      else if (event !== null && EVENTS.has(event.name))
        problems.add(event.line, `a "${event.name}" event without its "data"`);
      event = null;
      data = null;
    },
    problem: (line, message, fatal) => problems.add(line, message, fatal),
  });

  const connection = (s: Stream): TraceConnection => {
    const sends = s.sends ?? (role === 'server') === reverse;
    const here = s.local ?? `socket ${s.socket}`;
    const there = s.remote ?? '?';
    const sentBytes = finite(s.endSender?.bytes);
    const receivedBytes = finite(s.endReceiver?.bytes);
    const bytesSent =
      sentBytes !== undefined && (sends || sentBytes > 0)
        ? sentBytes
        : (receivedBytes ?? s.bytes) || s.bytes;
    let start = s.start;
    let end = s.end;
    if (!(start <= end)) {
      start = finite(s.endSender?.start) ?? finite(s.endReceiver?.start) ?? 0;
      end = finite(s.endSender?.end) ?? finite(s.endReceiver?.end) ?? start;
    }
    const size = s.sndMss ?? mss?.bytes ?? DEFAULT_MSS;
    const cwnd = {
      t: s.cwndBytes.t,
      v: s.cwndBytes.v.map((b) => b / size),
    };
    const cwndMean = timeWeightedMean(cwnd, s.cwndWeights);
    let rtt = rttStats(s.rtt.v);
    const maxRtt = finite(s.endSender?.max_rtt);
    if (rtt === null && sends && maxRtt !== undefined && maxRtt > 0)
      // no interval carried an RTT: iperf3's own summary of its samples (µs)
      rtt = {
        min: (finite(s.endSender?.min_rtt) ?? maxRtt) / 1000,
        mean: (finite(s.endSender?.mean_rtt) ?? maxRtt) / 1000,
        max: maxRtt / 1000,
        samples: 0,
      };
    return {
      src: sends ? here : there,
      dst: sends ? there : here,
      start,
      end,
      bytesSent,
      retransmissions: finite(s.endSender?.retransmits) ?? s.retransmits,
      lossEvents: s.lossEvents,
      rtt,
      cwnd: cwndMean === null ? null : { mean: cwndMean, series: cwnd },
      throughput: mbps(bytesSent, end - start),
      throughputSeries: s.throughput,
      rttSeries: s.rtt.v.length > 0 ? s.rtt : null,
      ...(congestion !== undefined ? { congestionControl: congestion } : {}),
      // the MSS used for cwnd; on a receiver's side the control connection's says little
      ...(s.cwndBytes.v.length > 0 || s.sndMss !== undefined ? { mss: size } : {}),
    };
  };

  return {
    push: (chunk) => scanner.push(chunk),
    finish(): TraceResult {
      scanner.finish();
      const list = [...streams.values()].filter(
        (s) => s.start <= s.end || s.endSender !== undefined || s.endReceiver !== undefined,
      );
      if (list.length > 0 && !sawEnd)
        problems.add(
          0,
          'no "end" section (the output is cut short?): totals are the intervals\' sums',
        );
      const unnamed = list.filter((s) => s.local === undefined).map((s) => s.socket);
      if (unnamed.length > 0)
        problems.add(
          0,
          `no start.connected entry for socket ${unnamed.join(', ')}: its ends are unknown ("socket N", "?")`,
        );
      const usesCwnd = list.some((s) => s.cwndBytes.v.length > 0 && s.sndMss === undefined);
      if (usesCwnd && mss?.note) problems.add(0, mss.note);
      else if (usesCwnd && mss === undefined)
        problems.add(0, `no MSS in the output: cwnd in packets uses ${DEFAULT_MSS} bytes`);
      return {
        format: 'iperf3',
        connections: list.map(connection),
        problems: problems.list(),
        records,
      };
    },
  };
}
