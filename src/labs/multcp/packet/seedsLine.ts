import { enumeratePoints, pointSeeds } from '../../../sweep/plan';
import { seedList, seedsWord } from '../../kit/seeds';
import type { MultcpScenario } from '../scenario';
import { isPacketView, seriesOf, VIEW_AXIS } from './views';

/**
 * The packet view's line on its seeds, under the setup's: the one network's runs (wpf) by their
 * seeds; a swept view's points have theirs on hover and in the table of every point. Each seed
 * hashes the sweep's seed, the point's swept value and the replication's number, never the series:
 * the series of a point run on the same seeds (src/sweep/seeds.ts). `s` is the sweep as it runs
 * (runnableSpec: the view's axis filled in). Pure; empty outside the packet views.
 */
export function seedsLine(s: MultcpScenario): string {
  if (!isPacketView(s.view)) return '';
  const axis = VIEW_AXIS[s.view];
  if (axis === null || s.sweep === null) {
    const point = enumeratePoints(s, seriesOf(s))[0];
    const seeds = pointSeeds(s, point);
    const runs = seeds.length === 1 ? 'the run' : `the ${seeds.length} runs`;
    return `${seedsWord(seeds.length) === 'seed' ? 'Seed' : 'Seeds'} of ${runs}: ${seedList(seeds)} (hashed from seed=${s.seed} and the replication’s number).`;
  }
  const shared =
    (seriesOf(s)?.length ?? 1) > 1 ? '; every series at a point runs on the same ones' : '';
  return `Seeds: each point’s on hover and in its row of the table of every point${shared} (hashed from seed=${s.seed}, the point’s ${axis} and the replication’s number).`;
}
