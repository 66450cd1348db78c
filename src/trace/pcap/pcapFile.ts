import type { UnitParser } from './framing';
import type { PacketReader } from './packets';
import type { Problems } from './problems';

/** The classic pcap magics, as the first four bytes read big-endian. */
export const PCAP_MAGICS = [0xa1b2c3d4, 0xd4c3b2a1, 0xa1b23c4d, 0x4d3cb2a1];

/** libpcap refuses records longer than this for ordinary link types (MAXIMUM_SNAPLEN) */
const LIBPCAP_MAX_SNAPLEN = 262144;
/** and this reader refuses records longer than this whatever the header's snap length */
const MAX_RECORD = 1 << 24;

/**
 * Classic pcap: a 24-byte file header (magic, version, snap length, link type), then records of
 * a 16-byte header (seconds, micro- or nanoseconds, captured length, original length) and the
 * captured bytes. The magic fixes both the byte order and the time unit.
 */
export class PcapFile implements UnitParser {
  private headerRead = false;
  private le = false;
  /** sub-second units per second: 1e6 (µs) or 1e9 (ns) */
  private perSecond = 1e6;
  private linkType = 1;
  private maxCaplen = LIBPCAP_MAX_SNAPLEN;

  constructor(
    private readonly packets: PacketReader,
    private readonly problems: Problems,
  ) {}

  need(_buf: Uint8Array, dv: DataView, off: number, avail: number, at: number): number {
    if (!this.headerRead) return 24;
    if (avail < 16) return 16;
    const caplen = dv.getUint32(off + 8, this.le);
    if (caplen > this.maxCaplen) {
      this.problems.fatal(
        at,
        `packet record at byte ${at} claims ${caplen} captured bytes, more than the file's ` +
          `limit of ${this.maxCaplen}: the file is damaged from here`,
      );
      return 0;
    }
    return 16 + caplen;
  }

  unit(buf: Uint8Array, dv: DataView, off: number, len: number, at: number): void {
    if (!this.headerRead) {
      this.header(dv, off);
      return;
    }
    const le = this.le;
    const sec = dv.getUint32(off, le);
    let sub = dv.getUint32(off + 4, le);
    const origLen = dv.getUint32(off + 12, le);
    // a sub-second field of a second or more is out of range; libpcap reads it as is (it
    // carries into the seconds), and so does this
    let s = sec;
    const perSecond = this.perSecond;
    if (sub >= perSecond) {
      s += Math.floor(sub / perSecond);
      sub %= perSecond;
    }
    this.packets.packet(
      buf,
      dv,
      off + 16,
      len - 16,
      origLen,
      this.linkType,
      s,
      sub / perSecond,
      at,
    );
  }

  private header(dv: DataView, off: number): void {
    const magic = dv.getUint32(off, false);
    this.le = magic === 0xd4c3b2a1 || magic === 0x4d3cb2a1;
    // divided, not multiplied by 1e-6: a division rounds once, so a time reads the same from
    // pcap and pcapng
    this.perSecond = magic === 0xa1b23c4d || magic === 0x4d3cb2a1 ? 1e9 : 1e6;
    const major = dv.getUint16(off + 4, this.le);
    const minor = dv.getUint16(off + 6, this.le);
    if (major !== 2) {
      this.problems.note(0, `pcap version ${major}.${minor} (2.4 expected); read as 2.4`);
    }
    const snaplen = dv.getUint32(off + 16, this.le);
    this.maxCaplen = Math.min(MAX_RECORD, Math.max(LIBPCAP_MAX_SNAPLEN, snaplen));
    // the link type is the low 16 bits; the high ones may carry the FCS length (pcap spec)
    this.linkType = dv.getUint32(off + 20, this.le) & 0xffff;
    this.headerRead = true;
  }
}
