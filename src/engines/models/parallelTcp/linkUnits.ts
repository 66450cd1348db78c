/**
 * Units shared by the three parallel-TCP models of paper 001 (Chan, Liu, Yen): the models count
 * packets and seconds; the lab speaks Mbit/s, milliseconds and bytes. A packet occupies
 * pkt + header bytes of the link ("wire" packet); its payload (the MSS of eq. (1)) is pkt bytes.
 */

/** What one packet of the models is made of, in bytes. */
export interface PacketSize {
  /** payload (segment, MSS) bytes */
  pkt: number;
  /** TCP/IP header bytes added on the wire (ns-2: 40; paper 001's model: 0) */
  header: number;
}

/** Bytes a packet occupies on the bottleneck. */
export const wireBytes = ({ pkt, header }: PacketSize): number => pkt + header;

/** B of the paper in packets per second: the link rate divided by the bits of one wire packet. */
export function packetRate(bwMbps: number, size: PacketSize): number {
  return (bwMbps * 1e6) / (8 * wireBytes(size));
}

/**
 * B x T in packets: the pipe's size, without queueing (T is the propagation RTT). Not rounded:
 * a DropTail "buffer = BDP" preset rounds it down (45 Mbit/s, 100 ms, 1000-byte packets:
 * 562.5 -> 562, as the ns-2 reference runs did).
 */
export function bdpPackets(bwMbps: number, rttMs: number, size: PacketSize): number {
  return packetRate(bwMbps, size) * (rttMs / 1000);
}

/** Packets per second -> Mbit/s on the wire (headers included): comparable with the link rate. */
export function wireMbps(packetsPerSecond: number, size: PacketSize): number {
  return (packetsPerSecond * 8 * wireBytes(size)) / 1e6;
}

/** Packets per second -> Mbit/s of payload (goodput): what the application receives. */
export function goodputMbps(packetsPerSecond: number, size: PacketSize): number {
  return (packetsPerSecond * 8 * size.pkt) / 1e6;
}
