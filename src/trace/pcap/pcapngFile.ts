import type { UnitParser } from './framing';
import type { PacketReader } from './packets';
import type { Problems } from './problems';

export const PCAPNG_SHB = 0x0a0d0d0a;
const BYTE_ORDER_MAGIC = 0x1a2b3c4d;
const IDB = 1;
const OBSOLETE_PACKET = 2;
const SPB = 3;
const EPB = 6;
/** libpcap's and Wireshark's limit on a block's length */
const MAX_BLOCK = 16 * 1024 * 1024;

/** An interface of the current section: its link type, snap length and clock. */
interface Interface {
  linkType: number;
  snaplen: number;
  /** timestamps count units of 1 / divisor s */
  divisor: number;
  /** if_tsoffset: seconds to add */
  offset: number;
}

/**
 * pcapng: blocks of (type, total length, body, total length again). A Section Header Block
 * starts each section and fixes its byte order (so sections of both orders can follow each
 * other); Interface Description Blocks declare the interfaces of the section, which Enhanced,
 * Simple and (obsolete) Packet Blocks refer to. Other blocks are skipped by their length.
 */
export class PcapngFile implements UnitParser {
  private le = true;
  private interfaces: Interface[] = [];
  private broken = false;
  /** time of the last timestamped packet, for Simple Packet Blocks (which have none) */
  private lastSec = 0;
  private lastFrac = 0;

  constructor(
    private readonly packets: PacketReader,
    private readonly problems: Problems,
  ) {}

  need(_buf: Uint8Array, dv: DataView, off: number, avail: number, at: number): number {
    if (this.broken) return 0;
    if (avail < 8) return 8;
    let le = this.le;
    if (dv.getUint32(off, true) === PCAPNG_SHB) {
      // the section's byte order comes from its own header, before its length can be read
      if (avail < 12) return 12;
      const bom = dv.getUint32(off + 8, true);
      if (bom === BYTE_ORDER_MAGIC) le = true;
      else if (bom === 0x4d3c2b1a) le = false;
      else {
        this.problems.fatal(at + 8, `section header at byte ${at} has no byte-order magic`);
        return 0;
      }
    }
    const len = dv.getUint32(off + 4, le);
    if (len < 12 || len % 4 !== 0 || len > MAX_BLOCK) {
      this.problems.fatal(
        at + 4,
        `block at byte ${at} claims a length of ${len} bytes, which no block has ` +
          '(12 or more, a multiple of 4, at most 16 MiB): the file is damaged from here',
      );
      return 0;
    }
    return len;
  }

  unit(buf: Uint8Array, dv: DataView, off: number, len: number, at: number): void {
    let le = this.le;
    const type = dv.getUint32(off, le);
    if (type === PCAPNG_SHB) le = dv.getUint32(off + 8, true) === BYTE_ORDER_MAGIC;
    if (dv.getUint32(off + len - 4, le) !== len) {
      this.problems.fatal(
        at + len - 4,
        `block at byte ${at}: its trailing length differs from its leading one (${len}): ` +
          'the file is damaged from here',
      );
      this.broken = true;
      return;
    }
    switch (type) {
      case PCAPNG_SHB:
        this.section(dv, off, le, at);
        return;
      case IDB:
        this.interface(dv, off, len);
        return;
      case EPB:
      case OBSOLETE_PACKET:
        this.packet(buf, dv, off, len, at, type === OBSOLETE_PACKET);
        return;
      case SPB:
        this.simplePacket(buf, dv, off, len, at);
        return;
      default:
        return; // name resolution, statistics, custom, decryption secrets...: not needed here
    }
  }

  private section(dv: DataView, off: number, le: boolean, at: number): void {
    this.le = le;
    this.interfaces = [];
    const major = dv.getUint16(off + 12, le);
    if (major !== 1) {
      this.problems.fatal(at + 12, `section at byte ${at} is pcapng version ${major}, not 1`);
      this.broken = true;
    }
  }

  private interface(dv: DataView, off: number, len: number): void {
    const le = this.le;
    if (len < 20) return;
    const iface: Interface = {
      linkType: dv.getUint16(off + 8, le),
      snaplen: dv.getUint32(off + 12, le),
      divisor: 1e6,
      offset: 0,
    };
    // options: code, length, value padded to 4 bytes, up to the trailing length
    const end = off + len - 4;
    for (let p = off + 16; p + 4 <= end;) {
      const code = dv.getUint16(p, le);
      const n = dv.getUint16(p + 2, le);
      if (code === 0 || p + 4 + n > end) break;
      if (code === 9 && n >= 1) {
        // if_tsresol: 10^-v, or 2^-v when the top bit is set
        const v = dv.getUint8(p + 4);
        iface.divisor = v & 0x80 ? 2 ** (v & 0x7f) : 10 ** v;
      } else if (code === 14 && n >= 8) {
        iface.offset = Number(dv.getBigInt64(p + 4, le));
      }
      p += 4 + ((n + 3) & ~3);
    }
    this.interfaces.push(iface);
  }

  private packet(
    buf: Uint8Array,
    dv: DataView,
    off: number,
    len: number,
    at: number,
    old: boolean,
  ) {
    const le = this.le;
    if (len < 32) return this.badPacket(at);
    const id = old ? dv.getUint16(off + 8, le) : dv.getUint32(off + 8, le);
    const iface = this.interfaces[id];
    if (!iface) {
      this.problems.count('no interface', at, 'packets of an interface not described, skipped');
      return;
    }
    const caplen = dv.getUint32(off + 20, le);
    const origLen = dv.getUint32(off + 24, le);
    if (caplen > len - 32) return this.badPacket(at);
    const [sec, frac] = splitTime(
      dv.getUint32(off + 12, le),
      dv.getUint32(off + 16, le),
      iface.divisor,
    );
    this.lastSec = sec + iface.offset;
    this.lastFrac = frac;
    this.packets.packet(buf, dv, off + 28, caplen, origLen, iface.linkType, this.lastSec, frac, at);
  }

  private simplePacket(buf: Uint8Array, dv: DataView, off: number, len: number, at: number) {
    const iface = this.interfaces[0];
    if (!iface) {
      this.problems.count('no interface', at, 'packets of an interface not described, skipped');
      return;
    }
    const origLen = dv.getUint32(off + 8, this.le);
    let caplen = Math.min(origLen, len - 16);
    if (iface.snaplen > 0) caplen = Math.min(caplen, iface.snaplen);
    this.problems.count(
      'spb',
      at,
      "Simple Packet Blocks (no timestamp) placed at the previous packet's time",
    );
    this.packets.packet(
      buf,
      dv,
      off + 12,
      caplen,
      origLen,
      iface.linkType,
      this.lastSec,
      this.lastFrac,
      at,
    );
  }

  private badPacket(at: number): void {
    this.problems.count(
      'bad epb',
      at,
      'packet blocks whose captured length exceeds the block, skipped',
    );
  }
}

/**
 * A 64-bit timestamp (high, low words) in units of 1 / divisor s as whole seconds and a
 * fraction, exactly: long division in 16-bit limbs keeps every intermediate below 2^47, where a
 * double holding the whole count (about 2^60 for nanoseconds today) would lose the low bits.
 */
export function splitTime(high: number, low: number, divisor: number): [number, number] {
  if (!(divisor >= 1 && divisor <= 2 ** 31 && Number.isInteger(divisor))) {
    const v = high * 2 ** 32 + low;
    const sec = Math.floor(v / divisor);
    return [sec, Math.min(Math.max((v - sec * divisor) / divisor, 0), 1)];
  }
  let q = 0;
  let r = 0;
  for (const limb of [high >>> 16, high & 0xffff, low >>> 16, low & 0xffff]) {
    const cur = r * 65536 + limb;
    const d = Math.floor(cur / divisor);
    r = cur - d * divisor;
    q = q * 65536 + d;
  }
  return [q, r / divisor];
}
