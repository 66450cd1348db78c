import type { LabDefinition } from '../../app/labs';
import { AimdCompare } from './AimdCompare';
import { AimdLab } from './AimdLab';
import { AIMD_SCHEMA, type AimdScenario } from './scenario';

export const aimdLab: LabDefinition<AimdScenario> = {
  id: 'aimd',
  title: 'Loss policies',
  schema: AIMD_SCHEMA,
  Page: AimdLab,
  ComparePage: AimdCompare,
};
