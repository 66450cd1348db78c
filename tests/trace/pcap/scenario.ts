/**
 * One TCP connection built by hand, with every time chosen so that the expected numbers can be
 * worked out on paper (tests/trace/tcp/handBuilt.test.ts does it, line by line). The client
 * 10.0.0.1:40000 (or 2001:db8::1) sends 7600 bytes to the server 10.0.0.2:80 (2001:db8::2):
 *
 *   ms    packet                                   client's data, relative sequence numbers
 *    0    SYN seq 1000, MSS 1460, SACK ok, ws 7     SYN is [0, 1)
 *   10    SYN-ACK seq 5000 ack 1001, MSS 1400       -> RTT sample of the SYN: 10 ms
 *   20    ACK
 *   20    D1 [1, 1401)
 *   21    D2 [1401, 2801)
 *   22    D3 [2801, 4201)   lost
 *   23    D4 [4201, 5601)
 *   32    ACK 2401 (rel 1401)                       -> D1: 32 - 20 = 12 ms
 *   35    ACK 3801 (rel 2801)                       -> D2: 35 - 21 = 14 ms
 *   36    ACK 3801, SACK 5201-6601 (D4 arrived)
 *   37    R3 = D3 again                             retransmission 1, loss event at 0.037
 *   50    ACK 6601 (rel 5601)                       D3 was resent after D4 was sent: no sample
 *   51    D5 [5601, 6201) (600 bytes)
 *   67    ACK 7201 (rel 6201)                       -> D5: 67 - 51 = 16 ms
 *   72    D6 [6201, 7601)   lost
 *  300    R6 = D6 again (timeout)                   retransmission 2, loss event at 0.300
 *  311    ACK 8601 (rel 7601)                       D6 was retransmitted: Karn, no sample
 *  320    FIN seq 8601                              FIN is [7601, 7602)
 *  338    FIN-ACK seq 5001 ack 8602                 -> FIN: 338 - 320 = 18 ms
 *  339    ACK
 */
import { ACK, FIN, PSH, SYN, ether, ipv4, pcap, tcp, type TcpFields } from './captureWriter';

export interface ScenarioPacket {
  /** ms from the first packet */
  ms: number;
  fromClient: boolean;
  tcp: TcpFields;
}

const C = 40000;
const S = 80;
const c = (seq: number, ack: number, flags: number, len = 0, extra: Partial<TcpFields> = {}) => ({
  sport: C,
  dport: S,
  seq,
  ack,
  flags,
  len,
  ...extra,
});
const s = (seq: number, ack: number, flags: number, extra: Partial<TcpFields> = {}) => ({
  sport: S,
  dport: C,
  seq,
  ack,
  flags,
  ...extra,
});

export const SCENARIO: ScenarioPacket[] = [
  {
    ms: 0,
    fromClient: true,
    tcp: c(1000, 0, SYN, 0, { options: { mss: 1460, sackPermitted: true, wscale: 7 } }),
  },
  {
    ms: 10,
    fromClient: false,
    tcp: s(5000, 1001, SYN | ACK, { options: { mss: 1400, sackPermitted: true, wscale: 7 } }),
  },
  { ms: 20, fromClient: true, tcp: c(1001, 5001, ACK) },
  { ms: 20, fromClient: true, tcp: c(1001, 5001, ACK, 1400) },
  { ms: 21, fromClient: true, tcp: c(2401, 5001, ACK, 1400) },
  { ms: 22, fromClient: true, tcp: c(3801, 5001, ACK, 1400) },
  { ms: 23, fromClient: true, tcp: c(5201, 5001, ACK | PSH, 1400) },
  { ms: 32, fromClient: false, tcp: s(5001, 2401, ACK) },
  { ms: 35, fromClient: false, tcp: s(5001, 3801, ACK) },
  { ms: 36, fromClient: false, tcp: s(5001, 3801, ACK, { options: { sack: [[5201, 6601]] } }) },
  { ms: 37, fromClient: true, tcp: c(3801, 5001, ACK, 1400) },
  { ms: 50, fromClient: false, tcp: s(5001, 6601, ACK) },
  { ms: 51, fromClient: true, tcp: c(6601, 5001, ACK | PSH, 600) },
  { ms: 67, fromClient: false, tcp: s(5001, 7201, ACK) },
  { ms: 72, fromClient: true, tcp: c(7201, 5001, ACK | PSH, 1400) },
  { ms: 300, fromClient: true, tcp: c(7201, 5001, ACK | PSH, 1400) },
  { ms: 311, fromClient: false, tcp: s(5001, 8601, ACK) },
  { ms: 320, fromClient: true, tcp: c(8601, 5001, FIN | ACK) },
  { ms: 338, fromClient: false, tcp: s(5001, 8602, FIN | ACK) },
  { ms: 339, fromClient: true, tcp: c(8602, 5002, ACK) },
];

/** the capture's first packet, s after the writer's epoch (any time; chosen with a fraction) */
export const EPOCH = 0.25;

export const V4 = { client: '10.0.0.1', server: '10.0.0.2' };
export const V6 = { client: '2001:db8::1', server: '2001:db8::2' };

/** the scenario's TCP segments, each with its time (s after the writer's epoch) and direction */
export function scenarioSegments(): { t: number; fromClient: boolean; segment: Uint8Array }[] {
  return SCENARIO.map((p) => ({
    t: EPOCH + p.ms / 1000,
    fromClient: p.fromClient,
    segment: tcp(p.tcp),
  }));
}

/** a pcap of IPv4-in-Ethernet packets between the scenario's two hosts; ms from the epoch */
export function v4Capture(packets: ScenarioPacket[]): Uint8Array {
  return pcap(
    packets.map((p) => {
      const [src, dst] = p.fromClient ? [V4.client, V4.server] : [V4.server, V4.client];
      return { t: EPOCH + p.ms / 1000, data: ether(ipv4(src, dst, tcp(p.tcp))) };
    }),
    { linkType: 1 },
  );
}
