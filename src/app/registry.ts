import type { LabDefinition } from './labs';
import { aimdLab } from '../labs/aimd';
import { insensitivityLab } from '../labs/insensitivity';
import { mptcpLab } from '../labs/mptcp';
import { socketsLab } from '../labs/sockets';

/** The labs that exist, in the switcher's order. Later labs slot in here. */
export const LABS: LabDefinition<object>[] = [
  aimdLab as unknown as LabDefinition<object>,
  socketsLab as unknown as LabDefinition<object>,
  insensitivityLab as unknown as LabDefinition<object>,
  mptcpLab as unknown as LabDefinition<object>,
];
