import { PacketSimulation } from '../../../../src/engines/packet/simulation';
import { toPacketParams } from '../../../../src/labs/families/packet/params';
import {
  DUMBBELL_DEFAULTS,
  type DumbbellScenario,
} from '../../../../src/labs/families/packet/scenario';
import type { DumbbellFrame, FrameStats } from '../../../../src/labs/dumbbell/worker/protocol';
import { DumbbellRunner } from '../../../../src/labs/dumbbell/worker/runner';

export const scenario = (over: Partial<DumbbellScenario> = {}): DumbbellScenario => ({
  ...DUMBBELL_DEFAULTS,
  n: 4,
  t: 60,
  warmup: 10,
  ...over,
});

/**
 * A wall clock for the runner: `now` moves only when the test says so, plus a cost model in which
 * every simulated second costs `msPerSimSecond` (a deterministic stand-in for simulating).
 */
export class FakeClock {
  now = 0;
  private base = 0;
  constructor(
    private readonly msPerSimSecond = 0,
    private readonly sim: () => PacketSimulation | null = () => null,
  ) {}
  at(ms: number): number {
    this.now = ms;
    this.base = this.sim()?.now ?? 0;
    return ms;
  }
  read = (): number => this.now + this.msPerSimSecond * ((this.sim()?.now ?? 0) - this.base);
}

export function makeRunner(
  s: DumbbellScenario,
  options: Partial<ConstructorParameters<typeof DumbbellRunner>[2]> = {},
  msPerSimSecond = 0,
): { runner: DumbbellRunner; clock: FakeClock } {
  let runner: DumbbellRunner | null = null;
  const clock = new FakeClock(msPerSimSecond, () => runner?.sim ?? null);
  runner = new DumbbellRunner(1, s, { speed: 'max', drawnFlows: [0, 1], ...options }, clock.read);
  return { runner, clock };
}

/** A headless run of the scenario, as the command line does it (no traces). */
export const headless = (s: DumbbellScenario) => new PacketSimulation(toPacketParams(s));

/** Ticks until the runner is done (or `limit` ticks), advancing the clock by frameMs each time. */
export function runToDone(
  runner: DumbbellRunner,
  clock: FakeClock,
  limit = 100_000,
): DumbbellFrame[] {
  const frames: DumbbellFrame[] = [];
  for (let k = 0; k < limit && runner.status !== 'done'; k++) {
    const f = runner.tick(clock.at(clock.now + runner.frameMs));
    if (f) frames.push(f);
  }
  const last = runner.tick(clock.at(clock.now + runner.frameMs));
  if (last) frames.push(last);
  return frames;
}

export function expectFinite(stats: FrameStats): void {
  const bad: string[] = [];
  for (const [k, v] of Object.entries(stats)) {
    if (v === null) continue;
    const a = typeof v === 'number' ? [v] : Array.from(v as ArrayLike<number>);
    if (a.some((x) => !Number.isFinite(x))) bad.push(k);
  }
  if (bad.length > 0) throw new Error(`non-finite values in ${bad.join(', ')}`);
}
