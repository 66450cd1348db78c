import { acrossReps } from '../../../sweep/aggregate';
import { pointSeeds, type SweepPoint } from '../../../sweep/plan';
import { modelsAt, simulate, theorem1Mbps } from '../evaluate';
import { bufferPackets } from '../scenario';
import { pointScenario } from './plan';
import type { BufferPointResult } from './results';
import type { BufferSpec } from './spec';

const error = (model: number | null | undefined, sim: number | null) =>
  model === null || model === undefined || sim === null || !(sim > 0) ? null : (model - sim) / sim;

/**
 * One point: the models (instant) and, with `sim`, the packet engine's replications on the same
 * setup. Pure: the browser's workers, the CLI's threads and the tests call it alike.
 */
export function runPoint(spec: BufferSpec, point: SweepPoint): BufferPointResult {
  const s = pointScenario(spec, point);
  const m = modelsAt(s);
  const models =
    'note' in m
      ? null
      : { hacker: m.hacker, wu: m.wu, wuNoS: m.wuNoS, chan: m.chan, chanSteady: m.chanSteady };
  const seeds = s.sim ? pointSeeds(spec, point) : [];
  const utilizations = seeds.map((seed) => simulate(s, seed).utilization);
  // Mbit/s on the wire, as the models count them
  const simulated = utilizations.length
    ? acrossReps(
        utilizations.map((u) => u * s.bw),
        [0, s.bw],
      )
    : null;
  const sim = simulated?.mean ?? null;
  return {
    index: point.index,
    coords: point.coords.slice(),
    q: bufferPackets(s),
    models,
    modelNote: 'note' in m ? m.note : null,
    theorem1: theorem1Mbps(s),
    simulated,
    errors:
      models && sim !== null
        ? {
            hacker: error(models.hacker, sim),
            wu: error(models.wu, sim),
            chan: error(models.chan, sim),
          }
        : null,
    runs: seeds.map((seed, k) => ({ seed, utilization: utilizations[k] })),
  };
}
