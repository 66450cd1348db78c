import {
  PACKET_DEFAULTS as PACKET_BASE,
  type CcSpec,
  type PacketParams,
} from '../../../engines/packet/params';
import { ccOf, perFlow } from './ccModules';
import type { DumbbellScenario } from './scenario';

type Spec = Record<string, number | string>;

/**
 * The parameters of each congestion control, from the URL's names to the engine's (cc/*.ts): a
 * flow running `name` gets these in its spec. A new module with parameters adds one line here
 * and its fields to moduleFields.ts. Illinois's β's are fractions removed on both sides; the
 * variant's own defaults apply where the URL leaves amin, wthresh out (null), Vegas's α and β
 * default to γ in the engine too.
 */
export const CC_PARAMS: Readonly<Record<string, (s: DumbbellScenario, flow: number) => Spec>> = {
  aimd: (s) => ({ alpha: s.a, beta: s.b }),
  illinois: (s) => ({
    variant: s.ivariant,
    alphaMax: s.amax,
    ...(s.amin !== null && { alphaMin: s.amin }),
    betaMax: s.bmax,
    betaMin: s.bmin,
    ...(s.wthresh !== null && { wThresh: s.wthresh }),
    eta1: s.eta1,
    eta2: s.eta2,
    eta3: s.eta3,
    theta: s.theta,
  }),
  vegas: (s) => ({
    gamma: s.gamma,
    ...(s.valpha !== null && { alpha: s.valpha }),
    ...(s.vbeta !== null && { beta: s.vbeta }),
  }),
  cubic: (s) => ({ c: s.cscale, beta: s.cbeta }),
  multcp: (s, f) => ({ weight: perFlow(s.weight, f) }),
};

function ccSpec(name: string, s: DumbbellScenario, flow: number): CcSpec {
  return { name, ...(CC_PARAMS[name]?.(s, flow) ?? {}) };
}

/** One spec for every flow, unless the flows differ in their module or its parameters. */
function ccSpecs(s: DumbbellScenario): CcSpec | CcSpec[] {
  const perFlowParams = s.cc.includes('multcp') && s.weight.length > 1;
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
