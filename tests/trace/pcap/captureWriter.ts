/**
 * A small pcap / pcapng writer for the tests: frames built byte by byte (TCP with options, IPv4,
 * IPv6 with extension headers, Ethernet with VLAN tags, Linux SLL and SLL2, null loopback) in the
 * containers' every variant (byte orders, time units, sections, unknown blocks), so the reader
 * is checked against packets whose every field the test chose.
 */

export const FIN = 1;
export const SYN = 2;
export const RST = 4;
export const PSH = 8;
export const ACK = 16;

export interface TcpOptions {
  mss?: number;
  wscale?: number;
  sackPermitted?: boolean;
  /** [left, right] edges */
  sack?: [number, number][];
  ts?: [number, number];
}

export interface TcpFields {
  sport: number;
  dport: number;
  seq: number;
  ack?: number;
  flags: number;
  win?: number;
  /** payload length (zero bytes) */
  len?: number;
  options?: TcpOptions;
}

class Bytes {
  readonly out: number[] = [];
  u8(v: number) {
    this.out.push(v & 0xff);
    return this;
  }
  u16(v: number, le = false) {
    return le ? this.u8(v).u8(v >>> 8) : this.u8(v >>> 8).u8(v);
  }
  u32(v: number, le = false) {
    return le ? this.u16(v & 0xffff, true).u16(v >>> 16, true) : this.u16(v >>> 16).u16(v & 0xffff);
  }
  bytes(b: ArrayLike<number>) {
    for (let i = 0; i < b.length; i++) this.out.push(b[i] & 0xff);
    return this;
  }
  pad4() {
    while (this.out.length % 4 !== 0) this.out.push(0);
    return this;
  }
  get length() {
    return this.out.length;
  }
  done() {
    return Uint8Array.from(this.out);
  }
}

function tcpOptions(o: TcpOptions): number[] {
  const b = new Bytes();
  if (o.mss !== undefined) b.u8(2).u8(4).u16(o.mss);
  if (o.sackPermitted) b.u8(4).u8(2);
  if (o.ts) b.u8(8).u8(10).u32(o.ts[0]).u32(o.ts[1]);
  if (o.wscale !== undefined) b.u8(1).u8(3).u8(3).u8(o.wscale);
  if (o.sack) {
    b.u8(1)
      .u8(1)
      .u8(5)
      .u8(2 + 8 * o.sack.length);
    for (const [l, r] of o.sack) b.u32(l).u32(r);
  }
  while (b.length % 4 !== 0) b.u8(0);
  return b.out;
}

/** a TCP header and `len` zero bytes of payload (checksum left 0: the reader does not check) */
export function tcp(f: TcpFields): Uint8Array {
  const opts = tcpOptions(f.options ?? {});
  const b = new Bytes()
    .u16(f.sport)
    .u16(f.dport)
    .u32(f.seq >>> 0)
    .u32((f.ack ?? 0) >>> 0)
    .u8(((20 + opts.length) / 4) << 4)
    .u8(f.flags)
    .u16(f.win ?? 65535)
    .u16(0)
    .u16(0)
    .bytes(opts);
  return Uint8Array.from([...b.out, ...new Array<number>(f.len ?? 0).fill(0)]);
}

function v4(a: string): number[] {
  return a.split('.').map(Number);
}

function v6(a: string): number[] {
  const [head, tail] = a.includes('::') ? a.split('::') : [a, ''];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const words = [...h, ...new Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return words.flatMap((w) => [parseInt(w, 16) >> 8, parseInt(w, 16) & 0xff]);
}

export interface V4Extra {
  /** fragment offset in 8-byte units, and more-fragments */
  fragOffset?: number;
  moreFragments?: boolean;
  /** a total length to write instead of the true one (0 as with TSO) */
  totalLength?: number;
  protocol?: number;
}

export function ipv4(src: string, dst: string, l4: Uint8Array, x: V4Extra = {}): Uint8Array {
  const frag = ((x.moreFragments ? 1 : 0) << 13) | (x.fragOffset ?? 0);
  const b = new Bytes()
    .u8(0x45)
    .u8(0)
    .u16(x.totalLength ?? 20 + l4.length)
    .u16(1)
    .u16(frag)
    .u8(64)
    .u8(x.protocol ?? 6)
    .u16(0)
    .bytes(v4(src))
    .bytes(v4(dst))
    .bytes(l4);
  return b.done();
}

/** an IPv6 extension header: hop-by-hop (0), routing (43), destination options (60), fragment (44) */
export interface V6Ext {
  type: 0 | 43 | 60 | 44;
  /** for fragment headers */
  fragOffset?: number;
  moreFragments?: boolean;
}

export function ipv6(src: string, dst: string, l4: Uint8Array, ext: V6Ext[] = []): Uint8Array {
  const chain: number[] = [];
  for (let i = 0; i < ext.length; i++) {
    const next = i + 1 < ext.length ? ext[i + 1].type : 6;
    const e = ext[i];
    if (e.type === 44) {
      const fo = ((e.fragOffset ?? 0) << 3) | (e.moreFragments ? 1 : 0);
      chain.push(next, 0, fo >> 8, fo & 0xff, 0, 0, 0, 1);
    } else {
      // 16 bytes: hdr ext len 1, padded with a PadN option
      chain.push(next, 1, 1, 12, ...new Array<number>(12).fill(0));
    }
  }
  const first = ext.length > 0 ? ext[0].type : 6;
  return new Bytes()
    .u32(0x60000000)
    .u16(chain.length + l4.length)
    .u8(first)
    .u8(64)
    .bytes(v6(src))
    .bytes(v6(dst))
    .bytes(chain)
    .bytes(l4)
    .done();
}

const etherTypeOf = (ip: Uint8Array) => (ip[0] >> 4 === 6 ? 0x86dd : 0x0800);

/** Ethernet II with any 802.1Q (0x8100) / 802.1ad (0x88a8) tags, outermost first */
export function ether(ip: Uint8Array, tags: { tpid: number; vid: number }[] = []): Uint8Array {
  const b = new Bytes().bytes([2, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 1]);
  for (const t of tags) b.u16(t.tpid).u16(t.vid);
  return b.u16(etherTypeOf(ip)).bytes(ip).done();
}

export function sll(ip: Uint8Array): Uint8Array {
  return new Bytes()
    .u16(0)
    .u16(1)
    .u16(6)
    .bytes([2, 0, 0, 0, 0, 1, 0, 0])
    .u16(etherTypeOf(ip))
    .bytes(ip)
    .done();
}

export function sll2(ip: Uint8Array): Uint8Array {
  return new Bytes()
    .u16(etherTypeOf(ip))
    .u16(0)
    .u32(3)
    .u16(1)
    .u8(0)
    .u8(6)
    .bytes([2, 0, 0, 0, 0, 1, 0, 0])
    .bytes(ip)
    .done();
}

/** BSD loopback: the address family in the writer's (here little-endian) byte order */
export function nullLoop(ip: Uint8Array): Uint8Array {
  return new Bytes()
    .u32(ip[0] >> 4 === 6 ? 30 : 2, true)
    .bytes(ip)
    .done();
}

/**
 * Whole seconds since 1970 added to every frame's time: frames carry small times (s) that a
 * double holds to the nanosecond, which a time since 1970 would not.
 */
export const EPOCH_SECONDS = 1_700_000_000;

export interface Frame {
  /** s after EPOCH_SECONDS */
  t: number;
  data: Uint8Array;
  /** the length on the wire when it differs from data's (a snap length cut it) */
  origLen?: number;
}

export interface PcapOptions {
  linkType: number;
  le?: boolean;
  nano?: boolean;
  snaplen?: number;
}

export function pcap(frames: Frame[], o: PcapOptions): Uint8Array {
  const le = o.le ?? true;
  const magic = o.nano ? 0xa1b23c4d : 0xa1b2c3d4;
  const b = new Bytes()
    .u32(magic, le)
    .u16(2, le)
    .u16(4, le)
    .u32(0, le)
    .u32(0, le)
    .u32(o.snaplen ?? 262144, le)
    .u32(o.linkType, le);
  const per = o.nano ? 1e9 : 1e6;
  for (const f of frames) {
    const sec = Math.floor(f.t);
    const sub = Math.round((f.t - sec) * per);
    b.u32(EPOCH_SECONDS + sec, le)
      .u32(sub, le)
      .u32(f.data.length, le)
      .u32(f.origLen ?? f.data.length, le)
      .bytes(f.data);
  }
  return b.done();
}

export interface NgInterface {
  linkType: number;
  /** if_tsresol's byte (6 = µs, the default; 9 = ns; 0x80 | n = 2^-n) */
  tsresol?: number;
  snaplen?: number;
}

export type NgBlock =
  | { kind: 'epb'; iface: number; frame: Frame }
  | { kind: 'spb'; frame: Frame }
  | { kind: 'unknown'; type: number; body: number[] };

export interface NgSection {
  le?: boolean;
  interfaces: NgInterface[];
  blocks: NgBlock[];
}

function block(type: number, body: Bytes, le: boolean): number[] {
  body.pad4();
  const len = 12 + body.length;
  return new Bytes().u32(type, le).u32(len, le).bytes(body.out).u32(len, le).out;
}

function units(t: number, tsresol: number): [number, number] {
  const per = tsresol & 0x80 ? 2 ** (tsresol & 0x7f) : 10 ** tsresol;
  const sec = Math.floor(t);
  const v = BigInt(EPOCH_SECONDS + sec) * BigInt(per) + BigInt(Math.round((t - sec) * per));
  return [Number(v >> 32n), Number(v & 0xffffffffn)];
}

export function pcapng(sections: NgSection[]): Uint8Array {
  const out: number[] = [];
  for (const s of sections) {
    const le = s.le ?? true;
    const shb = new Bytes()
      .u32(0x1a2b3c4d, le)
      .u16(1, le)
      .u16(0, le)
      .u32(0xffffffff, le)
      .u32(0xffffffff, le);
    out.push(...block(0x0a0d0d0a, shb, le));
    for (const i of s.interfaces) {
      const idb = new Bytes()
        .u16(i.linkType, le)
        .u16(0, le)
        .u32(i.snaplen ?? 0, le);
      if (i.tsresol !== undefined) idb.u16(9, le).u16(1, le).u8(i.tsresol).pad4();
      idb.u16(0, le).u16(0, le);
      out.push(...block(1, idb, le));
    }
    for (const k of s.blocks) {
      if (k.kind === 'epb') {
        const [hi, lo] = units(k.frame.t, s.interfaces[k.iface]?.tsresol ?? 6);
        const epb = new Bytes()
          .u32(k.iface, le)
          .u32(hi, le)
          .u32(lo, le)
          .u32(k.frame.data.length, le)
          .u32(k.frame.origLen ?? k.frame.data.length, le)
          .bytes(k.frame.data);
        out.push(...block(6, epb, le));
      } else if (k.kind === 'spb') {
        const spb = new Bytes().u32(k.frame.data.length, le).bytes(k.frame.data);
        out.push(...block(3, spb, le));
      } else {
        out.push(...block(k.type, new Bytes().bytes(k.body), le));
      }
    }
  }
  return Uint8Array.from(out);
}
