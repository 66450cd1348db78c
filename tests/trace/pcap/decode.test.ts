import { describe, expect, it } from 'vitest';
import { readPcap } from '../../../src/trace/pcap';
import { FIRST_FRAGMENT, LATER_FRAGMENT, TCP_OK, readIpTcp } from '../../../src/trace/pcap/ipTcp';
import { addressText, newTcpSegment } from '../../../src/trace/tcp/segment';
import {
  ACK,
  PSH,
  SYN,
  ether,
  ipv4,
  ipv6,
  nullLoop,
  pcap,
  sll,
  sll2,
  tcp,
  type V6Ext,
} from './captureWriter';

const dv = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

function decode(ip: Uint8Array, version: 4 | 6) {
  const seg = newTcpSegment();
  const r = readIpTcp(ip, dv(ip), 0, ip.length, version, ip.length, seg);
  return { r, seg };
}

/** a one-way transfer of two segments of 100 bytes and their ACK, framed by `frame` */
function twoSegments(frame: (ip: Uint8Array) => Uint8Array, v6 = false, ext: V6Ext[] = []) {
  const [a, b] = v6 ? ['fe80::1', 'fe80::2'] : ['192.168.1.1', '192.168.1.2'];
  const ip = (src: string, dst: string, seg: Uint8Array) =>
    v6 ? ipv6(src, dst, seg, ext) : ipv4(src, dst, seg);
  return [
    {
      t: 1,
      data: frame(ip(a, b, tcp({ sport: 1, dport: 2, seq: 0, ack: 0, flags: ACK, len: 100 }))),
    },
    {
      t: 1.001,
      data: frame(ip(a, b, tcp({ sport: 1, dport: 2, seq: 100, ack: 0, flags: ACK, len: 100 }))),
    },
    { t: 1.01, data: frame(ip(b, a, tcp({ sport: 2, dport: 1, seq: 0, ack: 200, flags: ACK }))) },
  ];
}

describe('the TCP header and its options', () => {
  it('reads MSS, window scale, SACK-permitted, timestamps and SACK blocks', () => {
    const seg = tcp({
      sport: 443,
      dport: 51000,
      seq: 0xfffffff0,
      ack: 7,
      flags: SYN | ACK,
      win: 1234,
      len: 10,
      options: {
        mss: 1448,
        wscale: 9,
        sackPermitted: true,
        ts: [111, 222],
        // two blocks: with the other options the header is then 60 bytes, TCP's largest
        sack: [
          [100, 200],
          [0xfffffff0, 5],
        ],
      },
    });
    const { r, seg: s } = decode(ipv4('1.2.3.4', '5.6.7.8', seg), 4);
    expect(r).toBe(TCP_OK);
    expect([s.srcPort, s.dstPort, s.seq, s.ack, s.flags, s.window]).toEqual([
      443,
      51000,
      0xfffffff0,
      7,
      SYN | ACK,
      1234,
    ]);
    expect(s.payload).toBe(10);
    expect([s.mss, s.wscale, s.sackPermitted, s.tsval, s.tsecr]).toEqual([1448, 9, true, 111, 222]);
    expect(s.sackCount).toBe(2);
    expect(Array.from(s.sackLeft.subarray(0, 2))).toEqual([100, 0xfffffff0]);
    expect(Array.from(s.sackRight.subarray(0, 2))).toEqual([200, 5]);
    expect(addressText(s.buf, s.srcAddrOff, false)).toBe('1.2.3.4');
  });

  it('reads the payload length from the IP header, or from the frame when TSO wrote 0 there', () => {
    const seg = tcp({ sport: 1, dport: 2, seq: 0, flags: ACK, len: 3000 });
    expect(decode(ipv4('1.1.1.1', '2.2.2.2', seg, { totalLength: 0 }), 4).seg.payload).toBe(3000);
  });

  it('walks IPv6 hop-by-hop, routing, destination options and a first fragment header', () => {
    const seg = tcp({ sport: 5201, dport: 40000, seq: 9, flags: ACK, len: 50 });
    const ext: V6Ext[] = [
      { type: 0 },
      { type: 43 },
      { type: 60 },
      { type: 44, moreFragments: true },
    ];
    const { r, seg: s } = decode(ipv6('2001:db8::a', '::1', seg, ext), 6);
    expect(r).toBe(FIRST_FRAGMENT);
    expect(s.payload).toBe(50);
    expect(s.srcPort).toBe(5201);
    expect(addressText(s.buf, s.srcAddrOff, true)).toBe('2001:db8::a');
    expect(addressText(s.buf, s.dstAddrOff, true)).toBe('::1');
    const later = ipv6('2001:db8::a', '::1', seg, [{ type: 44, fragOffset: 100 }]);
    expect(decode(later, 6).r).toBe(LATER_FRAGMENT);
  });

  it('writes IPv6 addresses as RFC 5952 does', () => {
    const text = (a: number[]) =>
      addressText(Uint8Array.from(a.flatMap((w) => [w >> 8, w & 255])), 0, true);
    expect(text([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1])).toBe('2001:db8::1:0:0:1');
    expect(text([0x2001, 0xdb8, 0, 1, 1, 1, 1, 1])).toBe('2001:db8:0:1:1:1:1:1');
    expect(text([0, 0, 0, 0, 0, 0, 0, 0])).toBe('::');
    expect(text([1, 0, 0, 0, 0, 0, 0, 0])).toBe('1::');
  });
});

describe('the link layers', () => {
  const cases: [string, number, (ip: Uint8Array) => Uint8Array, boolean][] = [
    ['Ethernet', 1, (ip) => ether(ip), false],
    ['Ethernet with an 802.1Q tag', 1, (ip) => ether(ip, [{ tpid: 0x8100, vid: 5 }]), true],
    ['Linux SLL', 113, sll, false],
    ['Linux SLL2', 276, sll2, true],
    ['BSD null loopback', 0, nullLoop, true],
    ['OpenBSD loopback', 108, nullLoop, false],
    ['raw IP (101)', 101, (ip) => ip, true],
    ['raw IP (12)', 12, (ip) => ip, false],
    ['raw IP (14)', 14, (ip) => ip, false],
  ];
  for (const [name, linkType, frame, v6] of cases) {
    it(`reads ${name} (link type ${linkType}) over IPv${v6 ? 6 : 4}`, () => {
      const r = readPcap(pcap(twoSegments(frame, v6), { linkType }));
      expect(r.problems).toEqual([]);
      expect(r.connections).toHaveLength(1);
      expect(r.connections[0].bytesSent).toBe(200);
      expect(r.connections[0].src).toBe(v6 ? '[fe80::1]:1' : '192.168.1.1:1');
    });
  }

  it('reads LINKTYPE_IPV4 (228) and LINKTYPE_IPV6 (229)', () => {
    expect(
      readPcap(
        pcap(
          twoSegments((ip) => ip),
          { linkType: 228 },
        ),
      ).connections[0].bytesSent,
    ).toBe(200);
    expect(
      readPcap(
        pcap(
          twoSegments((ip) => ip, true),
          { linkType: 229 },
        ),
      ).connections[0].bytesSent,
    ).toBe(200);
  });

  it('skips a link type it does not know, and says so once', () => {
    const r = readPcap(pcap(twoSegments(ether), { linkType: 147 }));
    expect(r.records).toBe(3);
    expect(r.connections).toEqual([]);
    expect(r.problems).toEqual([
      expect.objectContaining({
        fatal: false,
        message: expect.stringMatching(/link type 147.*\(3 packets, the first at byte 24\)/),
      }),
    ]);
  });

  it('skips non-IP frames (ARP) and non-TCP packets (UDP) silently', () => {
    const arp = Uint8Array.from([
      ...ether(new Uint8Array(28)).slice(0, 12),
      0x08,
      0x06,
      ...new Array(28).fill(0),
    ]);
    const udp = ether(ipv4('1.1.1.1', '2.2.2.2', new Uint8Array(8), { protocol: 17 }));
    const r = readPcap(
      pcap([{ t: 0, data: arp }, { t: 0, data: udp }, ...twoSegments(ether)], { linkType: 1 }),
    );
    expect(r.records).toBe(5);
    expect(r.problems).toEqual([]);
    expect(r.connections).toHaveLength(1);
  });
});

describe('IP fragments', () => {
  it('skips IPv4 fragments after the first, reads the first, and says so', () => {
    const seg = tcp({ sport: 1, dport: 2, seq: 200, flags: ACK | PSH, len: 40 });
    const frames = [
      ...twoSegments(ether),
      { t: 1.02, data: ether(ipv4('192.168.1.1', '192.168.1.2', seg, { moreFragments: true })) },
      {
        t: 1.02,
        data: ether(ipv4('192.168.1.1', '192.168.1.2', new Uint8Array(24), { fragOffset: 8 })),
      },
    ];
    const r = readPcap(pcap(frames, { linkType: 1 }));
    expect(r.connections[0].bytesSent).toBe(240);
    const messages = r.problems.map((p) => p.message);
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => /fragments after the first.*\(1 packet,/.test(m))).toBe(true);
    expect(messages.some((m) => /first IP fragments read.*\(1 packet,/.test(m))).toBe(true);
  });
});
