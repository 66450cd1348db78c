import type { LabDefinition } from './kit/contract';
import { aimdLab } from './aimd';
import { bufferLab } from './buffer';
import { dumbbellLab } from './dumbbell';
import { illinoisLab } from './illinois';
import { insensitivityLab } from './insensitivity';
import { mptcpLab } from './mptcp';
import { multcpLab } from './multcp';
import { socketsLab } from './sockets';
import { traceLab } from './trace';

export type {
  ComparePageProps,
  HistoryMode,
  LabCommandLine,
  LabDefinition,
  LabPageProps,
  TryThis,
} from './kit/contract';

/**
 * The labs, in the switcher's order: the only list of labs in the app. The shell, the command
 * line, `--help` and the end-to-end rounds read it; adding a lab is its folder and one line here.
 */
export const LABS: readonly LabDefinition<object>[] = [
  aimdLab as unknown as LabDefinition<object>,
  socketsLab as unknown as LabDefinition<object>,
  insensitivityLab as unknown as LabDefinition<object>,
  mptcpLab as unknown as LabDefinition<object>,
  dumbbellLab as unknown as LabDefinition<object>,
  bufferLab as unknown as LabDefinition<object>,
  illinoisLab as unknown as LabDefinition<object>,
  multcpLab as unknown as LabDefinition<object>,
  traceLab as unknown as LabDefinition<object>,
];

/**
 * `sim --trace FILE --twin`: the Traces lab's simulated twin of a read trace (its link, its run's
 * numbers, the difference from the measurement), loaded only when asked for.
 */
export const traceTwinReport = () => import('./trace/twin/report').then((m) => m.twinReport);

/** The lab with this id, or undefined. */
export const labById = (id: string): LabDefinition<object> | undefined =>
  LABS.find((l) => l.id === id);
