import { PacketSimulation } from '../../../engines/packet/simulation';
import { acrossReps, FRACTION } from '../../../sweep/aggregate';
import { pointSeeds, type SweepPoint } from '../../../sweep/plan';
import { ns2Utilization } from '../../families/packet/ns2Reference';
import { toPacketParams } from '../../families/packet/params';
import { dumbbellTheory } from '../theory';
import { pointScenario } from './plan';
import { addSignalCounts, type DumbbellPointResult } from './results';
import type { DumbbellSpec } from './spec';

const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;

/**
 * Runs one point of a dumbbell sweep: its replications one after the other, each a whole packet-
 * level run with its own seed (start times, RED's and the losses' randomness). Pure: the browser's
 * workers, the CLI's threads and the tests all call it, so a point gives the same numbers anywhere.
 */
export function runPoint(spec: DumbbellSpec, point: SweepPoint): DumbbellPointResult {
  const scenario = pointScenario(spec, point);
  const seeds = pointSeeds(spec, point);
  const summaries = seeds.map((seed) =>
    new PacketSimulation(toPacketParams({ ...scenario, seed })).run(),
  );
  const utilizations = summaries.map((s) => s.utilization);
  const theory = dumbbellTheory(scenario);
  return {
    index: point.index,
    coords: point.coords.slice(),
    series: point.series,
    utilization: acrossReps(utilizations, FRACTION),
    theorem1: theory.theorem1.applies ? theory.theorem1.value : null,
    synchronized: theory.synchronized.applies ? theory.synchronized.value : null,
    ns2: ns2Utilization(scenario),
    drops: mean(summaries.map((s) => s.drops)),
    timeouts: mean(summaries.map((s) => s.timeouts)),
    syncMeanM: mean(summaries.map((s) => s.sync.meanM)),
    signal: addSignalCounts(summaries.map((s) => s.signalGivenWindow)),
    runs: seeds.map((seed, k) => ({ seed, utilization: utilizations[k] })),
  };
}
