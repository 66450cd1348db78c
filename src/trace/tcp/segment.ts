/**
 * One TCP segment as read from a captured packet. The decoder fills a single instance again and
 * again (no allocation per packet); whoever keeps anything copies it out during the call.
 */
export interface TcpSegment {
  /** s from the trace's first record */
  t: number;
  /** file offset of the record, for problems */
  at: number;
  v6: boolean;
  /** the buffer holding the addresses, and where: 4 or 16 bytes each (valid during the call) */
  buf: Uint8Array;
  srcAddrOff: number;
  dstAddrOff: number;
  /**
   * A key per endpoint (address and port) for the connection table: a number for IPv4
   * (address * 65536 + port < 2^48, exact), a string for IPv6.
   */
  srcKey: number | string;
  dstKey: number | string;
  srcPort: number;
  dstPort: number;
  /** sequence and acknowledgement numbers, unsigned 32-bit */
  seq: number;
  ack: number;
  /** the flags byte: FIN 1, SYN 2, RST 4, PSH 8, ACK 16, URG 32, ECE 64, CWR 128 */
  flags: number;
  /** the advertised window as sent (unscaled) */
  window: number;
  /** payload bytes by the IP lengths (the packet's, even when the capture kept fewer) */
  payload: number;
  /** options, -1 when absent */
  mss: number;
  wscale: number;
  sackPermitted: boolean;
  /** SACK blocks: left and right edges, `sackCount` pairs used */
  sackCount: number;
  sackLeft: Uint32Array;
  sackRight: Uint32Array;
  tsval: number;
  tsecr: number;
}

export const FIN = 1;
export const SYN = 2;
export const RST = 4;
export const ACK = 16;

export function newTcpSegment(): TcpSegment {
  return {
    t: 0,
    at: 0,
    v6: false,
    buf: new Uint8Array(0),
    srcAddrOff: 0,
    dstAddrOff: 0,
    srcKey: 0,
    dstKey: 0,
    srcPort: 0,
    dstPort: 0,
    seq: 0,
    ack: 0,
    flags: 0,
    window: 0,
    payload: 0,
    mss: -1,
    wscale: -1,
    sackPermitted: false,
    sackCount: 0,
    sackLeft: new Uint32Array(4),
    sackRight: new Uint32Array(4),
    tsval: -1,
    tsecr: -1,
  };
}

/** "a.b.c.d" or an RFC 5952 IPv6 text, from the bytes at `off` */
export function addressText(buf: Uint8Array, off: number, v6: boolean): string {
  if (!v6) return `${buf[off]}.${buf[off + 1]}.${buf[off + 2]}.${buf[off + 3]}`;
  const words: number[] = [];
  for (let i = 0; i < 8; i++) words.push((buf[off + 2 * i] << 8) | buf[off + 2 * i + 1]);
  // the longest run of two or more zero words becomes "::" (the first such run on a tie)
  let bestAt = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLen) {
      bestAt = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = (ws: number[]) => ws.map((w) => w.toString(16)).join(':');
  if (bestAt < 0) return hex(words);
  return `${hex(words.slice(0, bestAt))}::${hex(words.slice(bestAt + bestLen))}`;
}

/** "address:port", IPv6 in brackets */
export function endpointText(buf: Uint8Array, off: number, v6: boolean, port: number): string {
  const a = addressText(buf, off, v6);
  return v6 ? `[${a}]:${port}` : `${a}:${port}`;
}
