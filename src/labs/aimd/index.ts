import { lazy } from 'react';
import type { LabDefinition } from '../../app/labs';
import { AIMD_SCHEMA, type AimdScenario } from './scenario';

// The page is loaded when the lab is opened: the schema (to read links) is all the shell needs first.
const AimdLab = lazy(() => import('./AimdLab').then((m) => ({ default: m.AimdLab })));
const AimdCompare = lazy(() => import('./AimdCompare').then((m) => ({ default: m.AimdCompare })));

export const aimdLab: LabDefinition<AimdScenario> = {
  id: 'aimd',
  title: 'Loss policies',
  schema: AIMD_SCHEMA,
  Page: AimdLab,
  ComparePage: AimdCompare,
};
