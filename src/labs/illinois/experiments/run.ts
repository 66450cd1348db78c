import { PACKET_DEFAULTS, type PacketParams } from '../../../engines/packet/params';
import { PacketSimulation } from '../../../engines/packet/simulation';
import { acrossReps, type Estimate, FRACTION, NONNEGATIVE } from '../../../sweep/aggregate';
import { pointSeeds, type SweepPoint } from '../../../sweep/plan';
import type { PointResultCore } from '../../../sweep/spec';
import type { IllinoisScenario } from '../scenario';
import { ccSpecOf, setupAt, type ExperimentJob, type FlowSetup, type RunSetup } from './job';
import { windowPlan, WindowRecorder, type WindowTrace } from './windowTrace';

/** One replication: each flow's numbers, in the order of the setup's flows. */
export interface ExperimentRun {
  seed: number;
  utilization: number;
  /** Mbit/s on the wire after the warm-up */
  throughput: number[];
  /** time-average window after the warm-up, packets */
  cwnd: number[];
  timeouts: number[];
  /** packets dropped after the warm-up (queue and random losses) */
  drops: number[];
  /** Illinois: d_m at the end of the run, ms (the largest queueing delay it saw); else null */
  dm: (number | null)[];
  /**
   * Figs. 8 and 10 (the views in WINDOW_VIEWS): flow 0's window over the end of the run, from
   * the engine's trace samples (windowTrace.ts); absent in the other views
   */
  window?: WindowTrace;
}

export interface FlowEstimate {
  throughput: Estimate;
  cwnd: Estimate;
  /** mean over the replications */
  timeouts: number;
  /** packets dropped after the warm-up, mean over the replications */
  drops: number;
}

/** A point of a packet view: its setup, the estimates over the replications, and every run. */
export interface ExperimentPointResult extends PointResultCore {
  series: string;
  flows: FlowSetup[];
  utilization: Estimate;
  /** per flow, over the replications (95 % intervals with two or more) */
  flow: FlowEstimate[];
  runs: ExperimentRun[];
  /**
   * Set on a point under way (the page's workers report one about every PARTIAL_MS): the
   * simulated time its current run has reached, s; its numbers are those measured so far.
   */
  partialAt?: number;
}

/** How often a point under way reports its numbers so far to the page, wall-clock ms. */
export const PARTIAL_MS = 400;

/** The engine's parameters of a setup (ns-2 2.35's conventions, SACK recovery for every flow). */
export function packetParams(job: IllinoisScenario, setup: RunSetup, seed: number): PacketParams {
  return {
    ...PACKET_DEFAULTS,
    n: setup.flows.length,
    rtt: setup.flows.map((f) => f.rttMs / 1000),
    capacity: setup.cap * 1e6,
    buffer: setup.buffer,
    queue: setup.queue,
    loss: setup.loss,
    cc: setup.flows.map((f) => ccSpecOf(f.cc, job)),
    rttNoise: setup.flows.map((f) => f.noiseMs / 1000),
    duration: setup.t,
    warmup: setup.warmup,
    seed,
    traceInterval: 0,
  };
}

/** d_m of an Illinois flow at the end (ms), read through the module's internals; else null. */
function dmOf(sim: PacketSimulation, f: number): number | null {
  const cc = sim.senders[f].cc;
  const k = cc.internalNames?.indexOf('dm') ?? -1;
  if (k < 0 || !cc.internals) return null;
  const out = new Float64Array(cc.internalNames!.length);
  cc.internals(out, 0);
  return Number.isFinite(out[k]) ? out[k] * 1000 : null;
}

/**
 * One replication of a setup. With `onPartial`, the run goes in slices of simulated time and
 * reports what it has measured so far (after the warm-up) about every PARTIAL_MS of wall clock:
 * the same events in the same order, so the final numbers do not change.
 */
export function runSetup(
  job: ExperimentJob,
  setup: RunSetup,
  seed: number,
  onPartial?: (run: ExperimentRun, now: number) => void,
  everyMs = PARTIAL_MS,
): ExperimentRun {
  const params = packetParams(job, setup, seed);
  // Figs. 8 and 10: the engine samples flow 0's window on its trace grid (the others: none)
  const plan = windowPlan(job, setup);
  const sim = new PacketSimulation(
    plan ? { ...params, traceInterval: plan.step, traceCapacity: plan.points } : params,
  );
  const window = plan ? new WindowRecorder(plan, setup.warmup) : null;
  // the drops so far when the warm-up ends (running to it first keeps the events and their order)
  let before: number[] | null = null;
  const warmedUp = () => {
    sim.runUntil(setup.warmup);
    before = dropsOf(sim);
  };
  if (onPartial) {
    const slice = Math.max(0.5, setup.t / 200);
    let last = Date.now();
    for (let t = slice; t < setup.t; t += slice) {
      if (before === null && t > setup.warmup) warmedUp();
      sim.runUntil(t);
      if (t <= setup.warmup || Date.now() - last < everyMs) continue;
      last = Date.now();
      window?.take(sim.drainTraces());
      onPartial(runOf(sim, setup, seed, sim.summary(), before, window), t);
    }
  }
  if (before === null) warmedUp();
  const summary = sim.run();
  window?.take(sim.drainTraces());
  return runOf(sim, setup, seed, summary, before, window);
}

/** Every flow's drops so far (queue, random loss and forced). */
const dropsOf = (sim: PacketSimulation): number[] =>
  Array.from(sim.queueDrops, (q, f) => q + sim.lossDrops[f] + sim.forcedDrops[f]);

function runOf(
  sim: PacketSimulation,
  setup: RunSetup,
  seed: number,
  s: ReturnType<PacketSimulation['summary']>,
  atWarmup: number[] | null,
  window: WindowRecorder | null,
): ExperimentRun {
  const now = dropsOf(sim);
  const trace = window?.trace() ?? null;
  return {
    seed,
    utilization: s.utilization,
    throughput: s.flows.map((f) => f.throughput),
    cwnd: s.flows.map((f) => f.cwnd),
    timeouts: s.flows.map((f) => f.timeouts),
    drops: now.map((d, f) => d - (atWarmup?.[f] ?? now[f])),
    dm: setup.flows.map((_, f) => dmOf(sim, f)),
    ...(trace ? { window: trace } : {}),
  };
}

const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;

/** The estimates of a setup over its runs (95 % intervals with two runs or more). */
function aggregate(
  core: Pick<ExperimentPointResult, 'index' | 'coords' | 'series' | 'flows'>,
  runs: ExperimentRun[],
): ExperimentPointResult {
  return {
    ...core,
    utilization: acrossReps(
      runs.map((r) => r.utilization),
      FRACTION,
    ),
    flow: core.flows.map((_, f) => ({
      throughput: acrossReps(
        runs.map((r) => r.throughput[f]),
        NONNEGATIVE,
      ),
      cwnd: acrossReps(
        runs.map((r) => r.cwnd[f]),
        NONNEGATIVE,
      ),
      timeouts: mean(runs.map((r) => r.timeouts[f])),
      drops: mean(runs.map((r) => r.drops?.[f] ?? NaN)),
    })),
    runs,
  };
}

/**
 * Runs one point of a packet view: one replication (its number is the point's last coordinate),
 * a whole packet run with its own seed (start times, random losses, ACK noise, the RTO clock's
 * phase). Pure: the page's workers, the CLI's threads and the tests call it alike, with the
 * same numbers.
 */
export function runPoint(
  job: ExperimentJob,
  point: SweepPoint,
  onPartial?: (partial: ExperimentPointResult) => void,
  everyMs = PARTIAL_MS,
): ExperimentPointResult {
  const setup = setupAt(job, point);
  const core = {
    index: point.index,
    coords: point.coords.slice(),
    series: point.series ?? '',
    flows: setup.flows,
  };
  const runs: ExperimentRun[] = [];
  for (const seed of pointSeeds(job, point)) {
    const report = onPartial
      ? (run: ExperimentRun, now: number) =>
          onPartial({ ...aggregate(core, [...runs, run]), partialAt: now })
      : undefined;
    runs.push(runSetup(job, setup, seed, report, everyMs));
  }
  return aggregate(core, runs);
}

/**
 * A setup's replications put back together: one result per series and swept value (coords
 * without the replication's number), with the estimates over all its runs done so far. What
 * every chart, table and summary reads.
 */
export function mergeReps(
  results: readonly (ExperimentPointResult | undefined)[],
): ExperimentPointResult[] {
  const groups = new Map<string, ExperimentPointResult[]>();
  for (const r of results) {
    if (!r) continue;
    const key = `${r.series}|${r.coords.slice(0, -1).join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((g) => {
    const merged = aggregate(
      {
        index: g[0].index,
        coords: g[0].coords.slice(0, -1),
        series: g[0].series,
        flows: g[0].flows,
      },
      g.flatMap((r) => r.runs),
    );
    const under = g.find((r) => r.partialAt !== undefined);
    return under ? { ...merged, partialAt: under.partialAt } : merged;
  });
}

/**
 * The completed points with the points under way in their place (their numbers so far), in
 * point order: what the page merges and draws while a sweep runs.
 */
export function withPartials(
  byIndex: readonly (ExperimentPointResult | undefined)[],
  partials: readonly ExperimentPointResult[] | undefined,
): (ExperimentPointResult | undefined)[] {
  const all = byIndex.slice();
  for (const p of partials ?? []) if (all[p.index] === undefined) all[p.index] = p;
  return all;
}
