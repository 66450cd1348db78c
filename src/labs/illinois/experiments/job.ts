import type { CcSpec } from '../../../engines/packet/params';
import type { SweepAxis } from '../../../sweep/axis';
import type { SweepPoint } from '../../../sweep/plan';
import type { SweepCore } from '../../../sweep/spec';
import { pdValues } from '../pdAxis';
import { illinoisValues, rttsOf, type IllinoisScenario } from '../scenario';
import { algorithmsOf, packetView, runLength, VIEW_DEFAULTS, type PacketView } from './views';

/**
 * A packet view as a sweep for the generic machinery (src/sweep): the scenario itself, with the
 * view's swept axis (Fig. 10's buffers, Fig. 14's p_d, Fig. 15's σ; none for Figs. 8 and 11-13),
 * its series (the algorithms, and for some views a variant of the setup) and its replications.
 * Flat, so that a worker receives one plain object and the lab's schema encodes it.
 */
export interface ExperimentJob extends IllinoisScenario, SweepCore {
  lab: 'illinois';
}

/** The swept parameter of each view, as the CSV's first column names it. */
export const AXIS_PARAM: Partial<Record<PacketView, 'buffer' | 'pd' | 'sigma'>> = {
  buffers: 'buffer',
  lossy: 'pd',
  noise: 'sigma',
};

function axisOf(s: IllinoisScenario, v: PacketView): SweepAxis | null {
  const param = AXIS_PARAM[v];
  if (param === undefined) return null;
  const values = v === 'buffers' ? s.buffers : v === 'lossy' ? pdValues(s.simpd) : s.sigma;
  return { param, kind: 'list', values: values.slice() };
}

/**
 * Each replication is a point of its own, on a last axis `rep` (0, 1, …), so that the page fills
 * run by run and a pool spreads the replications of one setup over its workers; its seed comes
 * from the point's swept values, the replication's number among them (src/sweep/seeds.ts).
 * mergeReps (run.ts) puts a setup's replications back together.
 */
export const REP_PARAM = 'rep';

/** Completes a scenario of a packet view into its sweep (in place, for the schema's refine). */
export function completeJob(job: ExperimentJob): ExperimentJob {
  const v = packetView(job);
  const x = v === null ? null : axisOf(job, v);
  const reps = runLength(job)?.reps ?? 1;
  const rep: SweepAxis = {
    param: REP_PARAM,
    kind: 'list',
    values: Array.from({ length: reps }, (_, k) => k),
  };
  job.lab = 'illinois';
  job.sweep = v === null ? null : (x ?? rep);
  job.sweep2 = v === null || x === null ? null : rep;
  job.reps = 1;
  return job;
}

export function experimentJob(s: IllinoisScenario): ExperimentJob {
  return completeJob({ ...s, lab: 'illinois', sweep: null, sweep2: null, reps: 1 });
}

/** 'illinois', 'reno', 'highspeed', 'cubic', 'bic', 'compound', and 'vegas:γ' for each γ. */
export function algorithmLabels(s: IllinoisScenario): string[] {
  return algorithmsOf(s).flatMap((a) => (a === 'vegas' ? s.gamma.map((g) => `vegas:${g}`) : [a]));
}

/** The two setups of a view drawn from one algorithm: RTTs, or who has the noise. */
export const VARIANTS: Partial<Record<PacketView, readonly [string, string]>> = {
  rttfair: ['equal', 'unequal'],
  noise: ['both', 'one'],
};

/** The series of a packet view, in the order the points run: 'reno', 'illinois/unequal', … */
export function seriesOf(s: IllinoisScenario): string[] {
  const v = packetView(s);
  if (v === null) return [];
  const variants = VARIANTS[v];
  const algs = algorithmLabels(s);
  return variants ? algs.flatMap((a) => variants.map((x) => `${a}/${x}`)) : algs;
}

/** The module and parameters of an algorithm label, for the engine. */
export function ccSpecOf(label: string, s: IllinoisScenario): CcSpec {
  const [name, gamma] = label.split(':');
  if (name === 'vegas') return { name, gamma: Number(gamma) };
  if (name !== 'illinois') return { name };
  // every parameter in force, under the module's names
  return { ...(illinoisValues(s) as Record<string, number | string>), name };
}

export interface FlowSetup {
  /** the algorithm label ('vegas:5') */
  cc: string;
  rttMs: number;
  /** σ of the ACK noise, ms */
  noiseMs: number;
}

/** One run's link and flows: what a point of the sweep simulates. */
export interface RunSetup {
  view: PacketView;
  /** Mbit/s */
  cap: number;
  buffer: number;
  queue: 'droptail' | 'red';
  /** random loss probability of each data packet */
  loss: number;
  flows: FlowSetup[];
  t: number;
  warmup: number;
}

/** The setup of the point `p` of the job (its series, and its swept value if any). */
export function setupAt(job: IllinoisScenario, p: Pick<SweepPoint, 'series' | 'coords'>): RunSetup {
  const v = packetView(job);
  if (v === null) throw new Error(`view=${job.view} runs no packet experiment`);
  const d = VIEW_DEFAULTS[v];
  const run = runLength(job)!;
  const [alg, variant] = (p.series ?? '').split('/');
  const tp = job.tp ?? d.tp;
  // the swept value, for the views that have one (the replication's number comes last)
  const x = AXIS_PARAM[v] === undefined ? NaN : p.coords[0];
  const flow = (cc: string, rttMs = tp, noiseMs = 0): FlowSetup => ({ cc, rttMs, noiseMs });
  let flows: FlowSetup[];
  if (v === 'rttfair')
    flows = (variant === 'equal' ? rttsOf(job).map(() => tp) : rttsOf(job)).map((r) =>
      flow(alg, r),
    );
  else if (v === 'friendly')
    flows = [
      ...Array.from({ length: job.nmix }, () => flow('reno')),
      ...Array.from({ length: job.nmix }, () => flow(alg)),
    ];
  else if (v === 'noise') flows = [flow(alg, tp, x), flow(alg, tp, variant === 'both' ? x : 0)];
  else flows = [flow(alg)];
  return {
    view: v,
    cap: job.cap ?? d.cap,
    buffer: v === 'buffers' ? x : (job.buffer ?? d.buffer ?? 0),
    queue: v === 'rttfair' || v === 'friendly' ? job.queue : 'droptail',
    loss: v === 'lossy' ? x : 0,
    flows,
    t: run.t,
    warmup: run.warmup,
  };
}

/** Packets per second of the bottleneck, on the wire (1040-byte packets, ns-2's convention). */
export const WIRE_BYTES = 1040;
export const packetsPerSecond = (capMbps: number): number => (capMbps * 1e6) / (8 * WIRE_BYTES);

/** The bandwidth-delay product of a setup's link and RTT, packets. */
export const bdpPackets = (capMbps: number, rttMs: number): number =>
  (packetsPerSecond(capMbps) * rttMs) / 1000;
