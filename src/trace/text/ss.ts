import type { TraceConnection, TraceResult } from '../types';
import { createLineSplitter } from './lines';
import { createProblemList, quoteLine } from './problems';
import type { TextTraceReader } from './reader';
import { isHeader, parseInfo, parseSocketLine, type SocketLine, type SsInfo } from './ssFields';
import { mbps, rttStats, timeWeightedMean } from './summary';
import { createClock, parseTimestamp, type TimeFormat } from './timestamps';

/**
 * A periodic `ss -tin` log, as people record one:
 *   while true; do date +%s.%N; ss -tin dst 10.0.0.2; sleep 0.1; done > ss.log
 * (also -H without headers, -a, -p, -e, -o; the time lines of timestamps.ts), and `ss -tinE`, which
 * prints each socket once as it closes, with no time (read at time 0). Each socket seen in
 * a sample is a connection from its local end (the side whose cwnd and RTT ss shows) to its peer;
 * a socket whose counters go back is a new connection on the same ports.
 *
 * Per connection: cwnd (packets) and the smoothed RTT (ms) at each sample; throughput between
 * two samples from bytes_acked (what was delivered), else the delivery_rate ss shows. Totals are
 * the kernel's counters at the last sample, since the connection's start: bytesSent is
 * bytes_sent − bytes_retrans (unique bytes; bytes_acked also counts the SYN), retransmissions the
 * total of retrans:cur/total. Loss events: the samples at which that total grew.
 */

interface Sample {
  t: number;
  info: SsInfo;
}

interface Track {
  local: string;
  peer: string;
  samples: Sample[];
}

const SAMPLE_TIMES =
  'a time line before each sample (epoch seconds such as 1700000000.123456789 from ' +
  '`date +%s.%N`, ISO 8601 from `date -Ins`, `date`, or HH:MM:SS.frac)';

const goesBack = (a: SsInfo, b: SsInfo): boolean =>
  (b.bytesSent ?? Infinity) < (a.bytesSent ?? 0) ||
  (b.bytesAcked ?? Infinity) < (a.bytesAcked ?? 0);

function connection(track: Track): TraceConnection {
  const { samples } = track;
  const first = samples[0];
  const last = samples[samples.length - 1];
  const t = samples.map((s) => s.t);
  const cwnd = { t: [] as number[], v: [] as number[] };
  const rtt = { t: [] as number[], v: [] as number[] };
  const throughput = { t: [] as number[], v: [] as number[] };
  const lossEvents: number[] = [];
  for (let k = 0; k < samples.length; k++) {
    const { info } = samples[k];
    if (info.cwnd !== undefined) {
      cwnd.t.push(t[k]);
      cwnd.v.push(info.cwnd);
    }
    if (info.rtt !== undefined) {
      rtt.t.push(t[k]);
      rtt.v.push(info.rtt);
    }
    const before = k > 0 ? samples[k - 1].info : undefined;
    const acked = info.bytesAcked;
    const dt = k > 0 ? t[k] - t[k - 1] : 0;
    if (before?.bytesAcked !== undefined && acked !== undefined && dt > 0) {
      throughput.t.push(t[k]);
      throughput.v.push(mbps(acked - before.bytesAcked, dt));
    } else if (acked === undefined && info.deliveryRate !== undefined) {
      throughput.t.push(t[k]);
      throughput.v.push(info.deliveryRate / 1e6);
    }
    if ((info.retransTotal ?? 0) > (before?.retransTotal ?? (k === 0 ? Infinity : 0)))
      lossEvents.push(t[k]);
  }
  const end = last.info;
  const bytesSent =
    end.bytesSent !== undefined
      ? end.bytesSent - (end.bytesRetrans ?? 0)
      : Math.max((end.bytesAcked ?? 0) - 1, 0);
  const duration = last.t - first.t;
  const delivered =
    end.bytesAcked !== undefined && first.info.bytesAcked !== undefined
      ? end.bytesAcked - first.info.bytesAcked
      : undefined;
  const cwndMean = timeWeightedMean(cwnd);
  const cc = [...samples].reverse().find((s) => s.info.congestionControl)?.info.congestionControl;
  const mss = end.mss;
  return {
    src: track.local,
    dst: track.peer,
    start: first.t,
    end: last.t,
    bytesSent: Math.max(bytesSent, 0),
    retransmissions: end.retransTotal ?? 0,
    lossEvents,
    rtt: rttStats(rtt.v),
    cwnd: cwndMean === null ? null : { mean: cwndMean, series: cwnd },
    throughput:
      delivered !== undefined ? mbps(delivered, duration) : (timeWeightedMean(throughput) ?? 0),
    throughputSeries: throughput,
    rttSeries: rtt.v.length > 0 ? rtt : null,
    ...(cc !== undefined ? { congestionControl: cc } : {}),
    ...(mss !== undefined ? { mss } : {}),
  };
}

export function createSsReader(): TextTraceReader {
  const problems = createProblemList();
  const clock = createClock();
  const open = new Map<string, Track>();
  const done: Track[] = [];
  let now: number | null = null;
  let format: TimeFormat | null = null;
  let pending: { socket: SocketLine; line: number } | null = null;
  let records = 0;
  let saidNoTime = false;

  const sample = (socket: SocketLine, info: SsInfo, line: number): void => {
    if (now === null && !saidNoTime)
      // `ss -E` prints each socket once, as it closes, with no time: its totals still read
      problems.add(
        line,
        'no time before this sample (ss prints none): samples before the first time line are ' +
          `read at time 0, as for \`ss -E\`; a periodic log needs ${SAMPLE_TIMES}`,
      );
    saidNoTime ||= now === null;
    records++;
    const key = `${socket.local} ${socket.peer}`;
    let track = open.get(key);
    const previous = track?.samples[track.samples.length - 1];
    if (track && previous && goesBack(previous.info, info)) {
      done.push(track); // the same ports again: a new connection
      track = undefined;
    }
    if (!track) {
      track = { local: socket.local, peer: socket.peer, samples: [] };
      open.set(key, track);
    }
    track.samples.push({ t: now ?? 0, info });
  };

  const readInfo = (text: string, line: number): SsInfo | null => {
    const bad: string[] = [];
    const info = parseInfo(text, bad);
    if (bad.length > 0)
      problems.add(line, `unreadable ${bad.join(', ')} in the info line: left out of this sample`);
    return info;
  };

  const onLine = (text: string, line: number): void => {
    if (problems.stopped) return;
    if (/^\s/.test(text) && text.trim() !== '') {
      const info = readInfo(text, line);
      if (info === null)
        problems.add(
          line,
          `expected a socket's info line (cwnd:, rtt:, ...), got ${quoteLine(text)}`,
        );
      else if (pending === null)
        problems.add(
          line,
          'an info line without the socket line (State Recv-Q Send-Q Local Peer) before it',
        );
      else sample(pending.socket, info, pending.line);
      pending = null;
      return;
    }
    pending = null; // a socket without its info line (TIME-WAIT, LISTEN): nothing to read
    if (text.trim() === '' || isHeader(text)) return;
    const stamp = parseTimestamp(text);
    if (stamp !== null) {
      if (format !== null && stamp.format !== format)
        problems.add(
          line,
          `a ${stamp.format} time after ${format} times: times are not comparable`,
        );
      if (stamp.format === 'date' && format === null)
        problems.add(
          line,
          "`date`'s default format has whole seconds: samples in one second share it",
        );
      format ??= stamp.format;
      now = clock(stamp);
      return;
    }
    const socket = parseSocketLine(text);
    if (socket === null) {
      problems.add(
        line,
        `expected ${SAMPLE_TIMES}, the header, a socket line or its info line; got ${quoteLine(text)}`,
      );
      return;
    }
    // ss may put the info on the socket's own line
    const inline = /\b(cwnd|rtt):/.test(socket.rest) ? readInfo(socket.rest, line) : null;
    if (inline !== null) sample(socket, inline, line);
    else pending = { socket, line };
  };

  const lines = createLineSplitter(onLine, (line) =>
    problems.add(line, 'a line of over 1 MB: only its start is read'),
  );

  return {
    push: (text) => lines.push(text),
    finish(): TraceResult {
      lines.finish();
      if (records === 0)
        problems.add(
          0,
          'no socket sample (a socket line followed by its info line) in the log',
          true,
        );
      const tracks = [...done, ...open.values()].sort((a, b) => a.samples[0].t - b.samples[0].t);
      return {
        format: 'ss',
        connections: tracks.map(connection),
        problems: problems.list(),
        records,
      };
    },
  };
}
