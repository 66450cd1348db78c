import {
  PACKET_DEFAULTS as PACKET_BASE,
  type CcSpec,
  type PacketParams,
} from '../../engines/packet/params';
import type { DumbbellScenario } from './scenario';

/**
 * The parameters of each congestion control, as the URL names them: a flow running `name` gets
 * these in its spec. A new module with parameters adds one line here and its fields to the schema.
 */
const CC_PARAMS: Readonly<Record<string, (s: DumbbellScenario) => Record<string, number>>> = {
  aimd: (s) => ({ alpha: s.a, beta: s.b }),
};

function ccSpec(name: string, s: DumbbellScenario): CcSpec {
  return { name, ...(CC_PARAMS[name]?.(s) ?? {}) };
}

/** The engine's parameters for a (decoded, hence valid) scenario: units to bit/s, s, bytes. */
export function toPacketParams(s: DumbbellScenario, traceInterval = 0): PacketParams {
  const ccs = s.cc.map((name) => ccSpec(name, s));
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
    cc: ccs.length === 1 ? ccs[0] : ccs,
    pktSize: s.pkt,
    header: s.header,
    wmax: s.wmax,
    rwnd: s.rwnd,
    delayedAck: s.delack,
    // one value is the spread of uniform start times (whatever n); n > 1 values are the times
    start: s.start.length > 1 ? s.start : null,
    startSpread: s.start.length > 1 ? 0 : s.start[0],
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
