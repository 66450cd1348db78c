import type { TraceConnection, TraceResult } from '../types';
import { createLineSplitter } from './lines';
import { createProblemList, quoteLine } from './problems';
import type { TextTraceReader } from './reader';
import { mbps, rttStats, timeWeightedMean } from './summary';
import { nanoseconds, since } from './timestamps';

/**
 * The tcp:tcp_probe tracepoint as text: /sys/kernel/tracing/trace (and trace_pipe), trace-cmd
 * report, perf script. Each prints the event's time in s and then the tracepoint's own format
 * (include/trace/events/tcp.h):
 *
 *   iperf3-1234 [001] ..s2. 12345.678901: tcp_probe: family=AF_INET src=10.0.0.1:5201
 *     dest=10.0.0.2:43210 mark=0x0 data_len=0 snd_nxt=0x... snd_una=0x... snd_cwnd=10
 *     ssthresh=2147483647 snd_wnd=... srtt=... rcv_wnd=... sock_cookie=...
 *
 * The event fires for each segment a socket receives; src is that socket's own end, so each
 * socket is a connection from src to dest (the side whose cwnd it is), one per sock_cookie when
 * there is one. What the numbers give:
 * - bytesSent: snd_una's progress over the trace, modulo 2^32 (sequence numbers wrap);
 * - cwnd: snd_cwnd (packets); RTT: srtt, tp->srtt_us >> 3, in µs (0 before the first sample);
 * - retransmissions: the tracepoint has no counter, so this counts the loss events, the times
 *   ssthresh goes down (at least one retransmission each). The field is tcp_current_ssthresh():
 *   outside a window reduction max(ssthresh, 3/4 cwnd), so a cwnd that shrinks without a loss
 *   (restarting after idle) counts too; BBR keeps it at "infinite" (2147483647) and shows none;
 * - throughput: the acknowledged bytes in bins of one mean RTT (as for a capture), at most
 *   MAX_BINS of them and four a probe.
 */

const EVENT = /(?:^|\s)(\d+)\.(\d+):\s+(?:tcp:)?tcp_probe:\s*(.*)$/;
/** another event of the same trace ("... 123.456: sched_switch: ..."): not ours, not a problem */
const OTHER_EVENT = /\s\d+\.\d+:\s+[\w:]+:/;
/** trace-cmd report's first lines */
const PREAMBLE = /^(cpus=\d+|version = \S+|CPU \d+ is empty|CPU\d+ data recorded at offset)/;

const REQUIRED = ['src', 'dest', 'snd_una', 'snd_cwnd'] as const;
const MAX_BINS = 10000;
const TWO_32 = 2 ** 32;

interface Probe {
  t: number;
  una: number;
  cwnd: number;
  ssthresh?: number;
  srtt?: number;
}

interface Track {
  src: string;
  dst: string;
  probes: Probe[];
}

/** "0x1f", "31" (perf prints %#x of 0 as "0") */
function integer(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const x = /^0x[0-9a-f]+$/i.test(text)
    ? parseInt(text, 16)
    : /^\d+$/.test(text)
      ? Number(text)
      : NaN;
  return Number.isSafeInteger(x) ? x : undefined;
}

function fields(payload: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const token of payload.split(/\s+/)) {
    const eq = token.indexOf('=');
    if (eq > 0) map.set(token.slice(0, eq), token.slice(eq + 1));
  }
  return map;
}

/** The acknowledged bytes per bin of `width` s, in Mbit/s, at each bin's end. */
function binned(track: Track, acked: number[], width: number) {
  const series = { t: [] as number[], v: [] as number[] };
  const t0 = track.probes[0].t;
  const t1 = track.probes[track.probes.length - 1].t;
  if (!(width > 0) || t1 <= t0) return series;
  // at most four bins a probe (and MAX_BINS): two probes far apart make few bins, not 10^4
  const w = Math.max(width, (t1 - t0) / Math.min(MAX_BINS, 4 * track.probes.length));
  const bins = Math.ceil((t1 - t0) / w);
  const bytes = new Array<number>(bins).fill(0);
  for (let k = 1; k < track.probes.length; k++) {
    const b = Math.min(Math.floor((track.probes[k].t - t0) / w), bins - 1);
    bytes[b] += acked[k] - acked[k - 1];
  }
  for (let b = 0; b < bins; b++) {
    const end = Math.min(t0 + (b + 1) * w, t1);
    series.t.push(end);
    series.v.push(mbps(bytes[b], end - (t0 + b * w)));
  }
  return series;
}

function connection(track: Track): TraceConnection {
  const { probes } = track;
  const acked: number[] = [0];
  const lossEvents: number[] = [];
  for (let k = 1; k < probes.length; k++) {
    const step = (probes[k].una - probes[k - 1].una + TWO_32) % TWO_32;
    // a step back (two CPUs' events out of order) is not progress
    acked.push(acked[k - 1] + (step < TWO_32 / 2 ? step : 0));
    const [before, now] = [probes[k - 1].ssthresh, probes[k].ssthresh];
    if (before !== undefined && now !== undefined && now < before) lossEvents.push(probes[k].t);
  }
  const cwnd = { t: probes.map((p) => p.t), v: probes.map((p) => p.cwnd) };
  const rtt = { t: [] as number[], v: [] as number[] };
  for (const p of probes)
    if (p.srtt !== undefined && p.srtt > 0) {
      rtt.t.push(p.t);
      rtt.v.push(p.srtt / 1000);
    }
  const stats = rttStats(rtt.v);
  const start = probes[0].t;
  const end = probes[probes.length - 1].t;
  const bytesSent = acked[acked.length - 1];
  return {
    src: track.src,
    dst: track.dst,
    start,
    end,
    bytesSent,
    retransmissions: lossEvents.length,
    lossEvents,
    rtt: stats,
    cwnd: { mean: timeWeightedMean(cwnd) ?? 0, series: cwnd },
    throughput: mbps(bytesSent, end - start),
    throughputSeries: binned(track, acked, stats ? stats.mean / 1000 : 0),
    rttSeries: rtt.v.length > 0 ? rtt : null,
  };
}

export function createTcpProbeReader(): TextTraceReader {
  const problems = createProblemList();
  const tracks = new Map<string, Track>();
  let t0: { s: number; ns: number } | null = null;
  let records = 0;

  const onLine = (text: string, line: number): void => {
    const m = EVENT.exec(text);
    if (!m) {
      const trimmed = text.trim();
      if (
        trimmed === '' ||
        trimmed.startsWith('#') ||
        PREAMBLE.test(trimmed) ||
        OTHER_EVENT.test(text)
      )
        return;
      problems.add(
        line,
        `expected a tcp_probe event ("<task> [cpu] <time>: tcp_probe: src=... dest=..."), got ${quoteLine(text)}`,
      );
      return;
    }
    const time = { s: Number(m[1]), ns: nanoseconds(m[2]) };
    const f = fields(m[3]);
    const missing = REQUIRED.filter((k) => !f.has(k));
    if (missing.length > 0) {
      problems.add(line, `a tcp_probe event without ${missing.join(', ')}: skipped`);
      return;
    }
    const una = integer(f.get('snd_una'));
    const cwnd = integer(f.get('snd_cwnd'));
    if (una === undefined || una >= TWO_32 || cwnd === undefined || !Number.isSafeInteger(time.s)) {
      problems.add(
        line,
        'snd_una (a 32-bit number, 0x... or decimal) or snd_cwnd does not read: skipped',
      );
      return;
    }
    records++;
    t0 ??= time;
    const src = f.get('src') ?? '';
    const dst = f.get('dest') ?? '';
    const key = `${src} ${dst} ${f.get('sock_cookie') ?? ''}`;
    let track = tracks.get(key);
    if (!track) {
      track = { src, dst, probes: [] };
      tracks.set(key, track);
    }
    track.probes.push({
      t: since(t0.s, t0.ns, time.s, time.ns),
      una,
      cwnd,
      ssthresh: integer(f.get('ssthresh')),
      srtt: integer(f.get('srtt')),
    });
  };

  const lines = createLineSplitter(onLine, (line) =>
    problems.add(line, 'a line of over 1 MB: only its start is read'),
  );

  return {
    push: (text) => lines.push(text),
    finish(): TraceResult {
      lines.finish();
      if (records === 0) problems.add(0, 'no tcp_probe event in the text', true);
      return {
        format: 'tcp_probe',
        connections: [...tracks.values()].map(connection),
        problems: problems.list(),
        records,
      };
    },
  };
}
