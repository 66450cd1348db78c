import { closeSync, openSync, writeSync } from 'node:fs';
/**
 * A synthetic capture for the trace readers' benches: one bulk transfer over Ethernet / IPv4
 * (segments of 1448 bytes with timestamps, an ACK every two segments, one segment in 500 resent),
 * made a buffer at a time, of any length.
 */
const MSS = 1448;

/**
 * One bulk transfer written as pcap records, as many as fit in each buffer it is given, going on
 * where the last buffer stopped: a capture of any length, made a chunk at a time.
 */
export class BulkTransfer {
  private t = 0;
  private seq = 1;
  private n = 0;

  constructor(private readonly snap: number) {}

  /** the pcap file header */
  header(): Uint8Array {
    const out = new Uint8Array(24);
    const dv = new DataView(out.buffer);
    dv.setUint32(0, 0xa1b2c3d4, true);
    dv.setUint16(4, 2, true);
    dv.setUint16(6, 4, true);
    dv.setUint32(16, this.snap, true);
    dv.setUint32(20, 1, true);
    return out;
  }

  /** fills `out` with whole rounds (two segments and an ACK); returns the bytes written */
  fill(out: Uint8Array): number {
    const dv = new DataView(out.buffer, out.byteOffset, out.byteLength);
    const snap = this.snap;
    let p = 0;
    const record = (fromSender: boolean, seqNo: number, ackNo: number, payload: number) => {
      const wire = 14 + 20 + 32 + payload;
      const cap = Math.min(wire, snap);
      const us = Math.round(this.t * 1e6);
      dv.setUint32(p, Math.floor(us / 1e6), true);
      dv.setUint32(p + 4, us % 1e6, true);
      dv.setUint32(p + 8, cap, true);
      dv.setUint32(p + 12, wire, true);
      const f = p + 16;
      out.fill(0, f, f + cap);
      dv.setUint16(f + 12, 0x0800);
      const ip = f + 14;
      dv.setUint8(ip, 0x45);
      dv.setUint16(ip + 2, 20 + 32 + payload);
      dv.setUint8(ip + 8, 64);
      dv.setUint8(ip + 9, 6);
      dv.setUint32(ip + 12, fromSender ? 0x0a000001 : 0x0a000002);
      dv.setUint32(ip + 16, fromSender ? 0x0a000002 : 0x0a000001);
      const tcp = ip + 20;
      dv.setUint16(tcp, fromSender ? 5201 : 40000);
      dv.setUint16(tcp + 2, fromSender ? 40000 : 5201);
      dv.setUint32(tcp + 4, seqNo >>> 0);
      dv.setUint32(tcp + 8, ackNo >>> 0);
      dv.setUint8(tcp + 12, 8 << 4);
      dv.setUint8(tcp + 13, 0x10);
      dv.setUint16(tcp + 14, 1000);
      // NOP NOP timestamps
      dv.setUint32(tcp + 20, 0x0101080a);
      dv.setUint32(tcp + 24, this.n);
      dv.setUint32(tcp + 28, this.n);
      p += 16 + cap;
    };
    const size = (payload: number) => 16 + Math.min(14 + 20 + 32 + payload, snap);
    while (p + 2 * size(MSS) + size(0) <= out.length) {
      for (let k = 0; k < 2; k++) {
        this.n++;
        const resend = this.n % 500 === 0 && this.seq > 10 * MSS;
        record(true, resend ? this.seq - 5 * MSS : this.seq, 1, MSS);
        if (!resend) this.seq += MSS;
        this.t += 0.00012;
      }
      this.t += 0.0001;
      record(false, 1, this.seq, 0);
    }
    return p;
  }
}

/** A pcap of one bulk transfer, about `size` bytes long, each packet cut to `snap` bytes. */
export function syntheticCapture(size: number, snap = 65535): Uint8Array {
  const bulk = new BulkTransfer(snap);
  const out = new Uint8Array(size);
  out.set(bulk.header());
  const n = bulk.fill(out.subarray(24));
  return out.subarray(0, 24 + n);
}

/** Writes a capture of at least `size` bytes to `path`, 1 MiB at a time (never held whole). */
export function writeSyntheticCapture(path: string, size: number, snap = 65535): number {
  const bulk = new BulkTransfer(snap);
  const fd = openSync(path, 'w');
  try {
    let total = writeSync(fd, bulk.header());
    const chunk = new Uint8Array(1 << 20);
    while (total < size) total += writeSync(fd, chunk, 0, bulk.fill(chunk));
    return total;
  } finally {
    closeSync(fd);
  }
}
