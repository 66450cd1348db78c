/**
 * Building a run from its parameters: defaults and validation, the topology, one random stream per
 * purpose (so that turning on random loss does not move the start times or RED's draws), the queues
 * of the links where flows meet, and one sender and one receiver per flow.
 */
import { Xoshiro128 } from '../common/rng';
import { AckNoise } from './ackNoise';
import type { Clock } from './clock';
import { WindowState, type CcFactory } from './cc/congestionControl';
import { createCc } from './cc/registry';
import type { Network } from './network';
import { withDefaults, type CcSpec, type Flavour, type PacketParams } from './params';
import { Unbounded, type QueueDiscipline } from './queues/discipline';
import { DropTail } from './queues/dropTail';
import { LinkServer } from './queues/linkServer';
import { Red } from './queues/red';
import { ThresholdDropper, type FlowRateView } from './queues/thresholdDropper';
import { NewRenoSender } from './tcp/newReno';
import { TcpReceiver } from './tcp/receiver';
import { RenoSender } from './tcp/reno';
import { Sack1Sender } from './tcp/sack1';
import { TcpSender, type SenderConfig } from './tcp/sender';
import { buildDumbbell, type TopologySpec } from './topology';
import { validateParams } from './validateParams';

/** Defaults for what is not given, then validation (RangeError naming the field). */
export function resolveParams(p: Partial<PacketParams>): PacketParams {
  const full = withDefaults(p);
  validateParams(full);
  return full;
}

export const STREAM_START = 0;
export const STREAM_BOOT = 1;
export const STREAM_RED = 2;
export const STREAM_LOSS = 3;
export const STREAM_DROPPER = 4;
export const STREAM_NOISE = 5;

/** An independent generator per purpose, all from the one seed. */
export function stream(seed: number, purpose: number): Xoshiro128 {
  return new Xoshiro128((seed ^ Math.imul(purpose + 1, 0x9e3779b9)) >>> 0);
}

export function topologyOf(p: PacketParams): TopologySpec {
  return p.topology ?? buildDumbbell(p);
}

/** Start times: given, or uniform in [0, startSpread] drawn in flow order (as dumbbell.tcl does). */
export function startTimes(p: PacketParams, n: number): Float64Array {
  if (p.start !== null) return Float64Array.from(p.start);
  const rng = stream(p.seed, STREAM_START);
  return Float64Array.from({ length: n }, () => rng.nextDouble() * p.startSpread);
}

/**
 * Links where packets of several flows meet, or with a queue discipline, get a transmitter and a
 * discipline (and cost one event per packet); the others are computed inline (null).
 */
export function buildQueues(
  topo: TopologySpec,
  measureFrom: number,
  flows: FlowRateView,
  seed: number,
  /** the threshold-dropper's activity window (the mean RTT) */
  activeWindow: number,
): { servers: (LinkServer | null)[]; disciplines: (QueueDiscipline | null)[] } {
  const users = new Array<number>(topo.links.length).fill(0);
  for (const r of topo.flows) for (const l of [...r.forward, ...r.reverse]) users[l]++;
  const servers: (LinkServer | null)[] = [];
  const disciplines: (QueueDiscipline | null)[] = [];
  topo.links.forEach((link, l) => {
    const q = link.queue ?? null;
    const shared = users[l] > 1 && !link.uncongested;
    if (q === null && !shared) {
      servers.push(null);
      disciplines.push(null);
      return;
    }
    servers.push(new LinkServer(link.capacity, link.delay, topo.flows.length, measureFrom));
    if (q === null) disciplines.push(new Unbounded());
    else if (q.kind === 'droptail') disciplines.push(new DropTail(q.buffer));
    else if (q.kind === 'red')
      disciplines.push(new Red(q, link.capacity, stream(seed + l, STREAM_RED)));
    else {
      disciplines.push(
        new ThresholdDropper(
          q.threshold,
          q.hold,
          q.policy,
          activeWindow,
          flows,
          stream(seed + l, STREAM_DROPPER),
        ),
      );
    }
  });
  return { servers, disciplines };
}

const perFlowValue = <T>(x: T | T[], f: number): T => (Array.isArray(x) ? x[f] : x);

/** RTT noise of each flow (null when no flow has any), each flow with its own generator. */
export function buildAckNoise(p: PacketParams, n: number): AckNoise | null {
  const sigma = (f: number) =>
    Array.isArray(p.rttNoise) ? p.rttNoise[p.rttNoise.length === 1 ? 0 : f] : p.rttNoise;
  const width = Float64Array.from({ length: n }, (_, f) => 2 * sigma(f));
  if (!width.some((x) => x > 0)) return null;
  const rng = Array.from(width, (x, f) => (x > 0 ? stream(p.seed + f, STREAM_NOISE) : null));
  return new AckNoise(width, rng);
}

/** One receiver per flow: a Sack1 sink for SACK senders, a plain TCPSink otherwise. */
export function buildReceivers(p: PacketParams, n: number): TcpReceiver[] {
  return Array.from({ length: n }, (_, f) => {
    const sack = perFlowValue<Flavour>(p.flavour, f) === 'sack';
    return new TcpReceiver(sack ? p.sackBlocks : 0, p.ackSize);
  });
}

/** One sender per flow with its flavour and congestion control; MP-TCP groups by source. */
export function buildSenders(
  p: PacketParams,
  n: number,
  network: Network,
  extraCc: Readonly<Record<string, CcFactory>>,
  clock: Clock,
): TcpSender[] {
  const wnd = p.rwnd === null ? p.wmax : Math.min(p.wmax, p.rwnd);
  const cfg: SenderConfig = {
    wnd,
    iw: p.iw,
    syn: p.syn,
    limitedTransmit: p.limitedTransmit,
    dupThresh: p.dupThresh,
    rto: { tick: p.tick, minRto: p.minRto, maxRto: p.maxRto, initRto: p.initRto },
  };
  const boot = stream(p.seed, STREAM_BOOT);
  const windows = Array.from({ length: n }, (_, f) => new WindowState(f, wnd, clock));
  const groups = new Map<number, WindowState[]>();
  windows.forEach((w, f) => {
    const id = p.source === null ? -1 - f : p.source[f];
    const g = groups.get(id) ?? [];
    g.push(w);
    groups.set(id, g);
    w.group = g;
  });
  return windows.map((w, f) => {
    const cc = createCc(perFlowValue<CcSpec>(p.cc, f), w, extraCc);
    const bootTime = boot.nextDouble() * p.tick;
    switch (perFlowValue<Flavour>(p.flavour, f)) {
      case 'tahoe':
        return new TcpSender(f, network, cc, w, cfg, bootTime, clock);
      case 'reno':
        return new RenoSender(f, network, cc, w, cfg, bootTime, clock);
      case 'newreno':
        return new NewRenoSender(f, network, cc, w, cfg, bootTime, clock);
      case 'sack':
        return new Sack1Sender(f, network, cc, w, cfg, bootTime, clock);
    }
  });
}
