import { AimdSimulation } from '../../../../../src/engines/aimd/simulation';
import {
  AIMD_DEFAULTS,
  toParams,
  type AimdScenario,
} from '../../../../../src/labs/families/aimd/scenario';
import type {
  AimdFrame,
  FrameStats,
  PathTail,
} from '../../../../../src/labs/families/aimd/worker/protocol';
import { AimdRunner } from '../../../../../src/labs/families/aimd/worker/runner';

export const scenario = (over: Partial<AimdScenario> = {}): AimdScenario => ({
  ...AIMD_DEFAULTS,
  ...over,
});

/**
 * A wall clock for the runner: `now` moves only when the test says so, plus a cost model in which
 * every event run costs `msPerEvent` (deterministic stand-in for the time simulating takes).
 */
export class FakeClock {
  now = 0;
  private base = 0;
  constructor(
    private readonly msPerEvent = 0,
    private readonly sim: () => AimdSimulation | null = () => null,
  ) {}
  /** Sets the wall clock to `ms`; the events run from here on are charged on top of it. */
  at(ms: number): number {
    this.now = ms;
    this.base = this.sim()?.eventsDone ?? 0;
    return ms;
  }
  read = (): number => this.now + this.msPerEvent * ((this.sim()?.eventsDone ?? 0) - this.base);
}

/** A runner whose clock charges `msPerEvent` per event (0: a frozen clock during ticks). */
export function makeRunner(
  s: AimdScenario,
  options: Partial<ConstructorParameters<typeof AimdRunner>[2]> = {},
  msPerEvent = 0,
): { runner: AimdRunner; clock: FakeClock } {
  let runner: AimdRunner | null = null;
  const clock = new FakeClock(msPerEvent, () => runner?.sim ?? null);
  runner = new AimdRunner(1, s, { speed: 'max', drawnFlows: [0], ...options }, clock.read);
  return { runner, clock };
}

/** The absolute times at which a plain simulation's events happen, as runUntil sees them. */
export function eventTimes(s: AimdScenario, count: number): Float64Array {
  const sim = new AimdSimulation(toParams(s));
  const out = new Float64Array(count);
  for (let k = 0; k < count && !sim.done; k++) {
    out[k] = sim.nextEventTime();
    sim.run(1);
  }
  return out;
}

/** A plain simulation advanced to `events` events. */
export function plainRun(s: AimdScenario, events: number, recordPath = false): AimdSimulation {
  const sim = new AimdSimulation(toParams(s), { recordPath });
  sim.run(events);
  return sim;
}

export function expectNoNaN(frame: AimdFrame): void {
  const bad: string[] = [];
  const check = (name: string, v: ArrayLike<number> | number | null) => {
    if (v === null) return;
    const a = typeof v === 'number' ? [v] : Array.from(v);
    if (a.some((x) => !Number.isFinite(x))) bad.push(name);
  };
  check('time', frame.time);
  check('viewTime', frame.viewTime);
  const st: FrameStats = frame.stats;
  for (const [k, v] of Object.entries(st)) check(`stats.${k}`, v as number | null);
  if (frame.utilization) check('utilization', frame.utilization.value);
  const t = frame.tail;
  if (t) {
    check('startTime', t.startTime);
    check('startRates', t.startRates);
    check('startAggregate', t.startAggregate);
    for (const [k, v] of Object.entries(t.events)) check(`events.${k}`, v as ArrayLike<number>);
    for (const [k, v] of Object.entries(t.cuts)) check(`cuts.${k}`, v as ArrayLike<number>);
  }
  if (bad.length > 0) throw new Error(`non-finite values in ${bad.join(', ')}`);
}

/** Ticks until the runner is done (or `limit` ticks), advancing the clock by frameMs each time. */
export function runToDone(runner: AimdRunner, clock: FakeClock, limit = 100_000): AimdFrame[] {
  const frames: AimdFrame[] = [];
  for (let k = 0; k < limit && runner.status !== 'done'; k++) {
    const f = runner.tick(clock.at(clock.now + runner.frameMs));
    if (f) frames.push(f);
  }
  return frames;
}

/** Checks that consecutive tails join up (each starts where the previous one ended). */
export function joined(tails: readonly PathTail[]): boolean {
  for (let k = 1; k < tails.length; k++) {
    const prev = tails[k - 1];
    if (tails[k].startEvent !== prev.startEvent + prev.events.time.length) return false;
  }
  return true;
}
