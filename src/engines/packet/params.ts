/**
 * Parameters of a packet-level run: plain, serializable values (everything a URL holds).
 * Defaults follow ns-2 2.35 as configured by paper 000's scripts (see `/bench/ns2/dumbbell.tcl`):
 * 1000-byte payloads + 40-byte headers, ACKs of 40 bytes (+ 8 per SACK block), TCP-Sack1,
 * initial window 2 after a 40-byte SYN, window_ 20000, byte-mode RED with gentle_ and wait_.
 */
import type { TopologySpec } from './topology';

export const FLAVOURS = ['tahoe', 'reno', 'newreno', 'sack'] as const;
/** Loss recovery, as ns-2's Agent/TCP (tahoe), Agent/TCP/Reno, Agent/TCP/Newreno, Agent/TCP/Sack1. */
export type Flavour = (typeof FLAVOURS)[number];

export const QUEUE_KINDS = ['droptail', 'red', 'threshold'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const LOSS_POLICIES = ['arrival', 'uniform', 'rate-proportional', 'largest-rate'] as const;
/** Which flow the threshold-dropper signals (paper 000, Sec. V-D). */
export type LossPolicy = (typeof LOSS_POLICIES)[number];

/** A congestion-control module and its parameters, e.g. `{ name: 'aimd', alpha: 1, beta: 0.5 }`. */
export interface CcSpec {
  name: string;
  [param: string]: number | string;
}

export interface PacketParams {
  /** number of flows (ignored when `topology` is given: one flow per route) */
  n: number;
  /** two-way propagation RTT per flow in seconds: one value for all flows, or n values */
  rtt: number[];
  /** bottleneck capacity, bit/s */
  capacity: number;
  /** bottleneck buffer in packets, counting the packet in transmission (DropTail and RED limit) */
  buffer: number;
  queue: QueueKind;
  /** RED thresholds in packets (ns-2 thresh_/maxthresh_); null = 0.6 and 0.8 of the buffer */
  redMin: number | null;
  redMax: number | null;
  /** RED max_p = 1/linterm_ */
  redMaxP: number;
  /** RED q_weight_ */
  redWeight: number;
  redGentle: boolean;
  redWait: boolean;
  /** 'bytes': ns-2 2.35's default (queue_in_bytes_, bytes_, mean_pktsize_); 'packets': classic RED */
  redMode: 'bytes' | 'packets';
  redMeanPktSize: number;
  /** threshold-dropper: signal when an arrival finds this many packets in the system */
  threshold: number;
  /** threshold-dropper: no new signal for hold × mean RTT after one */
  hold: number;
  policy: LossPolicy;
  /** Bernoulli loss probability of each data packet arriving at the bottleneck (before its queue) */
  loss: number;
  /** loss recovery: one for all flows, or one per flow */
  flavour: Flavour | Flavour[];
  /** congestion control: one for all flows, or one per flow */
  cc: CcSpec | CcSpec[];
  /** source (host) of each flow: flows with the same id are subflows of one MP-TCP source; null = one each */
  source: number[] | null;
  /** payload bytes per data packet */
  pktSize: number;
  /** TCP/IP header bytes added on the wire (ns-2 tcpip_base_hdr_size_) */
  header: number;
  /** ACK bytes on the wire (ns-2 TCPSink packetSize_); each SACK block adds 8 */
  ackSize: number;
  /** sender's maximum window in packets (ns-2 window_) */
  wmax: number;
  /** receiver window in packets (null: none); the window used is min(wmax, rwnd) */
  rwnd: number | null;
  delayedAck: boolean;
  /** delayed-ACK timer, s (ns-2 DelAck interval_) */
  delAckInterval: number;
  /** start time of each flow, s; null = uniform in [0, startSpread] from the seed */
  start: number[] | null;
  /**
   * stop time of each flow, s (null for the whole list or an entry: never). From then on the flow
   * sends no new data (what it has sent is still repaired): paper 002's single-path flow that
   * leaves at 80 s (Table IV).
   */
  stop: (number | null)[] | null;
  /**
   * RTT noise σ, s, one value for all flows or one per flow: each ACK reaches its sender after an
   * extra delay uniform on [0, 2σ] (paper 003 Sec. 6.4, Fig. 15; see ackNoise.ts); 0 = none.
   */
  rttNoise: number | number[];
  startSpread: number;
  /** simulated time, s */
  duration: number;
  /** measurements start at this time, s */
  warmup: number;
  seed: number;
  /** synchronization measure: drops closer than syncGap × mean RTT belong to one congestion event */
  syncGap: number;
  /** P(signal | w): bins of signalBin × mean RTT */
  signalBin: number;
  /** access links are accessFactor × the bottleneck capacity */
  accessFactor: number;
  /** finite reverse bottleneck for ACKs (DropTail, packets); null = uncongested (delay + serialization) */
  reverseBuffer: number | null;
  /** initial window after the SYN (ns-2 windowInit_) */
  iw: number;
  /** first packet is a 40-byte SYN sent with cwnd 1 (ns-2 syn_ + delay_growth_) */
  syn: boolean;
  /** send a new packet on the 1st and 2nd duplicate ACK (ns-2 singledup_, RFC 3042) */
  limitedTransmit: boolean;
  dupThresh: number;
  sackBlocks: number;
  /** RTO clock granularity, s (ns-2 tcpTick_) */
  tick: number;
  minRto: number;
  maxRto: number;
  initRto: number;
  /** interval of the cwnd / queue samples for live views, s (0: no samples) */
  traceInterval: number;
  /** samples kept when nobody drains them (oldest dropped first) */
  traceCapacity: number;
  /** general topology; when given, n, rtt, capacity, buffer, queue ... describe nothing */
  topology: TopologySpec | null;
}

export const DEFAULT_CC: CcSpec = { name: 'reno' };

export const PACKET_DEFAULTS: PacketParams = {
  n: 10,
  rtt: [0.12],
  capacity: 10e6,
  buffer: 20,
  queue: 'droptail',
  redMin: null,
  redMax: null,
  redMaxP: 0.1,
  redWeight: 0.001,
  redGentle: true,
  redWait: true,
  redMode: 'bytes',
  redMeanPktSize: 500,
  threshold: 3,
  hold: 1,
  policy: 'uniform',
  loss: 0,
  flavour: 'sack',
  cc: DEFAULT_CC,
  source: null,
  pktSize: 1000,
  header: 40,
  ackSize: 40,
  wmax: 20000,
  rwnd: null,
  delayedAck: false,
  delAckInterval: 0.1,
  start: null,
  stop: null,
  rttNoise: 0,
  startSpread: 4,
  duration: 600,
  warmup: 300,
  seed: 1,
  syncGap: 1,
  signalBin: 1,
  accessFactor: 10,
  reverseBuffer: null,
  iw: 2,
  syn: true,
  limitedTransmit: true,
  dupThresh: 3,
  sackBlocks: 3,
  tick: 0.01,
  minRto: 0.2,
  maxRto: 60,
  initRto: 3,
  traceInterval: 0.01,
  traceCapacity: 100_000,
  topology: null,
};

/** Fills the fields that are not given with their defaults (no validation). */
export function withDefaults(p: Partial<PacketParams>): PacketParams {
  const out = { ...PACKET_DEFAULTS } as PacketParams;
  for (const k of Object.keys(p) as (keyof PacketParams)[]) {
    if (p[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = p[k];
  }
  return out;
}
