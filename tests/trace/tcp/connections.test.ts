import { describe, expect, it } from 'vitest';
import { readPcap } from '../../../src/trace/pcap';
import { ACK, FIN, SYN } from '../pcap/captureWriter';
import { v4Capture, type ScenarioPacket } from '../pcap/scenario';

const C = 40000;
const S = 80;
/** a client (10.0.0.1:40000) packet at `ms` */
const c = (
  ms: number,
  seq: number,
  ack: number,
  flags: number,
  len = 0,
  win = 65535,
): ScenarioPacket => ({
  ms,
  fromClient: true,
  tcp: { sport: C, dport: S, seq, ack, flags, len, win },
});
/** a server (10.0.0.2:80) packet at `ms` */
const s = (
  ms: number,
  seq: number,
  ack: number,
  flags: number,
  len = 0,
  win = 65535,
): ScenarioPacket => ({
  ms,
  fromClient: false,
  tcp: { sport: S, dport: C, seq, ack, flags, len, win },
});

describe('connections', () => {
  it('follows sequence numbers across the 32-bit wrap', () => {
    const isn = 2 ** 32 - 1500; // data from ISN + 1; the second segment wraps
    const r = readPcap(
      v4Capture([
        c(0, isn, 0, SYN),
        s(10, 7, isn + 1, SYN | ACK),
        c(20, isn + 1, 8, ACK, 1000),
        c(21, isn + 1001, 8, ACK, 1000), // bytes 1001..2000: crosses 2^32
        c(22, (isn + 2001) % 2 ** 32, 8, ACK, 1000),
        s(30, 8, isn + 1001, ACK),
        s(31, 8, (isn + 2001) % 2 ** 32, ACK),
        s(32, 8, (isn + 3001) % 2 ** 32, ACK),
        c(40, (isn + 2001) % 2 ** 32, 8, ACK, 1000), // a resend of the last segment, after the wrap
      ]),
    );
    const [x] = r.connections;
    expect(x.bytesSent).toBe(3000);
    expect(x.retransmissions).toBe(1);
    // samples: SYN 10 ms, then 10, 10, 10 ms
    expect(x.rtt!.samples).toBe(4);
    expect(x.rtt!.mean).toBeCloseTo(10, 6);
  });

  it('gives one entry per direction with data, the one that starts first first', () => {
    const r = readPcap(
      v4Capture([
        c(0, 100, 0, SYN),
        s(5, 900, 101, SYN | ACK),
        c(10, 101, 901, ACK, 300), // a request
        s(15, 901, 401, ACK, 1000), // the response, which acknowledges it
        s(16, 1901, 401, ACK, 500),
        c(21, 401, 2401, ACK),
      ]),
    );
    expect(r.connections.map((x) => [x.src, x.bytesSent])).toEqual([
      ['10.0.0.1:40000', 300],
      ['10.0.0.2:80', 1500],
    ]);
    // both span the whole connection
    expect(r.connections.map((x) => [x.start, x.end])).toEqual([
      [0, expect.closeTo(0.021, 9)],
      [0, expect.closeTo(0.021, 9)],
    ]);
    // the request's sample: 15 - 10 = 5 ms; the response's: the second segment, 21 - 16 = 5 ms
    // (the ACK at 21 ends the second segment, and the first is cumulatively acknowledged)
    expect(r.connections[0].rtt).toEqual({
      min: expect.closeTo(5, 6),
      mean: expect.closeTo(5, 6),
      max: expect.closeTo(5, 6),
      samples: 2,
    });
    expect(r.connections[1].rtt!.samples).toBe(2); // SYN-ACK (10 - 5) and the 500 bytes (21 - 16)
  });

  it('starts a new connection when a SYN with another ISN reuses the ports', () => {
    const r = readPcap(
      v4Capture([
        c(0, 100, 0, SYN),
        s(1, 900, 101, SYN | ACK),
        c(2, 101, 901, ACK, 10),
        c(3, 111, 901, FIN | ACK),
        s(4, 901, 112, FIN | ACK),
        c(1000, 5000, 0, SYN),
        s(1001, 7000, 5001, SYN | ACK),
        c(1002, 5001, 7001, ACK, 20),
        s(1003, 7001, 5021, ACK),
      ]),
    );
    expect(r.connections.map((x) => [x.bytesSent, x.start])).toEqual([
      [10, 0],
      [20, 1],
    ]);
  });

  it('reads a capture that starts in the middle of a connection (no SYN): MSS from the largest segment', () => {
    const r = readPcap(
      v4Capture([
        c(0, 5000, 300, ACK, 1200),
        c(1, 6200, 300, ACK, 800),
        s(9, 300, 6200, ACK), // acknowledges the first exactly: 9 ms
        s(10, 300, 7000, ACK), // the second: 9 ms
      ]),
    );
    const [x] = r.connections;
    expect(x.bytesSent).toBe(2000);
    expect(x.mss).toBe(1200);
    expect(x.rtt!.samples).toBe(2);
    expect(x.rtt!.mean).toBeCloseTo(9, 6);
    // flight: 1200 at 0, 2000 at 1 ms, 800 at 9, 0 at 10; in packets of 1200 bytes
    const want = [1, 2000 / 1200, 800 / 1200, 0];
    expect(x.cwnd!.series.v).toHaveLength(4);
    x.cwnd!.series.v.forEach((v, i) => expect(v).toBeCloseTo(want[i], 12));
    expect(x.cwnd!.mean).toBeCloseTo((1200 * 1 + 2000 * 8 + 800 * 1) / 10 / 1200, 9);
  });

  it('subtracts the timestamp option from the MSS when both SYNs offered timestamps', () => {
    const syn = c(0, 0, 0, SYN);
    syn.tcp.options = { mss: 1460, ts: [1, 0] };
    const synAck = s(1, 0, 1, SYN | ACK);
    synAck.tcp.options = { mss: 1460, ts: [2, 1] };
    const r = readPcap(v4Capture([syn, synAck, c(2, 1, 1, ACK, 1448), s(3, 1, 1449, ACK)]));
    expect(r.connections[0].mss).toBe(1448);
  });

  it("does not count a segment sent into a zero window as a retransmission (tcptrace's probe)", () => {
    const r = readPcap(
      v4Capture([
        c(0, 1, 1, ACK, 1000),
        s(1, 1, 1001, ACK, 0, 0), // window closed
        c(200, 1001, 1, ACK, 1), // window probe with one new byte
        c(400, 1001, 1, ACK, 1), // and again
        s(401, 1, 1001, ACK, 0, 65535),
        c(402, 1001, 1, ACK, 500),
      ]),
    );
    const [x] = r.connections;
    expect(x.retransmissions).toBe(0);
    expect(x.bytesSent).toBe(1500);
  });

  it('notes a capture taken next to the receiver, where RTT samples are only ACK delays', () => {
    // the server sends; the capture is at the client: SYN -> SYN-ACK takes the round trip (50 ms),
    // the client's ACK leaves at once, and each data segment is acknowledged within 1 ms
    const r = readPcap(
      v4Capture([
        c(0, 100, 0, SYN),
        s(50, 900, 101, SYN | ACK),
        c(50.1, 101, 901, ACK),
        s(100, 901, 101, ACK, 1000),
        c(100.5, 101, 1901, ACK),
      ]),
    );
    expect(r.connections).toHaveLength(1);
    expect(r.problems).toEqual([
      {
        at: {},
        fatal: false,
        message: expect.stringMatching(
          /^10\.0\.0\.2:80 -> 10\.0\.0\.1:40000: the capture was taken next to the receiver/,
        ),
      },
    ]);
  });
});
