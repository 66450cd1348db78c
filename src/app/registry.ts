import type { LabDefinition } from './labs';
import { aimdLab } from '../labs/aimd';

/** The labs that exist, in the switcher's order. Later labs slot in here. */
export const LABS: LabDefinition<object>[] = [aimdLab as unknown as LabDefinition<object>];
