import {
  PACKET_DEFAULTS as PACKET_BASE,
  type CcSpec,
  type PacketParams,
} from '../../../engines/packet/params';
import { ccSpecOf } from './ccFields';
import { ccOf, offeredParams, perFlow, singlePathModule, type SinglePathCc } from './ccModules';
import type { DumbbellScenario } from './scenario';

/**
 * Flow `flow`'s module and its parameters, under the module's own names (its table in
 * src/engines/packet/cc): the scenario's values, a derived default (null) left to the engine.
 */
function ccSpec(name: string, s: DumbbellScenario, flow: number): CcSpec {
  return ccSpecOf(singlePathModule(name as SinglePathCc), s, flow);
}

/** One spec for every flow, unless the flows differ in their module or its parameters. */
function ccSpecs(s: DumbbellScenario): CcSpec | CcSpec[] {
  const perFlowParams = s.cc.some((name) =>
    offeredParams(singlePathModule(name as SinglePathCc)).some(
      (p) =>
        p.kind === 'number' &&
        p.perFlow &&
        (s[p.key as keyof DumbbellScenario] as number[]).length > 1,
    ),
  );
  if (s.cc.length === 1 && !perFlowParams) return ccSpec(s.cc[0], s, 0);
  return Array.from({ length: s.n }, (_, f) => ccSpec(ccOf(s.cc, f), s, f));
}

/** Stop times per flow (null: never), or null when no flow stops. */
function stopTimes(s: DumbbellScenario): (number | null)[] | null {
  const stop = s.stop;
  if (stop === null || stop.every((x) => x === null)) return null;
  return Array.from({ length: s.n }, (_, f) => perFlow(stop, f));
}

/** The engine's parameters for a (decoded, hence valid) scenario: units to bit/s, s, bytes. */
export function toPacketParams(s: DumbbellScenario, traceInterval = 0): PacketParams {
  return {
    ...PACKET_BASE,
    n: s.n,
    rtt: s.rtt.map((ms) => ms / 1000),
    capacity: s.cap * 1e6,
    buffer: s.buffer,
    queue: s.queue,
    redMin: s.minth,
    redMax: s.maxth,
    redMaxP: s.maxp,
    redWeight: s.wq,
    redGentle: s.gentle,
    redWait: s.wait,
    redMode: s.redmode,
    threshold: s.th,
    hold: s.hold,
    policy: s.select,
    loss: s.loss,
    flavour: s.tcp.length === 1 ? s.tcp[0] : s.tcp,
    cc: ccSpecs(s),
    pktSize: s.pkt,
    header: s.header,
    wmax: s.wmax,
    rwnd: s.rwnd,
    delayedAck: s.delack,
    // one value is the spread of uniform start times (whatever n); n > 1 values are the times
    start: s.start.length > 1 ? s.start : null,
    startSpread: s.start.length > 1 ? 0 : s.start[0],
    stop: stopTimes(s),
    rttNoise: s.noise === null ? 0 : s.noise.map((ms) => ms / 1000),
    duration: s.t,
    warmup: s.warmup,
    seed: s.seed,
    syncGap: s.syncgap,
    signalBin: s.bin,
    accessFactor: s.access,
    iw: s.iw,
    minRto: s.minrto,
    traceInterval,
  };
}
