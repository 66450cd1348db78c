/**
 * From a captured frame to its IP header: which link-layer types are read and how long their
 * headers are. Everything here works on the captured bytes only and never reads past `end`.
 */

/** IP version found behind the link header, or what stopped the reading */
export const NOT_IP = 0;
export const UNKNOWN_LINK = -1;
export const CUT_SHORT = -2;

/** where the IP header starts; set by `ipOffset` on success */
export interface LinkResult {
  ipOff: number;
}

const ETH_IPV4 = 0x0800;
const ETH_IPV6 = 0x86dd;
const ETH_VLAN = 0x8100;
const ETH_QINQ = 0x88a8;
const ETH_QINQ_OLD = 0x9100;

/** The link types read (LINKTYPE_* numbers of the pcap and pcapng headers). */
export function knownLinkType(linkType: number): boolean {
  switch (linkType) {
    case 0: // BSD loopback / null: 4-byte address family in the capturing host's byte order
    case 108: // OpenBSD loopback: the same, in network byte order
    case 1: // Ethernet
    case 113: // Linux cooked capture (SLL)
    case 276: // Linux cooked capture v2 (SLL2)
    case 101: // raw IP
    case 12: // raw IP (DLT_RAW's number on some BSDs, kept in old files)
    case 14: // raw IP (ditto)
    case 228: // raw IPv4
    case 229: // raw IPv6
      return true;
    default:
      return false;
  }
}

/** IP version from an EtherType (or the SLL protocol field), NOT_IP otherwise */
function etherIp(type: number): number {
  if (type === ETH_IPV4) return 4;
  if (type === ETH_IPV6) return 6;
  return NOT_IP;
}

/** version nibble of the byte at off (raw IP and loopback frames carry no EtherType we trust) */
function versionAt(buf: Uint8Array, off: number, end: number): number {
  if (off >= end) return CUT_SHORT;
  const v = buf[off] >> 4;
  return v === 4 || v === 6 ? v : NOT_IP;
}

/**
 * Finds the IP header in the frame `buf[off, end)` of link type `linkType`: returns the IP
 * version (4 or 6) with `out.ipOff` set, or NOT_IP, UNKNOWN_LINK, CUT_SHORT.
 */
export function ipOffset(
  buf: Uint8Array,
  dv: DataView,
  off: number,
  end: number,
  linkType: number,
  out: LinkResult,
): number {
  switch (linkType) {
    case 1: {
      if (off + 14 > end) return CUT_SHORT;
      let type = dv.getUint16(off + 12);
      let p = off + 14;
      // 802.1Q and 802.1ad (QinQ) tags: 4 bytes each, any number of them
      while (type === ETH_VLAN || type === ETH_QINQ || type === ETH_QINQ_OLD) {
        if (p + 4 > end) return CUT_SHORT;
        type = dv.getUint16(p + 2);
        p += 4;
      }
      out.ipOff = p;
      return etherIp(type);
    }
    case 113: {
      if (off + 16 > end) return CUT_SHORT;
      out.ipOff = off + 16;
      return etherIp(dv.getUint16(off + 14));
    }
    case 276: {
      if (off + 20 > end) return CUT_SHORT;
      out.ipOff = off + 20;
      return etherIp(dv.getUint16(off));
    }
    case 0:
    case 108: {
      // the family's value differs between systems (2 for IPv4; 24, 28 or 30 for IPv6) and
      // between byte orders, while the IP header's own version nibble is unambiguous
      if (off + 4 > end) return CUT_SHORT;
      out.ipOff = off + 4;
      return versionAt(buf, off + 4, end);
    }
    case 101:
    case 12:
    case 14:
    case 228:
    case 229:
      out.ipOff = off;
      return versionAt(buf, off, end);
    default:
      return UNKNOWN_LINK;
  }
}
