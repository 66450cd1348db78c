import type { ConnectionTracker } from '../tcp/connections';
import { newTcpSegment } from '../tcp/segment';
import {
  FIRST_FRAGMENT,
  HEADER_CUT,
  LATER_FRAGMENT,
  MALFORMED,
  NOT_TCP,
  UNKNOWN_EXTENSION,
  readIpTcp,
} from './ipTcp';
import { CUT_SHORT, NOT_IP, UNKNOWN_LINK, ipOffset, type LinkResult } from './linkLayer';
import type { Problems } from './problems';

/**
 * Captured packets, whatever the container: their time made relative to the trace's first
 * record, their TCP segment decoded and handed to the connection tracker, what went wrong
 * counted.
 */
export class PacketReader {
  records = 0;
  /** the first record's time, whole seconds and fraction kept apart so no precision is lost */
  private sec0 = NaN;
  private frac0 = 0;
  private readonly seg = newTcpSegment();
  private readonly link: LinkResult = { ipOff: 0 };

  constructor(
    private readonly tracker: ConnectionTracker,
    private readonly problems: Problems,
  ) {}

  /**
   * One record: `caplen` captured bytes at `off` of a packet `origLen` bytes long on the wire,
   * of link type `linkType`, taken at `sec` + `frac` seconds (frac in [0, 1)); `at` is the
   * record's offset in the file.
   */
  packet(
    buf: Uint8Array,
    dv: DataView,
    off: number,
    caplen: number,
    origLen: number,
    linkType: number,
    sec: number,
    frac: number,
    at: number,
  ): void {
    this.records++;
    if (Number.isNaN(this.sec0)) {
      this.sec0 = sec;
      this.frac0 = frac;
    }
    const p = this.problems;
    if (caplen < origLen) {
      p.count(
        'snap',
        at,
        'packets captured shorter than they were (caplen < len); read as far as captured',
      );
    }
    const end = off + caplen;
    const v = ipOffset(buf, dv, off, end, linkType, this.link);
    if (v === NOT_IP) return;
    if (v === UNKNOWN_LINK) {
      p.count(
        `link ${linkType}`,
        at,
        `packets of link type ${linkType}, which is not read, skipped`,
      );
      return;
    }
    if (v === CUT_SHORT) {
      p.count('link cut', at, 'packets shorter than their link-layer header, skipped');
      return;
    }
    const ip = this.link.ipOff;
    const wire = Math.max(origLen, caplen) - (ip - off);
    const seg = this.seg;
    const r = readIpTcp(buf, dv, ip, end, v, wire, seg);
    if (r === NOT_TCP) return;
    if (r === HEADER_CUT) {
      p.count('ip cut', at, 'packets whose capture ends inside the IP or TCP header, skipped');
      return;
    }
    if (r === LATER_FRAGMENT) {
      p.count(
        'fragment',
        at,
        'IP fragments after the first (no TCP header, not reassembled), skipped',
      );
      return;
    }
    if (r === MALFORMED) {
      p.count('malformed', at, 'packets with inconsistent IP or TCP header lengths, skipped');
      return;
    }
    if (r === UNKNOWN_EXTENSION) {
      p.count(
        'ipv6 ext',
        at,
        'IPv6 packets behind an extension header not read (ESP, ...), skipped',
      );
      return;
    }
    if (r === FIRST_FRAGMENT) {
      p.count(
        'first fragment',
        at,
        'first IP fragments read: their payload counts only the first fragment',
      );
    }
    seg.t = sec - this.sec0 + (frac - this.frac0);
    seg.at = at;
    this.tracker.segment(seg);
  }
}
