import type { TcpSegment } from '../tcp/segment';

/** What `readIpTcp` found. */
export const TCP_OK = 1;
export const NOT_TCP = 0;
/** the captured bytes end inside the IP or TCP header (snap length, or a broken frame) */
export const HEADER_CUT = -1;
/** a fragment that is not the first: its bytes carry no TCP header */
export const LATER_FRAGMENT = -2;
/** header fields that contradict each other (IHL < 5, data offset < 5, lengths too short) */
export const MALFORMED = -3;
/** an IPv6 extension header this reader does not walk (ESP, mobility, ...) */
export const UNKNOWN_EXTENSION = -4;
/** the first fragment of a fragmented IPv4 packet: read, its payload only the first part */
export const FIRST_FRAGMENT = 2;

/**
 * Reads the IP header at `ip` (version `version`) and the TCP header behind it into `seg`.
 * `end` is the end of the captured bytes; `wire` the packet's length on the wire from `ip` on
 * (the record's original length minus the link header), which gives the payload's length when
 * the IP length field says 0 (TCP segmentation offload captured at the sender) and caps a length
 * field that claims more than the packet had.
 */
export function readIpTcp(
  buf: Uint8Array,
  dv: DataView,
  ip: number,
  end: number,
  version: number,
  wire: number,
  seg: TcpSegment,
): number {
  let tcp: number;
  let ipPayload: number;
  let result = TCP_OK;
  if (version === 4) {
    if (ip + 20 > end) return HEADER_CUT;
    const ihl = (buf[ip] & 0x0f) * 4;
    if (ihl < 20) return MALFORMED;
    if (ip + ihl > end) return HEADER_CUT;
    if (buf[ip + 9] !== 6) return NOT_TCP;
    const frag = dv.getUint16(ip + 6);
    if ((frag & 0x1fff) !== 0) return LATER_FRAGMENT;
    if ((frag & 0x2000) !== 0) result = FIRST_FRAGMENT;
    let total = dv.getUint16(ip + 2);
    if (total === 0 || total > wire) total = wire;
    if (total < ihl) return MALFORMED;
    ipPayload = total - ihl;
    tcp = ip + ihl;
    seg.v6 = false;
    seg.srcAddrOff = ip + 12;
    seg.dstAddrOff = ip + 16;
  } else {
    if (ip + 40 > end) return HEADER_CUT;
    let len = dv.getUint16(ip + 4);
    if (len === 0 || len > wire - 40) len = Math.max(0, wire - 40);
    let next = buf[ip + 6];
    let p = ip + 40;
    // walk the extension headers TCP can sit behind; each is bounded by the captured bytes
    for (let hops = 0; next !== 6; hops++) {
      if (hops > 8) return MALFORMED;
      if (next === 0 || next === 43 || next === 60) {
        // hop-by-hop, routing, destination options: (length + 1) * 8 bytes
        if (p + 2 > end) return HEADER_CUT;
        const n = (buf[p + 1] + 1) * 8;
        next = buf[p];
        p += n;
        len -= n;
      } else if (next === 44) {
        // fragment header: 8 bytes; only the first fragment carries the TCP header
        if (p + 8 > end) return HEADER_CUT;
        const fo = dv.getUint16(p + 2);
        if ((fo & 0xfff8) !== 0) return LATER_FRAGMENT;
        if ((fo & 1) !== 0) result = FIRST_FRAGMENT;
        next = buf[p];
        p += 8;
        len -= 8;
      } else if (next === 51) {
        // authentication header: (length + 2) * 4 bytes
        if (p + 2 > end) return HEADER_CUT;
        const n = (buf[p + 1] + 2) * 4;
        next = buf[p];
        p += n;
        len -= n;
      } else if (next === 59) {
        return NOT_TCP; // no next header
      } else if (next === 17 || next === 58 || next === 1) {
        return NOT_TCP; // UDP, ICMPv6, ICMP
      } else {
        return UNKNOWN_EXTENSION;
      }
    }
    if (len < 0) return MALFORMED;
    ipPayload = len;
    tcp = p;
    seg.v6 = true;
    seg.srcAddrOff = ip + 8;
    seg.dstAddrOff = ip + 24;
  }
  if (tcp + 20 > end) return HEADER_CUT;
  const hlen = (buf[tcp + 12] >> 4) * 4;
  if (hlen < 20 || hlen > ipPayload) return MALFORMED;
  seg.buf = buf;
  seg.srcPort = dv.getUint16(tcp);
  seg.dstPort = dv.getUint16(tcp + 2);
  seg.seq = dv.getUint32(tcp + 4);
  seg.ack = dv.getUint32(tcp + 8);
  seg.flags = buf[tcp + 13];
  seg.window = dv.getUint16(tcp + 14);
  seg.payload = ipPayload - hlen;
  if (seg.v6) {
    const a = seg.srcAddrOff;
    const b = seg.dstAddrOff;
    seg.srcKey = `${dv.getUint32(a)},${dv.getUint32(a + 4)},${dv.getUint32(a + 8)},${dv.getUint32(a + 12)},${seg.srcPort}`;
    seg.dstKey = `${dv.getUint32(b)},${dv.getUint32(b + 4)},${dv.getUint32(b + 8)},${dv.getUint32(b + 12)},${seg.dstPort}`;
  } else {
    seg.srcKey = dv.getUint32(seg.srcAddrOff) * 65536 + seg.srcPort;
    seg.dstKey = dv.getUint32(seg.dstAddrOff) * 65536 + seg.dstPort;
  }
  readOptions(buf, dv, tcp + 20, Math.min(tcp + hlen, end), seg);
  return result;
}

/**
 * The options between `p` and `end` (the header's end, or the capture's when the snap length
 * cut them). A malformed option (length < 2 or past the end) ends the reading of options: what
 * was read before stays.
 */
function readOptions(buf: Uint8Array, dv: DataView, p: number, end: number, seg: TcpSegment) {
  seg.mss = -1;
  seg.wscale = -1;
  seg.sackPermitted = false;
  seg.sackCount = 0;
  seg.tsval = -1;
  seg.tsecr = -1;
  while (p < end) {
    const kind = buf[p];
    if (kind === 0) return; // end of options
    if (kind === 1) {
      p++; // no-op
      continue;
    }
    if (p + 2 > end) return;
    const len = buf[p + 1];
    if (len < 2 || p + len > end) return;
    if (kind === 2 && len === 4) seg.mss = dv.getUint16(p + 2);
    else if (kind === 3 && len === 3) seg.wscale = buf[p + 2];
    else if (kind === 4 && len === 2) seg.sackPermitted = true;
    else if (kind === 5 && (len - 2) % 8 === 0) {
      const n = Math.min((len - 2) / 8, seg.sackLeft.length);
      for (let i = 0; i < n; i++) {
        seg.sackLeft[i] = dv.getUint32(p + 2 + 8 * i);
        seg.sackRight[i] = dv.getUint32(p + 6 + 8 * i);
      }
      seg.sackCount = n;
    } else if (kind === 8 && len === 10) {
      seg.tsval = dv.getUint32(p + 2);
      seg.tsecr = dv.getUint32(p + 6);
    }
    p += len;
  }
}
