import type { TraceFit } from '../../../../src/trace/fit';
import type { ConnectionFit } from '../../../../src/trace/fit/connection';
import type { TraceMeasures } from '../../../../src/trace/measure';

/**
 * A small fit and its measures, made by hand so that every number the panel shows can be worked
 * out on paper. Two data connections (trace indices 1 and 2; index 0 a skipped control
 * connection) on a path of 8 Mbit/s payload with 1000-byte packets and 50 header bytes:
 *   packets/s = 8e6 / 8 / 1000 = 1000; wire = 8 x 1050 / 1000 = 8.4 Mbit/s;
 *   base RTT 10 ms, high RTT 30 ms: rise 20 ms, buffer = 0.020 s x 1000/s = 20 packets,
 *   20 x 1050 = 21000 B on the wire, 20 x 1000 = 20000 B of payload; the largest RTT 40 ms gives
 *   0.030 x 1000 = 30 packets.
 * Connection 1: Reno by its cuts, beta 0.5, alpha 1, p = 0.01. Connection 2: CUBIC named by the
 * trace, beta 0.6, no alpha (its reason), p = 0.03. Beta over the two: mean 0.55,
 * sd = sqrt(2 x 0.05^2 / 1) = 0.0707; p: mean 0.02, sd = sqrt(2 x 0.01^2) = 0.01414.
 * One reno, one cubic: no majority, the set's kind is null.
 * Aggregate 6 Mbit/s over 2 s: utilization 6 / 8 = 0.75. Models (made up, only shown): Mathis
 * 9, PFTK 4.5 Mbit/s. Theorem 1 at N = 2, beta = 0.55: 1 - 1/(1 + 2 x 1.55/0.45) =
 * 1 - 1/7.8889 = 0.87324, x 8 = 6.98592 Mbit/s; eq. (6): 1.55 / 2 = 0.775, x 8 = 6.2 Mbit/s.
 */

const connection = (over: Partial<ConnectionFit>): ConnectionFit => ({
  index: 1,
  src: '10.0.1.1:1001',
  dst: '10.0.2.1:5201',
  congestionControl: null,
  mss: 1000,
  mssAssumed: false,
  baseRttMs: 10,
  meanRttMs: 20,
  highRttMs: 30,
  throughputMbps: 3,
  packetsSent: 200,
  lossRate: 0.01,
  retransmissionRate: 0.02,
  aimd: {
    cuts: 2,
    timeouts: 0,
    alpha: { mean: 1, sd: 0.2, min: 0.8, max: 1.2, n: 3 },
    beta: { mean: 0.5, sd: 0, min: 0.5, max: 0.5, n: 2 },
    rssLine: 1,
    rssCubic: 2,
    betterShape: 'line',
    plateauOverLastMax: null,
    kind: 'reno',
  },
  kind: 'reno',
  kindFrom: 'cuts',
  models: {
    mathis: { packetsPerSecond: 500, mbps: 4 },
    pftk: { packetsPerSecond: 250, mbps: 2, rtoMs: 220 },
    cubic: null,
  },
  reasons: [],
  ...over,
});

export function fabricatedFit(): TraceFit {
  return {
    connections: [
      connection({}),
      connection({
        index: 2,
        src: '10.0.1.1:1002',
        congestionControl: 'cubic',
        lossRate: 0.03,
        aimd: {
          cuts: 1,
          timeouts: 1,
          alpha: null,
          beta: { mean: 0.6, sd: 0, min: 0.6, max: 0.6, n: 1 },
          rssLine: null,
          rssCubic: null,
          betterShape: null,
          plateauOverLastMax: null,
          kind: 'cubic',
        },
        kind: 'cubic',
        kindFrom: 'trace',
        models: {
          mathis: { packetsPerSecond: 625, mbps: 5 },
          pftk: { packetsPerSecond: 312.5, mbps: 2.5, rtoMs: 220 },
          cubic: null,
        },
        reasons: ['alpha: no stretch between two cuts long enough to fit'],
      }),
    ],
    set: {
      n: 2,
      mss: 1000,
      headerBytes: 50,
      rate: {
        mbps: 8,
        wireMbps: 8.4,
        packetsPerSecond: 1000,
        binSeconds: 0.25,
        bins: 10,
        busyBins: 8,
        maxMbps: 9,
        medianMbps: 7.9,
      },
      buffer: {
        baseRttMs: 10,
        highRttMs: 30,
        maxRttMs: 40,
        riseMs: 20,
        packets: 20,
        wireBytes: 21000,
        payloadBytes: 20000,
        packetsFromMax: 30,
      },
      aggregateMbps: 6,
      utilization: 0.75,
      spread: {
        throughputMbps: { mean: 3, sd: 0, min: 3, max: 3, n: 2 },
        baseRttMs: { mean: 10, sd: 0, min: 10, max: 10, n: 2 },
        meanRttMs: { mean: 20, sd: 0, min: 20, max: 20, n: 2 },
        lossRate: { mean: 0.02, sd: Math.SQRT2 * 0.01, min: 0.01, max: 0.03, n: 2 },
        retransmissionRate: { mean: 0.02, sd: 0, min: 0.02, max: 0.02, n: 2 },
        alpha: { mean: 1, sd: 0, min: 1, max: 1, n: 1 },
        beta: { mean: 0.55, sd: Math.SQRT2 * 0.05, min: 0.5, max: 0.6, n: 2 },
      },
      kind: null,
      models: {
        mathisMbps: 9,
        pftkMbps: 4.5,
        cubicMbps: null,
        theorem1: {
          n: 2,
          beta: 0.55,
          utilization: 1 - 1 / (1 + (2 * 1.55) / 0.45),
          synchronizedUtilization: 0.775,
          mbps: 8 * (1 - 1 / (1 + (2 * 1.55) / 0.45)),
          synchronizedMbps: 6.2,
        },
      },
      reasons: [],
    },
  };
}

/**
 * The measures of the same two connections over 2 s (connection 2 runs 1 s of them): four loss
 * events at 0.1 (1), 0.105 (2), 0.5 (1), 1.2 s (2), grouped with a 20 ms window into three
 * congestion events: {1, 2} at 0.1-0.105, {1} at 0.5, {2} at 1.2. So 3 events, 1.5 per second,
 * M = 2, 1, 1: mean 4/3, P(M >= 1) = 1, P(M >= 2) = 1/3. Loss events per second: connection 1
 * 2/2 s = 1, connection 2 2/1 s = 2, mean 1.5.
 */
export function fabricatedMeasures(): TraceMeasures {
  return {
    connections: [
      {
        index: 1,
        src: '10.0.1.1:1001',
        dst: '10.0.2.1:5201',
        throughputMbps: 3,
        lossEvents: 2,
        lossEventsPerSecond: 1,
      },
      {
        index: 2,
        src: '10.0.1.1:1002',
        dst: '10.0.2.1:5201',
        throughputMbps: 3,
        lossEvents: 2,
        lossEventsPerSecond: 2,
      },
    ],
    skipped: [
      { index: 0, src: '10.0.1.1:1000', dst: '10.0.2.1:5201', bytesSent: 300, why: 'tiny' },
    ],
    duration: 2,
    aggregateMbps: 6,
    window: { seconds: 0.02, rule: "1 x the median of the connections' mean RTT" },
    lossTimeline: { t: [0.1, 0.105, 0.5, 1.2], connection: [0, 1, 0, 1] },
    congestionEvents: {
      count: 3,
      perSecond: 1.5,
      meanHit: 4 / 3,
      ccdf: [
        { m: 1, p: 1 },
        { m: 2, p: 1 / 3 },
      ],
      events: [
        { start: 0.1, end: 0.105, connections: [0, 1] },
        { start: 0.5, end: 0.5, connections: [0] },
        { start: 1.2, end: 1.2, connections: [1] },
      ],
    },
  };
}
