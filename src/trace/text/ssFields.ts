/**
 * The two lines `ss -tin` prints per socket (iproute2's misc/ss.c, tcp_show_info):
 *
 *   ESTAB 0      0      10.0.0.1:43210 10.0.0.2:5201
 *   	 cubic wscale:7,7 rto:204 rtt:0.5/0.25 mss:1448 cwnd:10 ssthresh:7 bytes_sent:1000 ...
 *
 * The first gives the socket's ends (local, then peer; with `-a` over several protocols a Netid
 * column comes first, with -p/-e/-o more columns after); the second, the kernel's tcp_info: the
 * congestion control's name (a bare word after flags such as ts, sack, ecn), then key:value
 * fields and a few "key value" pairs (send, pacing_rate, delivery_rate). Fields ss leaves out when
 * zero (bytes_retrans, retrans, lost, unacked) read as absent.
 */

export interface SocketLine {
  state: string;
  local: string;
  peer: string;
  /** what follows the peer: process, timer, ... or, squeezed on one line, the info */
  rest: string;
}

export interface SsInfo {
  congestionControl?: string;
  /** ms */
  rtt?: number;
  rttVar?: number;
  rto?: number;
  mss?: number;
  cwnd?: number;
  ssthresh?: number;
  bytesSent?: number;
  bytesAcked?: number;
  bytesRetrans?: number;
  /** retrans:cur/total, the total */
  retransTotal?: number;
  unacked?: number;
  lost?: number;
  /** bit/s */
  deliveryRate?: number;
  pacingRate?: number;
  sendRate?: number;
}

const SOCKET =
  /^(?:(?:tcp|mptcp)\s+)?([A-Z][A-Z0-9-]*[A-Z0-9])\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S+)(?:\s+(.*))?$/;

/** A socket line's fields, or null when the line is not one. */
export function parseSocketLine(line: string): SocketLine | null {
  const m = SOCKET.exec(line.trim());
  if (!m || m[1] === 'State' || m[1] === 'Netid') return null;
  return { state: m[1], local: m[4], peer: m[5], rest: m[6] ?? '' };
}

/** The header ss prints before each listing (unless -H). */
export const isHeader = (line: string): boolean => /^\s*(?:Netid\s+)?State\s+Recv-Q\b/.test(line);

/** Words before the congestion control's name that are flags, not a name. */
const FLAGS = new Set(['ts', 'sack', 'ecn', 'ecnseen', 'fastopen', 'ecn_low', 'ooo', 'cwr']);

const RATE = /^(\d+(?:\.\d+)?)([KMGT]?)bps$/;
const SCALE: Record<string, number> = { '': 1, K: 1e3, M: 1e6, G: 1e9, T: 1e12 };

/** "106496000000bps", "106.5Mbps" (older ss) in bit/s */
export function parseRate(text: string): number | undefined {
  const m = RATE.exec(text);
  return m ? Number(m[1]) * SCALE[m[2]] : undefined;
}

const number = (text: string): number | undefined => {
  const x = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
  return Number.isFinite(x) ? x : undefined;
};

const PLAIN: Partial<Record<string, keyof SsInfo>> = {
  rto: 'rto',
  mss: 'mss',
  cwnd: 'cwnd',
  ssthresh: 'ssthresh',
  bytes_sent: 'bytesSent',
  bytes_acked: 'bytesAcked',
  bytes_retrans: 'bytesRetrans',
  unacked: 'unacked',
  lost: 'lost',
};

const PAIRS: Partial<Record<string, 'deliveryRate' | 'pacingRate' | 'sendRate'>> = {
  send: 'sendRate',
  pacing_rate: 'pacingRate',
  delivery_rate: 'deliveryRate',
};

/**
 * The tcp_info fields of an info line; null when the line holds none of them (not an info line).
 * A field whose value does not read (cwnd:x) is left out and named in `bad`.
 */
export function parseInfo(line: string, bad: string[] = []): SsInfo | null {
  const tokens = line.trim().split(/\s+/);
  const info: SsInfo = {};
  let fields = 0;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    const pair = PAIRS[token];
    if (pair !== undefined && k + 1 < tokens.length) {
      const rate = parseRate(tokens[++k]);
      if (rate === undefined) bad.push(token);
      else info[pair] = rate;
      fields++;
      continue;
    }
    const colon = token.indexOf(':');
    if (colon < 0) {
      // a bare word before the first field: a flag, or the congestion control's name
      if (fields === 0 && !FLAGS.has(token) && /^[a-z][a-z0-9_]*$/.test(token))
        info.congestionControl = token;
      continue;
    }
    const key = token.slice(0, colon);
    const value = token.slice(colon + 1);
    const plain = PLAIN[key];
    if (plain !== undefined) {
      const x = number(value);
      if (x === undefined) bad.push(key);
      else (info as Record<string, number>)[plain] = x;
      fields++;
    } else if (key === 'rtt') {
      const [avg, variance] = value.split('/').map(number);
      if (avg === undefined) bad.push(key);
      else {
        info.rtt = avg;
        if (variance !== undefined) info.rttVar = variance;
      }
      fields++;
    } else if (key === 'retrans') {
      const total = number(value.split('/')[1] ?? '');
      if (total === undefined) bad.push(key);
      else info.retransTotal = total;
      fields++;
    } else if (/^[a-z_]+$/.test(key)) fields++;
  }
  return fields > 0 ? info : null;
}
